import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, services, sites } from "../../db/schema/index";
import { contentAdminCalls, createLibraryImage } from "../../testing/admin-content";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createService } from "../../testing/factories/content";
import { createSite } from "../../testing/factories/site";

/** /admin/service: the services as the panel lists, writes, reorders and deletes them. */

let api: TestApi;
let call: ReturnType<typeof contentAdminCalls>;
let SITE: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ id: SITE } = await createSite(api.database.db, { name: "Services d'essai", isBuilding: true }));
  const { token } = await adminToken(api.services, api.database.db, SITE);
  call = contentAdminCalls(api, token, SITE);
});

afterAll(() => api?.close());

const version = async () =>
  (await api.database.db.select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, SITE)))[0]!.v;

describe("/admin/service", () => {
  it("creates a service: body sanitized, picture from the library, audited, shown on the public list", async () => {
    const image = await createLibraryImage(api.database.db, SITE);
    const before = await version();
    const reply = await call("POST", "/admin/service", {
      title: "Pose de parquet",
      summary: "Chêne massif ou contrecollé.",
      body: '<p onclick="x()">Parquet <script>alert(1)</script><strong>posé</strong></p>',
      imageMediaId: image.id,
      // A tag typed twice, whatever its capitals, is kept once.
      tags: ["sol", "bois", "Sol "],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Service ajouté.");
    const created = reply.body.data;
    expect(created).toMatchObject({ slug: "pose-de-parquet", isActive: true, tags: ["sol", "bois"] });
    expect(created.body).toBe("<p>Parquet <strong>posé</strong></p>");
    expect(created.image).toMatchObject({
      url: `/media/${SITE}/${image.fileName}`,
      alt: image.alt,
      width: 1600,
    });
    expect(await version()).toBeGreaterThan(before);
    const list = await api.call({ method: "GET", url: "/service", site: SITE });
    expect(list.body.data.services.map((s: { title: string }) => s.title)).toContain("Pose de parquet");
    const audit = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, SITE), eq(auditEntries.action, "service.create")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entityId).toBe(String(created.id));
  });

  it("refuses a service without title, a bad slug, an unknown field and a video as picture, in French", async () => {
    const missing = await call("POST", "/admin/service", { title: " ", summary: "", body: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.title).toBe("Indiquez un titre.");
    const slug = await call("POST", "/admin/service", { title: "A", summary: "", body: "", slug: "Pas Bon" });
    expect(slug.status).toBe(400);
    expect(slug.body.data.errors.slug).toMatch(/minuscules/);
    const extra = await call("POST", "/admin/service", { title: "A", summary: "", body: "", price: 3 });
    expect(extra.status).toBe(400);
    const video = await createLibraryImage(api.database.db, SITE, "", "VIDEO");
    const asVideo = await call("POST", "/admin/service", {
      title: "A",
      summary: "",
      body: "",
      imageMediaId: video.id,
    });
    expect(asVideo.status).toBe(400);
    expect(asVideo.body.data.errors.imageMediaId).toBe("Choisissez une image, pas une vidéo.");
    const otherSite = await createLibraryImage(api.database.db, 2);
    const foreign = await call("POST", "/admin/service", {
      title: "A",
      summary: "",
      body: "",
      imageMediaId: otherSite.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors.imageMediaId).toBe("Cette image n'est pas dans la médiathèque du site.");
  });

  it("changes a title, hides a service, refuses a slug taken and an empty change; 404 elsewhere", async () => {
    const service = await createService(api.database.db, SITE, { title: "Menuiserie" });
    const other = await createService(api.database.db, SITE);
    const renamed = await call("PUT", `/admin/service/${service.id}`, { title: "Menuiserie sur mesure" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.title).toBe("Menuiserie sur mesure");
    const shown = await api.call({ method: "GET", url: `/service/${service.id}`, site: SITE });
    expect(shown.body.data.title).toBe("Menuiserie sur mesure");
    const hidden = await call("PUT", `/admin/service/${service.id}`, { isActive: false });
    expect(hidden.body.data.isActive).toBe(false);
    expect((await api.call({ method: "GET", url: `/service/${service.id}`, site: SITE })).status).toBe(404);
    const taken = await call("PUT", `/admin/service/${service.id}`, { slug: other.slug });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors.slug).toMatch(/déjà utilisée/);
    expect((await call("PUT", `/admin/service/${service.id}`, {})).status).toBe(400);
    expect((await call("PUT", "/admin/service/999999", { title: "X" })).status).toBe(404);
    const foreign = await createService(api.database.db, 2);
    expect((await call("PUT", `/admin/service/${foreign.id}`, { title: "X" })).status).toBe(404);
    expect((await call("DELETE", `/admin/service/${foreign.id}`)).status).toBe(404);
  });

  it("reorders every service of the site, and refuses a partial or repeated order", async () => {
    const list = await call("GET", "/admin/service?nbItem=100");
    const ids: number[] = list.body.data.items.map((s: { id: number }) => s.id);
    const reversed = [...ids].reverse();
    const reply = await call("PUT", "/admin/service/order", { ids: reversed });
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((s: { id: number }) => s.id)).toEqual(reversed);
    expect((await call("PUT", "/admin/service/order", { ids: ids.slice(1) })).status).toBe(400);
    expect((await call("PUT", "/admin/service/order", { ids: [...ids, ids[0]] })).status).toBe(400);
    expect((await call("PUT", "/admin/service/order", { ids: [] })).body.data.errors.ids).toBe(
      "Indiquez l'ordre des éléments.",
    );
  });

  it("lists with search, filter and sort, and answers 400 for a wrong list parameter", async () => {
    await createService(api.database.db, SITE, { title: "Charpente traditionnelle", isActive: false });
    const found = await call("GET", "/admin/service?search=charpente");
    expect(found.body.data.items.map((s: { title: string }) => s.title)).toEqual([
      "Charpente traditionnelle",
    ]);
    const hidden = await call("GET", "/admin/service?isActive=false");
    expect(hidden.body.data.items.every((s: { isActive: boolean }) => !s.isActive)).toBe(true);
    const sorted = await call("GET", "/admin/service?orderBy=title&nbItem=100");
    const titles = sorted.body.data.items.map((s: { title: string }) => s.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call("GET", "/admin/service?orderBy=price")).status).toBe(400);
  });

  it("deletes a service, audited with what it was", async () => {
    const service = await createService(api.database.db, SITE, { title: "À supprimer" });
    const reply = await call("DELETE", `/admin/service/${service.id}`);
    expect(reply.status).toBe(200);
    expect(await api.database.db.select().from(services).where(eq(services.id, service.id))).toHaveLength(0);
    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "service.delete"), eq(auditEntries.entityId, String(service.id))));
    expect(entry!.before).toMatchObject({ title: "À supprimer" });
  });

  it("answers 403 to a member", async () => {
    const member = await createMember(api.database.db, SITE);
    const token = await api.services.accounts.sessions.createSession(SITE, member.id);
    expect((await contentAdminCalls(api, token, SITE)("GET", "/admin/service")).status).toBe(403);
  });
});
