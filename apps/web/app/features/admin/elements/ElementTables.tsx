import { createColumnHelper } from "@tanstack/react-table";
import type { AdminElementSummary, AdminRegistration } from "@vitrine/shared/schemas/admin-elements";
import { Form, Link } from "react-router";
import { shortDateTime } from "../orders/order-labels";
import { PlainTable, type plainFeatures } from "../PlainTable";

/** The element lists' tables (TanStack Table): a list's elements, and an event's registrations. */

export const ELEMENTS_PATH = "/admin/elements";
export const registrationsPath = (id: number) => `${ELEMENTS_PATH}/${id}/inscriptions`;
export const registrationsCsvPath = (id: number) => `${ELEMENTS_PATH}/${id}/inscriptions.csv`;

const elementHelper = createColumnHelper<typeof plainFeatures, AdminElementSummary>();

const elementColumns = elementHelper.columns([
  elementHelper.display({ id: "title", header: "Élément", cell: ({ row }) => row.original.title }),
  elementHelper.display({
    id: "date",
    header: "Date",
    cell: ({ row }) =>
      row.original.startsAt ? (
        <time dateTime={row.original.startsAt}>{shortDateTime(row.original.startsAt)}</time>
      ) : (
        "—"
      ),
  }),
  elementHelper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (row.original.isActive ? "En ligne" : "Hors ligne"),
  }),
  elementHelper.display({
    id: "registrations",
    header: "Inscriptions",
    cell: ({ row }) => {
      const { registrationOpen, registrationCount, registeredSeats, capacity, id, title } = row.original;
      if (!registrationOpen && registrationCount === 0) return "—";
      const seats =
        capacity === null ? `${registeredSeats} places` : `${registeredSeats} / ${capacity} places`;
      return (
        <Link to={registrationsPath(id)}>
          {registrationCount} inscrits ({seats})<span className="visually-hidden"> à « {title} »</span>
        </Link>
      );
    },
  }),
]);

export function ElementsTable({ name, items }: { name: string; items: AdminElementSummary[] }) {
  return <PlainTable caption={`Éléments de la liste ${name}`} columns={elementColumns} items={items} />;
}

const registrationHelper = createColumnHelper<typeof plainFeatures, AdminRegistration>();

const registrationColumns = registrationHelper.columns([
  registrationHelper.display({
    id: "createdAt",
    header: "Inscrit le",
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{shortDateTime(row.original.createdAt)}</time>,
  }),
  registrationHelper.display({
    id: "name",
    header: "Nom",
    cell: ({ row }) => `${row.original.firstname} ${row.original.lastname}`,
  }),
  registrationHelper.display({
    id: "contact",
    header: "Contact",
    cell: ({ row }) => (
      <span className="orders-table__customer">
        <span>{row.original.email}</span>
        {row.original.phone ? <span>{row.original.phone}</span> : null}
      </span>
    ),
  }),
  registrationHelper.display({
    id: "seats",
    header: "Places",
    meta: { align: "end" },
    cell: ({ row }) => row.original.seats,
  }),
  registrationHelper.display({
    id: "message",
    header: "Message",
    cell: ({ row }) => row.original.message ?? "—",
  }),
  registrationHelper.display({
    id: "cancel",
    header: "Action",
    cell: ({ row }) => (
      <Form method="post">
        <input type="hidden" name="registration" value={row.original.id} />
        <button type="submit" className="btn btn--ghost">
          Annuler
          <span className="visually-hidden">
            {" "}
            l'inscription de {row.original.firstname} {row.original.lastname}
          </span>
        </button>
      </Form>
    ),
  }),
]);

export function RegistrationsTable({ items }: { items: AdminRegistration[] }) {
  return (
    <PlainTable
      caption="Inscriptions, les plus récentes d'abord"
      columns={registrationColumns}
      items={items}
    />
  );
}
