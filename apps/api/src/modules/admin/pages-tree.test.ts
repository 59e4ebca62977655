import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRedirects, pages, sites } from "../../db/schema/index";
import { adminToken, nodeOf, pageAdminCalls } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

/** The admin page tree: moves, the trash, and the redirects from the addresses a page leaves. */

let api: TestApi;
let admin: ReturnType<typeof pageAdminCalls>;
let auditToken: string;
const SITE = MINIMAL_SITES.building.id;
const SHOP = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  auditToken = (await adminToken(api.services, api.database.db, SITE)).token;
  admin = pageAdminCalls(api, auditToken, SITE);
});

afterAll(async () => {
  await api.close();
});

const db = () => api.database.db;

/** The ids of a page's children (of the root for null) in the admin tree, in their order. */
async function childrenOf(idParent: number | null): Promise<number[]> {
  const tree = (await admin.tree()).body.data;
  const list = idParent === null ? tree : (nodeOf(tree, idParent)?.children ?? []);
  return list.map((node: { id: number }) => node.id);
}

async function ordersOf(ids: number[]) {
  const rows = await db().select({ id: pages.id, order: pages.order }).from(pages);
  return ids.map((id) => rows.find((row) => row.id === id)!.order);
}

async function lastAudit(action: string) {
  const reply = await api.call({
    method: "GET",
    url: `/admin/audit?action=${action}&nbItem=1`,
    headers: { authorization: `Bearer ${auditToken}` },
  });
  return reply.body.data.items[0];
}

describe("PUT /admin/page/{idPage}/move", () => {
  it("reorders a page among its siblings and numbers them from 1", async () => {
    const parent = await createPage(db(), SITE, { title: "Parent" });
    const [a, b, c] = [
      await createPage(db(), SITE, { idParent: parent.id, order: 10 }),
      await createPage(db(), SITE, { idParent: parent.id, order: 20 }),
      await createPage(db(), SITE, { idParent: parent.id, order: 30 }),
    ];
    const reply = await admin.move(c!.id, parent.id, 0);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Page déplacée.");
    expect(await childrenOf(parent.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(await ordersOf([c!.id, a!.id, b!.id])).toEqual([1, 2, 3]);
    // Past the last place, it goes last; the public menu shows the same order.
    await admin.move(c!.id, parent.id, 99);
    const menu = (await admin.publicTree()).body.data;
    expect(nodeOf(menu, parent.id)!.children.map((node) => node.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(await lastAudit("page.move")).toMatchObject({
      entityId: String(c!.id),
      before: { idParent: parent.id, order: 1 },
      after: { idParent: parent.id, order: 3 },
    });
  });

  it("moves a page with its sub-pages under another parent: both lists renumbered, the old paths redirect", async () => {
    const from = await createPage(db(), SITE, { url: "depart" });
    const to = await createPage(db(), SITE, { url: "arrivee" });
    const stay = await createPage(db(), SITE, { idParent: from.id, order: 1 });
    const moved = await createPage(db(), SITE, { idParent: from.id, order: 2, url: "voyageuse" });
    const child = await createPage(db(), SITE, { idParent: moved.id, url: "bagage" });
    const stayAfter = await createPage(db(), SITE, { idParent: from.id, order: 3 });
    const already = await createPage(db(), SITE, { idParent: to.id, order: 5 });

    const reply = await admin.move(moved.id, to.id, 0);
    expect(reply.body.data).toMatchObject({ idParent: to.id, order: 1, path: "/arrivee/voyageuse" });
    expect(reply.body.data.children[0].path).toBe("/arrivee/voyageuse/bagage");
    expect(await ordersOf([stay.id, stayAfter.id, moved.id, already.id])).toEqual([1, 2, 1, 2]);
    expect((await admin.redirect("/depart/voyageuse")).body.data).toEqual({
      path: "/arrivee/voyageuse",
      idPage: moved.id,
    });
    expect((await admin.redirect("/depart/voyageuse/bagage/")).body.data.path).toBe(
      "/arrivee/voyageuse/bagage",
    );
    expect((await admin.redirect("/depart/voyageuse/bagage")).body.data.idPage).toBe(child.id);
    // To the root.
    expect((await admin.move(moved.id, null, 0)).body.data.path).toBe("/voyageuse");
    expect((await childrenOf(null))[0]).toBe(moved.id);
  });

  it("refuses a move under the page itself or one of its sub-pages (400), an unknown parent (404)", async () => {
    const top = await createPage(db(), SITE);
    const middle = await createPage(db(), SITE, { idParent: top.id });
    const bottom = await createPage(db(), SITE, { idParent: middle.id });
    for (const idParent of [top.id, bottom.id]) {
      const reply = await admin.move(top.id, idParent, 0);
      expect(reply.status).toBe(400);
      expect(reply.body.data.errors.idParent).toBe(
        "Une page ne peut pas être déplacée sous elle-même ni sous une de ses sous-pages.",
      );
    }
    const foreign = await createPage(db(), SHOP);
    const trashed = await createPage(db(), SITE);
    await admin.trash(trashed.id);
    for (const idParent of [foreign.id, trashed.id]) {
      const reply = await admin.move(top.id, idParent, 0);
      expect([reply.status, reply.body.data.errors.idParent]).toEqual([
        404,
        "La page parente est introuvable.",
      ]);
    }
    expect((await admin.move(foreign.id, null, 0)).status).toBe(404);
    const bad = await admin.move(top.id, null, -1);
    expect([bad.status, bad.body.data.errors.position]).toEqual([400, "La position doit être positive."]);
  });

  it("refuses a move that would put a page at an address of the site's screens", async () => {
    const services = await createPage(db(), SITE, { url: "services", isText: true });
    const page = await createPage(db(), SITE, { url: "plomberie" });
    const reply = await admin.move(page.id, services.id, 0);
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors.idParent).toBe(
      "L'adresse /services/plomberie est réservée par le site : choisissez-en une autre.",
    );
  });

  it("runs two crossing moves one after the other: the tree never loops", async () => {
    const a = await createPage(db(), SITE);
    const b = await createPage(db(), SITE);
    const replies = await Promise.all([admin.move(a.id, b.id, 0), admin.move(b.id, a.id, 0)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const rows = await db().select({ id: pages.id, idParent: pages.idParent }).from(pages);
    const parentOf = (id: number) => rows.find((row) => row.id === id)!.idParent;
    expect(parentOf(a.id) === b.id && parentOf(b.id) === a.id).toBe(false);
  });
});

describe("redirects from former addresses", () => {
  it("collapse chains: A → B then B → C makes A → C", async () => {
    const page = await createPage(db(), SITE, { url: "adresse-a" });
    await admin.update(page.id, { url: "adresse-b" });
    await admin.update(page.id, { url: "adresse-c" });
    for (const from of ["/adresse-a", "/adresse-b"]) {
      expect((await admin.redirect(from)).body.data).toEqual({ path: "/adresse-c", idPage: page.id });
    }
    expect((await admin.redirect("/adresse-c")).status).toBe(404);
  });

  it("move the sub-pages' addresses with their parent's", async () => {
    const parent = await createPage(db(), SITE, { url: "ancien-parent" });
    await createPage(db(), SITE, { idParent: parent.id, url: "enfant-suivi" });
    await admin.update(parent.id, { url: "nouveau-parent" });
    expect((await admin.redirect("/ancien-parent/enfant-suivi")).body.data.path).toBe(
      "/nouveau-parent/enfant-suivi",
    );
  });

  it("give way to a page later created at the old address", async () => {
    const page = await createPage(db(), SITE, { url: "lieu-libere" });
    await admin.update(page.id, { url: "lieu-nouveau" });
    expect((await admin.redirect("/lieu-libere")).status).toBe(200);
    const newcomer = await admin.create({ title: "Arrivée", url: "lieu-libere" });
    expect(newcomer.status).toBe(200);
    const reply = await admin.redirect("/lieu-libere");
    expect([reply.status, reply.body.message]).toEqual([404, "Aucune redirection pour cette adresse."]);
    const stored = await db().select().from(pageRedirects).where(eq(pageRedirects.fromPath, "/lieu-libere"));
    expect(stored).toEqual([]);
  });

  it("lead nowhere while the page is hidden or in the trash, and belong to their site", async () => {
    const page = await createPage(db(), SITE, { url: "cachee-avant" });
    await admin.update(page.id, { url: "cachee-apres", isValid: false });
    expect((await admin.redirect("/cachee-avant")).status).toBe(404);
    await admin.update(page.id, { isValid: true });
    expect((await admin.redirect("/cachee-avant")).status).toBe(200);
    expect((await api.call({ method: "GET", url: "/redirect?path=/cachee-avant", site: SHOP })).status).toBe(
      404,
    );
    await admin.trash(page.id);
    expect((await admin.redirect("/cachee-avant")).status).toBe(404);
  });

  it("refuse a path that is no path, in French", async () => {
    for (const path of ["sans-barre", "", "/a\u0000b"]) {
      const reply = await api.call({ method: "GET", url: `/redirect?path=${encodeURIComponent(path)}` });
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    }
  });

  it("are site content: writing one moves the site's content version", async () => {
    const page = await createPage(db(), SITE);
    const version = async () =>
      (await db().select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, SITE)))[0]!.v;
    const before = await version();
    await db().insert(pageRedirects).values({ siteId: SITE, fromPath: "/version-test", pageId: page.id });
    expect(await version()).toBeGreaterThan(before);
  });
});

describe("the trash", () => {
  it("takes the page and its sub-pages off the site, the menu and the page reads", async () => {
    const parent = await createPage(db(), SITE, {
      title: "À jeter",
      url: "a-jeter",
      layout: { html: "<p>x</p>" },
    });
    const child = await createPage(db(), SITE, { idParent: parent.id, url: "a-jeter-enfant" });
    expect((await api.call({ method: "GET", url: "/page/a-jeter" })).status).toBe(200);

    const reply = await admin.trash(parent.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: parent.id,
      title: "À jeter",
      pageCount: 2,
      parentTitle: null,
    });
    const menu = (await admin.publicTree()).body.data;
    expect(nodeOf(menu, parent.id)).toBeUndefined();
    expect(nodeOf((await admin.tree()).body.data, child.id)).toBeUndefined();
    expect((await api.call({ method: "GET", url: "/page/a-jeter" })).status).toBe(404);
    expect((await api.call({ method: "GET", url: "/page/a-jeter-enfant" })).status).toBe(404);
    expect((await admin.trash(parent.id)).status).toBe(404);

    const trash = (await admin.trashList()).body.data;
    expect(trash[0]).toMatchObject({ id: parent.id, pageCount: 2 });
    expect(trash.map((entry: { id: number }) => entry.id)).not.toContain(child.id);
    expect(await lastAudit("page.trash")).toMatchObject({
      before: { path: "/a-jeter", pages: [parent.id, child.id] },
    });
  });

  it("restores a page under its parent, last of its siblings, with the pages deleted with it", async () => {
    const parent = await createPage(db(), SITE, { title: "Parent restauré" });
    const page = await createPage(db(), SITE, { idParent: parent.id, order: 1 });
    const child = await createPage(db(), SITE, { idParent: page.id });
    const sibling = await createPage(db(), SITE, { idParent: parent.id, order: 2 });
    await admin.trash(page.id);
    expect((await admin.trashList()).body.data[0].parentTitle).toBe("Parent restauré");

    const taken = await admin.restore(child.id);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain("Cette page a été supprimée avec la page");
    const reply = await admin.restore(page.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ idParent: parent.id, order: 3 });
    expect(reply.body.data.children.map((node: { id: number }) => node.id)).toEqual([child.id]);
    expect(await childrenOf(parent.id)).toEqual([sibling.id, page.id]);
    expect((await admin.restore(page.id)).status).toBe(404);
    expect(await lastAudit("page.restore")).toMatchObject({
      after: { idParent: parent.id, pages: [page.id, child.id] },
    });
  });

  it("restores at the root when the parent is gone, and keeps a page deleted on its own when its parent is purged", async () => {
    const parent = await createPage(db(), SITE, { title: "Parent purgé" });
    const early = await createPage(db(), SITE, { idParent: parent.id, title: "Jetée avant" });
    await admin.trash(early.id);
    await admin.trash(parent.id);
    const trashed = (await admin.trashList()).body.data.map((entry: { id: number }) => entry.id);
    expect(trashed.slice(0, 2)).toEqual([parent.id, early.id]);

    const purge = await admin.purge(parent.id);
    expect([purge.status, purge.body.message]).toEqual([200, "Page supprimée définitivement."]);
    expect(await db().select().from(pages).where(eq(pages.id, parent.id))).toEqual([]);
    expect((await admin.trashList()).body.data.map((entry: { id: number }) => entry.id)).toContain(early.id);
    expect(await lastAudit("page.purge")).toMatchObject({
      before: { title: "Parent purgé", pages: [parent.id] },
    });

    const restored = await admin.restore(early.id);
    expect(restored.body.data).toMatchObject({ idParent: null });
    expect((await childrenOf(null)).at(-1)).toBe(early.id);
  });

  it("purges only a page deleted by an administrator, of this site", async () => {
    const live = await createPage(db(), SITE);
    expect((await admin.purge(live.id)).status).toBe(404);
    const foreign = await createPage(db(), SHOP);
    const shopAdmin = pageAdminCalls(api, (await adminToken(api.services, db(), SHOP)).token, SHOP);
    await shopAdmin.trash(foreign.id);
    expect((await admin.purge(foreign.id)).status).toBe(404);
    expect((await admin.restore(foreign.id)).status).toBe(404);
    expect((await admin.trashList()).body.data.map((entry: { id: number }) => entry.id)).not.toContain(
      foreign.id,
    );
    const parent = await createPage(db(), SITE);
    const child = await createPage(db(), SITE, { idParent: parent.id });
    await admin.trash(parent.id);
    const reply = await admin.purge(child.id);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain("supprimez définitivement la page");
  });

  it("refuses a restore that would give a screen two pages", async () => {
    const bound = await admin.create({ title: "Blog", cms: { isCmsPage: false, route: "/blog-conseils" } });
    await admin.trash(bound.body.data.id);
    await admin.create({ title: "Nouveau blog", cms: { isCmsPage: false, route: "/blog-conseils" } });
    const reply = await admin.restore(bound.body.data.id);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe("La page « Nouveau blog » mène déjà à l'écran /blog-conseils.");
  });
});
