import { adminProductCalls } from "@vitrine/sdk/admin-products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createProduct, createVariations } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";
import { injectClient } from "../../testing/sdk";
import { expectFrenchError } from "../content/testing";

/** GET /admin/variation: the site's variations with the labels its declinations use. */

let api: TestApi;
let siteId = 0;
let token = "";
let bareToken = "";
let bareSiteId = 0;
let memberToken = "";
let noShopToken = "";
let noShopSiteId = 0;
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave aux formats", isECommerce: true })).id;
  bareSiteId = (await createSite(db(), { name: "Cave sans variations", isECommerce: true })).id;
  noShopSiteId = (await createSite(db(), { name: "Vitrine seule", isECommerce: false })).id;
  const otherSiteId = (await createSite(db(), { name: "Cave voisine", isECommerce: true })).id;
  const session = async (site: number, role: "ADMIN" | "CUSTOMER") =>
    api.services.accounts.sessions.createSession(site, (await createMember(db(), site, { role })).id);
  token = await session(siteId, "ADMIN");
  memberToken = await session(siteId, "CUSTOMER");
  bareToken = await session(bareSiteId, "ADMIN");
  noShopToken = await session(noShopSiteId, "ADMIN");
  await createVariations(db(), siteId, [
    { label: "Millésime" },
    { label: "Contenance", displayLabel: "Format" },
  ]);
  await createProduct(db(), siteId, {
    declinations: [
      { variation1: "2022", variation2: "75 cl" },
      { variation1: "2022", variation2: "Magnum 150 cl" },
      { variation1: "2019", variation2: "75 cl", isActive: false },
    ],
  });
  await createProduct(db(), siteId, { declinations: [{ variation2: "37,5 cl", variation3: "Étui" }] });
  // Another site's labels stay its own.
  await createVariations(db(), otherSiteId, [{ label: "Millésime" }]);
  await createProduct(db(), otherSiteId, { declinations: [{ variation1: "1999" }] });
});
afterAll(async () => {
  await api?.close();
});

const get = (as: string, site: number) =>
  api.call({ method: "GET", url: "/admin/variation", site, headers: { authorization: `Bearer ${as}` } });

describe("GET /admin/variation", () => {
  it("gives the site's variations in order, each with the distinct labels its declinations use, on sale or not", async () => {
    const reply = await get(token, siteId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      {
        id: expect.any(Number),
        position: 1,
        label: "Millésime",
        displayLabel: "Millésime",
        values: ["2019", "2022"],
      },
      {
        id: expect.any(Number),
        position: 2,
        label: "Contenance",
        displayLabel: "Format",
        values: ["37,5 cl", "75 cl", "Magnum 150 cl"],
      },
    ]);
  });

  it("is an empty list for a shop without variations", async () => {
    const reply = await get(bareToken, bareSiteId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it("is refused to a customer (403), without a session (401), and answers 404 for a site without a shop", async () => {
    expect((await get(memberToken, siteId)).status).toBe(403);
    const anonymous = await api.call({ method: "GET", url: "/admin/variation", site: siteId });
    expect(anonymous.status).toBe(401);
    const noShop = await get(noShopToken, noShopSiteId);
    expect(noShop.status).toBe(404);
    expectFrenchError(noShop.body);
    expect(noShop.body.message).toBe("Cette boutique n'existe pas.");
  });

  it("is read through the SDK", async () => {
    const sdk = adminProductCalls(injectClient(api, { siteId, token }));
    const list = await sdk.adminVariations();
    expect(list.map((variation) => [variation.label, variation.values.length])).toEqual([
      ["Millésime", 2],
      ["Contenance", 3],
    ]);
  });
});
