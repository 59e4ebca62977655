/**
 * The admin panel's page tree, journal and site switcher without JavaScript: plain form posts to
 * the server-rendered screens. A site's ADMIN manages their own site whatever a cookie says; the
 * SUPER_ADMIN chooses the site the panel manages.
 */

import { auditEntries, pages, sites } from "@vitrine/api/db/schema/index";
import { createPage, setParameters } from "@vitrine/api/testing/factories/site";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestWebServer, pageRequests, registerMember, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const SITE1 = "armor-habitat.localhost";
const { get, post } = pageRequests(() => app, SITE1, 62);

beforeAll(async () => {
  // As on a live server: what a page throws is logged (the refusals below must not be).
  web = await createTestWebServer({}, { mode: "production" });
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
    // Site 2 sells online: its panel has the shop's screens, which site 1's has not.
    expect(panel.body).toContain('href="/admin/commandes"');
    expect(home.body).not.toContain('href="/admin/commandes"');

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

describe("the page tree screen without JavaScript", () => {
  const idOf = async (title: string) =>
    (
      await db()
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.siteId, 1), eq(pages.title, title)))
    )[0]?.id;

  /** The site's header, where the menu is. */
  const menu = async () => {
    const html = (await get("/")).body;
    return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  };

  it("creates a page, refuses a reserved address in French beside its field, moves and trashes it", async () => {
    const cookie = await signIn("ADMIN");
    await createPage(db(), 1, { title: "Entreprise", order: 900 });
    const created = await post(
      "/admin/pages?nouvelle=1",
      { intent: "create", title: "Nos chantiers en cours", idParent: "", kind: "layout", url: "" },
      { cookie },
    );
    expect(created.statusCode).toBe(302);
    const id = (await idOf("Nos chantiers en cours"))!;
    expect(created.headers.location).toBe(`/admin/pages?fait=creee&page=${id}`);
    const panel = await get(created.headers.location as string, { cookie });
    expect(text(panel.body)).toContain("Page créée : complétez ses propriétés.");
    expect(text(panel.body)).toContain("Adresse sur le site : /nos-chantiers-en-cours.");
    expect(await menu()).toContain('href="/nos-chantiers-en-cours"');
    // A page laid out in the editor: the site shows its layout at its address.
    const [made] = await db().select({ isCmsPage: pages.isCmsPage }).from(pages).where(eq(pages.id, id));
    expect(made!.isCmsPage).toBe(true);

    const fields = { intent: "update", id: String(id), title: "Nos chantiers en cours", kind: "layout" };
    const saved = await post(
      `/admin/pages?page=${id}`,
      { ...fields, url: "nos-chantiers-en-cours", showInMenu: "on", isValid: "on" },
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    // The page's panel says so, where the owner clicked « Enregistrer ».
    expect(saved.body).toMatch(
      /<section class="page-panel"[^>]*>(?:(?!<\/section>)[\s\S])*Page enregistrée\./,
    );
    const refused = await post(`/admin/pages?page=${id}`, { ...fields, url: "panier" }, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toContain(
      "L'adresse /panier est réservée par le site : choisissez-en une autre.",
    );
    expect(refused.body).toMatch(/<input[^>]*id="page-\d+-adresse"[^>]*aria-invalid="true"/);
    const untitled = await post(`/admin/pages?nouvelle=1`, { intent: "create", title: " " }, { cookie });
    expect(untitled.statusCode).toBe(400);
    expect(text(untitled.body)).toContain("Indiquez le titre de la page.");
    expect(text(untitled.body)).toContain("Laissée vide, elle est faite à partir du titre.");

    // « Dans la page précédente »: under the page above it, and the menu follows.
    const moved = await post(
      "/admin/pages",
      { intent: "move", id: String(id), direction: "indent" },
      { cookie },
    );
    expect(moved.statusCode).toBe(200);
    expect(text(moved.body)).toContain(
      "« Nos chantiers en cours » est maintenant en position 1 sous « Entreprise ».",
    );
    const [row] = await db().select({ idParent: pages.idParent }).from(pages).where(eq(pages.id, id));
    expect(row!.idParent).toBe(await idOf("Entreprise"));
    const unknownMove = await post(
      "/admin/pages",
      { intent: "move", id: String(id), direction: "ailleurs" },
      { cookie },
    );
    expect(unknownMove.statusCode).toBe(400);

    const confirm = await get(`/admin/pages?page=${id}&supprimer=1`, { cookie });
    expect(confirm.body).toMatch(/<dialog[^>]*open=""[^>]*class="confirm-dialog"/);
    expect(text(confirm.body)).toContain("Supprimer « Nos chantiers en cours » ?");
    const trashed = await post(
      `/admin/pages?page=${id}&supprimer=1`,
      { intent: "trash", id: String(id) },
      { cookie },
    );
    expect(trashed.statusCode).toBe(302);
    expect(trashed.headers.location).toBe("/admin/pages?fait=corbeille");
    expect(await menu()).not.toContain("nos-chantiers-en-cours");
    const trash = await get("/admin/pages?vue=corbeille", { cookie });
    expect(text(trash.body)).toContain("Nos chantiers en cours");

    const restored = await post(
      "/admin/pages?vue=corbeille",
      { intent: "restore", id: String(id) },
      { cookie },
    );
    expect(restored.headers.location).toBe(`/admin/pages?fait=restauree&page=${id}`);
    expect(await menu()).toContain("nos-chantiers-en-cours");
  });

  it("shows each change in the journal with its values before and after", async () => {
    const cookie = await signIn("ADMIN");
    const page = await createPage(db(), 1, { title: "Aides et subventions" });
    await post(
      `/admin/pages?page=${page.id}`,
      {
        intent: "update",
        id: String(page.id),
        title: "Aides à la rénovation",
        url: page.url,
        kind: "layout",
        isValid: "on",
      },
      { cookie },
    );
    const journal = await get("/admin/journal?quoi=page", { cookie });
    expect(journal.statusCode).toBe(200);
    const html = journal.body;
    expect(text(html)).toContain("Page modifiée : « Aides à la rénovation »");
    expect(html).toContain("<del>Aides et subventions</del>");
    expect(html).toContain("<ins>Aides à la rénovation</ins>");
    // Unchecked, « Afficher dans le menu » took the page out of the menu: the journal says so.
    expect(text(html)).toMatch(/Dans le menu Oui Non/);
    expect((await get("/admin/journal?page=abc&quoi=rien", { cookie })).statusCode).toBe(200);
  });
});

describe("screens of what the managed site does not have", () => {
  it.each([
    "/admin/services/999999",
    "/admin/blog/articles/999999",
    "/admin/actualites/999999",
    "/admin/elements/1/999999",
  ])("answers %s, an id the site does not know, with a 404, never a 500", async (url) => {
    const cookie = await signIn("ADMIN");
    const response = await get(url, { cookie });
    expect(response.statusCode).toBe(404);
    expect(text(response.body)).toContain("Élément introuvable");
  });

  it("shows the API's refusal of a media search it cannot read, with an empty grid", async () => {
    const cookie = await signIn("ADMIN");
    const response = await get("/admin/medias?q=%00", { cookie });
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain("Les paramètres de la liste sont invalides.");
  });

  it("leaves the shop's screens out of the panel of a site without a shop", async () => {
    const cookie = await signIn("ADMIN");
    const home = await get("/admin", { cookie });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('href="/admin/pages"');
    for (const path of ["/admin/commandes", "/admin/produits", "/admin/livraison", "/admin/codes-promo"]) {
      expect(home.body, path).not.toContain(`href="${path}"`);
    }
  });

  it("tells a site without a shop that it has no delivery to manage", async () => {
    const cookie = await signIn("ADMIN");
    const response = await get("/admin/livraison", { cookie });
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain(
      "Ce site n'a pas de boutique en ligne : il n'a pas de livraison à gérer.",
    );
  });
});

describe("words of the address and intents naming an object's own properties", () => {
  it.each([
    "/admin?periode=__proto__",
    "/admin?periode=toString",
    "/admin/services?fait=__proto__",
    "/admin/medias?fait=__proto__",
    "/admin/pages?fait=constructor",
    "/admin/livraison?fait=__proto__",
    "/admin/commandes?tri=__proto__-desc",
    "/admin/clients?tri=constructor",
    "/mon-compte?etat=__proto__",
  ])("shows %s as without the word, never a 500", async (url) => {
    const cookie = await signIn("ADMIN");
    const response = await get(url, { cookie });
    expect(response.statusCode).toBe(200);
  });

  it("refuses an account post naming `__proto__` as an unknown form (400)", async () => {
    const cookie = await signIn("ADMIN");
    for (const intent of ["__proto__", "constructor", "toString"]) {
      const response = await post("/mon-compte", { intent }, { cookie });
      expect(response.statusCode, intent).toBe(400);
    }
  });
});

describe("the panel's home", () => {
  it("names the company's legal information still missing, with where to fill it in", async () => {
    const cookie = await signIn("ADMIN");
    const complete = text((await get("/admin", { cookie })).body);
    expect(complete).not.toContain("Informations légales à compléter");

    await setParameters(db(), 1, { SIRET_NUMBER: null, CONSUMER_MEDIATOR: "  " });
    web.services.sites.invalidate();
    try {
      const home = await get("/admin", { cookie });
      expect(text(home.body)).toMatch(
        /Informations légales à compléter .* Numéro SIRET Médiateur de la consommation Compléter l'identité de l'entreprise/,
      );
      expect(home.body).toContain('href="/admin/parametres?groupe=identite"');
    } finally {
      await setParameters(db(), 1, {
        SIRET_NUMBER: "812 457 398 00020",
        CONSUMER_MEDIATOR: "CM2C, 49 rue de Ponthieu, 75008 Paris",
      });
      web.services.sites.invalidate();
    }
  });
});

describe("the platform's screens", () => {
  it("tell a site's ADMIN they are the platform administrator's, with a way back (403)", async () => {
    const cookie = await signIn("ADMIN");
    // A refusal is no failed render: nothing logged.
    const logged = vi.spyOn(console, "error");
    onTestFinished(() => logged.mockRestore());
    for (const path of ["/admin/plateforme/sites", "/admin/plateforme/sites/1"]) {
      const page = await get(path, { cookie });
      expect(page.statusCode, path).toBe(403);
      const shown = text(page.body);
      expect(shown, path).toContain("Cette page est réservée à l'administrateur de la plateforme.");
      expect(shown, path).not.toContain("réservé aux administrateurs du site");
      expect(shown, path).toContain("Retour au tableau de bord");
      // In the administrator's own frame: their greeting, their site's sections (no shop on site 1).
      expect(shown, path).toMatch(/Bonjour \S+/);
      expect(page.body, path).toContain('href="/admin/pages"');
      expect(page.body, path).not.toContain('href="/admin/commandes"');
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("refuse a member in a frame without greeting nor sections", async () => {
    const { cookie } = await registerMember(app, { host: SITE1 });
    const page = await get("/admin", { cookie });
    expect(page.statusCode).toBe(403);
    expect(text(page.body)).toContain("Cet espace est réservé aux administrateurs du site.");
    expect(text(page.body)).not.toMatch(/Bonjour/);
    expect(page.body).toMatch(/<a[^>]*href="\/mon-compte"[^>]*>Aller à mon compte/);
    expect(text(page.body)).not.toContain("Retour au tableau de bord");
    expect(page.body).not.toContain('href="/admin/commandes"');
    expect(page.body).not.toContain('href="/admin/pages"');
  });
});
