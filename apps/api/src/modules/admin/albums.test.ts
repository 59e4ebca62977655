import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, media } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createAlbum } from "../../testing/factories/content";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";

/** The albums in the admin panel (/admin/album): pictures from the media library, order, captions. */

let api: TestApi;
let token: string;
let otherToken: string;
let memberToken: string;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;
let n = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token } = await adminToken(api.services, api.database.db, SITE));
  ({ token: otherToken } = await adminToken(api.services, api.database.db, OTHER));
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  as = token,
  site = SITE,
) =>
  api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${as}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A file of a site's media library. */
async function libraryImage(siteId = SITE, alt = "Cuisine rénovée") {
  n += 1;
  const [row] = await api.database.db
    .insert(media)
    .values({
      siteId,
      fileName: `library/photo-${n}.jpg`,
      originalName: `photo-${n}.jpg`,
      name: `Photo ${n}`,
      mimeType: "image/jpeg",
      kind: "IMAGE",
      size: 1000,
      width: 1600,
      height: 900,
      alt,
    })
    .returning();
  return row!;
}

describe("/admin/album", () => {
  it("creates an album, fills it from the media library in order with captions, and the site shows it", async () => {
    const created = await call("POST", "/admin/album", {
      name: "Cuisine à Vannes",
      description: "Rénovation complète.",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "cuisine-a-vannes", pictures: [] });
    const id = created.body.data.id;
    const [first, second] = [await libraryImage(), await libraryImage(SITE, "Plan de travail")];
    const reply = await call("PUT", `/admin/album/${id}/pictures`, {
      pictures: [
        { mediaId: second!.id, caption: "Le plan de travail en chêne" },
        { mediaId: first!.id, caption: "", alt: "Vue d'ensemble" },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.pictures).toMatchObject([
      {
        mediaId: second!.id,
        url: `/media/${SITE}/${second!.fileName}`,
        alt: "Plan de travail",
        caption: "Le plan de travail en chêne",
        width: 1600,
      },
      { mediaId: first!.id, alt: "Vue d'ensemble", caption: "" },
    ]);
    const shown = await api.call({ method: "GET", url: `/album/${id}`, site: SITE });
    // The public album carries each picture's caption (empty when none) for the gallery to show.
    expect(shown.body.data.images.map((i: { alt: string; title: string }) => [i.alt, i.title])).toEqual([
      ["Plan de travail", "Le plan de travail en chêne"],
      ["Vue d'ensemble", ""],
    ]);

    const reordered = await call("PUT", `/admin/album/${id}/pictures`, {
      pictures: [{ mediaId: first!.id }, { mediaId: second!.id }],
    });
    expect(reordered.body.data.pictures.map((p: { mediaId: number }) => p.mediaId)).toEqual([
      first!.id,
      second!.id,
    ]);
    const list = await call("GET", "/admin/album?name=lk:Vannes");
    expect(list.body.data.items).toEqual([
      {
        id,
        slug: "cuisine-a-vannes",
        name: "Cuisine à Vannes",
        pictureCount: 2,
        coverUrl: `/media/${SITE}/${first!.fileName}`,
      },
    ]);
    const actions = await api.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "album"), eq(auditEntries.entityId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(["album.create", "album.pictures", "album.pictures"]);
  });

  it("refuses another site's picture or an unknown one, and bad input, in French", async () => {
    const album = await createAlbum(api.database.db, SITE, { images: 1 });
    const foreign = await libraryImage(OTHER);
    const reply = await call("PUT", `/admin/album/${album.id}/pictures`, {
      pictures: [{ mediaId: foreign.id }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors).toEqual({
      "pictures.0.mediaId": "Cette image n'est pas dans la médiathèque du site.",
    });
    const bad = await call("PUT", `/admin/album/${album.id}/pictures`, { pictures: [{ mediaId: "un" }] });
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
    const noName = await call("POST", "/admin/album", { name: " " });
    expect(noName.body.data.errors).toEqual({ name: "Indiquez le nom de l'album." });
    // The album kept its picture.
    expect((await call("GET", `/admin/album/${album.id}`)).body.data.pictures).toHaveLength(1);
  });

  it("renames and deletes; another site's album is a 404, a member is refused", async () => {
    const album = await createAlbum(api.database.db, SITE, { images: 2 });
    const renamed = await call("PUT", `/admin/album/${album.id}`, {
      name: "Salle de bains",
      description: null,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Salle de bains", description: null });
    expect((await call("GET", `/admin/album/${album.id}`, undefined, otherToken, OTHER)).status).toBe(404);
    expect((await call("DELETE", `/admin/album/${album.id}`, undefined, otherToken, OTHER)).status).toBe(404);
    expect((await call("GET", "/admin/album", undefined, memberToken)).status).toBe(403);
    expect((await call("DELETE", `/admin/album/${album.id}`)).status).toBe(200);
    expect((await call("GET", `/admin/album/${album.id}`)).status).toBe(404);
    expect((await api.call({ method: "GET", url: `/album/${album.id}`, site: SITE })).status).toBe(404);
  });
});
