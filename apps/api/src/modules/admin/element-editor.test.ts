import { LINK_LEADS_NOWHERE } from "@vitrine/shared/page-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, elements, sites } from "../../db/schema/index";
import { contentAdminCalls, createLibraryImage } from "../../testing/admin-content";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createAlbum, createElement, createElementList } from "../../testing/factories/content";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";

/** The elements of the element lists in the admin panel: list, read, create, change, reorder, delete. */

let api: TestApi;
let call: ReturnType<typeof contentAdminCalls>;
let SITE: number;
let OTHER: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ id: SITE } = await createSite(api.database.db, { name: "Réalisations d'essai", isBuilding: true }));
  ({ id: OTHER } = await createSite(api.database.db, { name: "Autre site" }));
  const { token } = await adminToken(api.services, api.database.db, SITE);
  call = contentAdminCalls(api, token, SITE);
});

afterAll(() => api?.close());

const version = async () =>
  (await api.database.db.select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, SITE)))[0]!.v;
const audits = (action: string) =>
  api.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.siteId, SITE), eq(auditEntries.action, action)));
const publicList = (route: string, site = SITE) =>
  api.call({ method: "GET", url: `/element/${route}?nbItem=50`, site });

describe("/admin/element-list/{id}/element", () => {
  it("adds a project shown on the public list; changed in the panel, the public list changes", async () => {
    const list = await createElementList(api.database.db, SITE, {
      route: "realisations",
      name: "Réalisations",
    });
    const image = await createLibraryImage(api.database.db, SITE, "Maison à ossature bois");
    const album = await createAlbum(api.database.db, SITE);
    const before = await version();
    const created = await call("POST", `/admin/element-list/${list.id}/element`, {
      title: "Maison à Vannes",
      summary: "Extension bois de 40 m².",
      body: '<p>Bardage <script>alert(1)</script><a href="javascript:x()">mélèze</a></p>',
      category: "extension",
      location: "Vannes",
      tags: ["bois"],
      imageMediaId: image.id,
      albumId: album.id,
      facts: [{ label: "Surface", value: "40 m²" }],
    });
    expect(created.status).toBe(201);
    const element = created.body.data;
    expect(element).toMatchObject({
      slug: "maison-a-vannes",
      listId: list.id,
      albumId: album.id,
      isActive: true,
    });
    expect(element.body).not.toMatch(/script|javascript/);
    expect(element.image).toMatchObject({ alt: "Maison à ossature bois", width: 1600, height: 900 });
    expect(await version()).toBeGreaterThan(before);
    const [audit] = await audits("element.create");
    expect(audit).toMatchObject({ entityId: String(element.id), before: null });
    expect(audit!.after).toMatchObject({ title: "Maison à Vannes" });

    const shown = await publicList("realisations");
    expect(shown.body.data.items.map((e: { title: string }) => e.title)).toContain("Maison à Vannes");

    const changed = await call("PUT", `/admin/element/${element.id}`, {
      title: "Maison à Vannes (Morbihan)",
      location: "Vannes 56000",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.slug).toBe("maison-a-vannes");
    const [update] = await audits("element.update");
    expect(update!.before).toEqual({ title: "Maison à Vannes", location: "Vannes" });
    expect(update!.after).toEqual({ title: "Maison à Vannes (Morbihan)", location: "Vannes 56000" });
    const one = await api.call({ method: "GET", url: `/element/realisations/${element.id}`, site: SITE });
    expect(one.body.data).toMatchObject({ title: "Maison à Vannes (Morbihan)", location: "Vannes 56000" });

    const hidden = await call("PUT", `/admin/element/${element.id}`, { isActive: false });
    expect(hidden.body.data.isActive).toBe(false);
    const after = await publicList("realisations");
    expect(after.body.data.items.map((e: { id: number }) => e.id)).not.toContain(element.id);
    const read = await call("GET", `/admin/element/${element.id}`);
    expect(read.body.data).toMatchObject({ title: "Maison à Vannes (Morbihan)", isActive: false });
  });

  it("lists a list's elements, hidden ones too, paged, searched and sorted", async () => {
    const list = await createElementList(api.database.db, SITE);
    const other = await createElementList(api.database.db, SITE);
    for (const [order, title] of [
      [3, "Charpente à Lorient"],
      [1, "Terrasse à Auray"],
      [2, "Escalier à Vannes"],
    ] as const) {
      await createElement(api.database.db, SITE, { listId: list.id, title, order, isActive: order !== 2 });
    }
    await createElement(api.database.db, SITE, { listId: other.id, title: "Ailleurs" });
    const all = await call("GET", `/admin/element-list/${list.id}/element`);
    expect(all.status).toBe(200);
    expect(all.body.data.list).toMatchObject({ id: list.id, route: list.route });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((e: { title: string }) => e.title)).toEqual([
      "Terrasse à Auray",
      "Escalier à Vannes",
      "Charpente à Lorient",
    ]);
    const paged = await call("GET", `/admin/element-list/${list.id}/element?nbItem=2&page=2&orderBy=title`);
    expect(paged.body.data.items.map((e: { title: string }) => e.title)).toEqual(["Terrasse à Auray"]);
    const searched = await call("GET", `/admin/element-list/${list.id}/element?search=vannes`);
    expect(searched.body.data.items.map((e: { title: string }) => e.title)).toEqual(["Escalier à Vannes"]);
    const hidden = await call("GET", `/admin/element-list/${list.id}/element?isActive=false`);
    expect(hidden.body.data.total).toBe(1);
    const badSort = await call("GET", `/admin/element-list/${list.id}/element?orderBy=secret`);
    expect(badSort.status).toBe(400);
    expectFrenchError(badSort.body);
    const unknown = await call("GET", "/admin/element-list/999999/element");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cette liste est introuvable.");
  });

  it("refuses bad input in French, and another site's list, album or picture", async () => {
    const list = await createElementList(api.database.db, SITE);
    const url = `/admin/element-list/${list.id}/element`;
    const missing = await call("POST", url, { title: " " });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.title).toBe("Indiquez un titre.");
    const dates = await call("POST", url, {
      title: "Atelier",
      startsAt: "2030-05-02T10:00:00+02:00",
      endsAt: "2030-05-01T10:00:00+02:00",
    });
    expect(dates.status).toBe(400);
    expect(dates.body.data.errors.endsAt).toBe("La fin ne peut pas précéder le début.");
    for (const payload of [
      { title: "A", capacity: 0 },
      { title: "A", capacity: 2.5 },
      { title: "A", order: -1 },
      { title: "A", linkUrl: "javascript:alert(1)" },
      { title: "A", slug: "Pas Bon" },
      { title: "A", facts: [{ label: "", value: "x" }] },
      { title: "A", startsAt: "demain" },
      { title: "A", secret: true },
    ]) {
      const reply = await call("POST", url, payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expectFrenchError(reply.body);
    }
    // A link to a path where the site shows nothing (news items are checked the same way).
    const nowhere = await call("POST", url, { title: "A", linkUrl: "/page-inexistante" });
    expect([nowhere.status, nowhere.body.data.errors.linkUrl]).toEqual([400, LINK_LEADS_NOWHERE]);
    expect((await call("POST", url, { title: "Contact", linkUrl: "/nous-contacter" })).status).toBe(201);
    const foreignList = await createElementList(api.database.db, OTHER);
    const foreign = await call("POST", `/admin/element-list/${foreignList.id}/element`, { title: "Intrus" });
    expect(foreign.status).toBe(404);
    const foreignAlbum = await createAlbum(api.database.db, OTHER);
    const album = await call("POST", url, { title: "A", albumId: foreignAlbum.id });
    expect(album.status).toBe(400);
    expect(album.body.data.errors.albumId).toBe("Cet album n'existe pas sur ce site.");
    const foreignImage = await createLibraryImage(api.database.db, OTHER);
    const image = await call("POST", url, { title: "A", imageMediaId: foreignImage.id });
    expect(image.status).toBe(400);
    expect(image.body.data.errors.imageMediaId).toBe("Cette image n'est pas dans la médiathèque du site.");
    const first = await call("POST", url, { title: "Même adresse", slug: "meme-adresse" });
    expect(first.status).toBe(201);
    const taken = await call("POST", url, { title: "Autre", slug: "meme-adresse" });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors.slug).toMatch(/déjà utilisée/);
    const again = await call("POST", url, { title: "Même adresse" });
    expect(again.body.data.slug).toBe("meme-adresse-2");
    const elsewhere = await createElementList(api.database.db, SITE);
    const sameSlug = await call("POST", `/admin/element-list/${elsewhere.id}/element`, {
      title: "Même adresse",
    });
    expect(sameSlug.body.data.slug).toBe("meme-adresse");
    expect(await api.database.db.select().from(elements).where(eq(elements.listId, foreignList.id))).toEqual(
      [],
    );
  });
});

describe("/admin/element/{id}", () => {
  it("changes an event's seats, never below the seats taken, and its dates in order", async () => {
    const list = await createElementList(api.database.db, SITE);
    const event = await createElement(api.database.db, SITE, {
      listId: list.id,
      startsAt: new Date("2030-05-01T08:00:00Z"),
      registrationOpen: true,
      capacity: 10,
      registeredSeats: 4,
    });
    const fewer = await call("PUT", `/admin/element/${event.id}`, { capacity: 3 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.data.errors.capacity).toMatch(/4 places sont déjà réservées/);
    const before = await call("PUT", `/admin/element/${event.id}`, { endsAt: "2030-04-30T08:00:00Z" });
    expect(before.status).toBe(400);
    expect(before.body.data.errors.endsAt).toBe("La fin ne peut pas précéder le début.");
    const ok = await call("PUT", `/admin/element/${event.id}`, {
      capacity: 4,
      endsAt: "2030-05-01T12:00:00Z",
      registrationOpen: false,
      body: "<p>Ok<img src=x onerror=alert(1)></p>",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      capacity: 4,
      registrationOpen: false,
      endsAt: "2030-05-01T12:00:00.000Z",
    });
    expect(ok.body.data.body).not.toMatch(/onerror/);
    const empty = await call("PUT", `/admin/element/${event.id}`, {});
    expect(empty.status).toBe(400);
    expectFrenchError(empty.body);
    const unknown = await call("PUT", "/admin/element/999999", { title: "X" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cet élément est introuvable.");
    expect((await call("GET", "/admin/element/999999")).status).toBe(404);
    expect((await call("GET", "/admin/element/abc")).status).toBe(400);
  });

  it("deletes an element (audited, gone from the public list); another site's element is not found", async () => {
    const list = await createElementList(api.database.db, SITE);
    const element = await createElement(api.database.db, SITE, { listId: list.id, title: "À supprimer" });
    const foreignList = await createElementList(api.database.db, OTHER);
    const foreign = await createElement(api.database.db, OTHER, { listId: foreignList.id });
    expect((await call("DELETE", `/admin/element/${foreign.id}`)).status).toBe(404);
    expect((await call("GET", `/admin/element/${foreign.id}`)).status).toBe(404);
    const before = await version();
    const deleted = await call("DELETE", `/admin/element/${element.id}`);
    expect(deleted.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const [audit] = await audits("element.delete");
    expect(audit!.before).toMatchObject({ title: "À supprimer" });
    expect((await publicList(list.route)).body.data.items).toEqual([]);
    expect((await call("DELETE", `/admin/element/${element.id}`)).status).toBe(404);
  });
});

describe("/admin/element-list/{id}/order", () => {
  it("reorders the list's elements as the public list shows them, and refuses a partial order", async () => {
    const list = await createElementList(api.database.db, SITE);
    const a = await createElement(api.database.db, SITE, { listId: list.id, title: "A", order: 1 });
    const b = await createElement(api.database.db, SITE, { listId: list.id, title: "B", order: 2 });
    const c = await createElement(api.database.db, SITE, { listId: list.id, title: "C", order: 3 });
    const url = `/admin/element-list/${list.id}/order`;
    const partial = await call("PUT", url, { ids: [c.id, a.id] });
    expect(partial.status).toBe(400);
    expect(partial.body.data.errors.ids).toMatch(/une seule fois/);
    expect((await call("PUT", url, { ids: [c.id, a.id, a.id] })).status).toBe(400);
    expect((await call("PUT", url, { ids: [] })).status).toBe(400);
    const done = await call("PUT", url, { ids: [c.id, a.id, b.id] });
    expect(done.status).toBe(200);
    expect(done.body.data.map((e: { title: string }) => e.title)).toEqual(["C", "A", "B"]);
    const shown = await publicList(list.route);
    expect(shown.body.data.items.map((e: { title: string }) => e.title)).toEqual(["C", "A", "B"]);
    const [audit] = await audits("element.reorder");
    expect(audit).toMatchObject({ entityId: String(list.id), after: { ids: [c.id, a.id, b.id] } });
    expect((await call("PUT", "/admin/element-list/999999/order", { ids: [a.id] })).status).toBe(404);
  });

  it("is for the site's administrators only", async () => {
    const list = await createElementList(api.database.db, SITE);
    const member = await createMember(api.database.db, SITE);
    const token = await api.services.accounts.sessions.createSession(SITE, member.id);
    const asMember = contentAdminCalls(api, token, SITE);
    expect((await asMember("GET", `/admin/element-list/${list.id}/element`)).status).toBe(403);
    expect(
      (
        await contentAdminCalls(api, null, SITE)("POST", `/admin/element-list/${list.id}/element`, {
          title: "X",
        })
      ).status,
    ).toBe(401);
  });
});
