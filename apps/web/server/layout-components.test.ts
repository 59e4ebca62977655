/**
 * The dynamic placeholders a page layout holds, as visitors see them: the shop's products
 * (`shop-products`) on a page of a site that sells online.
 */
import { pageLayouts } from "@vitrine/api/db/schema/index";
import { prepareLayout } from "@vitrine/api/modules/site/layout";
import { createMember } from "@vitrine/api/testing/factories/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, siteProducts, type TestWebServer } from "./testing";

let web: TestWebServer;

beforeAll(async () => {
  web = await createTestWebServer();
});

afterAll(() => web?.close());

const { get } = pageRequests(() => web.app, "domaine-trois-moulins.localhost", 62);

/** A new CMS page of `siteId` whose layout is `html`. */
async function layoutPage(siteId: number, url: string, html: string) {
  const admin = await createMember(web.testDb.database.db, siteId, { role: "ADMIN" });
  const token = await web.services.accounts.sessions.createSession(siteId, admin.id);
  const call = async (method: "POST" | "PUT", path: string, payload: Record<string, unknown>) => {
    const reply = await web.app.inject({
      method,
      url: `/api${path}`,
      headers: { idsite: String(siteId), authorization: `Bearer ${token}` },
      payload,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().data as { id: number };
  };
  const page = await call("POST", "/admin/page", { title: "Sélection", url });
  await web.testDb.database.db
    .insert(pageLayouts)
    .values({ siteId, pageId: page.id, project: {}, ...prepareLayout({ html, css: "" }) });
  await call("PUT", `/admin/page/${page.id}`, { cms: { isCmsPage: true, route: null } });
}

describe("the shop-products placeholder", () => {
  it("shows the products on sale, as many as asked, of the type asked", async () => {
    await layoutPage(
      2,
      "selection-coffrets",
      '<section class="section"><h2>Nos coffrets</h2><div data-component="shop-products" data-props=\'{"nbItem":2,"type":"BOX"}\'></div></section>',
    );
    const boxes = (await siteProducts(web.app, 2)).filter((product) => product.type === "BOX");
    expect(boxes.length).toBeGreaterThan(0);
    const reply = await get("/selection-coffrets");
    expect(reply.statusCode).toBe(200);
    const cards = reply.body.match(/class="card product-card"/g) ?? [];
    expect(cards).toHaveLength(Math.min(2, boxes.length));
    expect(reply.body).toContain(boxes[0]!.name.replace(/'/g, "&#x27;"));
    const wine = (await siteProducts(web.app, 2)).find((product) => product.type === "WINE")!;
    expect(reply.body).not.toContain(`>${wine.name}<`);
  });

  it("shows nothing on a site without a shop, the page still there", async () => {
    await layoutPage(
      1,
      "nos-produits",
      '<section class="section"><h2>Produits</h2><div data-component="shop-products" data-props="{}"></div></section>',
    );
    const reply = await get("/nos-produits", { host: "armor-habitat.localhost" });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("<h2>Produits</h2>");
    expect(reply.body).not.toContain("product-card");
  });
});
