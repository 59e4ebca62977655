import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { Form } from "react-router";
import { FormMessage } from "../account/fields";
import type { CardReturn } from "./PaymentNext";

/**
 * « Annuler ma commande » while the order awaits its payment (POST /order/{id}/cancel): not while
 * a card payment just made is being confirmed by the bank. `error` is the API's refusal in French.
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
  return (
    <Form method="post" className="order-next">
      <input type="hidden" name="intent" value="cancel" />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <p>Vous pouvez annuler votre commande tant que nous n'avons pas reçu son paiement.</p>
      <button type="submit" className="btn btn--ghost">
        Annuler ma commande
      </button>
    </Form>
  );
}
