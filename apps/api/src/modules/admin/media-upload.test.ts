import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MEDIA_MAX_BYTES } from "@vitrine/shared/schemas/admin-media";
import { hasControlCharacters } from "@vitrine/shared/text-rules";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, sites } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { mediaCalls, sampleIsoVideo, samplePhoto, sampleSvg, sampleWebm } from "../../testing/media";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";

/** POST /admin/media: what is accepted (by content, not by name), the limits, the alt text, the names on disk. */

let api: TestApi;
let media: ReturnType<typeof mediaCalls>;
const SITE = MINIMAL_SITES.building.id;
const STORED = /^\/media\/1\/library\/[0-9a-f-]{36}\.(jpg|png|svg|mp4|m4v|mov)$/;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  media = mediaCalls(api, (await adminToken(api.services, api.database.db, SITE)).token, SITE);
});

afterAll(async () => {
  await api.close();
});

const onDisk = (url: string) => join(api.config.mediaDir, url.slice("/media/".length));
const variantOnDisk = (width: number, url: string) =>
  join(api.config.mediaVariantsDir, String(width), url.slice("/media/".length));
const tmpFiles = () => {
  const dir = join(api.config.dataDir, "tmp", "uploads");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("POST /admin/media: photos", () => {
  it("stores a JPEG under a generated name with its size, alt text and copies at the site's widths, and logs it", async () => {
    const [{ version: before }] = (await api.database.db
      .select({ version: sites.contentVersion })
      .from(sites)
      .where(eq(sites.id, SITE))) as [{ version: number }];
    const photo = await samplePhoto(1600, 900);
    const reply = await media.upload(
      { alt: "Façade rénovée à Vannes", name: "Chantier de Vannes" },
      { filename: "chantier.jpg", data: photo, type: "image/jpeg" },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Fichier ajouté à la médiathèque.");
    const file = reply.body.data;
    expect(file).toMatchObject({
      name: "Chantier de Vannes",
      originalName: "chantier.jpg",
      kind: "IMAGE",
      mimeType: "image/jpeg",
      size: photo.length,
      width: 1600,
      height: 900,
      alt: "Façade rénovée à Vannes",
    });
    expect(file.url).toMatch(STORED);
    expect(readFileSync(onDisk(file.url)).equals(photo)).toBe(true);
    expect(file.variants).toEqual(
      [320, 640, 960, 1280].map((width) => ({ width, url: `${file.url}?w=${width}` })),
    );
    for (const width of [320, 640, 960, 1280]) {
      expect((await sharp(variantOnDisk(width, file.url)).metadata()).width).toBe(width);
    }
    expect(existsSync(variantOnDisk(1920, file.url))).toBe(false);

    const [audit] = await api.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(file.id)));
    expect(audit).toMatchObject({ action: "media.create", entity: "media", before: null });
    expect(audit!.after).toMatchObject({
      url: file.url,
      alt: "Façade rénovée à Vannes",
      originalName: "chantier.jpg",
    });
    const [{ version: after }] = (await api.database.db
      .select({ version: sites.contentVersion })
      .from(sites)
      .where(eq(sites.id, SITE))) as [{ version: number }];
    expect(after).toBeGreaterThan(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("tells the type by the content: a PNG named .jpg and declared as a PDF is stored as the PNG it is", async () => {
    const reply = await media.upload(
      { alt: "Plan du rez-de-chaussée" },
      { filename: "plan.jpg", data: await samplePhoto(200, 100, "png"), type: "application/pdf" },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      mimeType: "image/png",
      name: "plan.jpg",
      width: 200,
      variants: [],
    });
    expect(reply.body.data.url).toMatch(/\.png$/);
  });

  it("refuses text, a web page or an executable named like an image (415, French), and keeps nothing", async () => {
    const fakes = [
      { filename: "photo.jpg", data: Buffer.from("Ceci n'est pas une image.\n"), type: "image/jpeg" },
      {
        filename: "photo.png",
        data: Buffer.from("<html><body><svg></svg><script>alert(1)</script></body></html>"),
      },
      {
        filename: "photo.svg",
        data: Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"),
        type: "image/svg+xml",
      },
      { filename: "clip.mp4", data: sampleWebm(), type: "video/mp4" },
      {
        filename: "photo.webp",
        data: await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
          .webp()
          .toBuffer(),
      },
    ];
    const before = (await media.list()).body.data.total;
    for (const fake of fakes) {
      const reply = await media.upload({ alt: "Texte" }, fake);
      expect([fake.filename, reply.status]).toEqual([fake.filename, 415]);
      expectFrenchError(reply.body);
      expect(reply.body.message).toContain("Formats acceptés : images JPEG, PNG ou SVG");
      expect(reply.body.data.errors.file).toBeTruthy();
    }
    expect((await media.list()).body.data.total).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses a JPEG whose bytes stop after its signature (415)", async () => {
    const broken = Buffer.concat([Buffer.from("ffd8ffe000104a464946000101", "hex"), Buffer.alloc(200)]);
    const reply = await media.upload({ alt: "Photo" }, { filename: "casse.jpg", data: broken });
    expect(reply.status).toBe(415);
    expect(reply.body.message).toBe("Cette image est illisible ou abîmée.");
  });

  it("requires the alt text of an image (400 with the field's French error), and stores nothing", async () => {
    for (const alt of [undefined, "", "   "]) {
      const reply = await media.upload(alt === undefined ? {} : { alt }, {
        filename: "sans-alt.png",
        data: await samplePhoto(50, 50, "png"),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe("Indiquez le texte alternatif de l'image.");
      expect(reply.body.data.errors.alt).toBe("Décrivez l'image pour les personnes qui ne la voient pas.");
    }
    const long = await media.upload(
      { alt: "a".repeat(301) },
      { filename: "x.png", data: await samplePhoto(5, 5, "png") },
    );
    expect(long.status).toBe(400);
    expect(long.body.data.errors.alt).toBe("300 caractères au maximum.");
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses a photo past 10 Mo and a drawing past 1 Mo (413, French)", async () => {
    const big = Buffer.concat([await samplePhoto(20, 20), Buffer.alloc(MEDIA_MAX_BYTES.photo)]);
    const reply = await media.upload({ alt: "Grande" }, { filename: "grande.jpg", data: big });
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe("Cette image dépasse la taille maximale de 10 Mo.");
    const comment = `<!-- ${"x".repeat(MEDIA_MAX_BYTES.svg)} -->`;
    const drawing = await media.upload({ alt: "Dessin" }, { filename: "d.svg", data: sampleSvg(comment) });
    expect(drawing.status).toBe(413);
    expect(drawing.body.message).toBe("Ce dessin SVG dépasse la taille maximale de 1 Mo.");
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses a request without a file, with an empty file, with two files, or that is no multipart", async () => {
    const none = await media.upload({ alt: "Rien" });
    expect([none.status, none.body.data.errors.file]).toEqual([400, "Choisissez un fichier."]);
    const empty = await media.upload({ alt: "Vide" }, { filename: "vide.jpg", data: Buffer.alloc(0) });
    expect([empty.status, empty.body.message]).toEqual([400, "Le fichier est vide."]);
    const photo = await samplePhoto(10, 10, "png");
    const two = await media.upload(
      { alt: "Deux" },
      { filename: "a.png", data: photo },
      { filename: "b.png", data: photo },
    );
    expect([two.status, two.body.message]).toEqual([400, "Envoyez un seul fichier à la fois."]);
    const json = await api.call({
      method: "POST",
      url: "/admin/media",
      site: SITE,
      headers: { authorization: `Bearer ${(await adminToken(api.services, api.database.db, SITE)).token}` },
      payload: { alt: "JSON" },
    });
    expect(json.status).toBe(415);
    expectFrenchError(json.body);
  });
});

describe("POST /admin/media: names on disk", () => {
  it("never lets the sender's name choose where the file goes (.., backslashes, absolute paths, control characters)", async () => {
    const names = [
      "../../../../evil.png",
      "..\\..\\..\\evil.png",
      "/etc/cron.d/evil.png",
      "..%2F..%2Fevil.png",
      "ok\u0000.png\u0007",
      `${"long".repeat(100)}.png`,
    ];
    for (const filename of names) {
      const reply = await media.upload({ alt: "Essai" }, { filename, data: await samplePhoto(8, 8, "png") });
      expect([filename, reply.status]).toEqual([filename, 201]);
      const file = reply.body.data;
      expect(file.url).toMatch(STORED);
      expect(existsSync(onDisk(file.url))).toBe(true);
      expect(file.originalName).not.toMatch(/[/\\]/);
      expect(hasControlCharacters(file.originalName)).toBe(false);
      expect(file.originalName.length).toBeLessThanOrEqual(200);
    }
    const originals = (await media.list("nbItem=100")).body.data.items.map(
      (m: { originalName: string }) => m.originalName,
    );
    expect(originals.filter((name: string) => name === "evil.png")).toHaveLength(3);
    expect(existsSync(join(api.config.mediaDir, "..", "evil.png"))).toBe(false);
    expect(existsSync(join(api.config.dataDir, "..", "evil.png"))).toBe(false);
    expect(readdirSync(join(api.config.mediaDir, "1")).sort()).toEqual(["library"]);
  });
});

describe("POST /admin/media: drawings and videos", () => {
  it("stores an SVG sanitized (no script, handler or outside reference), with its size", async () => {
    const inside =
      '<script>alert(1)</script><rect width="10" height="10" onload="alert(2)"/><image href="https://evil.example/x.png"/><a href="javascript:alert(3)"><circle r="4"/></a>';
    const reply = await media.upload(
      { alt: "Logo" },
      { filename: "logo.svg", data: sampleSvg(inside), type: "image/svg+xml" },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      mimeType: "image/svg+xml",
      width: 120,
      height: 80,
      variants: [],
    });
    const stored = readFileSync(onDisk(reply.body.data.url), "utf8");
    expect(stored).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(stored).not.toMatch(/script|onload|evil\.example|javascript:/);
    expect(stored).toContain("<rect");
  });

  it("accepts MP4, M4V and MOV videos by their content, without alt text, and refuses a text named .mp4", async () => {
    for (const [brand, mime, ext] of [
      ["isom", "video/mp4", "mp4"],
      ["M4V ", "video/x-m4v", "m4v"],
      ["qt  ", "video/quicktime", "mov"],
    ]) {
      const reply = await media.upload({}, { filename: "visite.mp4", data: sampleIsoVideo(brand!) });
      expect([brand, reply.status]).toEqual([brand, 201]);
      expect(reply.body.data).toMatchObject({
        kind: "VIDEO",
        mimeType: mime,
        width: null,
        height: null,
        alt: "",
      });
      expect(reply.body.data.url).toMatch(new RegExp(`\\.${ext}$`));
    }
    const text = await media.upload({}, { filename: "visite.mp4", data: Buffer.from("pas une vidéo") });
    expect(text.status).toBe(415);
  });

  it("takes a video larger than a photo may be (12 Mo), streamed past the API's 1 Mo body limit", async () => {
    const big = sampleIsoVideo("isom", 12 * 1024 * 1024);
    const reply = await media.upload({ name: "Visite du chantier" }, { filename: "visite.mp4", data: big });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ kind: "VIDEO", size: big.length, name: "Visite du chantier" });
    expect(readFileSync(onDisk(reply.body.data.url)).equals(big)).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });
});
