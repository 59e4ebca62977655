/**
 * The layout editor's pages on the server: the editor screen, the draft preview on the real site
 * (/apercu/:pageId) and a dynamic component's preview for the canvas, each for administrators only.
 */
import { pages } from "@vitrine/api/db/schema/index";
import { createMember } from "@vitrine/api/testing/factories/account";
import { layoutCalls } from "@vitrine/sdk/admin-layouts";
import { createApiClient, type FetchLike } from "@vitrine/sdk/client";
import { injectFetch } from "@vitrine/sdk/inject";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let adminCookie: string;
let memberCookie: string;
let homeId: number;

const { get } = pageRequests(() => web.app, "armor-habitat.localhost", 63);

beforeAll(async () => {
  web = await createTestWebServer();
  const db = web.testDb.database.db;
  const admin = await createMember(db, 1, { role: "ADMIN" });
  const member = await createMember(db, 1);
  const { sessions } = web.services.accounts;
  adminCookie = `token=${await sessions.createSession(1, admin.id)}`;
  memberCookie = `token=${await sessions.createSession(1, member.id)}`;
  const [home] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, 1), eq(pages.url, "accueil")));
  homeId = home!.id;
});

afterAll(() => web?.close());

/** The API as the administrator's browser calls it (multipart bodies sent as such). */
function adminLayouts() {
  const inject = injectFetch(web.app);
  const fetch: FetchLike = async (url, init) => {
    if (!(init.body instanceof FormData)) return inject(url, init);
    const encoded = new Request("http://localhost/", { method: "PUT", body: init.body });
    const headers = { ...(init.headers as Record<string, string>) };
    headers["content-type"] = encoded.headers.get("content-type")!;
    return inject(url, { ...init, headers, body: Buffer.from(await encoded.arrayBuffer()) as never });
  };
  const token = adminCookie.slice("token=".length);
  return layoutCalls(createApiClient({ baseUrl: "/api", siteId: 1, token, fetch }));
}

describe("the draft preview /apercu/:pageId", () => {
  it("sends a visitor to the login page and refuses a member (403)", async () => {
    const anonymous = await get(`/apercu/${homeId}`);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/apercu/${homeId}`)}`);
    const member = await get(`/apercu/${homeId}`, { cookie: memberCookie });
    expect(member.statusCode).toBe(403);
    expect(member.body).not.toContain("Votre maison rénovée avec soin");
  });

  it("shows the administrator the newest draft in the site's frame, never indexed nor cached; visitors keep the published page", async () => {
    const calls = adminLayouts();
    const layout = await calls.adminLayout(homeId);
    const html = layout.published.html.replace(
      "Votre maison rénovée avec soin, de Vannes à Lorient",
      "Un titre encore en brouillon",
    );
    await calls.saveLayoutDraft(homeId, layout.id, {
      html,
      css: layout.published.css,
      project: "{}",
      baseHash: layout.published.hash,
    });

    const preview = await get(`/apercu/${homeId}`, { cookie: adminCookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Un titre encore en brouillon");
    expect(preview.body).toContain("Aperçu du brouillon");
    expect(preview.body).toContain('class="site-header');
    expect(preview.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    // The placeholders are filled as on the public page.
    expect(preview.body).toContain("project-card");

    const published = await get("/");
    expect(published.body).toContain("Votre maison rénovée avec soin");
    expect(published.body).not.toContain("Un titre encore en brouillon");
  });

  it("answers 404 in French for a page that does not exist", async () => {
    for (const path of ["/apercu/999999", "/apercu/abc", "/apercu/0"]) {
      const reply = await get(path, { cookie: adminCookie });
      expect([path, reply.statusCode]).toEqual([path, 404]);
    }
  });
});

describe("a dynamic component's preview /admin/apercu-composant/:name", () => {
  it("renders the component alone with the site's data and the props asked", async () => {
    const props = encodeURIComponent(JSON.stringify({ nbItem: 2 }));
    const reply = await get(`/admin/apercu-composant/projects-grid?props=${props}`, { cookie: adminCookie });
    expect(reply.statusCode).toBe(200);
    const root = reply.body.slice(reply.body.indexOf('id="apercu-composant"'));
    expect(root.match(/class="card content-card project-card"/g)).toHaveLength(2);
    expect(reply.body).not.toContain('class="site-header');
    expect(reply.headers["cache-control"]).toBe("private, no-store");
  });

  it("reads bad props as none, and refuses an unknown component (404)", async () => {
    const bad = await get("/admin/apercu-composant/reviews?props=%7Bpas-du-json", { cookie: adminCookie });
    expect(bad.statusCode).toBe(200);
    const unknown = await get("/admin/apercu-composant/inconnu", { cookie: adminCookie });
    expect(unknown.statusCode).toBe(404);
    const proto = await get("/admin/apercu-composant/constructor", { cookie: adminCookie });
    expect(proto.statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    expect((await get("/admin/apercu-composant/reviews")).statusCode).toBe(302);
    expect((await get("/admin/apercu-composant/reviews", { cookie: memberCookie })).statusCode).toBe(403);
  });
});

describe("the editor screen /admin/pages/:id/editeur", () => {
  it("opens the page's layout for the administrator, in the panel's frame", async () => {
    const reply = await get(`/admin/pages/${homeId}/editeur`, { cookie: adminCookie });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("Mise en page");
    // The button says « Enregistrer le brouillon », its last words hidden on a phone only (CSS).
    expect(reply.body).toContain('Enregistrer<span class="editor-bar__long"> le brouillon</span>');
    expect(reply.body).toContain(`href="/apercu/${homeId}"`);
    expect(reply.body).not.toContain('class="site-header');
  });

  it("says in French that a page does not exist, and refuses a member", async () => {
    const unknown = await get("/admin/pages/999999/editeur", { cookie: adminCookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Cette page n&#x27;existe pas");
    expect((await get(`/admin/pages/${homeId}/editeur`, { cookie: memberCookie })).statusCode).toBe(403);
    expect((await get(`/admin/pages/${homeId}/editeur`)).statusCode).toBe(302);
  });
});
