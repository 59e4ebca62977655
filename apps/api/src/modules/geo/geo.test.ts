import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAddresses } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createCompanyAddress } from "../../testing/factories/site";

interface CountryReply {
  id: number;
  alphaTwo: string;
  alphaThree: string;
  numCode: string;
  name: string;
}

interface CityReply {
  postalCode: string;
  name: string;
  inseeCode: string;
}

let api: TestApi;
let countries: CountryReply[];
let france: CountryReply;
let belgium: CountryReply;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const { body } = await api.call({ method: "GET", url: "/countries" });
  countries = body.data;
  france = countries.find((c) => c.alphaTwo === "FR")!;
  belgium = countries.find((c) => c.alphaTwo === "BE")!;
});

afterAll(async () => {
  await api?.close();
});

function expectErrorEnvelope(body: { success: boolean; data: unknown; message: string }) {
  expect(body.success).toBe(false);
  expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
  expect(body.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/stack|select |from "/i);
}

const cities = (search: string, idCountry: number | string, site = 1) =>
  api.call({ method: "GET", url: `/cities/${search}/${idCountry}`, site });

describe("GET /countries", () => {
  it("lists every ISO 3166-1 country with its French name", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/countries" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const list = body.data as CountryReply[];
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((c) => c.alphaTwo)).size).toBe(list.length);
    for (const country of list) {
      expect(Object.keys(country).sort()).toEqual(["alphaThree", "alphaTwo", "id", "name", "numCode"]);
      expect(country.alphaTwo).toMatch(/^[A-Z]{2}$/);
      expect(country.alphaThree).toMatch(/^[A-Z]{3}$/);
      expect(country.numCode).toMatch(/^\d{3}$/);
    }
    expect(france).toMatchObject({ alphaTwo: "FR", alphaThree: "FRA", numCode: "250", name: "France" });
    expect(list.find((c) => c.alphaTwo === "DE")!.name).toBe("Allemagne");
    expect(list.find((c) => c.alphaTwo === "BE")).toMatchObject({
      alphaThree: "BEL",
      numCode: "056",
      name: "Belgique",
    });
    expect(list.find((c) => c.alphaTwo === "ES")!.name).toBe("Espagne");
    expect(list.find((c) => c.alphaTwo === "GB")!.alphaThree).toBe("GBR");
  });

  it("orders the countries by their French name, accents included", async () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    // "Égypte" sits among the E's, not after "Zimbabwe".
    const egypt = names.indexOf("Égypte");
    expect(egypt).toBeGreaterThan(0);
    expect(names[egypt - 1]!.localeCompare("Égypte", "fr")).toBeLessThan(0);
    expect(names.indexOf("Égypte")).toBeLessThan(names.indexOf("France"));
  });

  it("is the same list for every site", async () => {
    const { body } = await api.call({ method: "GET", url: "/countries", site: 2 });
    expect(body.data).toEqual(countries);
  });
});

describe("GET /cities/{search}/{idCountry}", () => {
  it("finds Vannes by its postal code", async () => {
    const { status, body } = await cities("56000", france.id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toEqual([{ postalCode: "56000", name: "Vannes", inseeCode: "56260" }]);
  });

  it("finds communes by the start of a postal code", async () => {
    const { body } = await cities("568", france.id);
    const list = body.data as CityReply[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    for (const city of list) expect(city.postalCode.startsWith("568")).toBe(true);
    expect(list.map((c) => c.postalCode)).toEqual([...list.map((c) => c.postalCode)].sort());
    expect(list).toContainEqual({ postalCode: "56890", name: "Saint-Avé", inseeCode: "56206" });
  });

  it("finds communes by the start of their name, whatever the case", async () => {
    for (const search of ["vann", "VANN", "Vann"]) {
      const { status, body } = await cities(search, france.id);
      expect(status).toBe(200);
      const list = body.data as CityReply[];
      expect(list).toContainEqual({ postalCode: "56000", name: "Vannes", inseeCode: "56260" });
      for (const city of list) expect(city.name.toLowerCase().startsWith("vann")).toBe(true);
    }
  });

  it("ignores accents and hyphens in the name", async () => {
    for (const search of [
      "saint-ave",
      "Saint-Avé",
      encodeURIComponent("Saint-Avé"),
      "saint%20ave",
      "SAINT-AVE",
    ]) {
      const { status, body } = await cities(search, france.id);
      expect(status, search).toBe(200);
      const names = (body.data as CityReply[]).map((c) => c.name);
      expect(names, search).toContain("Saint-Avé");
      expect(names, search).not.toContain("Saint-Avit");
    }
  });

  it("answers an empty list when nothing matches", async () => {
    const { status, body } = await cities("zzzz", france.id);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("knows French communes only: another country answers an empty list", async () => {
    const { status, body } = await cities("vann", belgium.id);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], message: "" });
    const byCode = await cities("56000", countries.find((c) => c.alphaTwo === "DE")!.id);
    expect(byCode.body.data).toEqual([]);
  });

  it("refuses an unknown country", async () => {
    const { status, body } = await cities("vann", 99999);
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Pays inconnu.");
    expect(body.data.errors).toEqual({ idCountry: "Pays inconnu." });
  });

  it.each(["a", "%20a%20", "5"])("refuses a search shorter than 2 characters (%s)", async (search) => {
    const { status, body } = await cities(search, france.id);
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.data.errors.search).toBe("Saisissez au moins 2 caractères.");
  });

  it("refuses a search longer than 60 characters", async () => {
    const { status, body } = await cities("a".repeat(61), france.id);
    expect(status).toBe(400);
    expect(body.data.errors).toHaveProperty("search");
  });

  it.each(["abc", "0", "-1", "1.5", "FR"])("refuses the country id %s", async (idCountry) => {
    const { status, body } = await cities("vann", idCountry);
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.data.errors).toHaveProperty("idCountry");
  });
});

describe("GET /admin/address/type", () => {
  it("answers without a session, with SHIPPING and BILLING for each site", async () => {
    const site1 = await api.call({ method: "GET", url: "/admin/address/type", site: 1 });
    const site2 = await api.call({ method: "GET", url: "/admin/address/type", site: 2 });
    expect(site1.status).toBe(200);
    expect(site2.status).toBe(200);
    expect(site1.body.data.map((t: { code: string }) => t.code)).toEqual(["SHIPPING", "BILLING"]);
    expect(site2.body.data.map((t: { code: string }) => t.code)).toEqual(["SHIPPING", "BILLING"]);
    expect(site1.body.data).toEqual([
      { id: expect.any(Number), code: "SHIPPING", label: "Adresse de livraison" },
      { id: expect.any(Number), code: "BILLING", label: "Adresse de facturation" },
    ]);
    const ids1 = site1.body.data.map((t: { id: number }) => t.id);
    const ids2 = site2.body.data.map((t: { id: number }) => t.id);
    for (const id of ids2) expect(ids1).not.toContain(id);
  });
});

describe("GET /company/address", () => {
  const list = (query = "", site = 1) =>
    api.call({ method: "GET", url: `/company/address${query ? `?${query}` : ""}`, site });
  const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

  /** Site 1's head office, written first: the list's default order is the order of writing. */
  const HEAD_OFFICE = {
    name: "Siège et atelier de Vannes",
    firstPart: "14 rue des Artisans",
    secondPart: "ZA de Laroiseau",
    postalCode: "56000",
    city: "Vannes",
    phone: "02 97 40 12 58",
    email: "contact@armor-habitat.fr",
    latitude: 47.6647,
    longitude: -2.7436,
    isHeadOffice: true,
    isClickAndCollect: false,
  };

  beforeAll(async () => {
    await createCompanyAddress(api.database.db, 1, HEAD_OFFICE);
    await createCompanyAddress(api.database.db, 2, {
      name: "Caveau du domaine",
      firstPart: "La Grande Moulinière",
      postalCode: "44330",
      city: "Vallet",
      isClickAndCollect: true,
    });
    const base = {
      siteId: 1,
      countryId: france.id,
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
    };
    await api.database.db.insert(companyAddresses).values([
      {
        ...base,
        name: "Agence d'Auray",
        firstPart: "3 place de la République",
        postalCode: "56400",
        city: "Auray",
      },
      {
        ...base,
        name: "Dépôt de Lorient",
        firstPart: "8 quai des Indes",
        postalCode: "56100",
        city: "Lorient",
        isClickAndCollect: true,
      },
    ]);
  });

  it("lists the site's addresses as {items, total}", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(["items", "total"]);
    expect(body.data.total).toBe(3);
    expect(names(body.data.items)).toEqual([
      "Siège et atelier de Vannes",
      "Agence d'Auray",
      "Dépôt de Lorient",
    ]);
    const head = body.data.items[0];
    expect(head).toEqual({ id: expect.any(Number), ...HEAD_OFFICE, country: france });
  });

  it("keeps each site's addresses apart", async () => {
    const { body } = await list("", 2);
    expect(body.data.total).toBe(1);
    expect(names(body.data.items)).toEqual(["Caveau du domaine"]);
    expect(body.data.items[0]).toMatchObject({
      city: "Vallet",
      postalCode: "44330",
      isClickAndCollect: true,
    });
    const vannes = await list("city=Vannes", 2);
    expect(vannes.body.data).toEqual({ items: [], total: 0 });
  });

  it("filters by equality", async () => {
    const { status, body } = await list("city=Vannes");
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    expect(names(body.data.items)).toEqual(["Siège et atelier de Vannes"]);
    expect((await list("postalCode=56100")).body.data.items[0].city).toBe("Lorient");
    expect(names((await list("isHeadOffice=true")).body.data.items)).toEqual(["Siège et atelier de Vannes"]);
    expect(names((await list("isClickAndCollect=true")).body.data.items)).toEqual(["Dépôt de Lorient"]);
  });

  it("filters with operators", async () => {
    const like = await list(`name=${encodeURIComponent("lk:siège")}`);
    expect(like.status).toBe(200);
    expect(names(like.body.data.items)).toEqual(["Siège et atelier de Vannes"]);
    expect(names((await list("name=lk:ATELIER")).body.data.items)).toEqual(["Siège et atelier de Vannes"]);
    expect((await list("city=df:Vannes")).body.data.total).toBe(2);
    expect(names((await list("postalCode=lt:56400")).body.data.items)).toEqual([
      "Siège et atelier de Vannes",
      "Dépôt de Lorient",
    ]);
    expect((await list("postalCode=gte:56400")).body.data.total).toBe(1);
    // LIKE wildcards are matched as typed.
    expect((await list(`name=${encodeURIComponent("lk:%")}`)).body.data).toEqual({ items: [], total: 0 });
    expect((await list("name=lk:_")).body.data.total).toBe(0);
    // An empty filter value is ignored.
    expect((await list("city=")).body.data.total).toBe(3);
  });

  it("orders by an allowed field", async () => {
    const desc = await list("orderBy=name:desc");
    expect(desc.status).toBe(200);
    expect(names(desc.body.data.items)).toEqual([
      "Siège et atelier de Vannes",
      "Dépôt de Lorient",
      "Agence d'Auray",
    ]);
    const byCity = await list("orderBy=city");
    expect(byCity.body.data.items.map((i: { city: string }) => i.city)).toEqual([
      "Auray",
      "Lorient",
      "Vannes",
    ]);
  });

  it("pages the list, with the total of every page", async () => {
    const first = await list("nbItem=2&page=1&orderBy=city:asc");
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((i: { city: string }) => i.city)).toEqual(["Auray", "Lorient"]);
    const second = await list("nbItem=2&page=2&orderBy=city:asc");
    expect(second.body.data.total).toBe(3);
    expect(second.body.data.items.map((i: { city: string }) => i.city)).toEqual(["Vannes"]);
    const beyond = await list("nbItem=2&page=50");
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual({ items: [], total: 3 });
  });

  it("refuses an unknown filter key", async () => {
    const { status, body } = await list("siteId=2");
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.message).toBe("Les paramètres de la liste sont invalides.");
    expect(body.data.errors).toEqual({ siteId: "Ce filtre n'existe pas." });
  });

  it.each([
    ["nbItem=0", "nbItem"],
    ["nbItem=1000", "nbItem"],
    ["nbItem=101", "nbItem"],
    ["nbItem=abc", "nbItem"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["orderBy=email", "orderBy"],
    ["orderBy=name:sideways", "orderBy"],
    ["city=Vannes&city=Auray", "city"],
  ])("refuses %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expectErrorEnvelope(body);
    expect(body.data.errors).toHaveProperty(field);
  });

  it("accepts the largest page size", async () => {
    const { status, body } = await list("nbItem=100");
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
  });
});
