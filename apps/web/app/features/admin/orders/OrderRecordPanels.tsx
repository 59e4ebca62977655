import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { orderDateTime } from "../../orders/OrderHistory";
import { creditNotePath, invoicePath, packingSlipPath } from "./order-paths";

/** The order's history of moves and refunds, and its documents (invoice, credit notes, packing slip). */

const AUTHORS: Record<AdminOrderDetail["history"][number]["authorRole"], string> = {
  system: "Automatique",
  customer: "Le client",
  admin: "La boutique",
};

/** One step of the timeline: a move of the order's state, or a refund (its credit note). */
interface Step {
  at: string;
  what: string;
  who: string;
  note: string | null;
}

/** The moves and the refunds, in the order they happened. */
function timeline(order: AdminOrderDetail): Step[] {
  const moves = order.history.map((entry) => ({
    at: entry.at,
    what: entry.from === null ? `Commande passée : ${entry.label}` : entry.label,
    who: entry.authorEmail ?? AUTHORS[entry.authorRole],
    note: entry.note || null,
  }));
  const refunds = order.invoices
    .filter((document) => document.kind === "creditNote")
    .map((note) => ({
      at: note.issuedAt,
      what: `Remboursement de ${formatEuros(note.total)} (avoir ${note.number})`,
      who: AUTHORS.admin,
      note: note.reason || null,
    }));
  return [...moves, ...refunds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function HistoryPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-historique">
      <h2 id="commande-historique">Historique</h2>
      <ol className="order-timeline">
        {timeline(order).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
          <li key={index} className="order-timeline__step">
            <p className="order-timeline__what">
              <strong>{step.what}</strong>
            </p>
            <p className="order-timeline__meta">
              <time dateTime={step.at}>{orderDateTime(step.at)}</time> · {step.who}
            </p>
            {step.note ? <p className="order-timeline__note">« {step.note} »</p> : null}
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

export function DocumentsPanel({
  order,
  missingMentions,
}: {
  order: AdminOrderDetail;
  /** The company's legal information still empty, which its invoices should state. */
  missingMentions: readonly ParameterKey[];
}) {
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-documents">
      <h2 id="commande-documents">Documents</h2>
      {missingMentions.length > 0 ? (
        <p className="order-panel__warning">
          {`Informations légales que les factures doivent reprendre, encore vides : ${missingMentions
            .map((key) => PARAMETERS[key].label)
            .join(", ")}. `}
          <Link to="/admin/parametres?groupe=identite">Compléter l'identité de l'entreprise</Link>
        </p>
      ) : null}
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
