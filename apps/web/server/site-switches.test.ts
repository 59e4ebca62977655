/**
 * The site's switches as pages show them: IS_BLOG_ACTIVATED (blog pages, menus, footer, sitemap),
 * SHOW_SEARCHBAR (the header's search form, /recherche and its suggestions, without JavaScript),
 * ENABLE_NEWSLETTER (the footer's and the blocks' sign-up forms, posted without JavaScript).
 */

import { createHash } from "node:crypto";
import type { Services } from "@vitrine/api/composition";
import { createPage } from "@vitrine/api/testing/factories/site";
import { readMails, waitForMail } from "@vitrine/api/testing/mail";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
let services: Services;

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, services } = web);
});

afterAll(() => web?.close());

const { get, post } = pageRequests(() => app, SITE1, 61);

/** The HTML of the page's header, footer (and the legal line below it). */
const header = (html: string) => html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
const footer = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";

/** A site's parameter changed for the length of `run`. */
async function withParameter(siteId: number, key: string, value: string, run: () => Promise<void>) {
  const before = (await services.sites.getSnapshot(siteId))!.parameters.find((p) => p.type === key)!.value;
  await services.sites.updateParameter(siteId, key, value);
  try {
    await run();
  } finally {
    await services.sites.updateParameter(siteId, key, before);
  }
}

describe("IS_BLOG_ACTIVATED", () => {
  it("site 1 (on) has its blog in the menu, the footer and the sitemap", async () => {
    const home = await get("/");
    expect(header(home.body)).toContain('href="/blog-conseils"');
    expect(footer(home.body)).toContain('href="/blog-conseils"');
    expect((await get("/blog-conseils")).statusCode).toBe(200);
    expect((await get("/sitemap.xml")).body).toMatch(/\/blog-conseils\/[a-z0-9-]+\/\d+<\/loc>/);
  });

  it("site 2 (off) answers 404 on the blog's pages and never links to them", async () => {
    for (const url of [
      "/blog-conseils",
      "/blog-conseils/un-article/1",
      "/blog-conseils/dossier/un-dossier/1",
    ]) {
      const page = await get(url, { host: SITE2 });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain("Cette page est introuvable");
    }
    const home = await get("/", { host: SITE2 });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('href="/blog-conseils');
    expect((await get("/sitemap.xml", { host: SITE2 })).body).not.toContain("/blog-conseils");
  });

  it("switched off on site 1, drops the blog's links from the menu, the footer and the sitemap", async () => {
    await withParameter(1, "IS_BLOG_ACTIVATED", "false", async () => {
      const home = await get("/a-propos");
      expect(home.statusCode).toBe(200);
      expect(header(home.body)).not.toContain('href="/blog-conseils');
      expect(footer(home.body)).not.toContain('href="/blog-conseils');
      // The other links stay.
      expect(footer(home.body)).toContain('href="/realisations"');
      expect((await get("/blog-conseils")).statusCode).toBe(404);
      const sitemap = await get("/sitemap.xml");
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toContain("/blog-conseils");
      expect(sitemap.body).toContain("/realisations</loc>");
    });
    expect(header((await get("/a-propos")).body)).toContain('href="/blog-conseils"');
  });
});

describe("SHOW_SEARCHBAR", () => {
  const decoded = (html: string) =>
    html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");

  it("site 1 (on) has a GET search form in its header, working without JavaScript", async () => {
    const home = await get("/");
    const form = header(home.body).match(/<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/recherche"/);
    expect(form).toMatch(
      /<input(?=[^>]*name="q")(?=[^>]*role="combobox")(?=[^>]*aria-expanded="false")[^>]*>/,
    );
    expect(form).toContain("Rechercher sur le site");
    // Below the wide screens' field, a plain link to the results page.
    expect(header(home.body)).toMatch(
      /<a(?=[^>]*href="\/recherche")(?=[^>]*aria-label="Rechercher sur le site")[^>]*>/,
    );
  });

  it("shows the results of /recherche?q=, accents and plurals aside, best first", async () => {
    const page = await get(`/recherche?q=${encodeURIComponent("rénovations")}`);
    expect(page.statusCode).toBe(200);
    const html = decoded(page.body);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="rénovations"/);
    expect(html).toMatch(/\d+ résultats? pour « rénovations »/);
    const links = [...html.matchAll(/<h3 class="search-result__title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(1);
    expect(links).toContain("/services/renovation-interieure");
    expect(new Set(links).size).toBe(links.length);
    const unaccented = decoded((await get("/recherche?q=renovation")).body);
    expect(unaccented).toContain('href="/services/renovation-interieure"');
  });

  it("answers the empty search with its form, and a refused one with a French message", async () => {
    const empty = await get("/recherche");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("Rechercher sur le site");
    expect(empty.body).not.toContain("search-results__count");
    const long = decoded((await get(`/recherche?q=${"mur".repeat(40)}`)).body);
    expect(long).toContain("Votre recherche est trop longue (100 caractères au plus).");
    const none = decoded((await get("/recherche?q=zygomatique")).body);
    expect(none).toContain("Aucun résultat pour « zygomatique »");
  });

  it("suggests the first results as JSON while one types", async () => {
    const reply = await get("/recherche/suggestions?q=isol");
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json() as { items: Array<{ title: string; path: string; kind: string }> };
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    for (const item of items) expect(item.path).toMatch(/^(\/|https?:)/);
    expect((await get("/recherche/suggestions?q=a")).statusCode).toBe(400);
  });

  it("site 2 (off) has no search: no form, 404 on its pages", async () => {
    const home = await get("/", { host: SITE2 });
    expect(home.body).not.toContain('role="search"');
    expect(home.body).not.toContain('href="/recherche"');
    expect((await get("/recherche?q=muscadet", { host: SITE2 })).statusCode).toBe(404);
    expect((await get("/recherche", { host: SITE2 })).statusCode).toBe(404);
    expect((await get("/recherche/suggestions?q=muscadet", { host: SITE2 })).statusCode).toBe(404);
  });
});

describe("ENABLE_NEWSLETTER", () => {
  const mailDir = () => web.testDb.config.mailDir;
  const signUpForm = (html: string) =>
    html.match(/<form[^>]*action="\/newsletter\/inscription"[\s\S]*?<\/form>/g) ?? [];

  it("site 2 (on) has the sign-up form in its footer, posted without JavaScript", async () => {
    const home = await get("/", { host: SITE2 });
    const [form] = signUpForm(footer(home.body));
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(form).toContain("Votre adresse e-mail");
    const email = "amateur.de.muscadet@example.fr";
    const reply = await post("/newsletter/inscription", { email, website: "" }, { host: SITE2 });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain("Merci ! Si cette adresse n&#x27;est pas encore inscrite");
    const mail = await waitForMail(mailDir(), email);
    expect(mail.text).toMatch(/\/newsletter\/confirmation\/[A-Za-z0-9_-]+/);
  });

  it("refuses a wrong address beside its field, and thanks a robot without writing to anyone", async () => {
    const wrong = await post("/newsletter/inscription", { email: "pas-une-adresse" }, { host: SITE2 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Cette adresse e-mail n&#x27;est pas valide.");
    expect(wrong.body).toMatch(
      /<input(?=[^>]*name="email")(?=[^>]*aria-invalid="true")(?=[^>]*value="pas-une-adresse")[^>]*>/,
    );
    const robot = "robot@example.fr";
    const before = readMails(mailDir()).length;
    const trapped = await post(
      "/newsletter/inscription",
      { email: robot, website: "http://spam.example" },
      { host: SITE2 },
    );
    expect(trapped.statusCode).toBe(200);
    expect(trapped.body).toContain("Merci !");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      readMails(mailDir())
        .slice(before)
        .some((mail) => mail.to.includes(robot)),
    ).toBe(false);
  });

  it("shows the form where a page's layout places its block", async () => {
    await createPage(web.testDb.database.db, 2, {
      url: "club-des-amateurs",
      title: "Le club des amateurs",
      layout: { html: '<section><h2>Le club</h2><div data-component="newsletter-form"></div></section>' },
    });
    await services.sites.invalidate();
    const page = await get("/club-des-amateurs", { host: SITE2 });
    expect(page.statusCode).toBe(200);
    const main = page.body.slice(page.body.indexOf("<main"), page.body.indexOf("<footer"));
    expect(signUpForm(main)).toHaveLength(1);
  });

  it("site 1 (off) has no sign-up form, and its sign-up page answers 404", async () => {
    const home = await get("/");
    expect(signUpForm(home.body)).toEqual([]);
    expect((await get("/newsletter/inscription")).statusCode).toBe(404);
    expect((await post("/newsletter/inscription", { email: "a@example.fr" })).statusCode).toBe(404);
  });
});

describe("start state", () => {
  it("runs its script in the head, with the page's nonce, before the styles are read", async () => {
    const page = await get("/");
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    const script = head.indexOf(`<script nonce="${nonce}">(() => {`);
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(head.indexOf("<style"));
    for (const part of ['"show-transition"', '"promoted-news-hidden"', "locale=fr_FR; Max-Age=31536000"]) {
      expect(head).toContain(part);
    }
  });
});

describe("pages' own header, footer and link scripts", () => {
  const db = () => web.testDb.database.db;

  it("leaves the site's header out of a page with isCustomHeader, its footer out with isCustomFooter", async () => {
    await createPage(db(), 1, {
      url: "offre-de-printemps",
      title: "Offre de printemps",
      showInMenu: false,
      isCustomHeader: true,
      layout: {
        html: '<header class="landing-header"><p>Printemps chez Armor Habitat</p></header><p>Offre</p>',
      },
    });
    await createPage(db(), 1, {
      url: "salon-habitat",
      title: "Salon de l'habitat",
      showInMenu: false,
      isCustomFooter: true,
      layout: {
        html: '<section><p>Stand B12</p></section><footer class="landing-footer"><p>À bientôt</p></footer>',
      },
    });
    await services.sites.invalidate();
    const custom = await get("/offre-de-printemps");
    expect(custom.statusCode).toBe(200);
    expect(custom.body).not.toContain('class="site-header');
    expect(custom.body).toContain('class="landing-header"');
    expect(custom.body).toContain('class="site-footer"');
    const ownFooter = await get("/salon-habitat");
    expect(ownFooter.body).toContain('class="site-header');
    expect(ownFooter.body).not.toContain('class="site-footer"');
    expect(ownFooter.body).toContain('class="landing-footer"');
    // Other pages keep both.
    const about = await get("/a-propos");
    expect(about.body).toContain('class="site-header');
    expect(about.body).toContain('class="site-footer"');
  });

  it("runs a page's link script on a click only, allowed by its hash in the page's CSP", async () => {
    const code = "window.__pageScript = (window.__pageScript || 0) + 1;";
    await createPage(db(), 1, {
      url: "ouvrir-le-chat",
      title: "Discuter avec nous",
      order: 99,
      linkType: "JS",
      linkJsCode: code,
    });
    await services.sites.invalidate();
    const page = await get("/a-propos");
    const hash = createHash("sha256").update(code).digest("base64");
    expect(String(page.headers["content-security-policy"])).toContain(`'sha256-${hash}'`);
    const menu = header(page.body);
    expect(menu).toMatch(
      /<button type="button" class="menu__link page-script-link"><span>Discuter avec nous<\/span><\/button>/,
    );
    // The code is data of the page (the menu's tree), never a script that runs as the page loads.
    expect(page.body).not.toContain(
      `<script nonce="${/'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1]}">${code}`,
    );
    expect(menu).not.toContain('href="/ouvrir-le-chat"');
  });
});
