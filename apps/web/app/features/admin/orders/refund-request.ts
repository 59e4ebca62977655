import type { FieldErrors } from "@vitrine/shared/envelope";
import {
  type AdminOrderRefundBody,
  eurosToCents,
  REFUND_AMOUNT_MESSAGE,
  REFUND_ITEMS_MESSAGE,
} from "@vitrine/shared/schemas/admin-orders";

/**
 * The refund form's fields (decision 044) as the API's body: an amount in euros, or units per line
 * (`quantite-<line id>`), shipping fees in euros and « Remettre en stock ». Read on the server, so
 * that the form works without JavaScript: an amount left empty is what the items are worth.
 */

/** The field of a line's units. */
export const lineField = (id: number) => `quantite-${id}`;

const QUANTITY_MESSAGE = "Indiquez un nombre entier de bouteilles (0 pour aucune).";
const SHIPPING_MESSAGE = "Indiquez les frais à rembourser en euros (par exemple 4,90), ou laissez vide.";

export type RefundRequestResult =
  | { body: AdminOrderRefundBody; errors?: undefined }
  | { errors: FieldErrors };

/** Units typed: a whole number, empty for none; null when it is not one. */
const unitsOf = (typed: string): number | null => {
  const compact = typed.trim();
  if (compact === "") return 0;
  return /^\d{1,6}$/.test(compact) ? Number(compact) : null;
};

/** The body the form asks for, or its errors per field. */
export function refundRequest(
  values: Record<string, string>,
  lineIds: readonly number[],
): RefundRequestResult {
  const errors: FieldErrors = {};
  const lines = lineIds.map((id) => {
    const quantity = unitsOf(values[lineField(id)] ?? "");
    if (quantity === null) errors[lineField(id)] = QUANTITY_MESSAGE;
    return { id, quantity: quantity ?? 0 };
  });
  const typedShipping = (values.shipping ?? "").trim();
  const shipping = typedShipping === "" ? 0 : eurosToCents(typedShipping);
  if (shipping === null) errors.shipping = SHIPPING_MESSAGE;
  const typedAmount = (values.amount ?? "").trim();
  const amount = typedAmount === "" ? undefined : eurosToCents(typedAmount);
  if (amount === null) errors.amount = REFUND_AMOUNT_MESSAGE;
  const chosen = lines.filter((line) => line.quantity > 0);
  const byLine = chosen.length > 0 || (shipping ?? 0) > 0;
  // A wrong quantity or fee is the error to fix: nothing chosen is not one more.
  if (!byLine && amount === undefined && Object.keys(errors).length === 0) {
    errors.amount = lineIds.length > 0 ? REFUND_ITEMS_MESSAGE : REFUND_AMOUNT_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const reason = values.reason ?? "";
  if (!byLine) return { body: { amount: amount!, reason } };
  return {
    body: {
      ...(amount === undefined ? {} : { amount: amount! }),
      reason,
      lines: chosen,
      shipping: shipping!,
      restock: values.restock === "on",
    },
  };
}

/** The API's refusals next to the form's fields: `lines.<i>.…` is the field of the i-th line sent. */
export function refundFieldErrors(errors: FieldErrors, body: AdminOrderRefundBody): FieldErrors {
  const named: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const line = /^lines\.(\d+)\./.exec(field);
    const id = line ? body.lines?.[Number(line[1])]?.id : undefined;
    named[id === undefined ? field : lineField(id)] = message;
  }
  return named;
}
