import { createColumnHelper } from "@tanstack/react-table";
import { formatBytes } from "@vitrine/shared/file-size";
import type { AdminSubmission } from "@vitrine/shared/schemas/admin-forms";
import type { FormField } from "@vitrine/shared/schemas/content";
import { useMemo } from "react";
import { shortDateTime } from "../orders/order-labels";
import { PlainTable, type plainFeatures } from "../PlainTable";
import { submissionFilePath } from "./form-paths";

/**
 * A form's submissions as a table (TanStack Table, newest first from the server): the date, then
 * one column per field of the form as it is now; a file field lists its files to download.
 */

const helper = createColumnHelper<typeof plainFeatures, AdminSubmission>();

/** A value as the company reads it: choices by their labels, a checked box as « Oui ». */
function shown(field: FormField, value: string | string[] | undefined): string {
  if (value === undefined || value === "") return "—";
  const label = (v: string) => field.options.find((option) => option.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.length ? value.map(label).join(", ") : "—";
  if (field.type === "checkbox") return value === "oui" ? "Oui" : "Non";
  return label(value);
}

function columnsOf(formId: number, fields: FormField[]) {
  return helper.columns([
    helper.display({
      id: "createdAt",
      header: "Reçue le",
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>{shortDateTime(row.original.createdAt)}</time>
      ),
    }),
    ...fields.map((field) =>
      helper.display({
        id: `champ-${field.name}`,
        header: field.label.length > 40 ? `${field.label.slice(0, 37)}…` : field.label,
        cell: ({ row }) => {
          if (field.type !== "file")
            return <span className="submission-value">{shown(field, row.original.values[field.name])}</span>;
          const files = row.original.files.filter((file) => file.field === field.name);
          if (files.length === 0) return "—";
          return (
            <ul className="submission-files">
              {files.map((file) => (
                <li key={file.index}>
                  <a href={submissionFilePath(formId, row.original.id, file.index)} download>
                    {file.originalName}
                  </a>{" "}
                  ({formatBytes(file.size)})
                </li>
              ))}
            </ul>
          );
        },
      }),
    ),
  ]);
}

export function SubmissionsTable({
  formId,
  fields,
  items,
}: {
  formId: number;
  fields: FormField[];
  items: AdminSubmission[];
}) {
  const columns = useMemo(() => columnsOf(formId, fields), [formId, fields]);
  return (
    <PlainTable
      caption="Demandes reçues, les plus récentes d'abord"
      columns={columns}
      items={items}
      className="submissions-table"
    />
  );
}
