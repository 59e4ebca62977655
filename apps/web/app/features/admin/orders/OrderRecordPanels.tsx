import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { orderDateTime } from "../../orders/OrderHistory";
import { creditNotePath, invoicePath, packingSlipPath } from "./order-paths";

/** The order's history of moves and its documents (invoice, credit notes, packing slip). */

const AUTHORS: Record<AdminOrderDetail["history"][number]["authorRole"], string> = {
  system: "Automatique",
  customer: "Le client",
  admin: "La boutique",
};

export function HistoryPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-historique">
      <h2 id="commande-historique">Historique</h2>
      <ol className="order-timeline">
        {order.history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
          <li key={index} className="order-timeline__step">
            <p className="order-timeline__what">
              <strong>{entry.from === null ? `Commande passée : ${entry.label}` : entry.label}</strong>
            </p>
            <p className="order-timeline__meta">
              <time dateTime={entry.at}>{orderDateTime(entry.at)}</time> ·{" "}
              {entry.authorEmail ?? AUTHORS[entry.authorRole]}
            </p>
            {entry.note ? <p className="order-timeline__note">« {entry.note} »</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const CARD_REFUND = {
  done: "remboursé sur la carte",
  pending: "remboursement sur la carte en cours",
} as const;

export function DocumentsPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-documents">
      <h2 id="commande-documents">Documents</h2>
      <ul className="order-documents">
        <li>
          <a href={packingSlipPath(order.id)} download>
            Bon de livraison (PDF)
          </a>
        </li>
        {order.invoices.map((document) => (
          <li key={document.id}>
            <a
              href={
                document.kind === "invoice"
                  ? invoicePath(order.id)
                  : creditNotePath(order.id, document.number)
              }
              download
            >
              {document.kind === "invoice" ? "Facture" : "Avoir"} {document.number} (PDF)
            </a>
            <span className="order-panel__muted">
              {" "}
              · {formatEuros(document.total)}
              {document.reason ? ` · ${document.reason}` : ""}
              {document.cardRefund ? ` · ${CARD_REFUND[document.cardRefund]}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {order.invoices.length === 0 ? (
        <p className="order-panel__muted">La facture est émise quand le paiement est reçu.</p>
      ) : null}
    </section>
  );
}
