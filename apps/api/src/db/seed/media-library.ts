import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { sql } from "drizzle-orm";
import { SEED_MEDIA_DIR } from "../../paths";
import type { Db } from "../client";
import { media } from "../schema/index";

/**
 * The sample sites' own pictures (copied to the media directory by copySeedMedia) as the first
 * files of their media library, each with the alternative text the site's content gives it: the
 * library shows them, says where each is used and refuses to delete them while they are.
 */

/** The size a drawing says it has: its width and height, else its viewBox. */
export function svgSize(markup: string): { width: number | null; height: number | null } {
  const root = /<svg\b[^>]*>/i.exec(markup)?.[0] ?? "";
  const attribute = (name: string) =>
    Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root)?.[1] ?? Number.NaN);
  let width = attribute("width");
  let height = attribute("height");
  const viewBox = /\sviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  if (viewBox && (Number.isNaN(width) || Number.isNaN(height))) {
    width = Number(viewBox[1]);
    height = Number(viewBox[2]);
  }
  return {
    width: Number.isFinite(width) ? Math.round(width) : null,
    height: Number.isFinite(height) ? Math.round(height) : null,
  };
}

/** « pompe-a-chaleur.svg » → « Pompe a chaleur »: an alt text for a picture no content describes. */
const fromName = (file: string) => {
  const words = basename(file)
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The alternative texts the site's content gives its pictures, by public path. */
async function knownAlts(db: Db, siteId: number): Promise<Map<string, string>> {
  const result = (await db.execute(sql`
    select url, alt from logos where site_id = ${siteId}
    union all select url, alt from album_media where site_id = ${siteId}
    union all select image_url, image_alt from services where site_id = ${siteId}
    union all select image_url, image_alt from news where site_id = ${siteId}
    union all select image_url, image_alt from elements where site_id = ${siteId}
    union all select image_url, image_alt from products where site_id = ${siteId}
    union all select image_url, image_alt from awards where site_id = ${siteId}
    union all select cover_url, cover_alt from blog_articles where site_id = ${siteId}
  `)) as unknown as { rows: { url: string | null; alt: string | null }[] };
  const alts = new Map<string, string>();
  for (const { url, alt } of result.rows) {
    if (url && alt && !alts.has(url)) alts.set(url, alt);
  }
  // Pictures placed in the layouts: <img src="/media/…" alt="…">.
  const layouts = (await db.execute(
    sql`select html from page_layouts where site_id = ${siteId}`,
  )) as unknown as { rows: { html: string }[] };
  for (const { html } of layouts.rows) {
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const src = /\ssrc="([^"?#]+)/.exec(tag)?.[1];
      const alt = /\salt="([^"]+)"/.exec(tag)?.[1];
      if (src && alt && !alts.has(src)) alts.set(src, decodeEntities(alt));
    }
  }
  return alts;
}

/**
 * Records the sample pictures of site `from` (by default the site itself) in the site's media
 * library, after its content (for their alt texts). The files are copied by copySeedMedia, or by
 * copyTemplateMedia for a site made from a template.
 */
export async function seedMediaLibrary(db: Db, siteId: number, from = siteId): Promise<void> {
  const dir = join(SEED_MEDIA_DIR, `site-${from}`);
  if (!existsSync(dir)) return;
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".svg"))
    .sort();
  const alts = await knownAlts(db, siteId);
  const rows = files.map((file) => {
    const path = join(dir, file);
    const url = `/media/${siteId}/${file}`;
    return {
      siteId,
      fileName: file,
      originalName: basename(file),
      name: basename(file),
      mimeType: "image/svg+xml",
      kind: "IMAGE" as const,
      size: statSync(path).size,
      ...svgSize(readFileSync(path, "utf8")),
      alt: alts.get(url) ?? fromName(file),
    };
  });
  if (rows.length > 0) await db.insert(media).values(rows);
}
