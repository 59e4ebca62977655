import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { frenchTime } from "../checkout/opening-summary";
import { formatDate } from "../content/format";
import { orderDocumentPath } from "./paths";

const TIME = new Intl.DateTimeFormat("fr-FR", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Paris",
});

/** « 24 novembre 2026 à 10 h 42 », in Paris whatever the server's zone. */
export const orderDateTime = (iso: string) =>
  `${formatDate(iso)} à ${frenchTime(TIME.format(new Date(iso)))}`;

const BY: Record<OrderDetail["history"][number]["authorRole"], string> = {
  customer: "par vous",
  admin: "par la boutique",
  system: "",
};

/** Each status the order went through and each refund (its credit note), oldest first, with its time. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const steps = [
    ...order.history.map((entry) => ({
      key: `${entry.to}-${entry.at}`,
      label: entry.label,
      at: entry.at,
      by: entry.from !== null ? BY[entry.authorRole] : "",
    })),
    ...order.invoices
      .filter((document) => document.kind === "creditNote")
      .map((note) => ({
        key: note.number,
        label: `Remboursement de ${formatEuros(note.total)} (avoir ${note.number})`,
        at: note.issuedAt,
        by: "",
      })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="order-history">
      {steps.map((step) => (
        <li key={step.key} className="order-history__step">
          <span className="order-history__label">{step.label}</span>{" "}
          <span className="order-history__meta">
            <time dateTime={step.at}>{orderDateTime(step.at)}</time>
            {step.by ? `, ${step.by}` : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Cents given back by the order's credit notes. */
export const refundedTotal = (order: OrderDetail): number =>
  order.invoices
    .filter((document) => document.kind === "creditNote")
    .reduce((sum, note) => sum + note.total, 0);

/** The order's invoice and credit note, once issued: PDF links. */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  if (order.invoices.length === 0) return null;
  return (
    <ul className="order-documents">
      {order.invoices.map((invoice) => (
        <li key={invoice.number}>
          <a href={orderDocumentPath(order.id, invoice.kind, invoice.number)} download>
            {invoice.kind === "invoice" ? "Télécharger la facture" : "Télécharger l'avoir"} {invoice.number}
            <span className="order-documents__meta"> (PDF, {formatEuros(invoice.total)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
