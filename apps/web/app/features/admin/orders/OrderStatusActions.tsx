import { ORDER_STATUS_LABELS, type OrderStatus } from "@vitrine/shared/orders/lifecycle";
import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Form, Link, useNavigation } from "react-router";
import type { FormResult } from "../../forms/form-result";
import { ConfirmDialog } from "../../modal/ConfirmDialog";
import { CONFIRM_PARAM, orderPath } from "./order-paths";
import { TrackingFields } from "./TrackingFields";

/**
 * The moves the lifecycle allows now, one button each (the customer is e-mailed). Cancelling and
 * refunding are asked again in a dialog (`?confirmer=`, also without JavaScript); a note goes in
 * the history.
 */

/** Moves that cannot be taken back: asked again first. */
const ASKED_AGAIN: readonly OrderStatus[] = ["cancelled", "refunded"];

const buttonLabel = (status: OrderStatus) => `Passer à « ${ORDER_STATUS_LABELS[status]} »`;

function NoteField({ id, result }: { id: string; result: FormResult | undefined }) {
  const error = result?.errors.note;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        Note pour l'historique (facultative)
      </label>
      <textarea
        id={id}
        name="note"
        className="field__input"
        rows={2}
        maxLength={1000}
        defaultValue={typeof result?.values.note === "string" ? result.values.note : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-erreur`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface StatusActionsProps {
  order: AdminOrderDetail;
  /** The state whose move is asked again (`?confirmer=`), if any. */
  confirming: OrderStatus | null;
  result: FormResult | undefined;
}

export function OrderStatusActions({ order, confirming, result }: StatusActionsProps) {
  const busy = useNavigation().state === "submitting";
  const asked = confirming && order.nextStatuses.includes(confirming) ? confirming : null;
  const direct = order.nextStatuses.filter((status) => !ASKED_AGAIN.includes(status));
  const again = order.nextStatuses.filter((status) => ASKED_AGAIN.includes(status));
  if (order.nextStatuses.length === 0) {
    return (
      <section className="admin-card order-panel" aria-labelledby="commande-etat">
        <h2 id="commande-etat">Changer l'état</h2>
        <p>Cette commande est « {order.statusLabel} » : son état ne change plus.</p>
      </section>
    );
  }
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-etat">
      <h2 id="commande-etat">Changer l'état</h2>
      <p className="order-panel__muted" id="commande-etat-aide">
        Le client est prévenu par e-mail à chaque changement d'état.
      </p>
      {direct.length > 0 ? (
        <Form method="post" className="order-status-form" aria-describedby="commande-etat-aide" noValidate>
          <input type="hidden" name="intent" value="status" />
          {asked ? null : (
            <NoteField id="commande-note" result={result?.form === "status" ? result : undefined} />
          )}
          {direct.includes("shipped") && order.deliveryType === "delivery" && !asked ? (
            <fieldset className="order-status-form__tracking">
              <legend>Avec « {ORDER_STATUS_LABELS.shipped} » : le suivi du colis, envoyé au client</legend>
              <TrackingFields prefix="expedition" result={result?.form === "status" ? result : undefined} />
            </fieldset>
          ) : null}
          <div className="order-status-form__buttons">
            {direct.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className="admin-btn admin-btn--primary"
                disabled={busy}
              >
                {buttonLabel(status)}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      {again.length > 0 ? (
        <div className="order-status-form__buttons">
          {again.map((status) => (
            <Link
              key={status}
              to={`${orderPath(order.id)}?${CONFIRM_PARAM}=${status}`}
              className="admin-btn admin-btn--danger"
              preventScrollReset
            >
              {status === "cancelled" ? "Annuler la commande" : "Rembourser toute la commande"}
            </Link>
          ))}
        </div>
      ) : null}
      {asked ? <ConfirmMove order={order} status={asked} result={result} busy={busy} /> : null}
    </section>
  );
}

function ConfirmMove({
  order,
  status,
  result,
  busy,
}: {
  order: AdminOrderDetail;
  status: OrderStatus;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const formId = "commande-confirmer";
  const left = order.refund.refundable;
  return (
    <ConfirmDialog
      title={status === "cancelled" ? "Annuler cette commande ?" : "Rembourser toute la commande ?"}
      cancelTo={orderPath(order.id)}
      confirm={
        <button type="submit" form={formId} className="admin-btn admin-btn--danger" disabled={busy}>
          {status === "cancelled" ? "Annuler la commande" : `Rembourser ${formatEuros(left)}`}
        </button>
      }
    >
      <p>
        {status === "cancelled"
          ? "Le stock est remis en vente et le client est prévenu par e-mail. Cette commande ne pourra plus être payée."
          : `Un avoir de ${formatEuros(left)} est émis${order.refund.card ? ", la carte du client est remboursée" : ""}, le stock est remis en vente et le client est prévenu par e-mail.`}
      </p>
      <Form method="post" id={formId}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={status} />
        <NoteField id="commande-note-confirmer" result={result?.form === "status" ? result : undefined} />
      </Form>
    </ConfirmDialog>
  );
}
