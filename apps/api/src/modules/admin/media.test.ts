import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, logos, pageLayouts, pageLayoutVersions } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createArticle,
  createElement,
  createElementList,
  createService,
} from "../../testing/factories/content";
import { createAward, createProduct } from "../../testing/factories/shop";
import { createComponentConf, createPage, createPopup, setParameters } from "../../testing/factories/site";
import { mediaCalls, sampleIsoVideo, samplePhoto } from "../../testing/media";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";

/** The media library's list, changes, uses and deletion, each site with its own files only. */

let api: TestApi;
let media: ReturnType<typeof mediaCalls>;
let shopMedia: ReturnType<typeof mediaCalls>;
const SITE = MINIMAL_SITES.building.id;
const SHOP = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  media = mediaCalls(api, (await adminToken(api.services, api.database.db, SITE)).token, SITE);
  shopMedia = mediaCalls(api, (await adminToken(api.services, api.database.db, SHOP)).token, SHOP);
});

afterAll(async () => {
  await api.close();
});

const db = () => api.database.db;

/** Uploads a small photo (or a video) and answers the library's record of it. */
async function upload(name: string, calls = media, kind: "IMAGE" | "VIDEO" = "IMAGE") {
  const reply =
    kind === "IMAGE"
      ? await calls.upload(
          { alt: `Photo ${name}`, name },
          { filename: `${name}.jpg`, data: await samplePhoto(400, 300) },
        )
      : await calls.upload({ name }, { filename: `${name}.mp4`, data: sampleIsoVideo() });
  expect(reply.status).toBe(201);
  return reply.body.data as { id: number; url: string; name: string; alt: string };
}

describe("GET /admin/media", () => {
  it("lists the site's files newest first, paged, searched by name and filtered by kind", async () => {
    const first = await upload("facade-ouest");
    const second = await upload("Cuisine Sur Mesure");
    const video = await upload("visite-chantier", media, "VIDEO");
    const elsewhere = await upload("facade-du-domaine", shopMedia);

    const all = await media.list("nbItem=2");
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((m: { id: number }) => m.id)).toEqual([video.id, second.id]);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    const page2 = await media.list("nbItem=2&page=2");
    expect(page2.body.data.items[0].id).toBe(first.id);

    const search = await media.list("name=lk:FACADE");
    expect(search.body.data.items.map((m: { id: number }) => m.id)).toEqual([first.id]);
    const byOriginal = await media.list("name=lk:cuisine sur");
    expect(byOriginal.body.data.items.map((m: { id: number }) => m.id)).toEqual([second.id]);
    const videos = await media.list("kind=VIDEO");
    expect(videos.body.data.items.map((m: { id: number }) => m.id)).toEqual([video.id]);
    const ids = (await media.list("nbItem=100")).body.data.items.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(elsewhere.id);
    const byName = await media.list("orderBy=name&name=lk:a");
    const names = byName.body.data.items.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "variant" })));
  });

  it("refuses an unknown kind, filter, order or page size (400, French)", async () => {
    for (const query of [
      "kind=AUDIO",
      "kind=lk:IMAGE",
      "owner=1",
      "orderBy=alt",
      "nbItem=500",
      "name=gt:a",
    ]) {
      const reply = await media.list(query);
      expect([query, reply.status]).toEqual([query, 400]);
      expectFrenchError(reply.body);
    }
  });
});

describe("PUT /admin/media/{id}", () => {
  it("changes the alt text and the name, and logs both values", async () => {
    const file = await upload("a-renommer");
    const reply = await media.update(file.id, {
      alt: "Salle de bains après travaux",
      name: "Salle de bains",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      alt: "Salle de bains après travaux",
      name: "Salle de bains",
      url: file.url,
    });
    expect((await media.get(file.id)).body.data.name).toBe("Salle de bains");
    const [audit] = await db().select().from(auditEntries).where(eq(auditEntries.action, "media.update"));
    expect(audit).toMatchObject({
      entityId: String(file.id),
      before: { alt: "Photo a-renommer", name: "a-renommer" },
      after: { alt: "Salle de bains après travaux", name: "Salle de bains" },
    });
  });

  it("keeps an image's alt text (400), lets a video go without, and refuses other fields and bad names", async () => {
    const photo = await upload("garde-alt");
    const blank = await media.update(photo.id, { alt: "  " });
    expect([blank.status, blank.body.data.errors.alt]).toEqual([
      400,
      "Décrivez l'image pour les personnes qui ne la voient pas.",
    ]);
    const video = await upload("video-sans-alt", media, "VIDEO");
    expect((await media.update(video.id, { alt: "" })).status).toBe(200);
    for (const body of [
      { url: "/media/1/../x" },
      { name: "" },
      { name: "a\u0007b" },
      { alt: "x".repeat(301) },
    ]) {
      const reply = await media.update(photo.id, body);
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), 400]);
      expectFrenchError(reply.body);
    }
  });

  it("refuses (400) a lone surrogate, half a character the audit log's JSON cannot hold, and keeps the file as it was", async () => {
    const photo = await upload("demi-caractere");
    for (const body of [{ alt: "Cuisine \ud83d" }, { name: "a\udc00b" }]) {
      const reply = await media.update(photo.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body.data.errors).toEqual({
        [Object.keys(body)[0]!]: "Ce champ contient des caractères non autorisés.",
      });
    }
    expect((await media.get(photo.id)).body.data).toMatchObject({
      alt: "Photo demi-caractere",
      name: "demi-caractere",
    });
  });
});

describe("another site's files", () => {
  it("answer 404 to every call, as an unknown id does, and stay untouched", async () => {
    const theirs = await upload("photo-du-domaine", shopMedia);
    for (const reply of [
      await media.get(theirs.id),
      await media.update(theirs.id, { alt: "Volé" }),
      await media.usage(theirs.id),
      await media.remove(theirs.id),
      await media.get(2_000_000_000),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Ce fichier est introuvable dans la médiathèque.");
    }
    expect((await shopMedia.get(theirs.id)).body.data.alt).toBe("Photo photo-du-domaine");
    expect(existsSync(join(api.config.mediaDir, theirs.url.slice("/media/".length)))).toBe(true);
  });
});

describe("GET /admin/media/{id}/usage and DELETE /admin/media/{id}", () => {
  it("finds the file in layouts, logos, parameters, products, awards and content, each named in French", async () => {
    const file = await upload("partout");
    const url = file.url;
    const page = await createPage(db(), SITE, {
      title: "Accueil",
      layout: { html: `<section><img src="${url}?w=640" alt="x"></section>` },
    });
    await db().insert(logos).values({
      siteId: SITE,
      type: "LOGO_FOOTER",
      filename: "f.jpg",
      url,
      alt: "Logo",
      width: 10,
      height: 10,
    });
    await setParameters(db(), SITE, {
      LEGAL_NOTICE: `<p><img src="https://www.batiment-essai.fr${url}"></p>`,
    });
    const service = await createService(db(), SITE, { title: "Isolation", imageUrl: url });
    await createArticle(db(), SITE, {
      title: "Conseils",
      body: `<p>Avant :</p><p><img src="${url}?w=320" alt=""></p>`,
    });
    const list = await createElementList(db(), SITE, { route: "realisations", name: "Réalisations" });
    await createElement(db(), SITE, { listId: list.id, title: "Longère", imageUrl: url });
    await createPopup(db(), SITE, { title: "Promo", content: `<img src='${url}'>` });
    await createComponentConf(db(), SITE, "hero", { background: url });
    const product = await createProduct(db(), SITE, { name: "Coffret", imageUrl: url });
    await createAward(db(), SITE, product.id, { name: "Concours", year: 2024, imageUrl: url });

    const reply = await media.usage(file.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data.url).toBe(url);
    const uses = reply.body.data.uses as {
      type: string;
      id: string;
      label: string;
      adminPath: string | null;
    }[];
    expect(uses).toEqual(
      expect.arrayContaining([
        {
          type: "LAYOUT",
          id: String(page.id),
          label: "Mise en page de la page « Accueil »",
          adminPath: `/admin/pages/${page.id}/editeur`,
        },
        {
          type: "LOGO",
          id: expect.any(String),
          label: "Logo du pied de page",
          adminPath: "/admin/parametres",
        },
        {
          type: "PARAMETER",
          id: "LEGAL_NOTICE",
          label: expect.stringMatching(/^Paramètre « .+ »$/),
          adminPath: "/admin/parametres",
        },
        { type: "SERVICE", id: String(service.id), label: "Service « Isolation »", adminPath: null },
        expect.objectContaining({ type: "BLOG_ARTICLE", label: "Article de blog « Conseils »" }),
        expect.objectContaining({
          type: "ELEMENT",
          label: "Élément « Longère » de la liste « Réalisations »",
        }),
        expect.objectContaining({ type: "POPUP", label: "Fenêtre « Promo »" }),
        expect.objectContaining({ type: "COMPONENT", label: "Réglages du composant « hero »" }),
        expect.objectContaining({ type: "PRODUCT", id: String(product.id), label: "Produit « Coffret »" }),
        expect.objectContaining({
          type: "AWARD",
          label: "Distinction « Concours 2024 » du produit « Coffret »",
        }),
      ]),
    );
    expect(uses).toHaveLength(10);
  });

  it("refuses to delete a file in use (409, the uses named in French), then deletes it once unused, with its copies", async () => {
    const file = await upload("logo-en-service");
    const [logo] = await db()
      .insert(logos)
      .values({
        siteId: SITE,
        type: "LOGO_DARK_THEME",
        filename: "l.jpg",
        url: file.url,
        alt: "Logo",
        width: 1,
        height: 1,
      })
      .returning();
    const refused = await media.remove(file.id);
    expect(refused.status).toBe(409);
    expectFrenchError(refused.body);
    expect(refused.body.message).toBe(
      "Ce fichier ne peut pas être supprimé : il est utilisé par Logo sur fond sombre. Retirez-le de ces endroits, puis supprimez-le.",
    );
    const path = join(api.config.mediaDir, file.url.slice("/media/".length));
    const copy = join(api.config.mediaVariantsDir, "320", file.url.slice("/media/".length));
    expect(existsSync(path) && existsSync(copy)).toBe(true);

    await db().delete(logos).where(eq(logos.id, logo!.id));
    const deleted = await media.remove(file.id);
    expect([deleted.status, deleted.body.message]).toEqual([200, "Fichier supprimé."]);
    expect(existsSync(path) || existsSync(copy)).toBe(false);
    expect((await media.get(file.id)).status).toBe(404);
    const [audit] = await db().select().from(auditEntries).where(eq(auditEntries.action, "media.delete"));
    expect(audit).toMatchObject({
      entityId: String(file.id),
      after: null,
      before: expect.objectContaining({ alt: "Photo logo-en-service" }),
    });
  });

  it("counts an unpublished draft of a layout, not a draft published since", async () => {
    const file = await upload("brouillon");
    const page = await createPage(db(), SITE, { title: "Contact", layout: { html: "<p>Vide</p>" } });
    const [layout] = await db().select().from(pageLayouts).where(eq(pageLayouts.pageId, page.id));
    const version = (kind: "DRAFT" | "PUBLISHED", html: string) => ({
      siteId: SITE,
      pageId: page.id,
      layoutId: layout!.id,
      kind,
      html,
      css: "",
      hash: kind,
      tree: [],
      createdByEmail: "admin@batiment-essai.test",
    });
    await db()
      .insert(pageLayoutVersions)
      .values(version("DRAFT", `<img src="${file.url}" alt="">`));
    expect((await media.usage(file.id)).body.data.uses).toEqual([
      {
        type: "LAYOUT_DRAFT",
        id: String(page.id),
        label: "Brouillon de la mise en page de la page « Contact »",
        adminPath: `/admin/pages/${page.id}/editeur`,
      },
    ]);
    await db().insert(pageLayoutVersions).values(version("PUBLISHED", "<p>Vide</p>"));
    expect((await media.usage(file.id)).body.data.uses).toEqual([]);
  });

  it("does not mistake a longer path for the file's, and lists at most five uses in the message", async () => {
    const file = await upload("prefixe");
    await createService(db(), SITE, {
      title: "Autre",
      imageUrl: `${file.url}.ancien`,
      body: `<img src="${file.url}x">`,
    });
    expect((await media.usage(file.id)).body.data.uses).toEqual([]);
    for (let n = 1; n <= 7; n++)
      await createService(db(), SITE, { title: `Service ${n}`, imageUrl: file.url });
    const refused = await media.remove(file.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Service « Service 5 », et 2 autres.");
  });
});
