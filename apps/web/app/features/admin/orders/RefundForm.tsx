import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Form, useNavigation } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";

/**
 * Gives back part of the order (decision 024): an amount in euros and a reason; a credit note is
 * issued and a card payment refunded at Stripe. The order is refunded once nothing is left.
 */
export function RefundForm({ order, result }: { order: AdminOrderDetail; result: FormResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { refund } = order;
  if (refund.refundable === 0) return null;
  const typed = (name: string) =>
    typeof result?.values[name] === "string" ? (result.values[name] as string) : "";
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-remboursement">
      <h2 id="commande-remboursement">Rembourser une partie</h2>
      <p className="order-panel__muted" id="remboursement-aide">
        Reste à rembourser : {formatEuros(refund.refundable)}.{" "}
        {refund.card
          ? "Le montant est remboursé sur la carte du client."
          : "Un avoir est émis ; le remboursement se fait par vos soins."}
      </p>
      {result?.status === "error" && !result.errors.amount && !result.errors.reason ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      {/* Keyed by what is left: once a refund is made, the form comes back empty. */}
      <Form
        key={refund.refundable}
        method="post"
        className="refund-form"
        aria-describedby="remboursement-aide"
      >
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="refundable" value={refund.refundable} />
        <Field
          id="remboursement-montant"
          name="amount"
          label="Montant à rembourser (€)"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="12,50"
          defaultValue={typed("amount")}
          error={result?.errors.amount}
        />
        <Field
          id="remboursement-motif"
          name="reason"
          label="Motif (figure sur l'avoir)"
          maxLength={300}
          defaultValue={typed("reason")}
          error={result?.errors.reason}
        />
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          Rembourser
        </button>
      </Form>
    </section>
  );
}
