import { describe, expect, it } from "vitest";
import { communePosition } from "./commune-positions";

/** Distance in kilometres, close enough at these latitudes for a few kilometres' tolerance. */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.lat - a.lat) * 111.2;
};

describe("communePosition", () => {
  it.each([
    // postal code, city, a point of the commune (its town hall, roughly), tolerance km
    ["44330", "Vallet", { lat: 47.1614, lng: -1.2667 }, 2],
    ["44190", "Clisson", { lat: 47.0871, lng: -1.2826 }, 2],
    ["44000", "Nantes", { lat: 47.2173, lng: -1.5534 }, 2],
    ["44330", "Le Pallet", { lat: 47.1384, lng: -1.3361 }, 2],
    ["20000", "Ajaccio", { lat: 41.9192, lng: 8.7386 }, 3],
    ["49300", null, { lat: 47.06, lng: -0.8795 }, 3],
  ])("places %s %s", (postalCode, city, expected, tolerance) => {
    const position = communePosition(postalCode, city);
    expect(position?.precision).toBe("COMMUNE");
    expect(km(position!, expected)).toBeLessThan(tolerance);
  });

  it("takes the named commune among those sharing a postal code, whatever its spelling", () => {
    const vallet = communePosition("44330", "vallet")!;
    const pallet = communePosition("44330", "LE PALLET")!;
    expect(km(vallet, pallet)).toBeGreaterThan(3);
    expect(km(pallet, { lat: 47.1384, lng: -1.3361 })).toBeLessThan(2);
  });

  it("falls back on a commune of the postal code when the city is unknown there", () => {
    const position = communePosition("44330", "Paris")!;
    expect(position.precision).toBe("COMMUNE");
    expect(km(position, { lat: 47.16, lng: -1.27 })).toBeLessThan(15);
  });

  it("answers null for a postal code La Poste does not know", () => {
    expect(communePosition("00000")).toBeNull();
    expect(communePosition("99999", "Nulle part")).toBeNull();
  });
});
