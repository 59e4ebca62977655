import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Form, HONEYPOT_FIELD } from "@vitrine/shared/schemas/content";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { formSubmissions, forms, type StoredFile } from "../../db/schema/index";
import { badRequest } from "../../lib/http";
import type { CompanyMail } from "./company-mail";
import {
  cleanFilename,
  extensionOf,
  formatSize,
  type RawValues,
  type SubmissionValues,
  UPLOAD_TYPES,
  type UploadedFile,
  validateSubmission,
} from "./form-validation";

type FormRow = typeof forms.$inferSelect;

/** Forms of a site (contact, quote request…), their submissions, stored files and e-mails. */
export class Forms {
  constructor(
    private readonly db: Db,
    private readonly mail: CompanyMail,
    /** config.dataDir/uploads: outside the code tree, never served as is. */
    private readonly uploadsDir: string,
  ) {}

  /** An active form by numeric id or slug. */
  async find(siteId: number, key: number | string): Promise<FormRow | null> {
    const [row] = await this.db
      .select()
      .from(forms)
      .where(
        and(
          eq(forms.siteId, siteId),
          typeof key === "number" ? eq(forms.id, key) : eq(forms.slug, key),
          eq(forms.isActive, true),
        ),
      );
    return row ?? null;
  }

  toForm(row: FormRow): Form {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      submitLabel: row.submitLabel,
      successMessage: row.successMessage,
      fields: row.fields,
      honeypot: HONEYPOT_FIELD,
    };
  }

  /**
   * Validates, stores the files under uploads/site-N/YYYY/MM/ and the submission, then e-mails the
   * company. Invalid input throws 400 with per-field messages and nothing is written; `accepted`
   * runs once the input is valid, before anything is written (it may refuse: a rate limit).
   */
  async submit(
    siteId: number,
    form: FormRow,
    raw: RawValues,
    files: UploadedFile[],
    accepted: () => Promise<void> = async () => {},
  ): Promise<{ id: number; mailed: boolean; mailError?: unknown }> {
    const { values, errors } = await validateSubmission(form.fields, raw, files);
    if (Object.keys(errors).length > 0) throw badRequest("Certains champs sont invalides.", errors);
    await accepted();

    const now = new Date();
    const folder = join(
      `site-${siteId}`,
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, "0"),
    );
    const stored: StoredFile[] = [];
    try {
      for (const file of files) {
        const ext = extensionOf(file.filename);
        const path = join(folder, `${randomUUID()}.${ext}`);
        await mkdir(dirname(join(this.uploadsDir, path)), { recursive: true, mode: 0o700 });
        await writeFile(join(this.uploadsDir, path), file.data, { mode: 0o600, flag: "wx" });
        stored.push({
          field: file.field,
          originalName: cleanFilename(file.filename),
          path,
          mimeType: UPLOAD_TYPES[ext] ?? file.mimetype,
          size: file.data.length,
        });
      }
    } catch (error) {
      // A submission that could not be stored leaves no orphan file behind.
      await Promise.all(stored.map((f) => rm(join(this.uploadsDir, f.path), { force: true })));
      throw error;
    }
    const id = await this.insert(siteId, form.id, values, stored);
    // The submission is kept even when the e-mail fails: the company finds it in the admin panel.
    try {
      const mailed = await this.mailSubmission(siteId, form, id, values, stored);
      if (mailed) {
        await this.db.update(formSubmissions).set({ mailedAt: new Date() }).where(eq(formSubmissions.id, id));
      }
      return { id, mailed };
    } catch (mailError) {
      return { id, mailed: false, mailError };
    }
  }

  private async insert(siteId: number, formId: number, values: SubmissionValues, files: StoredFile[]) {
    try {
      const [row] = await this.db
        .insert(formSubmissions)
        .values({ siteId, formId, values, files })
        .returning({ id: formSubmissions.id });
      return row!.id;
    } catch (error) {
      await Promise.all(files.map((f) => rm(join(this.uploadsDir, f.path), { force: true })));
      throw error;
    }
  }

  private async mailSubmission(
    siteId: number,
    form: FormRow,
    id: number,
    values: SubmissionValues,
    files: StoredFile[],
  ): Promise<boolean> {
    const lines = [`Nouvelle demande reçue par le formulaire « ${form.name} » (n° ${id}).`, ""];
    let replyTo: string | null = null;
    for (const field of form.fields) {
      if (field.type === "file") continue;
      const value = values[field.name];
      const shown = Array.isArray(value)
        ? value.map((v) => field.options.find((o) => o.value === v)?.label ?? v).join(", ")
        : (field.options.find((o) => o.value === value)?.label ?? value);
      if (field.type === "email" && typeof value === "string" && value) replyTo ??= value;
      // Long labels (consent sentences) are shortened; long texts go on their own lines.
      const label = field.label.length > 60 ? `${field.label.slice(0, 57)}…` : field.label;
      if (field.type === "textarea" && shown) lines.push(`${label} :`, shown, "");
      else lines.push(`${label} : ${shown || "—"}`);
    }
    if (files.length) {
      lines.push("", "Pièces jointes (conservées sur le serveur, consultables depuis l'administration) :");
      for (const file of files) lines.push(`- ${file.originalName} (${formatSize(file.size)})`);
    }
    return this.mail.send(siteId, {
      subject: `${form.name} : nouvelle demande n° ${id}`,
      lines,
      replyTo,
      to: form.recipientEmail,
    });
  }
}
