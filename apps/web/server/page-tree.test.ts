/**
 * The page tree as the admin panel changes it, seen by visitors: a page renamed or moved answers at
 * its former address with a 301 to its new one (chains collapse, a page later put at the address
 * wins), and a page in the trash leaves the menu, the sitemap and its address.
 */

import { pageLayouts, pages } from "@vitrine/api/db/schema/index";
import { prepareLayout } from "@vitrine/api/modules/site/layout";
import { createMember } from "@vitrine/api/testing/factories/account";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
  const admin = await createMember(web.testDb.database.db, 1, { role: "ADMIN" });
  token = await web.services.accounts.sessions.createSession(1, admin.id);
});

afterAll(() => web?.close());

const { get } = pageRequests(() => app, "armor-habitat.localhost", 61);

/** An admin call of site 1 through the web server's /api. */
async function admin(method: "PUT" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>) {
  const reply = await app.inject({
    method,
    url: `/api${url}`,
    headers: { idsite: "1", authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

/** The site's header, where the menu is. */
async function menu(): Promise<string> {
  const html = (await get("/")).body;
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
}

async function pageId(url: string): Promise<number> {
  const [row] = await web.testDb.database.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, 1), eq(pages.url, url)));
  return row!.id;
}

describe("a page's former addresses", () => {
  it("answer 301 to the page's address now, with the query, through a chain of renames", async () => {
    const about = await pageId("a-propos");
    await admin("PUT", `/admin/page/${about}`, { url: "qui-sommes-nous" });
    const first = await get("/a-propos?source=flyer");
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe("/qui-sommes-nous?source=flyer");
    const page = await get("/qui-sommes-nous");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Armor Habitat");

    await admin("PUT", `/admin/page/${about}`, { url: "notre-histoire" });
    for (const old of ["/a-propos", "/qui-sommes-nous"]) {
      const reply = await get(old);
      expect([old, reply.statusCode, reply.headers.location]).toEqual([old, 301, "/notre-histoire"]);
    }
    expect((await get("/notre-histoire")).statusCode).toBe(200);
  });

  it("give way to a page later put at the address", async () => {
    const created = await admin("POST", "/admin/page", { title: "Nouvelle équipe", url: "qui-sommes-nous" });
    await web.testDb.database.db.insert(pageLayouts).values({
      siteId: 1,
      pageId: created.id,
      project: {},
      ...prepareLayout({ html: "<p>Notre nouvelle équipe vous accueille.</p>", css: "" }),
    });
    await admin("PUT", `/admin/page/${created.id}`, { cms: { isCmsPage: true, route: null } });
    const reply = await get("/qui-sommes-nous");
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("Notre nouvelle équipe vous accueille.");
  });

  it("lead a moved page's visitors from its old path, a screen's address included", async () => {
    const maintenance = await pageId("entretien-maintenance");
    await admin("PUT", `/admin/page/${maintenance}/move`, { idParent: null, position: 3 });
    const reply = await get("/services/entretien-maintenance");
    expect([reply.statusCode, reply.headers.location]).toEqual([301, "/entretien-maintenance"]);
    expect((await get("/entretien-maintenance")).statusCode).toBe(200);
    expect(await menu()).toContain('href="/entretien-maintenance"');
  });

  it("are no redirect for an address no page ever had", async () => {
    expect((await get("/jamais-vue")).statusCode).toBe(404);
  });
});

describe("a page in the trash", () => {
  it("leaves the menu, the sitemap and its address; restored, it is back", async () => {
    const id = await pageId("renovation-exterieure");
    expect(await menu()).toContain('href="/services/renovation-exterieure"');
    await admin("DELETE", `/admin/page/${id}`);

    const header = await menu();
    expect(header).not.toContain('href="/services/renovation-exterieure"');
    expect(header).toContain('href="/services/renovation-interieure"');
    expect((await get("/sitemap.xml")).body).not.toContain("/services/renovation-exterieure<");
    expect((await get("/services/renovation-exterieure")).statusCode).toBe(404);

    await admin("POST", `/admin/page/${id}/restore`);
    expect(await menu()).toContain('href="/services/renovation-exterieure"');
    expect((await get("/services/renovation-exterieure")).statusCode).toBe(200);
  });
});
