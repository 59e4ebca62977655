import type { MediaUse, MediaUseType } from "@vitrine/shared/schemas/admin-media";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Where a site's content names one of its media files: the layouts (HTML, CSS, the editor's
 * project; the published one and an unpublished newest draft), logos, parameters (legal texts,
 * banners…), pages' links, services, articles, news, albums, element lists, products and their
 * awards, popups, components' settings and external apps' public settings. Like the content-version triggers of migration 0005, this knows every
 * table of what a site shows, whichever module writes it; a new table holding media paths is
 * added here.
 *
 * A file is named by its public path (`/media/1/library/….jpg`), alone or inside a longer text:
 * an absolute URL, a srcset, a CSS url(), a JSON value. The path must end there, so that
 * `/media/1/a.svg` does not match `/media/1/a.svg.old`.
 */

const LOGO_LABELS: Record<string, string> = {
  LOGO: "Logo principal",
  LOGO_FOOTER: "Logo du pied de page",
  LOGO_LIGHT_THEME: "Logo sur fond clair",
  LOGO_DARK_THEME: "Logo sur fond sombre",
  LOGO_FAVICON: "Icône du site (favicon)",
};

/** A regular expression (PostgreSQL's) matching the path where it ends. */
export function pathPattern(path: string): string {
  const escaped = path.replace(/[.^$|?*+()[\]{}\\]/g, "\\$&");
  return `${escaped}([^A-Za-z0-9._~%/-]|$)`;
}

interface Row extends Record<string, unknown> {
  type: MediaUseType;
  id: string | number;
  name: string | null;
  extra: string | null;
}

/** One SELECT per kind of place: type, the row's id, its name and a detail for the label. */
function selects(siteId: number, re: string): SQL[] {
  const m = (column: SQL) => sql`coalesce(${column}, '') ~ ${re}`;
  return [
    sql`select 'LAYOUT' as type, p.id::text as id, p.title as name, null as extra
      from page_layouts l join pages p on p.id = l.page_id
      where l.site_id = ${siteId} and p.deleted_at is null
        and (${m(sql`l.html`)} or ${m(sql`l.css`)} or ${m(sql`l.project::text`)})`,
    // The unpublished work of the editor: each layout's newest version, when it is a draft.
    sql`select 'LAYOUT_DRAFT', p.id::text, p.title, null
      from (select distinct on (layout_id) page_id, kind, html, css, project from page_layout_versions
            where site_id = ${siteId} order by layout_id, id desc) v
      join pages p on p.id = v.page_id
      where v.kind = 'DRAFT' and p.deleted_at is null
        and (${m(sql`v.html`)} or ${m(sql`v.css`)} or ${m(sql`v.project::text`)})`,
    sql`select 'LOGO', id::text, type::text, null from logos where site_id = ${siteId} and ${m(sql`url`)}`,
    sql`select 'PARAMETER', type, label, null from site_parameters
      where site_id = ${siteId} and ${m(sql`value`)}`,
    sql`select 'PAGE', id::text, title, null from pages
      where site_id = ${siteId} and deleted_at is null and ${m(sql`link_url`)}`,
    sql`select 'SERVICE', id::text, title, null from services
      where site_id = ${siteId} and (${m(sql`image_url`)} or ${m(sql`body`)})`,
    sql`select 'BLOG_ARTICLE', id::text, title, null from blog_articles
      where site_id = ${siteId} and (${m(sql`cover_url`)} or ${m(sql`body`)})`,
    sql`select 'NEWS', id::text, title, null from news
      where site_id = ${siteId} and (${m(sql`image_url`)} or ${m(sql`body`)})`,
    sql`select distinct 'ALBUM', a.id::text, a.name, null from album_media m join albums a on a.id = m.album_id
      where m.site_id = ${siteId} and (${m(sql`m.url`)} or ${m(sql`m.poster_url`)})`,
    sql`select 'ELEMENT', e.id::text, e.title, l.name from elements e join element_lists l on l.id = e.list_id
      where e.site_id = ${siteId} and (${m(sql`e.image_url`)} or ${m(sql`e.body`)} or ${m(sql`e.summary`)}
        or ${m(sql`e.link_url`)} or ${m(sql`e.facts::text`)})`,
    sql`select 'PRODUCT', id::text, name, null from products
      where site_id = ${siteId} and (${m(sql`image_url`)} or ${m(sql`description`)})`,
    sql`select 'AWARD', a.id::text, a.name || ' ' || a.year, p.name from awards a join products p on p.id = a.product_id
      where a.site_id = ${siteId} and ${m(sql`a.image_url`)}`,
    sql`select 'POPUP', id::text, title, null from popups where site_id = ${siteId} and ${m(sql`content`)}`,
    sql`select 'COMPONENT', id::text, slug, null from component_confs
      where site_id = ${siteId} and ${m(sql`conf::text`)}`,
    sql`select 'EXTERNAL_APP', id::text, app, null from external_app_configs
      where site_id = ${siteId} and ${m(sql`public_config::text`)}`,
  ];
}

/** The use, in French, with the panel's screen where it is changed. */
function describe(row: Row): MediaUse {
  const id = String(row.id);
  const name = row.name ?? "";
  const use = (label: string, adminPath: string | null = null): MediaUse => ({
    type: row.type,
    id,
    label,
    adminPath,
  });
  switch (row.type) {
    case "LAYOUT":
      return use(`Mise en page de la page « ${name} »`, `/admin/pages/${id}/editeur`);
    case "LAYOUT_DRAFT":
      return use(`Brouillon de la mise en page de la page « ${name} »`, `/admin/pages/${id}/editeur`);
    case "LOGO":
      return use(LOGO_LABELS[name] ?? "Logo", "/admin/parametres");
    case "PARAMETER":
      return use(`Paramètre « ${name} »`, "/admin/parametres");
    case "PAGE":
      return use(`Lien de la page « ${name} »`, "/admin/pages");
    case "SERVICE":
      return use(`Service « ${name} »`);
    case "BLOG_ARTICLE":
      return use(`Article de blog « ${name} »`);
    case "NEWS":
      return use(`Actualité « ${name} »`);
    case "ALBUM":
      return use(`Album « ${name} »`);
    case "ELEMENT":
      return use(`Élément « ${name} » de la liste « ${row.extra ?? ""} »`);
    case "PRODUCT":
      return use(`Produit « ${name} »`);
    case "AWARD":
      return use(`Distinction « ${name} » du produit « ${row.extra ?? ""} »`);
    case "POPUP":
      return use(`Fenêtre « ${name} »`);
    case "COMPONENT":
      return use(`Réglages du composant « ${name} »`);
    case "EXTERNAL_APP":
      return use(`Réglages publics de l'application « ${name} »`);
  }
}

/** Every place of the site's content that names `path` (a public path, /media/{siteId}/…). */
export async function findMediaUses(db: Db, siteId: number, path: string): Promise<MediaUse[]> {
  const union = sql.join(selects(siteId, pathPattern(path)), sql` union all `);
  // Both drivers (pg and PGlite) answer the rows under `rows`.
  const result = (await db.execute(union)) as unknown as { rows: Row[] };
  return result.rows.map(describe);
}
