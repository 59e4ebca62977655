import type { Cart } from "@vitrine/shared/schemas/shop";
import { declinationLabel, formatEuros } from "@vitrine/shared/shop-rules";
import type { ReactNode } from "react";
import { plural } from "../content/format";

/** The cart beside the steps (below them on phones): lines, discount, delivery, total. */
export function CheckoutSummary({
  cart,
  shipping,
  children,
}: {
  cart: Cart;
  /** Cents of the chosen delivery; null while none is chosen. */
  shipping: { label: string; price: number } | null;
  children?: ReactNode;
}) {
  const total = cart.total + (shipping?.price ?? 0);
  return (
    <aside className="checkout-summary cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        Votre panier
      </h2>
      <ul className="checkout-summary__lines">
        {cart.products.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            <span className="checkout-summary__media">
              {line.image ? <img src={line.image.url} alt="" width={48} height={48} loading="lazy" /> : null}
              <span className="checkout-summary__quantity" aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className="checkout-summary__name">
              {line.name}
              <span className="checkout-summary__meta">
                {[declinationLabel(line), `quantité ${line.quantity}`].filter(Boolean).join(" · ")}
              </span>
            </span>
            <span className="checkout-summary__price">{formatEuros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div>
          <dt>Sous-total ({plural(cart.totalProduct, "article", "articles")})</dt>
          <dd>{formatEuros(cart.subtotal)}</dd>
        </div>
        {cart.discount ? (
          <div className="cart-summary__discount">
            <dt>Code {cart.discount.code}</dt>
            <dd>− {formatEuros(cart.discount.value)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{shipping ? shipping.label : "Livraison"}</dt>
          <dd>{shipping ? (shipping.price === 0 ? "Offerte" : formatEuros(shipping.price)) : "À choisir"}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total TTC</dt>
          <dd>{formatEuros(total)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
