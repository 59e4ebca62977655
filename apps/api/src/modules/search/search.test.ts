import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createArticle,
  createElement,
  createElementList,
  createNews,
  createService,
} from "../../testing/factories/content";
import { createProduct } from "../../testing/factories/shop";
import { createPage, createSite, setParameters } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** GET /search: French full-text search over a site's pages, content and shop, ranked. */

let api: TestApi;
/** A builder that also sells online, with the search on. */
let siteId: number;
/** A site of its own, whose words must never show on the first. */
let otherId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: siteId } = await createSite(db, {
    name: "Charpente et cave d'essai",
    isBuilding: true,
    isECommerce: true,
    parameters: { SHOW_SEARCHBAR: "true" },
  }));
  ({ id: otherId } = await createSite(db, { parameters: { SHOW_SEARCHBAR: "true" } }));
  await createPage(db, siteId, { url: "accueil", title: "Accueil", order: 1 });
  const page = await createPage(db, siteId, {
    url: "renovation-interieure",
    title: "Rénovation intérieure",
    metaDescription: "Peinture, sols et cloisons.",
    order: 2,
    layout: {
      html: "<section><h2>Nos chantiers</h2><p>Des cloisons en plâtre, posées en une semaine.</p></section>",
    },
  });
  ids.page = page.id;
  ids.aboutPage = (
    await createPage(db, siteId, {
      url: "a-propos",
      title: "À propos",
      layout: { html: "<p>Une équipe de charpentiers depuis 1987, à Vannes.</p>" },
    })
  ).id;
  ids.service = (
    await createService(db, siteId, {
      slug: "renovation-interieure",
      title: "Rénovation intérieure",
      summary: "Toutes vos pièces remises à neuf.",
      pageId: page.id,
    })
  ).id;
  ids.roofService = (
    await createService(db, siteId, {
      slug: "charpente",
      title: "Charpente et couverture",
      summary: "Des toitures solides.",
      body: "<p>Nous réalisons aussi la rénovation des combles.</p>",
    })
  ).id;
  const projects = await createElementList(db, siteId, { route: "realisations", name: "Réalisations" });
  ids.project = (
    await createElement(db, siteId, {
      listId: projects.id,
      slug: "longere-arradon",
      title: "Longère à Arradon",
      summary: "Isolation des murs et charpente reprise.",
      location: "Arradon",
    })
  ).id;
  const links = await createElementList(db, siteId, { route: "link-footer", name: "Liens" });
  await createElement(db, siteId, { listId: links.id, title: "Isolation (lien du pied de page)" });
  ids.article = (
    await createArticle(db, siteId, {
      slug: "isoler-ses-combles",
      title: "Isoler ses combles",
      excerpt: "Les aides et les matériaux.",
    })
  ).id;
  await createArticle(db, siteId, { title: "Isolation : brouillon", status: "DRAFT" });
  ids.news = (
    await createNews(db, siteId, {
      title: "Salon de l'habitat",
      summary: "Retrouvez-nous au salon, stand de l'isolation.",
      linkUrl: "https://salon.example.fr",
    })
  ).id;
  ids.product = (
    await createProduct(db, siteId, {
      slug: "muscadet",
      name: "Muscadet sur lie",
      summary: "Un blanc sec et iodé.",
      appellation: "AOP Muscadet Sèvre et Maine",
    })
  ).id;
  await createProduct(db, siteId, { name: "Muscadet retiré", isActive: false });
  await createProduct(db, siteId, { name: "Muscadet sans millésime", declinations: [{ isActive: false }] });
  await createService(db, otherId, { title: "Rénovation de façades", summary: "Ailleurs." });
});

afterAll(() => api?.close());

const search = (query: string, site = siteId) => api.call({ method: "GET", url: `/search?${query}`, site });
const q = (text: string, site = siteId) => search(`q=${encodeURIComponent(text)}`, site);
const kindsAndIds = (items: Array<{ kind: string; id: number }>) =>
  items.map((hit) => `${hit.kind}:${hit.id}`);

describe("GET /search", () => {
  it("finds « Rénovation » from « rénovations », with or without accents, best first", async () => {
    for (const text of ["rénovations", "renovations", "RÉNOVATION", "rénovée"]) {
      const { status, body } = await q(text);
      expect(status, text).toBe(200);
      expect(body.data.q).toBe(text);
      // The service shown at its page's address is one result; the roof service only says it in its text.
      expect(kindsAndIds(body.data.items), text).toEqual([
        `service:${ids.service}`,
        `service:${ids.roofService}`,
      ]);
      expect(body.data.total, text).toBe(2);
    }
    const { body } = await q("rénovations");
    const [first, second] = body.data.items;
    expect(first).toEqual({
      kind: "service",
      id: ids.service,
      title: "Rénovation intérieure",
      excerpt: "Toutes vos pièces remises à neuf.",
      path: "/renovation-interieure",
      image: expect.objectContaining({ url: expect.stringMatching(/^\/media\//) }),
      rank: expect.any(Number),
    });
    expect(first.rank).toBeGreaterThan(second.rank);
    expect(second.path).toBe(`/services/charpente/${ids.roofService}`);
  });

  it("finds every kind: page text, project, article, news and product", async () => {
    const { body } = await q("isolation");
    expect(kindsAndIds(body.data.items).sort()).toEqual(
      [`project:${ids.project}`, `article:${ids.article}`, `news:${ids.news}`].sort(),
    );
    const article = body.data.items.find((hit: { kind: string }) => hit.kind === "article");
    expect(article.path).toBe(`/blog-conseils/isoler-ses-combles/${ids.article}`);
    const news = body.data.items.find((hit: { kind: string }) => hit.kind === "news");
    expect(news.path).toBe("https://salon.example.fr");
    expect((await q("cloisons plâtre")).body.data.items.map((hit: { id: number }) => hit.id)).toEqual([
      ids.page,
    ]);
    expect(kindsAndIds((await q("charpentiers")).body.data.items)).toEqual([`page:${ids.aboutPage}`]);
    const project = (await q("Arradon")).body.data.items[0];
    expect(project).toMatchObject({
      kind: "project",
      path: `/les-realisations/longere-arradon/${ids.project}`,
    });
    const wine = await q("muscadets");
    expect(kindsAndIds(wine.body.data.items)).toEqual([`product:${ids.product}`]);
    expect(wine.body.data.items[0].path).toBe(`/boutique/muscadet/${ids.product}`);
  });

  it("takes the last word as a prefix (suggestions as one types), every word being needed", async () => {
    expect(kindsAndIds((await q("isol")).body.data.items)).toHaveLength(3);
    // Halfway through a word longer than its stem (« isolation » is stemmed « isol »): the
    // project and the news say « isolation », the article only « isoler ».
    for (const typed of ["isolat", "isolati", "ISOLATIO"]) {
      expect(kindsAndIds((await q(typed)).body.data.items).sort(), typed).toEqual(
        [`news:${ids.news}`, `project:${ids.project}`].sort(),
      );
    }
    expect(kindsAndIds((await q("rénovation intérie")).body.data.items)).toEqual([`service:${ids.service}`]);
    expect(kindsAndIds((await q("longère arr")).body.data.items)).toEqual([`project:${ids.project}`]);
    expect((await q("longère vannes")).body.data.items).toEqual([]);
  });

  it("answers an empty list for stop words, signs and unknown words", async () => {
    for (const text of ["les des à", "!!! ???", "zygomatique", "a"]) {
      const { status, body } = await q(text);
      expect(status, text).toBe(200);
      expect(body.data).toEqual({ q: text, items: [], total: 0 });
    }
  });

  it("pages the results and counts them all", async () => {
    const first = await search("q=isolation&nbItem=2");
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.total).toBe(3);
    const second = await search("q=isolation&nbItem=2&page=2");
    expect(second.body.data.items).toHaveLength(1);
    expect(kindsAndIds([...first.body.data.items, ...second.body.data.items]).sort()).toEqual(
      kindsAndIds((await q("isolation")).body.data.items).sort(),
    );
  });

  it("never shows another site's content, nor articles while the blog is off, nor products off a shop", async () => {
    expect(kindsAndIds((await q("façades", otherId)).body.data.items)).toHaveLength(1);
    expect((await q("façades")).body.data.items).toEqual([]);
    await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "false" });
    try {
      expect(kindsAndIds((await q("combles")).body.data.items)).toEqual([`service:${ids.roofService}`]);
    } finally {
      await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "true" });
    }
    expect((await q("muscadet", otherId)).body.data.items).toEqual([]);
  });

  it("refuses a missing, empty, too long or malformed search with French messages", async () => {
    for (const query of [
      "",
      "q=",
      "q=%20%20",
      `q=${"a".repeat(101)}`,
      "q=a%00b",
      "q=x&nbItem=0",
      "q=x&nbItem=51",
      "q=x&page=11",
      "q=x&page=abc",
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expectFrenchError(body);
    }
    expect((await search("")).body.data.errors.q).toBe("Indiquez ce que vous cherchez.");
    expect((await search(`q=${"a".repeat(101)}`)).body.data.errors.q).toBe(
      "Votre recherche est trop longue (100 caractères au plus).",
    );
  });

  it("answers 404 in French where SHOW_SEARCHBAR is off, whatever the query", async () => {
    for (const query of ["q=rénovation", `q=${"a".repeat(101)}`, "", "q=x&page=0", "nbItem=abc"]) {
      const { status, body } = await search(query, 1);
      expect(status, query).toBe(404);
      expect(body).toEqual({
        success: false,
        data: null,
        message: "La recherche n'est pas proposée sur ce site.",
      });
    }
  });
});
