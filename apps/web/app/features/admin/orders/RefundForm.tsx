import { refundedUnits, refundValue } from "@vitrine/shared/orders/refund-lines";
import {
  type AdminOrderDetail,
  type AdminOrderLine,
  eurosToCents,
  typedEuros,
} from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Checkbox, Field, FormMessage } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { lineField } from "./refund-request";

/**
 * Gives back part of the order (decisions 024 and 044): bottles per line and shipping fees, their
 * worth shown as they are typed and given back unless a lower amount is typed, « Remettre en
 * stock » for the bottles; or an amount alone. A credit note is issued and a card payment refunded
 * at Stripe. Without JavaScript the server computes the amount left empty.
 */

/** Bottles of a line not given back yet. */
const unitsLeft = (line: AdminOrderLine) => line.quantity - line.refundedQuantity;

/** What the bottles and fees typed are worth (0 while something typed is not a number). */
function itemsWorth(order: AdminOrderDetail, typed: Record<string, string>): number {
  const chosen = order.lines.map((line) => ({
    id: line.id,
    quantity: Number(typed[lineField(line.id)] || 0),
  }));
  if (chosen.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0)) return 0;
  const shipping = typed.shipping?.trim() ? eurosToCents(typed.shipping) : 0;
  if (shipping === null) return 0;
  return refundValue(refundedUnits(order.lines, order.discount, chosen), shipping);
}

export function RefundForm({ order, result }: { order: AdminOrderDetail; result: FormResult | undefined }) {
  const { refund } = order;
  if (refund.refundable === 0) return null;
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-remboursement">
      <h2 id="commande-remboursement">Rembourser une partie</h2>
      <p className="order-panel__muted" id="remboursement-aide">
        Reste à rembourser : {formatEuros(refund.refundable)}.{" "}
        {refund.card
          ? "Le montant est remboursé sur la carte du client."
          : "Un avoir est émis ; le remboursement se fait par vos soins."}
      </p>
      {result?.status === "error" && Object.keys(result.errors).length === 0 ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      {/* Keyed by what is left: once a refund is made, the form comes back empty. */}
      <RefundFields key={refund.refundable} order={order} result={result} />
    </section>
  );
}

function RefundFields({ order, result }: { order: AdminOrderDetail; result: FormResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { refund } = order;
  const kept = (name: string) =>
    typeof result?.values[name] === "string" ? (result.values[name] as string) : "";
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      [...order.lines.map((line) => lineField(line.id)), "shipping", "amount"].map((name) => [
        name,
        kept(name),
      ]),
    ),
  );
  // The amount follows the items' worth until it is typed by hand (lowered: a goodwill adjustment).
  const [amountTyped, setAmountTyped] = useState(kept("amount") !== "");
  const worth = itemsWorth(order, typed);
  // The worth is summed as it is typed: without scripts the server sums it, and the line waits.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const change = (name: string, value: string) => {
    const next = { ...typed, [name]: value };
    if (name === "amount") setAmountTyped(value.trim() !== "");
    else if (!amountTyped) {
      const cents = itemsWorth(order, next);
      next.amount = cents > 0 ? typedEuros(cents) : "";
    }
    setTyped(next);
  };
  const restockDefault = result ? result.values.restock === "on" : refund.restock;
  const lines = order.lines.filter((line) => unitsLeft(line) > 0);
  return (
    <Form method="post" className="refund-form" aria-describedby="remboursement-aide">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="refundable" value={refund.refundable} />
      {lines.length > 0 || refund.shipping > 0 ? (
        <fieldset className="refund-form__items">
          <legend>Bouteilles et frais à rembourser</legend>
          {lines.map((line) => (
            <Field
              key={line.id}
              id={`remboursement-${lineField(line.id)}`}
              name={lineField(line.id)}
              label={line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName}
              type="number"
              inputMode="numeric"
              min={0}
              max={unitsLeft(line)}
              step={1}
              placeholder="0"
              hint={`${unitsLeft(line)} sur ${line.quantity} à rembourser, ${formatEuros(line.unitPrice)} l'unité${order.discount > 0 ? " avant remise" : ""}`}
              value={typed[lineField(line.id)] ?? ""}
              onChange={(event) => change(lineField(line.id), event.target.value)}
              error={result?.errors[lineField(line.id)]}
            />
          ))}
          {refund.shipping > 0 ? (
            <Field
              id="remboursement-frais"
              name="shipping"
              label="Frais de livraison (€)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              hint={`Jusqu'à ${formatEuros(refund.shipping)}.`}
              value={typed.shipping ?? ""}
              onChange={(event) => change("shipping", event.target.value)}
              error={result?.errors.shipping}
            />
          ) : null}
          {scripted ? (
            <p className="refund-form__worth" aria-live="polite">
              Valeur des bouteilles et frais choisis : <strong>{formatEuros(worth)}</strong>
            </p>
          ) : null}
          {refund.restock ? (
            <Checkbox
              id="remboursement-stock"
              name="restock"
              defaultChecked={restockDefault}
              hint="Les bouteilles choisies reviennent dans le stock du produit."
            >
              Remettre en stock
            </Checkbox>
          ) : null}
        </fieldset>
      ) : null}
      <Field
        id="remboursement-montant"
        name="amount"
        label="Montant à rembourser (€)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={worth > 0 ? typedEuros(worth) : undefined}
        hint="Vide : la valeur des bouteilles et frais choisis. Un montant plus bas figure sur l'avoir comme un ajustement."
        value={typed.amount ?? ""}
        onChange={(event) => change("amount", event.target.value)}
        error={result?.errors.amount}
      />
      <Field
        id="remboursement-motif"
        name="reason"
        label="Motif (figure sur l'avoir)"
        maxLength={300}
        defaultValue={kept("reason")}
        error={result?.errors.reason}
      />
      <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
        Rembourser
      </button>
    </Form>
  );
}
