import type { OrderQuote } from "@vitrine/shared/schemas/orders";
import type { Cart } from "@vitrine/shared/schemas/shop";
import { EXPORT_NOTICE } from "@vitrine/shared/shipping/zones";
import { declinationLabel, feesLabel, formatEuros } from "@vitrine/shared/shop-rules";
import type { ReactNode } from "react";
import { CartTotals } from "../shop/CartTotals";

/** The summary's delivery line: the carrier or the pickup, and its price in cents. */
export interface DeliveryLine {
  label: string;
  price: number;
  pickup: boolean;
}

/**
 * The cart beside the steps (below them on phones): lines, discount, delivery, total. An export's
 * amounts are the API's, without VAT (decision 043): its lines' prices with VAT are left out.
 */
export function CheckoutSummary({
  cart,
  shipping,
  quote,
  children,
}: {
  cart: Cart;
  /** Cents of the chosen delivery; null while none is chosen. */
  shipping: DeliveryLine | null;
  /** An export's amounts as the API charges them; null for any other order. */
  quote: OrderQuote | null;
  children?: ReactNode;
}) {
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
            <span className="checkout-summary__price">{formatEuros(chargedTotal(line, quote))}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        cart={cart}
        delivery={{
          label: shipping ? shipping.label : "Livraison",
          value: shipping ? feesLabel(shipping.price, shipping.pickup) : "À choisir",
          price: shipping?.price ?? 0,
        }}
        quote={quote}
      />
      {quote ? <p className="cart-summary__note">{EXPORT_NOTICE}</p> : null}
      {children}
    </aside>
  );
}

/** A cart line's total as the order charges it: the export's quote when there is one, else the cart's. */
function chargedTotal(line: { id: number; lineTotal: number }, quote: OrderQuote | null): number {
  const quoted = quote?.lines.find((entry) => entry.id === line.id);
  return quoted ? quoted.unitPrice * quoted.quantity : line.lineTotal;
}
