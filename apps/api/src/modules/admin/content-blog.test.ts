import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { contentAdminCalls, createLibraryImage } from "../../testing/admin-content";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createArticle, createBlogFolder } from "../../testing/factories/content";
import { createPage, createSite, setParameters } from "../../testing/factories/site";

/** /admin/blog: folders (the breadcrumb) and articles (drafts, publication, sanitized bodies). */

let api: TestApi;
let call: ReturnType<typeof contentAdminCalls>;
let SITE: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: SITE } = await createSite(db, { name: "Blog d'essai", isBuilding: true }));
  await createPage(db, SITE, { url: "accueil", title: "Accueil", order: 1 });
  await createPage(db, SITE, {
    url: "conseils",
    title: "Nos conseils",
    cmsRoute: "/blog-conseils",
    order: 2,
  });
  await setParameters(db, SITE, { IS_BLOG_ACTIVATED: "true" });
  const { token } = await adminToken(api.services, db, SITE);
  call = contentAdminCalls(api, token, SITE);
});

afterAll(() => api?.close());

const publicCall = (url: string) => api.call({ method: "GET", url, site: SITE });

describe("/admin/blog/folder", () => {
  it("creates nested folders whose path is the breadcrumb, refuses loops and unknown parents", async () => {
    const top = await call("POST", "/admin/blog/folder", { name: "Bois", parentId: null });
    expect(top.status).toBe(201);
    expect(top.body.data).toMatchObject({ slug: "bois", path: ["Bois"], articleCount: 0 });
    const child = await call("POST", "/admin/blog/folder", { name: "Terrasses", parentId: top.body.data.id });
    expect(child.body.data.path).toEqual(["Bois", "Terrasses"]);
    const loop = await call("PUT", `/admin/blog/folder/${top.body.data.id}`, {
      parentId: child.body.data.id,
    });
    expect(loop.status).toBe(409);
    expect(loop.body.data.errors.parentId).toMatch(/lui-même/);
    const unknown = await call("POST", "/admin/blog/folder", { name: "X", parentId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors.parentId).toBe("Le dossier parent est introuvable.");
    const nameless = await call("POST", "/admin/blog/folder", { name: "" });
    expect(nameless.body.data.errors.name).toBe("Indiquez le nom du dossier.");
    const renamed = await call("PUT", `/admin/blog/folder/${top.body.data.id}`, { name: "Le bois" });
    expect(renamed.body.data.name).toBe("Le bois");
    const list = await call("GET", "/admin/blog/folder");
    expect(list.body.data.items.map((f: { path: string[] }) => f.path.join(" › "))).toEqual([
      "Le bois",
      "Le bois › Terrasses",
    ]);
  });

  it("deletes an empty folder only", async () => {
    const folder = await createBlogFolder(api.database.db, SITE);
    await createArticle(api.database.db, SITE, { folderId: folder.id });
    const full = await call("DELETE", `/admin/blog/folder/${folder.id}`);
    expect(full.status).toBe(409);
    const empty = await createBlogFolder(api.database.db, SITE);
    expect((await call("DELETE", `/admin/blog/folder/${empty.id}`)).status).toBe(200);
    expect((await call("DELETE", `/admin/blog/folder/${empty.id}`)).status).toBe(404);
  });
});

describe("/admin/blog/article", () => {
  it("writes a draft (no script survives), publishes it on the public blog with its breadcrumb", async () => {
    const folder = await createBlogFolder(api.database.db, SITE, { name: "Isolation", slug: "isolation" });
    const cover = await createLibraryImage(api.database.db, SITE, "Laine de bois");
    const created = await call("POST", "/admin/blog/article", {
      title: "Isoler ses combles",
      excerpt: "Les étapes.",
      body: '<h2>Étapes</h2><p>Texte<script>document.cookie</script><img src="x" onerror="alert(1)"></p>',
      author: "Jeanne",
      folderId: folder.id,
      coverMediaId: cover.id,
    });
    expect(created.status).toBe(201);
    const article = created.body.data;
    expect(article).toMatchObject({ status: "DRAFT", publishedAt: null, folderPath: ["Isolation"] });
    expect(article.body).not.toMatch(/script|onerror|document\.cookie/);
    expect(article.body).toContain("<h2>Étapes</h2>");
    expect(article.cover).toMatchObject({ alt: "Laine de bois" });
    expect((await publicCall(`/blog/${article.id}`)).status).toBe(404);

    const published = await call("POST", `/admin/blog/article/${article.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe("PUBLISHED");
    expect(published.body.data.publishedAt).not.toBeNull();
    const shown = await publicCall(`/blog/${article.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe("Isoler ses combles");
    const ariane = await publicCall(`/blog/ariane/${article.id}`);
    expect(ariane.body.data.map((i: { name: string }) => i.name)).toEqual([
      "Nos conseils",
      "Isolation",
      "Isoler ses combles",
    ]);

    const edited = await call("PUT", `/admin/blog/article/${article.id}`, {
      body: '<p>Nouveau <a href="javascript:alert(1)">lien</a></p>',
    });
    expect(edited.body.data.body).toBe("<p>Nouveau <a>lien</a></p>");
    expect((await publicCall(`/blog/${article.id}`)).body.data.body).toBe("<p>Nouveau <a>lien</a></p>");

    const unpublished = await call("POST", `/admin/blog/article/${article.id}/unpublish`);
    expect(unpublished.body.data.status).toBe("DRAFT");
    expect((await publicCall(`/blog/${article.id}`)).status).toBe(404);
    const actions = await api.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "blog-article"), eq(auditEntries.entityId, String(article.id))));
    expect(actions.map((a) => a.action)).toEqual([
      "blog-article.create",
      "blog-article.publish",
      "blog-article.update",
      "blog-article.unpublish",
    ]);
  });

  it("refuses bad bodies in French: no author, unknown folder, unknown cover", async () => {
    const base = { title: "T", excerpt: "", body: "<p>x</p>", author: "A" };
    const noAuthor = await call("POST", "/admin/blog/article", { ...base, author: "" });
    expect(noAuthor.body.data.errors.author).toBe("Indiquez l'auteur.");
    const folder = await call("POST", "/admin/blog/article", { ...base, folderId: 999999 });
    expect([folder.status, folder.body.data.errors.folderId]).toEqual([
      400,
      "Le dossier choisi est introuvable.",
    ]);
    const cover = await call("POST", "/admin/blog/article", { ...base, coverMediaId: 999999 });
    expect(cover.status).toBe(400);
    expect((await call("POST", "/admin/blog/article/999999/publish")).status).toBe(404);
    const foreign = await createArticle(api.database.db, 2);
    expect((await call("GET", `/admin/blog/article/${foreign.id}`)).status).toBe(404);
  });

  it("lists drafts and published articles, searched, filtered and sorted", async () => {
    await createArticle(api.database.db, SITE, {
      title: "Choisir son bardage",
      status: "DRAFT",
      publishedAt: null,
    });
    const found = await call("GET", "/admin/blog/article?search=bardage");
    expect(found.body.data.items.map((a: { title: string }) => a.title)).toEqual(["Choisir son bardage"]);
    const drafts = await call("GET", "/admin/blog/article?status=DRAFT&nbItem=100");
    expect(drafts.body.data.items.every((a: { status: string }) => a.status === "DRAFT")).toBe(true);
    expect((await call("GET", "/admin/blog/article?status=LIVE")).status).toBe(400);
    expect((await call("GET", "/admin/blog/article?orderBy=title:desc")).status).toBe(200);
  });

  it("deletes an article", async () => {
    const article = await createArticle(api.database.db, SITE);
    expect((await call("DELETE", `/admin/blog/article/${article.id}`)).status).toBe(200);
    expect((await publicCall(`/blog/${article.id}`)).status).toBe(404);
  });
});
