import type { FormField } from "@vitrine/shared/schemas/content";
import type { formSubmissions } from "../../db/schema/index";
import { csvDocument } from "../../lib/csv";

type SubmissionRow = typeof formSubmissions.$inferSelect;

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** A value as the company reads it: choices by their labels, a box checked as « Oui ». */
function shown(field: FormField, value: string | string[] | undefined): string {
  if (value === undefined) return "";
  const label = (v: string) => field.options.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (field.type === "checkbox") return value === "oui" ? "Oui" : "Non";
  return label(value);
}

/**
 * The submissions of a form as CSV: number, date (French time), one column per field of the form
 * as it is now (files by their names), then the values of fields since removed from the form.
 */
export function submissionsCsv(fields: FormField[], rows: SubmissionRow[]): string {
  const known = new Set(fields.map((field) => field.name));
  const former = [...new Set(rows.flatMap((row) => Object.keys(row.values)))].filter(
    (name) => !known.has(name),
  );
  const header = ["N°", "Reçue le", ...fields.map((field) => field.label), ...former];
  const lines = rows.map((row) => [
    row.id,
    PARIS_TIME.format(row.createdAt),
    ...fields.map((field) =>
      field.type === "file"
        ? row.files
            .filter((file) => file.field === field.name)
            .map((file) => file.originalName)
            .join(", ")
        : shown(field, row.values[field.name]),
    ),
    ...former.map((name) => {
      const value = row.values[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? "");
    }),
  ]);
  return csvDocument(header, lines);
}
