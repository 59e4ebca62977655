import type { OrderAmounts } from "@vitrine/shared/schemas/orders";
import type { Cart } from "@vitrine/shared/schemas/shop";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { plural } from "../content/format";
import { useTotalLabel } from "./total-label";

/**
 * A cart's totals: subtotal, discount, the delivery when told (checkout), the total; an export's
 * as the API quoted them (`quote`, without VAT).
 */
export function CartTotals({
  cart,
  delivery,
  quote,
}: {
  cart: Cart;
  /** The delivery row and the cents it adds to the total. */
  delivery?: { label: string; value: string; price: number };
  quote?: OrderAmounts | null;
}) {
  const totalLabel = useTotalLabel(quote?.vatExempt);
  return (
    <dl className="cart-summary__rows">
      <div>
        <dt>Sous-total ({plural(cart.totalProduct, "article", "articles")})</dt>
        <dd>{formatEuros(quote?.subtotal ?? cart.subtotal)}</dd>
      </div>
      {cart.discount ? (
        <div className="cart-summary__discount">
          <dt>Code {cart.discount.code}</dt>
          {/* A free-shipping code takes nothing off the products: the fees it waives come with the delivery. */}
          <dd>
            {cart.discount.freeShipping
              ? "Livraison offerte"
              : `− ${formatEuros(quote?.discount ?? cart.discount.value)}`}
          </dd>
        </div>
      ) : null}
      {delivery ? (
        <div>
          <dt>{delivery.label}</dt>
          <dd>{delivery.value}</dd>
        </div>
      ) : null}
      <div className="cart-summary__total">
        <dt>{totalLabel}</dt>
        <dd>{formatEuros(quote ? quote.total : cart.total + (delivery?.price ?? 0))}</dd>
      </div>
    </dl>
  );
}

/**
 * The discount code form (the API takes the discount as a code only): the code to type, or the
 * applied code to remove. `action` is the page that answers it; `children` its last message.
 */
export function DiscountCodeForm({
  cart,
  inputId,
  action,
  typed = "",
  children,
}: {
  cart: Cart;
  inputId: string;
  action?: string;
  typed?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="discount-form" preventScrollReset>
      {children}
      {cart.discount ? (
        <>
          <input type="hidden" name="intent" value="remove-discount" />
          <button type="submit" className="link-button">
            Retirer le code {cart.discount.code}
          </button>
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="discount" />
          <label htmlFor={inputId} className="field__label">
            Code promo
          </label>
          <div className="discount-form__row">
            <input
              id={inputId}
              name="discountCode"
              className="field__input"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              defaultValue={typed}
            />
            <button type="submit" className="btn btn--primary">
              Appliquer
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
