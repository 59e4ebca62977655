import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createArticle, createBlogFolder } from "../../testing/factories/content";
import { createPage, createSite, setParameters } from "../../testing/factories/site";

/** IS_BLOG_ACTIVATED: off, the blog's calls answer 404 and its pages leave the site's page tree. */

let api: TestApi;
let siteId: number;
let articleId: number;
let folderId: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: siteId } = await createSite(db, { name: "Charpente d'essai", isBuilding: true }));
  await createPage(db, siteId, { url: "accueil", title: "Accueil", order: 1 });
  const blog = await createPage(db, siteId, {
    url: "conseils",
    title: "Nos conseils",
    cmsRoute: "/blog-conseils",
    order: 2,
  });
  // A sub-page of the blog's page, and a page elsewhere that only links to an article.
  await createPage(db, siteId, { url: "archives", title: "Archives", idParent: blog.id });
  await createPage(db, siteId, {
    url: "a-lire",
    title: "À lire",
    linkUrl: "/blog-conseils/isolation/3",
    order: 3,
  });
  await createPage(db, siteId, { url: "a-propos", title: "À propos", order: 4 });
  ({ id: folderId } = await createBlogFolder(db, siteId, { slug: "isolation", name: "Isolation" }));
  ({ id: articleId } = await createArticle(db, siteId, { folderId }));
});

afterAll(() => api?.close());

const get = (url: string) => api.call({ method: "GET", url, site: siteId });
const blogCalls = () => [
  "/blog/folder/list",
  `/blog/folder/list/${folderId}`,
  "/blog/folder/",
  `/blog/folder/${folderId}`,
  "/blog/folder/ariane/",
  `/blog/folder/ariane/${folderId}`,
  `/blog/ariane/${articleId}`,
  `/blog/${articleId}`,
  "/blog/abc",
];
const treeUrls = async () => {
  const { body } = await get("/page");
  const urls: string[] = [];
  const walk = (nodes: Array<{ url: string; children: unknown[] }>) => {
    for (const node of nodes) {
      urls.push(node.url);
      walk(node.children as typeof nodes);
    }
  };
  walk(body.data);
  return urls;
};

describe("IS_BLOG_ACTIVATED", () => {
  it("serves the blog and its pages while on (its default)", async () => {
    for (const url of blogCalls().slice(0, -1)) expect((await get(url)).status, url).toBe(200);
    expect(await treeUrls()).toEqual(["accueil", "conseils", "archives", "a-lire", "a-propos"]);
    expect((await get("/page/conseils")).status).toBe(200);
  });

  it("off, answers 404 in French on every blog call, before reading the address", async () => {
    await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "false" });
    try {
      for (const url of blogCalls()) {
        const { status, body } = await get(url);
        expect(status, url).toBe(404);
        expect(body).toEqual({
          success: false,
          data: null,
          message: "Le blog n'est pas proposé sur ce site.",
        });
      }
      // Another site keeps its own blog.
      expect((await api.call({ method: "GET", url: "/blog/folder/list", site: 1 })).status).toBe(200);
    } finally {
      await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "true" });
    }
  });

  it("off, takes the blog's page, its sub-pages and the pages leading there out of the page tree", async () => {
    await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "false" });
    try {
      expect(await treeUrls()).toEqual(["accueil", "a-propos"]);
      for (const url of ["conseils", "archives", "a-lire"]) {
        const { status, body } = await get(`/page/${url}`);
        expect(status, url).toBe(404);
        expect(body.message).toBe("Cette page est introuvable.");
      }
      expect((await get("/page/a-propos")).status).toBe(200);
    } finally {
      await setParameters(api.database.db, siteId, { IS_BLOG_ACTIVATED: "true" });
    }
    expect((await get("/page/conseils")).status).toBe(200);
  });
});
