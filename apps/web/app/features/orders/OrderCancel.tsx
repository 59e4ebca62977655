import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { Form, Link, useLocation } from "react-router";
import { FormMessage } from "../account/fields";
import type { CardReturn } from "./PaymentNext";

/** The address's parameter that asks « Annuler ma commande ? » (also without JavaScript). */
export const CANCEL_PARAM = "annuler";

/**
 * « Annuler ma commande » while the order awaits its payment (POST /order/{id}/cancel): not while
 * a card payment just made is being confirmed by the bank. The link asks first, in the page
 * (`?annuler=1`): a tap by mistake cancels nothing. `error` is the API's refusal in French.
 */
export function OrderCancel({
  order,
  cardReturn,
  error,
}: {
  order: OrderDetail;
  cardReturn: CardReturn;
  error: string | null;
}) {
  const confirming =
    order.paymentMethod === "CARD" && (cardReturn === "succeeded" || cardReturn === "processing");
  if (order.status !== "awaitingPayment" || confirming) {
    return error ? <FormMessage kind="error">{error}</FormMessage> : null;
  }
  return <CancelChoice reference={order.reference} error={error} />;
}

function CancelChoice({ reference, error }: { reference: string; error: string | null }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const asking = params.get(CANCEL_PARAM) === "1";
  params.delete(CANCEL_PARAM);
  const rest = params.toString();
  const kept = rest ? `${pathname}?${rest}` : pathname;
  params.set(CANCEL_PARAM, "1");
  if (!asking) {
    return (
      <div className="order-next">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <p>Vous pouvez annuler votre commande tant que nous n'avons pas reçu son paiement.</p>
        <Link to={`${pathname}?${params}`} className="btn btn--ghost" preventScrollReset>
          Annuler ma commande
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" action={kept} className="order-next order-next--confirm">
      <input type="hidden" name="intent" value="cancel" />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <p>
        <strong>Annuler la commande {reference} ?</strong> Vous ne pourrez plus la payer.
      </p>
      <div className="order-next__buttons">
        <button type="submit" className="btn btn--primary">
          Oui, annuler ma commande
        </button>
        <Link to={kept} className="btn btn--ghost" preventScrollReset>
          Garder ma commande
        </Link>
      </div>
    </Form>
  );
}
