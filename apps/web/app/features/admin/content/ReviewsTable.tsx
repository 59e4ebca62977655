import { createColumnHelper } from "@tanstack/react-table";
import { type AdminReview, REVIEW_STATE_LABELS } from "@vitrine/shared/schemas/admin-content";
import { Form } from "react-router";
import { ContentTable, type contentFeatures } from "./ContentTable";
import type { ListParams, ListSpec } from "./list-params";

export const BULK_FORM = "avis-lot";
const SOURCES: Record<AdminReview["source"], string> = { GOOGLE: "Google", SITE: "Site" };
const STATE_CLASS: Record<AdminReview["state"], string> = {
  PENDING: "waiting",
  APPROVED: "on",
  REJECTED: "off",
};
const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" });

const helper = createColumnHelper<typeof contentFeatures, AdminReview>();

const columns = helper.columns([
  helper.display({
    id: "select",
    header: () => <span className="visually-hidden">Sélection</span>,
    cell: ({ row }) => (
      <input
        type="checkbox"
        name="ids"
        value={row.original.id}
        form={BULK_FORM}
        aria-label={`Sélectionner l'avis de ${row.original.author}`}
      />
    ),
  }),
  helper.display({
    id: "author",
    header: "Auteur",
    meta: { sort: "auteur" },
    cell: ({ row }) => row.original.author,
  }),
  helper.display({
    id: "rating",
    header: "Note",
    meta: { sort: "note", align: "end" },
    cell: ({ row }) => `${row.original.rating}/5`,
  }),
  helper.display({
    id: "text",
    header: "Avis",
    cell: ({ row }) => <p className="content-review-text">{row.original.text}</p>,
  }),
  helper.display({
    id: "date",
    header: "Date",
    meta: { sort: "date" },
    cell: ({ row }) => (
      <time dateTime={row.original.date}>{day.format(new Date(`${row.original.date}T00:00:00Z`))}</time>
    ),
  }),
  helper.display({ id: "source", header: "Source", cell: ({ row }) => SOURCES[row.original.source] }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (
      <span className={`content-state content-state--${STATE_CLASS[row.original.state]}`}>
        {REVIEW_STATE_LABELS[row.original.state]}
      </span>
    ),
  }),
  helper.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => {
      const { id, author, state } = row.original;
      return (
        <span className="content-row-actions">
          {state !== "APPROVED" ? (
            <button type="submit" form={BULK_FORM} name="row" value={`approve:${id}`} className="admin-btn">
              Approuver<span className="visually-hidden"> l'avis de {author}</span>
            </button>
          ) : null}
          {state !== "REJECTED" ? (
            <button type="submit" form={BULK_FORM} name="row" value={`reject:${id}`} className="admin-btn">
              Masquer<span className="visually-hidden"> l'avis de {author}</span>
            </button>
          ) : null}
        </span>
      );
    },
  }),
]);

/** The reviews with a check box each for the bulk actions, and approve or hide on each row (a pending one: both). */
export function ReviewsTable({
  items,
  spec,
  params,
}: {
  items: AdminReview[];
  spec: ListSpec;
  params: ListParams;
}) {
  return (
    <>
      <Form method="post" id={BULK_FORM} className="content-bulk">
        <label htmlFor="avis-action">Pour les avis sélectionnés :</label>
        <select id="avis-action" name="action" className="field__input" defaultValue="approve">
          <option value="approve">Approuver (publier sur le site)</option>
          <option value="reject">Masquer</option>
          <option value="delete">Supprimer</option>
        </select>
        <button type="submit" className="admin-btn admin-btn--primary">
          Appliquer
        </button>
      </Form>
      <ContentTable caption="Avis des clients" columns={columns} items={items} spec={spec} params={params} />
    </>
  );
}
