import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createLogos } from "../../testing/factories/site";
import { mediaCalls, sampleIsoVideo, samplePhoto, sampleSvg } from "../../testing/media";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

/** The five logos: an image of the media library each, with its text alternative. */

let api: TestApi;
let token: string;
let memberToken: string;
let media: ReturnType<typeof mediaCalls>;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  token = (await adminToken(api.services, api.database.db, SITE)).token;
  media = mediaCalls(api, token, SITE);
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const setLogo = (type: string, payload: Record<string, unknown>, as: string = token, site = SITE) =>
  api.call({
    method: "PUT",
    url: `/admin/logo/${type}`,
    site,
    headers: { authorization: `Bearer ${as}` },
    payload,
  });
const removeLogo = (type: string) =>
  api.call({
    method: "DELETE",
    url: `/admin/logo/${type}`,
    site: SITE,
    headers: { authorization: `Bearer ${token}` },
  });

async function logosOf(site = SITE) {
  const info = await api.call({ method: "GET", url: "/site/info", site });
  return info.body.data.logos as { type: string; alt: string; width: number; onlineImage: { url: string } }[];
}

async function upload(filename: string, data: Buffer, alt = "Logo de l'entreprise") {
  const reply = await media.upload({ alt }, { filename, data });
  expect(reply.status).toBe(201);
  return reply.body.data as { id: number; url: string };
}

describe("PUT /admin/logo/{type}", () => {
  it("puts an image of the library in a logo's place, with its alt text; the site shows it and the library knows the use", async () => {
    const image = await upload("logo.png", await samplePhoto(480, 120, "png"));
    const reply = await setLogo("LOGO_DARK_THEME", { idMedia: image.id, alt: "Menuiserie Le Goff" });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      type: "LOGO_DARK_THEME",
      alt: "Menuiserie Le Goff",
      width: 480,
      height: 120,
    });
    const dark = (await logosOf()).find((logo) => logo.type === "LOGO_DARK_THEME")!;
    expect(dark.onlineImage.url).toBe(image.url);
    const usage = await media.usage(image.id);
    expect(JSON.stringify(usage.body.data)).toContain("Logo sur fond sombre");
    expect((await media.remove(image.id)).status).toBe(409);

    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, SITE), eq(auditEntries.entityId, "LOGO_DARK_THEME")));
    expect(entry).toMatchObject({ action: "logo.update", before: null });
  });

  it("replaces a logo the site has, and changes its alt text alone", async () => {
    await createLogos(api.database.db, SITE, "Ancien logo");
    const drawing = await upload("favicon.svg", sampleSvg());
    expect((await setLogo("LOGO_FAVICON", { idMedia: drawing.id, alt: "Icône" })).status).toBe(200);
    const favicon = (await logosOf()).find((logo) => logo.type === "LOGO_FAVICON")!;
    expect(favicon).toMatchObject({ alt: "Icône", onlineImage: { url: drawing.url } });

    const renamed = await setLogo("LOGO_FOOTER", { alt: "Le Goff, menuisier à Vannes" });
    expect(renamed.status).toBe(200);
    expect((await logosOf()).find((logo) => logo.type === "LOGO_FOOTER")).toMatchObject({
      alt: "Le Goff, menuisier à Vannes",
      onlineImage: { url: `/media/${SITE}/logo-footer.svg` },
    });
  });

  it("refuses a video, a missing file, a logo without alt text and an unknown type, in French", async () => {
    const video = await upload("film.mp4", sampleIsoVideo(), "");
    const notImage = await setLogo("LOGO", { idMedia: video.id, alt: "Vidéo" });
    expect(notImage.status).toBe(400);
    expect(notImage.body.data.errors.idMedia).toContain("Un logo est une image");

    expect((await setLogo("LOGO", { idMedia: 999_999, alt: "Absent" })).status).toBe(404);
    const noAlt = await setLogo("LOGO", { idMedia: video.id, alt: "  " });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.data.errors.alt).toBe("Décrivez le logo en quelques mots (texte alternatif).");
    const unknown = await setLogo("LOGO_HEADER", { alt: "x" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("Type de logo inconnu");
    await removeLogo("LOGO_LIGHT_THEME");
    const missing = await setLogo("LOGO_LIGHT_THEME", { alt: "Sans image" });
    expect([missing.status, missing.body.message]).toEqual([
      404,
      "Ce logo n'existe pas encore : choisissez une image.",
    ]);
  });

  it("takes no image of another site's library, and needs an administrator of this site", async () => {
    const theirs = await mediaCalls(
      api,
      (await adminToken(api.services, api.database.db, OTHER)).token,
      OTHER,
    ).upload(
      { alt: "Logo du domaine" },
      { filename: "domaine.png", data: await samplePhoto(200, 80, "png") },
    );
    expect((await setLogo("LOGO", { idMedia: theirs.body.data.id, alt: "Volé" })).status).toBe(404);
    expect((await setLogo("LOGO", { alt: "x" }, memberToken)).status).toBe(403);
    expect((await setLogo("LOGO", { alt: "x" }, token, OTHER)).status).toBe(401);
  });
});

describe("DELETE /admin/logo/{type}", () => {
  it("takes the logo off the site, audited; a second time answers 404", async () => {
    const image = await upload("clair.png", await samplePhoto(300, 90, "png"));
    await setLogo("LOGO_LIGHT_THEME", { idMedia: image.id, alt: "Logo clair" });
    const removed = await removeLogo("LOGO_LIGHT_THEME");
    expect([removed.status, removed.body.message]).toEqual([200, "Logo retiré."]);
    expect((await logosOf()).some((logo) => logo.type === "LOGO_LIGHT_THEME")).toBe(false);
    expect((await media.remove(image.id)).status).toBe(200);
    expect((await removeLogo("LOGO_LIGHT_THEME")).status).toBe(404);
  });
});
