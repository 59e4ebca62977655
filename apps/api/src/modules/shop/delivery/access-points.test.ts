import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createCarrier, createRelayPoint } from "../../../testing/factories/delivery";
import { createSite } from "../../../testing/factories/site";
import { expectFrenchError } from "../../content/testing";

/** POST /relay/access-points: the nearest relay points of the site's relay carrier. */

let api: TestApi;
let siteId: number;
let relay: number;
let otherRelay: number;
let home: number;

const search = (body: unknown, site = siteId) =>
  api.call({ method: "POST", url: "/relay/access-points", site, payload: body as object });

const HOURS = [
  { weekday: 1, periods: [{ start: "14:00", end: "19:00" }] },
  {
    weekday: 2,
    periods: [
      { start: "09:00", end: "12:30" },
      { start: "14:00", end: "19:00" },
    ],
  },
];

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: siteId } = await createSite(db, { name: "Domaine des relais", isECommerce: true }));
  home = (await createCarrier(db, siteId, { name: "Domicile" })).id;
  relay = (await createCarrier(db, siteId, { name: "Relais Colis", kind: "PICKUP" })).id;
  otherRelay = (await createCarrier(db, siteId, { name: "Autre réseau", kind: "PICKUP" })).id;
  const point = (
    code: string,
    name: string,
    city: string,
    zipCode: string,
    latitude: number,
    longitude: number,
  ) =>
    createRelayPoint(db, siteId, relay, {
      code,
      name,
      city,
      zipCode,
      latitude,
      longitude,
      openingHours: HOURS,
    });
  await point("VAL-1", "Tabac de la Mairie", "Vallet", "44330", 47.1618, -1.2662);
  await point("CLI-1", "Librairie du Château", "Clisson", "44190", 47.0869, -1.2801);
  await point("NAN-1", "Épicerie Graslin", "Nantes", "44000", 47.2133, -1.5622);
  await point("PAL-1", "Boulangerie du Pallet", "Le Pallet", "44330", 47.1385, -1.3357);
  await createRelayPoint(db, siteId, relay, {
    code: "VAL-OFF",
    name: "Relais fermé",
    latitude: 47.1617,
    longitude: -1.2663,
    isActive: false,
  });
  await createRelayPoint(db, siteId, otherRelay, {
    code: "O-1",
    name: "Autre",
    latitude: 47.16,
    longitude: -1.27,
  });
  const neighbour = await createSite(db, { name: "Cave voisine", isECommerce: true });
  const theirs = await createCarrier(db, neighbour.id, { kind: "PICKUP" });
  await createRelayPoint(db, neighbour.id, theirs.id, {
    code: "N-1",
    name: "Voisin",
    latitude: 47.1617,
    longitude: -1.2663,
  });
});

afterAll(async () => {
  await api?.close();
});

describe("POST /relay/access-points", () => {
  it("lists the relay carrier's points nearest to the address's commune first, with their hours", async () => {
    const { status, body } = await search({
      firstPart: "1 rue des Vignes",
      postalCode: "44330",
      city: "Vallet",
      country: "FR",
    });
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(body.data.items.map((p: { id: string }) => p.id)).toEqual(["VAL-1", "PAL-1", "CLI-1", "NAN-1"]);
    const [first] = body.data.items;
    expect(first).toEqual({
      id: "VAL-1",
      idCarrier: relay,
      name: "Tabac de la Mairie",
      addLine1: expect.any(String),
      zipCode: "44330",
      city: "Vallet",
      country: "FR",
      position: { lat: 47.1618, lng: -1.2662 },
      distance: expect.any(Number),
      openingHours: HOURS,
      icon: null,
    });
    expect(first.distance).toBeLessThan(1000);
    const distances = body.data.items.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nantes is about 22 km from Vallet.
    expect(distances[3]).toBeGreaterThan(18_000);
    expect(distances[3]).toBeLessThan(26_000);
  });

  it("starts from the named commune of a shared postal code, or from the code's first commune", async () => {
    const pallet = await search({ postalCode: "44330", city: "Le Pallet", country: "FR" });
    expect(pallet.body.data.items[0].id).toBe("PAL-1");
    const nantes = await search({ postalCode: "44000", country: "FR" });
    expect(nantes.body.data.items[0].id).toBe("NAN-1");
    const clisson = await search({ postalCode: "44190", city: "CLISSON", country: "fr" });
    expect(clisson.body.data.items[0].id).toBe("CLI-1");
  });

  it("searches another relay carrier's network when asked", async () => {
    const { status, body } = await search({ postalCode: "44330", country: "FR", idCarrier: otherRelay });
    expect(status).toBe(200);
    expect(body.data.items.map((p: { id: string }) => p.id)).toEqual(["O-1"]);
  });

  it("finds no point abroad: the site's points are French", async () => {
    const { status, body } = await search({ postalCode: "1000", country: "BE" });
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: [], total: 0 });
  });

  it.each([
    [{ idCarrier: 2_000_000_000 }, "idCarrier", "Ce transporteur ne livre pas en point relais."],
    [{ postalCode: "44999" }, "postalCode", "Ce code postal ne correspond à aucune commune."],
    [{ postalCode: "4433" }, "postalCode", "Un code postal français compte 5 chiffres."],
    [{ postalCode: "<b>44330</b>" }, "postalCode", "Ce code postal n'est pas valide."],
    [{ postalCode: null }, "postalCode", "Indiquez le code postal."],
    [{ country: "FRA" }, "country", "Indiquez le pays par son code à deux lettres (FR, BE…)."],
    [{ city: "Vallet\u0000" }, "city", "Ce champ contient des caractères non autorisés."],
    [{ city: "x".repeat(101) }, "city", "Ce nom de ville est trop long."],
    [{ idCarrier: "1" }, "idCarrier", "Transporteur invalide."],
  ])("refuses %j", async (change, field, message) => {
    const { status, body } = await search({ postalCode: "44330", country: "FR", ...change });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors[field]).toBe(message);
  });

  it("refuses a delivery carrier, another site's carrier, and a site without relay carrier", async () => {
    for (const idCarrier of [home]) {
      const { status, body } = await search({ postalCode: "44330", country: "FR", idCarrier });
      expect(status).toBe(400);
      expect(body.data.errors.idCarrier).toBe("Ce transporteur ne livre pas en point relais.");
    }
    const bare = await createSite(api.database.db, { name: "Sans relais", isECommerce: true });
    const { status, body } = await search({ postalCode: "44330", country: "FR" }, bare.id);
    expect(status).toBe(400);
    expect(body.message).toBe("Ce site ne propose pas de livraison en point relais.");
  });

  it("answers 404 on a site that does not sell online", async () => {
    const { status } = await search({ postalCode: "44330", country: "FR" }, 1);
    expect(status).toBe(404);
  });
});
