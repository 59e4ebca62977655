import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Form, Link } from "react-router";
import { methodLabel } from "../checkout/payment-methods";
import { formatDate, plural } from "../content/format";
import { ParcelTracking } from "./OrderDelivery";
import { OrderDocuments, OrderHistory } from "./OrderHistory";
import { OrderLineList } from "./OrderLines";
import { confirmationPath } from "./paths";

const DELIVERY_LABELS: Record<OrderDetail["deliveryType"], string> = {
  delivery: "Livraison",
  clickAndCollect: "Retrait sur place",
  no_delivery: "Sans expédition",
};

/** One order of the member's list: its status and history, its lines, documents and « Commander à nouveau ». */
export function AccountOrder({ order, busy }: { order: OrderDetail; busy: boolean }) {
  const titleId = `commande-${order.id}`;
  return (
    <article className="order-card account-order" aria-labelledby={titleId}>
      <header className="account-order__head">
        <h2 id={titleId} className="order-card__title">
          Commande <span className="order-reference">{order.reference}</span>
        </h2>
        <strong className={`order-status__badge order-status__badge--${order.status}`}>
          {order.statusLabel}
        </strong>
      </header>
      <p className="account-order__facts">
        Passée le <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
        {plural(order.itemCount, "article", "articles")} · <strong>{formatEuros(order.total)}</strong>
        <br />
        {methodLabel(order.paymentMethod)} ·{" "}
        {(order.deliveryType === "delivery" ? order.delivery.carrierName : null) ??
          DELIVERY_LABELS[order.deliveryType]}
      </p>
      {order.delivery.tracking ? (
        <ParcelTracking tracking={order.delivery.tracking} reference={order.reference} />
      ) : null}
      <details className="account-order__details">
        <summary>Contenu et suivi de la commande</summary>
        <OrderLineList lines={order.lines} />
        <h3 className="order-card__subtitle">Historique</h3>
        <OrderHistory order={order} />
      </details>
      <OrderDocuments order={order} />
      <div className="account-order__actions">
        <Link to={confirmationPath(order.id)}>
          Voir le détail<span className="visually-hidden"> de la commande {order.reference}</span>
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="reorder" />
          <input type="hidden" name="orderId" value={order.id} />
          <button type="submit" className="btn btn--ghost btn--small" disabled={busy}>
            Commander à nouveau
            <span className="visually-hidden"> les vins de la commande {order.reference}</span>
          </button>
        </Form>
      </div>
    </article>
  );
}
