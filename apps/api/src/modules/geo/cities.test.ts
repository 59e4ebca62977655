import { describe, expect, it } from "vitest";
import { normalizeCityName, searchFrenchCities } from "./cities";

describe("normalizeCityName", () => {
  it.each([
    ["Saint-Avé", "saint ave"],
    ["  L'Île-d'Yeu ", "l ile d yeu"],
    ["Châteauneuf-du-Faou", "chateauneuf du faou"],
    ["SAINT  ÉTIENNE", "saint etienne"],
    ["Vannes", "vannes"],
  ])("%s -> %s", (name, expected) => {
    expect(normalizeCityName(name)).toBe(expected);
  });
});

describe("searchFrenchCities", () => {
  it("finds a commune by its full postal code", () => {
    expect(searchFrenchCities("56000")).toEqual([
      { postalCode: "56000", name: "Vannes", inseeCode: "56260" },
    ]);
  });

  it("finds communes by the start of a postal code, ordered by code", () => {
    const found = searchFrenchCities("5689");
    expect(found.length).toBeGreaterThan(0);
    for (const city of found) expect(city.postalCode.startsWith("5689")).toBe(true);
    const codes = found.map((c) => c.postalCode);
    expect(codes).toEqual([...codes].sort());
    expect(found).toContainEqual({ postalCode: "56890", name: "Saint-Avé", inseeCode: "56206" });
  });

  it("finds communes by the start of their name, ordered by name", () => {
    const found = searchFrenchCities("vann");
    expect(found).toContainEqual({ postalCode: "56000", name: "Vannes", inseeCode: "56260" });
    for (const city of found) expect(normalizeCityName(city.name).startsWith("vann")).toBe(true);
    const names = found.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    expect(names).toContain("Vannes-sur-Cosson");
  });

  it("ignores case, accents, hyphens and surrounding spaces", () => {
    const expected = { postalCode: "56890", name: "Saint-Avé", inseeCode: "56206" };
    for (const search of ["saint-ave", "Saint-Avé", "SAINT AVE", "  saint ave  ", "saint-avé"]) {
      expect(searchFrenchCities(search), search).toContainEqual(expected);
    }
    const names = searchFrenchCities("saint-ave").map((c) => c.name);
    expect(names).not.toContain("Saint-Avit");
    expect(names).toEqual(expect.arrayContaining(["Saint-Avé", "Saint-Aventin", "Saint-Avertin"]));
  });

  it("gives each commune and postal code once", () => {
    const found = searchFrenchCities("paris", 100);
    const keys = found.map((c) => `${c.postalCode}-${c.inseeCode}-${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Paris 16e has two postal codes: both are listed.
    expect(found.filter((c) => c.name === "Paris 16e Arrondissement").map((c) => c.postalCode)).toEqual([
      "75016",
      "75116",
    ]);
  });

  it("stops at the limit", () => {
    expect(searchFrenchCities("saint")).toHaveLength(20);
    expect(searchFrenchCities("saint", 5)).toHaveLength(5);
    expect(searchFrenchCities("56", 200).length).toBeGreaterThan(20);
  });

  it("answers an empty list when nothing matches", () => {
    expect(searchFrenchCities("zzzzz")).toEqual([]);
    expect(searchFrenchCities("00000")).toEqual([]);
  });

  it("treats a search of letters and digits as a name", () => {
    // "56 Vannes" is neither a postal-code prefix nor the start of a name.
    expect(searchFrenchCities("56 Vannes")).toEqual([]);
  });
});
