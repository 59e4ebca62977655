import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import type { Font, Logo, Parameter } from "@vitrine/shared/schemas/site";
import type { FontBody, LogoType } from "@vitrine/shared/schemas/theme";
import { and, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { fonts, logos, siteParameters } from "../../db/schema/index";
import { toLogo } from "./site-rows";

type LogoRow = typeof logos.$inferSelect;

/** A logo as its audit entries keep it. */
const logoView = (row: LogoRow) => ({ url: row.url, alt: row.alt, externalId: row.externalId });

const parameterColumns = {
  id: siteParameters.id,
  type: siteParameters.type,
  kind: siteParameters.kind,
  label: siteParameters.label,
  value: siteParameters.value,
};

/** A logo's file as the site serves it, and where it comes from (the media library, an upload). */
export interface LogoFile {
  filename: string;
  url: string;
  width: number;
  height: number;
  externalId: string | null;
  externalType: string | null;
}

/**
 * The site's look as the admin panel edits it: parameters changed together, the three fonts and
 * the five logos. Each call is one transaction with an audit entry per thing changed; a value
 * given as it already is changes nothing and is not logged.
 */
export class ThemeAdmin {
  constructor(
    private readonly db: Db,
    /** Called after each change: the site's caches read the new version. */
    private readonly changed: () => void,
  ) {}

  /**
   * Sets the parameters (values already checked), all or none; a key the site lacks is created
   * with its catalogue kind and label. Answers the parameters whose value changed.
   */
  async updateParameters(
    siteId: number,
    values: Partial<Record<ParameterKey, string | null>>,
    actor: AuditActor,
  ): Promise<Parameter[]> {
    const keys = Object.keys(values) as ParameterKey[];
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select(parameterColumns)
        .from(siteParameters)
        .where(and(eq(siteParameters.siteId, siteId), inArray(siteParameters.type, keys)))
        .for("update");
      const written: Parameter[] = [];
      for (const key of keys) {
        const value = values[key] ?? null;
        const before = rows.find((row) => row.type === key);
        if (before && before.value === value) continue;
        const [row] = before
          ? await tx
              .update(siteParameters)
              .set({ value })
              .where(eq(siteParameters.id, before.id))
              .returning(parameterColumns)
          : await tx
              .insert(siteParameters)
              .values({ siteId, type: key, kind: PARAMETERS[key].kind, label: PARAMETERS[key].label, value })
              .returning(parameterColumns);
        const change = { action: "parameter.update", entity: "parameter", entityId: key };
        await recordAudit(tx, { siteId, actor, ...change, before: before?.value ?? null, after: value });
        written.push(row!);
      }
      return written;
    });
    if (updated.length > 0) this.changed();
    return updated;
  }

  /** Sets the fonts given (created when the site has none of that type). */
  async updateFonts(siteId: number, bodies: FontBody[], actor: AuditActor): Promise<Font[]> {
    const saved = await this.db.transaction(async (tx) => {
      const result: Font[] = [];
      for (const body of bodies) {
        const where = and(eq(fonts.siteId, siteId), eq(fonts.type, body.type));
        const [before] = await tx.select().from(fonts).where(where).for("update");
        const { type, ...fields } = body;
        const [row] = before
          ? await tx.update(fonts).set(fields).where(where).returning()
          : await tx
              .insert(fonts)
              .values({ siteId, ...body })
              .returning();
        const { siteId: _, ...font } = row!;
        result.push(font);
        if (before && Object.entries(fields).every(([k, v]) => before[k as keyof typeof fields] === v))
          continue;
        const { siteId: __, id: ___, ...old } = before ?? { siteId, id: 0 };
        const change = { action: "font.update", entity: "font", entityId: type };
        await recordAudit(tx, { siteId, actor, ...change, before: before ? old : null, after: body });
      }
      return result;
    });
    this.changed();
    return saved;
  }

  /** The site's logo of this type, if it has one. */
  async logo(siteId: number, type: LogoType): Promise<Logo | null> {
    const [row] = await this.db
      .select()
      .from(logos)
      .where(and(eq(logos.siteId, siteId), eq(logos.type, type)));
    return row ? toLogo(row) : null;
  }

  /** Puts a file (and its text alternative) in the place of the logo of this type. */
  async setLogo(
    siteId: number,
    type: LogoType,
    file: LogoFile,
    alt: string,
    actor: AuditActor,
  ): Promise<Logo> {
    return this.writeLogo(siteId, type, actor, (tx, before) =>
      before
        ? tx
            .update(logos)
            .set({ ...file, alt })
            .where(eq(logos.id, before.id))
            .returning()
        : tx
            .insert(logos)
            .values({ siteId, type, ...file, alt })
            .returning(),
    );
  }

  /** Changes the text alternative of an existing logo; null when the site has no logo of this type. */
  async setLogoAlt(siteId: number, type: LogoType, alt: string, actor: AuditActor): Promise<Logo | null> {
    if (!(await this.logo(siteId, type))) return null;
    return this.writeLogo(siteId, type, actor, (tx, before) =>
      tx.update(logos).set({ alt }).where(eq(logos.id, before!.id)).returning(),
    );
  }

  /** Takes the logo of this type off the site; false when it has none. */
  async removeLogo(siteId: number, type: LogoType, actor: AuditActor): Promise<boolean> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(logos)
        .where(and(eq(logos.siteId, siteId), eq(logos.type, type)))
        .returning();
      if (!row) return false;
      const change = { action: "logo.remove", entity: "logo", entityId: type };
      await recordAudit(tx, { siteId, actor, ...change, before: logoView(row), after: null });
      return true;
    });
    if (removed) this.changed();
    return removed;
  }

  private async writeLogo(
    siteId: number,
    type: LogoType,
    actor: AuditActor,
    write: (tx: Db, before: LogoRow | undefined) => Promise<LogoRow[]>,
  ): Promise<Logo> {
    const row = await this.db.transaction(async (tx) => {
      const where = and(eq(logos.siteId, siteId), eq(logos.type, type));
      const [before] = await tx.select().from(logos).where(where).for("update");
      const [written] = await write(tx, before);
      const change = { action: "logo.update", entity: "logo", entityId: type };
      const audit = { before: before ? logoView(before) : null, after: logoView(written!) };
      await recordAudit(tx, { siteId, actor, ...change, ...audit });
      return written!;
    });
    this.changed();
    return toLogo(row);
  }
}
