import { todayInParis } from "@vitrine/shared/account-rules";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { AdminPopup, AdminPopupList, ParsedAdminPopupBody } from "@vitrine/shared/schemas/admin-popups";
import { and, desc, eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { pagedList, whereFilters } from "../../db/list-query";
import { popups } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";

type PopupRow = typeof popups.$inferSelect;

const NOT_FOUND = "Cette fenêtre est introuvable.";
const DAY_MS = 86_400_000;

/** What a popup's content may hold: editorial markup and links, never scripts, styles nor forms. */
const POPUP_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "img", "span"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

const PARIS_HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The moment a French calendar day begins (midnight in Paris). */
export function parisMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - Number(PARIS_HOUR.format(utcMidnight)) * 3_600_000);
}

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const toAdminPopup = (row: PopupRow): AdminPopup => ({
  id: row.id,
  title: row.title,
  content: row.content,
  startsOn: row.startsAt ? todayInParis(row.startsAt) : null,
  // Stored as the moment after the last day: the day before it.
  endsOn: row.endsAt ? todayInParis(new Date(row.endsAt.getTime() - 1)) : null,
  showOnEveryReload: row.showOnEveryReload,
  hideDurationDays: row.hideDurationDays,
  delaySeconds: row.delaySeconds,
  darkBackground: row.darkBackground,
  isActive: row.isActive,
});

/** The columns of a body: content sanitized, days as the moments they begin and end in France. */
function columnsOf(body: ParsedAdminPopupBody) {
  const content = sanitizeHtml(body.content, POPUP_HTML).trim();
  if (!content) {
    const message = "Le contenu est vide une fois nettoyé : écrivez un texte.";
    throw badRequest(message, { content: message });
  }
  const { startsOn, endsOn, ...rest } = body;
  return {
    ...rest,
    content,
    startsAt: startsOn ? parisMidnight(startsOn) : null,
    endsAt: endsOn ? parisMidnight(dayAfter(endsOn)) : null,
  };
}

/**
 * The site's popups as the admin panel edits them: each change one transaction with its audit
 * entry; the popups table bumps the site's version, so the site opens the new ones at once.
 */
export class PopupAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminPopupList> {
    const where = and(
      eq(popups.siteId, siteId),
      ...whereFilters(query.filters, { title: popups.title, isActive: popups.isActive }),
    );
    const { rows, total } = await pagedList(this.db, popups, where, query, {
      columns: { id: popups.id, title: popups.title },
      fallback: [desc(popups.id)],
    });
    return { items: rows.map(toAdminPopup), total };
  }

  async get(siteId: number, id: number): Promise<AdminPopup> {
    return toAdminPopup(await this.row(this.db, siteId, id));
  }

  async create(siteId: number, body: ParsedAdminPopupBody, actor: AuditActor): Promise<AdminPopup> {
    const values = columnsOf(body);
    const row = await this.write(async (tx) => {
      const [created] = await tx
        .insert(popups)
        .values({ siteId, ...values })
        .returning();
      const after = toAdminPopup(created!);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "popup.create",
        entity: "popup",
        entityId: after.id,
        before: null,
        after,
      });
      return created!;
    });
    return toAdminPopup(row);
  }

  async update(
    siteId: number,
    id: number,
    body: ParsedAdminPopupBody,
    actor: AuditActor,
  ): Promise<AdminPopup> {
    const values = columnsOf(body);
    const row = await this.write(async (tx) => {
      const before = toAdminPopup(await this.row(tx, siteId, id));
      const [updated] = await tx.update(popups).set(values).where(eq(popups.id, id)).returning();
      const after = toAdminPopup(updated!);
      await recordAudit(tx, {
        siteId,
        actor,
        action: "popup.update",
        entity: "popup",
        entityId: id,
        before,
        after,
      });
      return updated!;
    });
    return toAdminPopup(row);
  }

  async remove(siteId: number, id: number, actor: AuditActor): Promise<void> {
    await this.write(async (tx) => {
      const before = toAdminPopup(await this.row(tx, siteId, id));
      await tx.delete(popups).where(eq(popups.id, id));
      await recordAudit(tx, {
        siteId,
        actor,
        action: "popup.delete",
        entity: "popup",
        entityId: id,
        before,
        after: null,
      });
    });
  }

  private async row(db: Db, siteId: number, id: number): Promise<PopupRow> {
    const [row] = await db
      .select()
      .from(popups)
      .where(and(eq(popups.siteId, siteId), eq(popups.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.db.transaction((tx) => work(tx));
    this.changed();
    return result;
  }
}
