import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, pageAdminCalls } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage, createSite } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { PLATFORM_ONLY } from "./sites.routes";

/** The SUPER_ADMIN's list of sites, and the session that manages every one of them from one panel. */

let api: TestApi;
let superAdmin: { token: string; email: string };
let admin: { token: string; email: string };
const SITE = MINIMAL_SITES.building.id;
const SHOP = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  superAdmin = await adminToken(api.services, api.database.db, SITE, "SUPER_ADMIN");
  admin = await adminToken(api.services, api.database.db, SITE);
});

afterAll(async () => {
  await api.close();
});

const listAs = (token: string | null, site: number = SITE) =>
  api.call({
    method: "GET",
    url: "/admin/site",
    site,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("GET /admin/site", () => {
  it("lists every site with its name and host names to the SUPER_ADMIN, in the order of their ids", async () => {
    const made = await createSite(api.database.db, {
      name: "Menuiserie Le Goff",
      devUrls: ["http://menuiserie-le-goff.localhost:3000"],
      prodUrls: ["https://www.menuiserie-le-goff.fr", "https://menuiserie-le-goff.fr"],
    });
    const reply = await listAs(superAdmin.token);
    expect(reply.status).toBe(200);
    const sites = reply.body.data as { id: number; name: string; hosts: string[] }[];
    expect(sites.map((site) => site.id)).toEqual([...sites.map((site) => site.id)].sort((a, b) => a - b));
    expect(sites.find((site) => site.id === made.id)).toEqual({
      id: made.id,
      name: "Menuiserie Le Goff",
      hosts: ["menuiserie-le-goff.localhost", "www.menuiserie-le-goff.fr", "menuiserie-le-goff.fr"],
    });
    expect(sites.find((site) => site.id === SHOP)).toMatchObject({
      name: "Domaine d'essai",
      hosts: expect.arrayContaining(["domaine-essai.localhost"]),
    });
  });

  it("is refused to a site's ADMIN (403, French) and to a visitor (401)", async () => {
    const refused = await listAs(admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, data: null, message: PLATFORM_ONLY });
    const visitor = await listAs(null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe("Vous devez être connecté.");
  });
});

describe("a SUPER_ADMIN's session", () => {
  it("administers every site from the site where it was opened; an ADMIN's stays on its own site", async () => {
    const shopPage = await createPage(api.database.db, SHOP, { title: "Nos vins rouges" });
    const asPlatform = pageAdminCalls(api, superAdmin.token, SHOP);
    const tree = await asPlatform.tree();
    expect(tree.status).toBe(200);
    expect(tree.body.data.map((page: { id: number }) => page.id)).toContain(shopPage.id);
    const renamed = await asPlatform.update(shopPage.id, { title: "Nos vins rouges de Loire" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.idSite).toBe(SHOP);
    expect((await listAs(superAdmin.token, SHOP)).status).toBe(200);

    // The change is the shop's, in the shop's journal, made by the platform's administrator.
    const journal = await api.call({
      method: "GET",
      url: `/admin/audit?entity=page&entityId=${shopPage.id}`,
      site: SHOP,
      headers: { authorization: `Bearer ${superAdmin.token}` },
    });
    expect(journal.status).toBe(200);
    expect(journal.body.data.items[0]).toMatchObject({
      action: "page.update",
      userEmail: superAdmin.email,
      after: { title: "Nos vins rouges de Loire" },
    });

    const asAdmin = pageAdminCalls(api, admin.token, SHOP);
    expect((await asAdmin.tree()).status).toBe(401);
    expect((await asAdmin.update(shopPage.id, { title: "Piraté" })).status).toBe(401);
    expect((await listAs(admin.token, SHOP)).status).toBe(401);
  });
});
