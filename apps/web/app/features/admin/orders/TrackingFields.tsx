import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { TRACKING_NUMBER_MAX } from "@vitrine/shared/schemas/order-tracking";
import { Form, useNavigation } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";

/**
 * A parcel's tracking in the panel: the number and the carrier's page, typed with the move to
 * « Expédiée » (sent in its e-mail), and corrected afterwards on a shipped or delivered order.
 */

/** The tracking's two fields, named as the order page's actions read them (`prefix` keeps ids apart). */
export function TrackingFields({
  prefix,
  result,
  initial,
}: {
  prefix: string;
  result: FormResult | undefined;
  initial?: { number: string; url: string | null } | null | undefined;
}) {
  const typed = (name: string, fallback: string) =>
    typeof result?.values[name] === "string" ? (result.values[name] as string) : fallback;
  return (
    <>
      <Field
        id={`${prefix}-numero`}
        name="trackingNumber"
        label="Numéro de suivi (facultatif)"
        maxLength={TRACKING_NUMBER_MAX}
        autoComplete="off"
        spellCheck={false}
        defaultValue={typed("trackingNumber", initial?.number ?? "")}
        error={result?.errors.trackingNumber}
      />
      <Field
        id={`${prefix}-lien`}
        name="trackingUrl"
        type="url"
        inputMode="url"
        label="Lien de suivi chez le transporteur (facultatif)"
        placeholder="https://"
        hint="Vide : la page de suivi du transporteur, si elle est réglée dans Livraison."
        maxLength={500}
        autoComplete="off"
        defaultValue={typed("trackingUrl", initial?.url ?? "")}
        error={result?.errors.trackingUrl}
      />
    </>
  );
}

/** Whether the order is a parcel on its way or arrived, whose tracking may be corrected. */
export const tracksParcel = (order: AdminOrderDetail) =>
  order.deliveryType === "delivery" && (order.status === "shipped" || order.status === "delivered");

/** Corrects a shipped parcel's tracking (no e-mail is sent). */
export function TrackingForm({ order, result }: { order: AdminOrderDetail; result: FormResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  if (!tracksParcel(order)) return null;
  return (
    <Form method="post" className="tracking-form" aria-labelledby="commande-suivi" noValidate>
      <h3 id="commande-suivi" className="tracking-form__title">
        Suivi du colis
      </h3>
      {result?.status === "error" && !result.errors.trackingNumber && !result.errors.trackingUrl ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <input type="hidden" name="intent" value="tracking" />
      <TrackingFields prefix="suivi" result={result} initial={order.delivery.tracking} />
      <p className="order-panel__muted">
        Le client voit le suivi sur sa commande ; aucun e-mail n'est envoyé.
      </p>
      <button type="submit" className="admin-btn" disabled={busy}>
        Enregistrer le suivi
      </button>
    </Form>
  );
}
