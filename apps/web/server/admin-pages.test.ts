/**
 * The admin panel's page tree, journal and site switcher without JavaScript: plain form posts to
 * the server-rendered screens. A site's ADMIN manages their own site whatever a cookie says; the
 * SUPER_ADMIN chooses the site the panel manages.
 */

import { auditEntries, pages, sites } from "@vitrine/api/db/schema/index";
import { createPage } from "@vitrine/api/testing/factories/site";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const SITE1 = "armor-habitat.localhost";
const { get, post } = pageRequests(() => app, SITE1, 62);

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
});

afterAll(() => web?.close());

const db = () => web.testDb.database.db;

/** The `name=value` of a cookie a response sets, else undefined. */
function setCookie(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const lines = ([] as string[]).concat((response.headers["set-cookie"] as string | string[]) ?? []);
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** The session cookie of an account of the seed, signed in on site 1. */
async function signIn(role: "ADMIN" | "SUPER_ADMIN"): Promise<string> {
  const account = web.testDb.credentials.find(
    (c) => c.role === role && (role === "SUPER_ADMIN" || c.email.endsWith("armor-habitat.fr")),
  )!;
  const login = await post("/auth", { intent: "login", email: account.email, password: account.password });
  expect(login.statusCode).toBe(302);
  return setCookie(login, "token")!.split(";")[0]!;
}

const siteName = async (id: number) =>
  (await db().select({ name: sites.name }).from(sites).where(eq(sites.id, id)))[0]!.name;

const titleOf = async (id: number) =>
  (await db().select({ title: pages.title }).from(pages).where(eq(pages.id, id)))[0]!.title;

/** The text of an HTML page, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([,.])/g, "$1");

describe("the site switcher", () => {
  it("is not offered to a site's ADMIN, who manages their own site whatever the cookie says", async () => {
    const token = await signIn("ADMIN");
    const own = await createPage(db(), 1, { title: "Nos garanties décennales" });
    const elsewhere = await createPage(db(), 2, { title: "Cuvée réservée aux cavistes" });
    const panel = await get("/admin/pages", { cookie: token });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).not.toContain("site-switch");
    expect(panel.body).toContain("Nos garanties décennales");

    const forged = `${token}; adminSite=2`;
    const page = await get("/admin/pages", { cookie: forged });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Nos garanties décennales");
    expect(page.body).not.toContain("Cuvée réservée aux cavistes");
    expect(page.body).not.toContain("Vous gérez le site");

    const switched = await post(
      "/admin",
      { intent: "site-switch", siteId: "2", returnTo: "/admin" },
      { cookie: token },
    );
    expect(switched.statusCode).toBe(403);
    expect(setCookie(switched, "adminSite")).toBeUndefined();

    // A post naming the other site's page reaches this site's API: that page is unknown there.
    const change = await post(
      "/admin/pages",
      { intent: "update", id: String(elsewhere.id), title: "Piraté", url: "pirate", kind: "layout" },
      { cookie: forged },
    );
    expect(change.statusCode).toBe(400);
    expect(text(change.body)).toContain("Cette page est introuvable.");
    expect(await titleOf(elsewhere.id)).toBe("Cuvée réservée aux cavistes");
    expect(await titleOf(own.id)).toBe("Nos garanties décennales");
  });

  it("lets the SUPER_ADMIN manage site 2 from site 1's address, then come back", async () => {
    const token = await signIn("SUPER_ADMIN");
    const [name1, name2] = [await siteName(1), await siteName(2)];
    const wine = await createPage(db(), 2, { title: "Visite du chai" });
    const home = await get("/admin", { cookie: token });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('id="site-switch-choix"');
    expect(text(home.body)).toContain(`${name1} (cette adresse)`);
    expect(text(home.body)).toContain(name2);

    const unknown = await post("/admin", { intent: "site-switch", siteId: "999" }, { cookie: token });
    expect(unknown.statusCode).toBe(400);
    expect(setCookie(unknown, "adminSite")).toBeUndefined();

    const switched = await post(
      "/admin",
      { intent: "site-switch", siteId: "2", returnTo: `/admin/pages?page=${wine.id}` },
      { cookie: token },
    );
    expect(switched.statusCode).toBe(302);
    expect(switched.headers.location).toBe("/admin/pages");
    expect(setCookie(switched, "adminSite")).toMatch(
      /^adminSite=2; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
    );

    const cookie = `${token}; adminSite=2`;
    const panel = await get(`/admin/pages?page=${wine.id}`, { cookie });
    expect(panel.statusCode).toBe(200);
    expect(text(panel.body)).toContain(`Vous gérez le site ${name2}, et non celui de cette adresse`);
    expect(text(panel.body)).toContain("Propriétés de « Visite du chai »");

    const saved = await post(
      `/admin/pages?page=${wine.id}`,
      {
        intent: "update",
        id: String(wine.id),
        title: "Visite du chai et dégustation",
        url: "visite-du-chai",
        kind: "layout",
        showInMenu: "on",
        isValid: "on",
      },
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(text(saved.body)).toContain("Page enregistrée.");
    expect(await titleOf(wine.id)).toBe("Visite du chai et dégustation");
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, 2), eq(auditEntries.entityId, String(wine.id))))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({ action: "page.update", userEmail: "superadmin@vitrine.localhost" });
    const journal = await get("/admin/journal", { cookie });
    expect(text(journal.body)).toContain("Page modifiée : « Visite du chai et dégustation »");

    // A cookie naming no site is ignored; choosing the address's own site removes the cookie.
    expect(text((await get("/admin/pages", { cookie: `${token}; adminSite=999` })).body)).not.toContain(
      "Vous gérez le site",
    );
    const back = await post(
      "/admin",
      { intent: "site-switch", siteId: "1", returnTo: "/admin/journal" },
      { cookie },
    );
    expect(back.headers.location).toBe("/admin/journal");
    expect(setCookie(back, "adminSite")).toMatch(/^adminSite=; Max-Age=0/);
  });

  it("is forgotten at logout", async () => {
    const token = await signIn("SUPER_ADMIN");
    const out = await post("/deconnexion", {}, { cookie: `${token}; adminSite=2` });
    expect(setCookie(out, "adminSite")).toMatch(/^adminSite=; Max-Age=0/);
  });
});
