import { LINK_LEADS_NOWHERE } from "@vitrine/shared/page-rules";
import {
  articlePath,
  folderPath,
  PROJECTS_ROUTE,
  productPath,
  projectPath,
  servicePath,
} from "@vitrine/shared/site-paths";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news, pageRedirects, reviews } from "../../db/schema/index";
import { contentAdminCalls } from "../../testing/admin-content";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createArticle,
  createBlogFolder,
  createElement,
  createElementList,
  createNews,
  createReview,
  createService,
} from "../../testing/factories/content";
import { createProduct } from "../../testing/factories/shop";
import { createPage, createSite } from "../../testing/factories/site";

/**
 * /admin/news (one promoted at most, a link to the site only where the site shows something) and
 * /admin/review (moderation, one or several at once).
 */

let api: TestApi;
let call: ReturnType<typeof contentAdminCalls>;
let SITE: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ id: SITE } = await createSite(api.database.db, { name: "Actualités d'essai", isBuilding: true }));
  const { token } = await adminToken(api.services, api.database.db, SITE);
  call = contentAdminCalls(api, token, SITE);
});

afterAll(() => api?.close());

const promotedIds = async () =>
  (await api.database.db.select().from(news).where(eq(news.siteId, SITE)))
    .filter((row) => row.isPromoted)
    .map((row) => row.id);

describe("/admin/news", () => {
  it("writes a news item shown on the public list, and refuses bad fields in French", async () => {
    const created = await call("POST", "/admin/news", {
      title: "Portes ouvertes",
      summary: "Samedi à l'atelier.",
      body: "<p>Venez <script>x</script>nombreux</p>",
      linkUrl: "/contact",
      linkLabel: "Nous écrire",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "portes-ouvertes", body: "<p>Venez nombreux</p>" });
    expect(created.body.data.link).toEqual({ url: "/contact", label: "Nous écrire" });
    const list = await api.call({ method: "GET", url: "/news", site: SITE });
    expect(list.body.data.items.map((n: { title: string }) => n.title)).toContain("Portes ouvertes");
    const bad = await call("POST", "/admin/news", {
      title: "X",
      summary: "",
      linkUrl: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.linkUrl).toMatch(/https:\/\//);
    const date = await call("POST", "/admin/news", { title: "X", summary: "", publishedAt: "demain" });
    expect(date.body.data.errors.publishedAt).toBe("Indiquez une date de publication valide.");
    const edited = await call("PUT", `/admin/news/${created.body.data.id}`, {
      title: "Portes ouvertes 2027",
    });
    expect(edited.body.data.title).toBe("Portes ouvertes 2027");
    expect((await call("PUT", "/admin/news/999999", { title: "X" })).status).toBe(404);
  });

  it("promoting one news item un-promotes the other: one promoted at a time", async () => {
    const first = await createNews(api.database.db, SITE, { isPromoted: true });
    const second = await createNews(api.database.db, SITE);
    const reply = await call("POST", `/admin/news/${second.id}/promote`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.isPromoted).toBe(true);
    expect(await promotedIds()).toEqual([second.id]);
    const promoted = await api.call({ method: "GET", url: "/news?promoted=true", site: SITE });
    expect(promoted.body.data.id ?? promoted.body.data.items?.[0]?.id).toBe(second.id);
    expect((await call("POST", `/admin/news/${first.id}/promote`)).status).toBe(200);
    expect(await promotedIds()).toEqual([first.id]);
    expect((await call("DELETE", `/admin/news/${first.id}/promote`)).body.data.isPromoted).toBe(false);
    expect(await promotedIds()).toEqual([]);
    const foreign = await createNews(api.database.db, 2);
    expect((await call("POST", `/admin/news/${foreign.id}/promote`)).status).toBe(404);
  });

  it("promotes news items asked at the same moment one after the other: one stays promoted, none fails", async () => {
    const items = await Promise.all([1, 2, 3, 4].map(() => createNews(api.database.db, SITE)));
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all(items.map((item) => call("POST", `/admin/news/${item.id}/promote`)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      expect(await promotedIds()).toHaveLength(1);
    }
  });

  it("lists promoted news and deletes one", async () => {
    const item = await createNews(api.database.db, SITE, { title: "Fermeture estivale" });
    await call("POST", `/admin/news/${item.id}/promote`);
    const list = await call("GET", "/admin/news?isPromoted=true");
    expect(list.body.data.items.map((n: { id: number }) => n.id)).toEqual([item.id]);
    expect((await call("GET", "/admin/news?search=estivale")).body.data.total).toBe(1);
    expect((await call("DELETE", `/admin/news/${item.id}`)).status).toBe(200);
    expect((await call("GET", `/admin/news/${item.id}`)).status).toBe(404);
  });
});

describe("a news item's link", () => {
  const linked = (linkUrl: string) => call("POST", "/admin/news", { title: "Lien", summary: "", linkUrl });
  const refusedAsNowhere = (reply: Awaited<ReturnType<typeof linked>>) =>
    expect([reply.status, reply.body.message, reply.body.data.errors]).toEqual([
      400,
      LINK_LEADS_NOWHERE,
      { linkUrl: LINK_LEADS_NOWHERE },
    ]);

  beforeAll(async () => {
    const db = api.database.db;
    const page = await createPage(db, SITE, { url: "nos-horaires", layout: { html: "<p>Horaires</p>" } });
    await createPage(db, SITE, { url: "brouillon", isValid: false, layout: { html: "<p>Caché</p>" } });
    await createPage(db, SITE, { url: "rubrique", isText: true });
    await db.insert(pageRedirects).values({ siteId: SITE, fromPath: "/horaires", pageId: page.id });
    api.services.sites.invalidate();
  });

  it("refuses a path where the site shows nothing, naming the field", async () => {
    for (const path of [
      "/page-inexistante",
      "/brouillon",
      "/rubrique",
      "/boutique",
      "/panier",
      "/commande",
    ]) {
      refusedAsNowhere(await linked(path));
    }
  });

  it("refuses the blog's addresses while the blog is off", async () => {
    await api.services.sites.updateParameter(SITE, "IS_BLOG_ACTIVATED", "false");
    try {
      for (const path of ["/blog-conseils", "/blog-conseils/isolation/3"])
        refusedAsNowhere(await linked(path));
    } finally {
      await api.services.sites.updateParameter(SITE, "IS_BLOG_ACTIVATED", "true");
    }
    expect((await linked("/blog-conseils")).status).toBe(201);
  });

  it("accepts a page of the site, its former address, the site's screens and addresses on the web", async () => {
    for (const url of [
      "/",
      "/nos-horaires",
      "/nos-horaires/?jour=samedi#matin",
      "/horaires",
      "/nous-contacter",
      "/blog-conseils",
      "/demande-devis",
      "https://exemple.fr/page-inexistante",
    ]) {
      const reply = await linked(url);
      expect([url, reply.status, reply.body.data.link?.url]).toEqual([url, 201, url]);
    }
  });

  it("accepts the detail page of an item the site shows, and refuses one it does not", async () => {
    const db = api.database.db;
    const service = await createService(db, SITE);
    const hidden = await createService(db, SITE, { isActive: false });
    const folder = await createBlogFolder(db, SITE);
    const article = await createArticle(db, SITE, { folderId: folder.id });
    const draft = await createArticle(db, SITE, { status: "DRAFT" });
    const projects = await createElementList(db, SITE, { route: PROJECTS_ROUTE });
    const project = await createElement(db, SITE, { listId: projects.id });
    const elsewhere = await createService(db, 2);
    for (const url of [
      servicePath(service),
      `/services/${service.id}`,
      articlePath(article),
      folderPath(folder),
      `${projectPath(project)}?photo=2`,
    ]) {
      const reply = await linked(url);
      expect([url, reply.status]).toEqual([url, 201]);
    }
    for (const path of [
      servicePath(hidden),
      servicePath(elsewhere),
      `/services/${service.slug}/999999`,
      articlePath(draft),
      `/blog-conseils/${article.slug}`,
      `/blog-conseils/dossier/${folder.slug}/999999`,
      `/les-realisations/${project.slug}/${service.id}-x`,
      `/les-realisations/${project.slug}/${project.id}/photos`,
    ]) {
      refusedAsNowhere(await linked(path));
    }
  });

  it("accepts a product's page on a shop when the shop shows it", async () => {
    const db = api.database.db;
    const { id: shop } = await createSite(db, { name: "Cave d'essai", isECommerce: true });
    const onShop = contentAdminCalls(api, (await adminToken(api.services, db, shop)).token, shop);
    const shopLinked = (linkUrl: string) =>
      onShop("POST", "/admin/news", { title: "Lien", summary: "", linkUrl });
    const shown = await createProduct(db, shop);
    const withdrawn = await createProduct(db, shop, { isActive: false });
    expect((await shopLinked(productPath(shown))).status).toBe(201);
    expect((await shopLinked(`/boutique/fiche-technique/${shown.id}`)).status).toBe(201);
    for (const path of [productPath(withdrawn), `/boutique/${shown.slug}/999999`]) {
      expect((await shopLinked(path)).body.data.errors).toEqual({ linkUrl: LINK_LEADS_NOWHERE });
    }
  });

  it("refuses a new unknown path on a change, and keeps a stored one whose page has gone", async () => {
    const item = await createNews(api.database.db, SITE, { linkUrl: "/ancienne-page" });
    refusedAsNowhere(await call("PUT", `/admin/news/${item.id}`, { linkUrl: "/autre-page" }));
    const kept = await call("PUT", `/admin/news/${item.id}`, {
      title: "Retitrée",
      linkUrl: "/ancienne-page",
    });
    expect([kept.status, kept.body.data.title]).toEqual([200, "Retitrée"]);
    expect((await call("PUT", `/admin/news/${item.id}`, { linkUrl: "/nos-horaires" })).status).toBe(200);
  });

  it("refuses an address on another site written as a path, saying how a link starts", async () => {
    for (const url of ["//evil.com", "/\\evil.com", "//evil.com/nos-horaires"]) {
      const reply = await linked(url);
      expect([url, reply.status, reply.body.data.errors]).toEqual([
        url,
        400,
        { linkUrl: "Le lien doit commencer par https://, http:// ou / (une page du site)." },
      ]);
    }
  });

  it("answers garbage with a 400 on the field, never a 5xx", async () => {
    for (const url of ["/%E0%A4%A", `/${"é/".repeat(240)}`]) {
      refusedAsNowhere(await linked(url));
    }
    for (const url of [`/${"a".repeat(5_000)}`, "javascript:alert(1)", "/\u0000", ""]) {
      const reply = await linked(url);
      expect([url.slice(0, 20), reply.status, typeof reply.body.data.errors.linkUrl]).toEqual([
        url.slice(0, 20),
        400,
        "string",
      ]);
    }
  });
});

describe("/admin/review", () => {
  it("rejects and approves a review, which leaves and comes back to the public list", async () => {
    const review = await createReview(api.database.db, SITE, { author: "Paul Martin" });
    const publicAuthors = async () =>
      (await api.call({ method: "GET", url: "/google/reviews", site: SITE })).body.data.items.map(
        (r: { author: string }) => r.author,
      );
    expect(await publicAuthors()).toContain("Paul Martin");
    const rejected = await call("POST", `/admin/review/${review.id}/reject`);
    expect([rejected.status, rejected.body.data.state, rejected.body.message]).toEqual([
      200,
      "REJECTED",
      "Avis masqué.",
    ]);
    expect(await publicAuthors()).not.toContain("Paul Martin");
    const listed = await call("GET", "/admin/review?state=REJECTED");
    expect(listed.body.data.items.map((r: { id: number }) => r.id)).toEqual([review.id]);
    const approved = await call("POST", `/admin/review/${review.id}/approve`);
    expect(approved.body.data.state).toBe("APPROVED");
    expect(await publicAuthors()).toContain("Paul Martin");
  });

  it("moderates several reviews at once, all or none", async () => {
    const a = await createReview(api.database.db, SITE);
    const b = await createReview(api.database.db, SITE);
    const foreign = await createReview(api.database.db, 2);
    const refused = await call("POST", "/admin/review/bulk", { action: "reject", ids: [a.id, foreign.id] });
    expect(refused.status).toBe(404);
    const visible = await api.database.db.select().from(reviews).where(eq(reviews.id, a.id));
    expect(visible[0]!.state).toBe("APPROVED");
    const done = await call("POST", "/admin/review/bulk", { action: "reject", ids: [a.id, b.id] });
    expect([done.status, done.body.data.count, done.body.message]).toEqual([200, 2, "2 avis masqués."]);
    const bad = await call("POST", "/admin/review/bulk", { action: "hide", ids: [a.id] });
    expect(bad.body.data.errors.action).toMatch(/approuver/);
    const none = await call("POST", "/admin/review/bulk", { action: "approve", ids: [] });
    expect(none.body.data.errors.ids).toBe("Sélectionnez au moins un avis.");
    const removed = await call("POST", "/admin/review/bulk", { action: "delete", ids: [a.id, b.id] });
    expect(removed.body.data.count).toBe(2);
    expect(await api.database.db.select().from(reviews).where(eq(reviews.id, a.id))).toHaveLength(0);
  });

  it("lists with search and sort, refuses a wrong state; deletes one review", async () => {
    const review = await createReview(api.database.db, SITE, { author: "Zoé Lemoine", rating: 3 });
    const found = await call("GET", "/admin/review?search=lemoine");
    expect(found.body.data.items.map((r: { author: string }) => r.author)).toEqual(["Zoé Lemoine"]);
    expect((await call("GET", "/admin/review?orderBy=rating")).status).toBe(200);
    expect((await call("GET", "/admin/review?state=WAITING")).status).toBe(400);
    expect((await call("DELETE", `/admin/review/${review.id}`)).status).toBe(200);
    expect((await call("DELETE", `/admin/review/${review.id}`)).status).toBe(404);
  });
});
