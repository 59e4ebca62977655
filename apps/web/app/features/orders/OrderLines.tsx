import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { EXPORT_NOTICE } from "@vitrine/shared/shipping/zones";
import { feesLabel, formatEuros } from "@vitrine/shared/shop-rules";
import { plural } from "../content/format";
import { useTotalLabel } from "../shop/total-label";
import { refundedTotal } from "./OrderHistory";

/** What was ordered, as the order keeps it (names and prices of the day), and its totals. */
export function OrderLines({ order, titleId }: { order: OrderDetail; titleId: string }) {
  const totalLabel = useTotalLabel(order.vatExempt);
  const refunded = refundedTotal(order);
  return (
    <section className="order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        Votre commande
      </h2>
      <OrderLineList lines={order.lines} />
      <dl className="cart-summary__rows">
        <div>
          <dt>Sous-total ({plural(order.itemCount, "article", "articles")})</dt>
          <dd>{formatEuros(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="cart-summary__discount">
            <dt>{order.discountCode ? `Code ${order.discountCode}` : "Remise"}</dt>
            <dd>− {formatEuros(order.discount)}</dd>
          </div>
        ) : null}
        {order.deliveryType !== "no_delivery" ? (
          <div>
            <dt>{order.deliveryType === "clickAndCollect" ? "Retrait sur place" : "Livraison"}</dt>
            <dd>{feesLabel(order.shippingFees, order.deliveryType === "clickAndCollect")}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{totalLabel}</dt>
          <dd>{formatEuros(order.total)}</dd>
        </div>
        {refunded > 0 ? (
          <div className="cart-summary__discount">
            <dt>Remboursé</dt>
            <dd>− {formatEuros(refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {order.vatExempt ? <p className="cart-summary__note">{EXPORT_NOTICE}</p> : null}
    </section>
  );
}

/** The lines as sold: name, variations, quantity × unit price, line total. */
export function OrderLineList({ lines }: { lines: OrderDetail["lines"] }) {
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; a deleted wine has no id.
        <li key={index} className="order-lines__line">
          <span className="order-lines__name">
            {line.productName}
            <span className="order-lines__meta">
              {[line.variationLabel, `${line.quantity} × ${formatEuros(line.unitPrice)}`]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
          <span className="order-lines__price">{formatEuros(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}
