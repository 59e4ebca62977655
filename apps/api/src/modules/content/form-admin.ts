import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import { numberedSlug } from "@vitrine/shared/page-address";
import { slugify } from "@vitrine/shared/page-rules";
import type {
  AdminForm,
  AdminFormList,
  AdminSubmission,
  AdminSubmissionList,
  ParsedAdminFormBody,
} from "@vitrine/shared/schemas/admin-forms";
import { and, asc, count, desc, eq, max, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { offsetOf, orderOf, whereFilters } from "../../db/list-query";
import { formSubmissions, forms } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/http";
import { submissionsCsv } from "./submission-csv";

type FormRow = typeof forms.$inferSelect;
type SubmissionRow = typeof formSubmissions.$inferSelect;

const FORM_NOT_FOUND = "Ce formulaire est introuvable.";
const SUBMISSION_NOT_FOUND = "Cette demande est introuvable.";
/** The largest export at once: a form's submissions beyond it are left to a narrower export. */
const CSV_MAX_ROWS = 10_000;

const toAdminForm = (row: FormRow): AdminForm => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  submitLabel: row.submitLabel,
  successMessage: row.successMessage,
  recipientEmail: row.recipientEmail,
  isActive: row.isActive,
  fields: row.fields,
});

const toSubmission = (row: SubmissionRow): AdminSubmission => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  mailed: row.mailedAt !== null,
  values: row.values,
  files: row.files.map((file, index) => ({
    index,
    field: file.field,
    originalName: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
  })),
});

/**
 * The forms as the admin panel builds them, and what visitors sent through them: each change of a
 * form is one transaction with its audit entry (the forms table bumps the site's version, so the
 * public form shows the new fields at once); submissions are read, their files downloaded, the
 * whole exported as CSV.
 */
export class FormAdmin {
  constructor(
    private readonly db: Db,
    /** config.dataDir/uploads, where the submissions' files are kept. */
    private readonly uploadsDir: string,
    /** Called after each change: the site's caches read the new version. */
    private readonly changed: () => void,
  ) {}

  async list(siteId: number, query: ParsedListQuery): Promise<AdminFormList> {
    const where = and(
      eq(forms.siteId, siteId),
      ...whereFilters(query.filters, { name: forms.name, isActive: forms.isActive }),
    );
    const counts = this.db
      .select({
        formId: formSubmissions.formId,
        total: count().as("total"),
        last: max(formSubmissions.createdAt).as("last"),
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.siteId, siteId))
      .groupBy(formSubmissions.formId)
      .as("counts");
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ form: forms, total: counts.total, last: counts.last })
        .from(forms)
        .leftJoin(counts, eq(counts.formId, forms.id))
        .where(where)
        .orderBy(...orderOf(query, { name: forms.name, id: forms.id }, [asc(forms.name), asc(forms.id)]))
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(forms).where(where),
    ]);
    return {
      items: rows.map(({ form, total, last }) => ({
        id: form.id,
        slug: form.slug,
        name: form.name,
        isActive: form.isActive,
        fieldCount: form.fields.length,
        submissionCount: Number(total ?? 0),
        lastSubmissionAt: last ? new Date(last).toISOString() : null,
      })),
      total: totalRow?.total ?? 0,
    };
  }

  async get(siteId: number, id: number): Promise<AdminForm> {
    return toAdminForm(await this.row(this.db, siteId, id));
  }

  async create(siteId: number, body: ParsedAdminFormBody, actor: AuditActor): Promise<AdminForm> {
    const row = await this.write(async (tx) => {
      const taken = new Set(
        (await tx.select({ slug: forms.slug }).from(forms).where(eq(forms.siteId, siteId))).map(
          (r) => r.slug,
        ),
      );
      const slug = numberedSlug(slugify(body.name, 60) || "formulaire", taken);
      const [created] = await tx
        .insert(forms)
        .values({ siteId, slug, ...body })
        .returning();
      await recordAudit(tx, {
        siteId,
        actor,
        action: "form.create",
        entity: "form",
        entityId: created!.id,
        before: null,
        after: toAdminForm(created!),
      });
      return created!;
    });
    return toAdminForm(row);
  }

  async update(siteId: number, id: number, body: ParsedAdminFormBody, actor: AuditActor): Promise<AdminForm> {
    const row = await this.write(async (tx) => {
      const before = await this.row(tx, siteId, id, true);
      const [updated] = await tx.update(forms).set(body).where(eq(forms.id, id)).returning();
      await recordAudit(tx, {
        siteId,
        actor,
        action: "form.update",
        entity: "form",
        entityId: id,
        before: toAdminForm(before),
        after: toAdminForm(updated!),
      });
      return updated!;
    });
    return toAdminForm(row);
  }

  async submissions(siteId: number, formId: number, query: ParsedListQuery): Promise<AdminSubmissionList> {
    await this.row(this.db, siteId, formId);
    const where = this.submissionsOf(siteId, formId);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(formSubmissions)
        .where(where)
        .orderBy(
          ...orderOf(query, { createdAt: formSubmissions.createdAt }, [
            desc(formSubmissions.createdAt),
            desc(formSubmissions.id),
          ]),
        )
        .limit(query.nbItem)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(formSubmissions).where(where),
    ]);
    return { items: rows.map(toSubmission), total: totalRow?.total ?? 0 };
  }

  /** One file of a submission, read from the uploads folder. */
  async file(
    siteId: number,
    formId: number,
    submissionId: number,
    index: number,
  ): Promise<{ name: string; mimeType: string; data: Buffer }> {
    const [row] = await this.db
      .select()
      .from(formSubmissions)
      .where(and(this.submissionsOf(siteId, formId), eq(formSubmissions.id, submissionId)));
    if (!row) throw notFound(SUBMISSION_NOT_FOUND);
    const file = row.files[index];
    if (!file) throw notFound("Ce fichier est introuvable.");
    try {
      return {
        name: file.originalName,
        mimeType: file.mimeType,
        data: await readFile(join(this.uploadsDir, file.path)),
      };
    } catch {
      throw notFound("Ce fichier n'est plus sur le serveur.");
    }
  }

  /** Every submission of the form, newest first, as a CSV for a French spreadsheet. */
  async csv(siteId: number, formId: number): Promise<{ slug: string; csv: string }> {
    const form = await this.row(this.db, siteId, formId);
    const rows = await this.db
      .select()
      .from(formSubmissions)
      .where(this.submissionsOf(siteId, formId))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(CSV_MAX_ROWS);
    return { slug: form.slug, csv: submissionsCsv(form.fields, rows) };
  }

  private submissionsOf(siteId: number, formId: number): SQL | undefined {
    return and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.formId, formId));
  }

  private async row(db: Db, siteId: number, id: number, lock = false): Promise<FormRow> {
    const query = db
      .select()
      .from(forms)
      .where(and(eq(forms.siteId, siteId), eq(forms.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(FORM_NOT_FOUND);
    return row;
  }

  private async write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await this.db.transaction((tx) => work(tx));
      this.changed();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("Un autre formulaire porte déjà cette adresse.");
      throw error;
    }
  }
}
