import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { albumMedia, blogArticles, blogFolders, news, services } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createAlbum,
  createArticle,
  createBlogFolder,
  createNews,
  createService,
} from "../../testing/factories/content";
import { createPage } from "../../testing/factories/site";
import { sanitizeRichText } from "./html";
import { expectFrenchError } from "./testing";

/** Services, blog, news and albums: lists, filters, pagination, site scoping and ids. */

let api: TestApi;

/** What site 1 holds, written by the factories: the counts below are taken from it. */
const made = {
  services: [] as Array<{ slug: string; title: string; tags: string[] }>,
  articles: [] as Array<{ id: number; slug: string; title: string; tags: string[]; folderId: number | null }>,
  folders: {} as Record<
    "energy" | "aids" | "upkeep" | "interior",
    { id: number; slug: string; name: string }
  >,
  news: [] as Array<{ slug: string; title: string; isPromoted: boolean }>,
  albums: [] as Array<{ id: number; images: number }>,
};

async function writeServices() {
  const db = api.database.db;
  const parent = await createPage(db, 1, { url: "services", title: "Nos services", isText: true });
  const offers = [
    { slug: "renovation-interieure", title: "Rénovation intérieure", tags: ["peinture"] },
    { slug: "renovation-exterieure", title: "Rénovation extérieure", tags: ["toiture", "facade"] },
    { slug: "installation-equipements", title: "Installation d'équipements", tags: ["pompe-a-chaleur"] },
    { slug: "entretien-maintenance", title: "Entretien et maintenance", tags: [] },
  ];
  for (const [index, offer] of offers.entries()) {
    const page = await createPage(db, 1, { url: offer.slug, title: offer.title, idParent: parent.id });
    await createService(db, 1, {
      ...offer,
      pageId: page.id,
      order: index + 1,
      imageUrl: `/media/1/service-${offer.slug}.svg`,
      body: `<p onclick="x()">Le détail de ${offer.title}</p><script>alert(1)</script>`,
    });
    made.services.push(offer);
  }
}

async function writeBlog() {
  const db = api.database.db;
  await createPage(db, 1, {
    url: "blog-conseils",
    title: "Nos conseils",
    menuTitle: "Conseils",
    cmsRoute: "/blog",
  });
  const energy = await createBlogFolder(db, 1, {
    slug: "renovation-energetique",
    name: "Rénovation énergétique",
  });
  const aids = await createBlogFolder(db, 1, {
    slug: "aides-et-financement",
    name: "Aides et financement",
    parentId: energy.id,
  });
  const upkeep = await createBlogFolder(db, 1, {
    slug: "entretien-de-la-maison",
    name: "Entretien de la maison",
  });
  const interior = await createBlogFolder(db, 1, {
    slug: "amenagement-interieur",
    name: "Aménagement intérieur",
  });
  made.folders = { energy, aids, upkeep, interior };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
  const articles = [
    { slug: "pompe-a-chaleur-maison-bretonne", title: "Une pompe à chaleur", folderId: energy.id, tags: [] },
    { slug: "isoler-les-combles", title: "Isoler les combles", folderId: energy.id, tags: ["isolation"] },
    {
      slug: "maprimerenov-monter-son-dossier",
      title: "MaPrimeRénov' : monter son dossier",
      folderId: aids.id,
      tags: ["aides"],
      body: "<h2>Les étapes</h2><p>Le dossier se monte avec le devis.</p>",
    },
    { slug: "eco-pret-taux-zero", title: "Éco-prêt à taux zéro", folderId: aids.id, tags: ["aides"] },
    { slug: "entretenir-sa-toiture", title: "Entretenir sa toiture", folderId: upkeep.id, tags: [] },
  ];
  for (const [index, article] of articles.entries()) {
    const row = await createArticle(db, 1, { ...article, publishedAt: day(index + 1) });
    made.articles.push({ ...article, id: row.id });
  }
}

async function writeNewsAndAlbums() {
  const db = api.database.db;
  const items = [
    { slug: "portes-ouvertes-atelier", title: "Portes ouvertes de l'atelier", isPromoted: true },
    { slug: "nouveaux-apprentis", title: "Deux nouveaux apprentis", isPromoted: false },
    { slug: "chantier-de-l-annee", title: "Le chantier de l'année", isPromoted: false },
    { slug: "salon-habitat", title: "Salon de l'habitat", isPromoted: false },
  ];
  for (const [index, item] of items.entries()) {
    await createNews(db, 1, {
      ...item,
      publishedAt: new Date(Date.UTC(2026, 1, index + 1)),
      ...(item.isPromoted ? { linkUrl: "/nous-contacter", linkLabel: "Réserver ma place" } : {}),
    });
    made.news.push(item);
  }
  for (const images of [3, 4, 5]) {
    const album = await createAlbum(db, 1, { images });
    made.albums.push({ id: album.id, images });
  }
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await writeServices();
  await writeBlog();
  await writeNewsAndAlbums();
  await api.services.sites.invalidate(1);
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site: number | null = 1) => api.call({ method: "GET", url, site });

describe("GET /service", () => {
  it("lists the services of site 1 in order, each linked to its CMS page", async () => {
    const { status, body } = await get("/service?page=1&nbItem=100");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(made.services.length);
    const list = body.data.services;
    expect(list.map((s: { slug: string }) => s.slug)).toEqual(made.services.map((s) => s.slug));
    for (const service of list) {
      expect(Object.keys(service).sort()).toEqual(
        ["body", "id", "image", "order", "page", "slug", "summary", "tags", "title"].sort(),
      );
      expect(service.page.path).toBe(`/services/${service.slug}`);
      // The spec's Image fields (section 3) beside the picture's text and size.
      expect(service.image).toEqual({
        name: `service-${service.slug}.svg`,
        externalPath: `/media/1/service-${service.slug}.svg`,
        url: `/media/1/service-${service.slug}.svg`,
        alt: expect.any(String),
        width: 1200,
        height: 800,
      });
      expect(service.body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it("keeps the services carrying any of the comma-separated tags", async () => {
    const { body } = await get("/service?page=1&nbItem=100&tag=toiture,pompe-a-chaleur");
    const tagged = made.services.filter(
      (s) => s.tags.includes("toiture") || s.tags.includes("pompe-a-chaleur"),
    );
    expect(tagged).toHaveLength(2);
    expect(body.data.services.map((s: { slug: string }) => s.slug)).toEqual(tagged.map((s) => s.slug));
    expect(body.data.total).toBe(tagged.length);
    const none = await get("/service?tag=inconnu");
    expect(none.body.data).toEqual({ services: [], total: 0 });
  });

  it("paginates, orders and filters with the list query operators", async () => {
    const page2 = await get("/service?page=2&nbItem=3");
    expect(page2.body.data.services).toHaveLength(made.services.length - 3);
    expect(page2.body.data.total).toBe(made.services.length);
    const byTitle = await get("/service?nbItem=100&orderBy=title:desc");
    const titles = byTitle.body.data.services.map((s: { title: string }) => s.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, "fr")));
    const like = await get("/service?title=lk:rénovation");
    expect(like.body.data.total).toBe(made.services.filter((s) => /rénovation/i.test(s.title)).length);
    expect(like.body.data.total).toBeGreaterThan(0);
  });

  it("refuses unknown filters, bad pagination and unknown orders with French messages", async () => {
    for (const url of [
      "/service?price=1",
      "/service?nbItem=0",
      "/service?nbItem=101",
      "/service?page=abc",
      "/service?orderBy=id",
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expectFrenchError(body);
      expect(Object.keys(body.data.errors).length, url).toBeGreaterThan(0);
    }
    const { body } = await get("/service?price=1");
    expect(body.data.errors.price).toBe("Ce filtre n'existe pas.");
  });

  it("answers one service, 404 for another site's id or an unknown id, 400 for a malformed id", async () => {
    const { body: list } = await get("/service?nbItem=100");
    const id = list.data.services[0].id;
    const one = await get(`/service/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe(made.services[0]!.slug);
    expect((await get(`/service/${id}`, 2)).status).toBe(404);
    expect((await get("/service/999999")).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const reply = await get(`/service/${bad}`);
      expect(reply.status, bad).toBe(400);
      expectFrenchError(reply.body);
    }
    const other = await get("/service", 2);
    expect(other.body.data).toEqual({ services: [], total: 0 });
  });

  it("hides an inactive service", async () => {
    const [row] = await api.database.db
      .insert(services)
      .values({ siteId: 1, slug: "hors-ligne", title: "Hors ligne", summary: "x", body: "", isActive: false })
      .returning({ id: services.id });
    expect((await get(`/service/${row!.id}`)).status).toBe(404);
    expect((await get("/service?nbItem=100")).body.data.total).toBe(made.services.length);
  });

  it("needs a known site", async () => {
    const { status, body } = await get("/service", null);
    expect(status).toBe(400);
    expect(body.message).toBe("Site inconnu");
  });
});

describe("blog", () => {
  it("lists the published articles newest first, 12 per page by default", async () => {
    const { status, body } = await get("/blog/folder/list");
    expect(status).toBe(200);
    expect(body.data.total).toBe(made.articles.length);
    const dates = body.data.blogs.map((b: { publishedAt: string }) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const card = body.data.blogs[0];
    expect(Object.keys(card).sort()).toEqual(
      [
        "author",
        "cover",
        "excerpt",
        "folder",
        "id",
        "publishedAt",
        "updatedAt",
        "readingTime",
        "slug",
        "tags",
        "title",
      ].sort(),
    );
    expect(card.cover).toMatchObject({ width: 1200, height: 800 });
    expect(card.cover.url).toMatch(/^\/media\/1\/blog\/.+\.svg$/);
    expect(card.readingTime).toBeGreaterThanOrEqual(1);
  });

  it("lists a folder with its subfolders' articles, paginates and filters", async () => {
    const folders = await get("/blog/folder/");
    const energy = folders.body.data.children.find(
      (f: { slug: string }) => f.slug === "renovation-energetique",
    );
    const { energy: energyFolder, aids } = made.folders;
    const inEnergy = made.articles.filter((a) => a.folderId === energyFolder.id || a.folderId === aids.id);
    expect(energy.articleCount).toBe(inEnergy.length);
    const { body } = await get(`/blog/folder/list/${energy.id}`);
    expect(body.data.total).toBe(inEnergy.length);
    const folderSlugs = new Set(body.data.blogs.map((b: { folder: { slug: string } }) => b.folder.slug));
    expect(folderSlugs).toEqual(new Set([energyFolder.slug, aids.slug]));

    const page2 = await get("/blog/folder/list?nbItem=3&page=2");
    expect(page2.body.data.blogs).toHaveLength(made.articles.length - 3);
    expect(page2.body.data.total).toBe(made.articles.length);
    const byTitle = await get("/blog/folder/list?orderBy=title");
    const titles = byTitle.body.data.blogs.map((b: { title: string }) => b.title);
    // The database's collation decides where "É" goes (C: after "V"; French: with "E").
    const byCodePoint = [...titles].sort();
    const byLocale = [...titles].sort((a, b) => a.localeCompare(b, "fr"));
    expect([byCodePoint, byLocale]).toContainEqual(titles);
    const pump = await get("/blog/folder/list?title=lk:pompe");
    expect(pump.body.data.blogs.map((b: { slug: string }) => b.slug)).toEqual([
      "pompe-a-chaleur-maison-bretonne",
    ]);
    const tagged = await get("/blog/folder/list?tag=aides");
    expect(tagged.body.data.total).toBe(made.articles.filter((a) => a.tags.includes("aides")).length);
    const unknown = await get("/blog/folder/list?category=x");
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors.category).toBe("Ce filtre n'existe pas.");
  });

  it("answers the root folder, a folder and their breadcrumbs", async () => {
    const root = await get("/blog/folder");
    expect(root.body.data).toMatchObject({
      id: null,
      name: "Conseils",
      slug: "blog-conseils",
      articleCount: made.articles.length,
    });
    const { energy: e, upkeep, interior } = made.folders;
    expect(root.body.data.children.map((c: { slug: string }) => c.slug)).toEqual([
      e.slug,
      upkeep.slug,
      interior.slug,
    ]);
    const energy = root.body.data.children[0];
    const folder = await get(`/blog/folder/${energy.id}`);
    expect(folder.body.data.children.map((c: { slug: string }) => c.slug)).toEqual(["aides-et-financement"]);
    const aids = folder.body.data.children[0];

    const rootAriane = await get("/blog/folder/ariane/");
    expect(rootAriane.body.data).toEqual([
      { id: null, url: "blog-conseils", name: "Conseils", kind: "root" },
    ]);
    const ariane = await get(`/blog/folder/ariane/${aids.id}`);
    expect(ariane.body.data).toEqual([
      { id: null, url: "blog-conseils", name: "Conseils", kind: "root" },
      { id: energy.id, url: "renovation-energetique", name: "Rénovation énergétique", kind: "folder" },
      { id: aids.id, url: "aides-et-financement", name: "Aides et financement", kind: "folder" },
    ]);
  });

  it("answers an article with its sanitized body and its breadcrumb", async () => {
    const list = await get("/blog/folder/list?slug=maprimerenov-monter-son-dossier");
    const id = list.body.data.blogs[0].id;
    const { status, body } = await get(`/blog/${id}`);
    expect(status).toBe(200);
    expect(body.data.title).toMatch(/^MaPrimeRénov'/);
    expect(body.data.body).toContain("<h2>");
    expect(body.data.folder.slug).toBe("aides-et-financement");
    expect(body.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ariane = await get(`/blog/ariane/${id}`);
    expect(ariane.body.data.map((a: { kind: string }) => a.kind)).toEqual([
      "root",
      "folder",
      "folder",
      "article",
    ]);
    expect(ariane.body.data.at(-1)).toEqual({
      id,
      url: "maprimerenov-monter-son-dossier",
      name: body.data.title,
      kind: "article",
    });
  });

  it("hides drafts and articles published in the future", async () => {
    const db = api.database.db;
    const [draft] = await db
      .insert(blogArticles)
      .values({
        siteId: 1,
        slug: "brouillon",
        title: "Brouillon",
        excerpt: "x",
        body: "<p>x</p>",
        author: "x",
        status: "DRAFT",
      })
      .returning({ id: blogArticles.id });
    const [future] = await db
      .insert(blogArticles)
      .values({
        siteId: 1,
        slug: "a-venir",
        title: "À venir",
        excerpt: "x",
        body: "<p>x</p>",
        author: "x",
        status: "PUBLISHED",
        publishedAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: blogArticles.id });
    for (const id of [draft!.id, future!.id]) {
      expect((await get(`/blog/${id}`)).status).toBe(404);
      expect((await get(`/blog/ariane/${id}`)).status).toBe(404);
    }
    expect((await get("/blog/folder/list")).body.data.total).toBe(made.articles.length);
    expect((await get("/blog/folder")).body.data.articleCount).toBe(made.articles.length);
  });

  it("answers 404 for another site's folder or article and 400 for malformed ids", async () => {
    const { body } = await get("/blog/folder/list");
    const articleId = body.data.blogs[0].id;
    const folderId = body.data.blogs[0].folder.id;
    for (const url of [
      `/blog/${articleId}`,
      `/blog/ariane/${articleId}`,
      `/blog/folder/${folderId}`,
      `/blog/folder/list/${folderId}`,
      `/blog/folder/ariane/${folderId}`,
    ]) {
      const reply = await get(url, 2);
      expect(reply.status, url).toBe(404);
      expectFrenchError(reply.body);
      expect((await get(url)).status, url).toBe(200);
    }
    for (const url of [
      "/blog/abc",
      "/blog/folder/0",
      "/blog/folder/list/x1",
      "/blog/ariane/-3",
      "/blog/folder/ariane/1e3",
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
    // Site 2 has no blog: an empty root, named after no page.
    expect((await get("/blog/folder", 2)).body.data).toMatchObject({
      id: null,
      name: "Blog",
      articleCount: 0,
    });
  });

  it("stops at a folder loop instead of walking it forever", async () => {
    const db = api.database.db;
    const [a] = await db
      .insert(blogFolders)
      .values({ siteId: 2, slug: "a", name: "A" })
      .returning({ id: blogFolders.id });
    const [b] = await db
      .insert(blogFolders)
      .values({ siteId: 2, slug: "b", name: "B", parentId: a!.id })
      .returning({ id: blogFolders.id });
    const { eq } = await import("drizzle-orm");
    await db.update(blogFolders).set({ parentId: b!.id }).where(eq(blogFolders.id, a!.id));
    const ariane = await get(`/blog/folder/ariane/${b!.id}`, 2);
    expect(ariane.status).toBe(200);
    expect(ariane.body.data.length).toBeLessThanOrEqual(3);
  });
});

describe("rich text is sanitized when saved", () => {
  it("keeps editorial markup and removes scripts, handlers and dangerous links", () => {
    const dirty =
      '<h2 onclick="x()">Titre</h2><script>alert(1)</script><p style="color:red">Texte <a href="javascript:alert(1)">lien</a> <a href="https://exemple.fr" target="_blank">ok</a></p><img src="x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain("<h2>Titre</h2>");
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
  });
});

describe("GET /news", () => {
  it("lists news newest first, 10 per page by default", async () => {
    const { status, body } = await get("/news");
    expect(status).toBe(200);
    expect(body.data.total).toBe(made.news.length);
    const dates = body.data.items.map((n: { publishedAt: string }) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const paged = await get("/news?nbItem=3&page=2");
    expect(paged.body.data.items).toHaveLength(made.news.length - 3);
  });

  it("answers the promoted item with promoted=true, and null where none is promoted", async () => {
    const { body } = await get("/news?promoted=true");
    expect(body.data.isPromoted).toBe(true);
    expect(body.data.slug).toBe("portes-ouvertes-atelier");
    expect(body.data.link).toEqual({ url: "/nous-contacter", label: "Réserver ma place" });
    const none = await get("/news?promoted=true", 2);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    const bad = await get("/news?promoted=peut-etre");
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.promoted).toBeDefined();
  });

  it("allows only one promoted item per site", async () => {
    await expect(
      api.database.db
        .insert(news)
        .values({ siteId: 1, slug: "deuxieme", title: "x", summary: "x", isPromoted: true }),
    ).rejects.toThrow();
  });

  it("filters and refuses unknown filters", async () => {
    expect((await get("/news?title=lk:apprentis")).body.data.total).toBe(1);
    expect((await get("/news?isPromoted=false")).body.data.total).toBe(
      made.news.filter((n) => !n.isPromoted).length,
    );
    expect((await get("/news?author=x")).status).toBe(400);
    expect((await get("/news", 2)).body.data).toEqual({ items: [], total: 0 });
  });
});

describe("albums", () => {
  it("lists the albums of the completed projects with cover and counts", async () => {
    const { status, body } = await get("/album?page=1&nbItem=100");
    expect(status).toBe(200);
    expect(body.data.total).toBe(made.albums.length);
    const counts = new Map(made.albums.map((a) => [a.id, a.images]));
    for (const album of body.data.items) {
      expect(album.imageCount).toBe(counts.get(album.id));
      expect(album.cover.onlineImage.externalPath).toMatch(/^\/media\/1\/projects\/.+\.svg$/);
    }
  });

  it("answers an album with its images and videos in the spec's shape", async () => {
    const { body: list } = await get("/album?nbItem=1");
    const id = list.data.items[0].id;
    await api.database.db.insert(albumMedia).values({
      siteId: 1,
      albumId: id,
      kind: "VIDEO",
      format: "mp4",
      filename: "visite.mp4",
      url: "/media/1/videos/visite.mp4",
      alt: "Visite du chantier",
      title: "Visite du chantier",
      width: 1280,
      height: 720,
    });
    const { status, body } = await get(`/album/${id}`);
    expect(status).toBe(200);
    const image = body.data.images[0];
    // The spec's fields, with the size (no layout shift) and the caption set in the panel ("" here).
    expect(Object.keys(image).sort()).toEqual([
      "alt",
      "filename",
      "height",
      "id",
      "onlineImage",
      "title",
      "width",
    ]);
    expect(image.title).toBe("");
    expect(image.onlineImage).toEqual({ id: image.id, externalPath: `/media/1/projects/${image.filename}` });
    expect(body.data.videos).toEqual([
      expect.objectContaining({ filename: "visite.mp4", format: "mp4", onlineVideo: expect.any(Object) }),
    ]);
    expect((await get(`/album/${id}`, 2)).status).toBe(404);
    expect((await get("/album/nope")).status).toBe(400);
  });

  it("stores only the spec's image and video formats", async () => {
    const { body } = await get("/album?nbItem=1");
    const base = {
      siteId: 1,
      albumId: body.data.items[0].id,
      filename: "x",
      url: "/x",
      alt: "x",
      width: 1,
      height: 1,
    };
    await expect(
      api.database.db.insert(albumMedia).values({ ...base, kind: "IMAGE", format: "mp4" }),
    ).rejects.toThrow();
    await expect(
      api.database.db.insert(albumMedia).values({ ...base, kind: "VIDEO", format: "png" }),
    ).rejects.toThrow();
    await expect(
      // @ts-expect-error gif is not an accepted format
      api.database.db.insert(albumMedia).values({ ...base, kind: "IMAGE", format: "gif" }),
    ).rejects.toThrow();
  });
});
