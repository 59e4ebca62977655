import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminOrderRefundBody } from "@vitrine/shared/schemas/admin-orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../../forms/form-reply.server";
import type { FormValues } from "../../forms/form-result";
import { postedForm } from "../../forms/posted-form.server";
import { requireNumericId } from "../../layout/numeric-id.server";
import { adminApi } from "../admin-api.server";
import { isStatus } from "./order-list-query";
import { CREDIT_NOTE_PARAM, DONE_PARAM, orderPath } from "./order-paths";
import { refundFieldErrors, refundRequest } from "./refund-request";

/** Said when the order's remaining amount moved since the form was shown. */
export const refundChanged = (refundable: number) =>
  `Un remboursement a été enregistré depuis l'affichage de cette page : il reste ${formatEuros(refundable)} à rembourser. Vérifiez le montant avant de rembourser à nouveau.`;

/** A refusal of the API next to its field; an order the site does not have is the panel's 404. */
function failure(error: unknown, form: string, values: FormValues) {
  if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
  return apiFailure(error, form, { values });
}

/** The tracking's fields as typed, the empty ones left out. */
function trackingValues(form: FormData): { trackingNumber?: string; trackingUrl?: string } {
  const trackingNumber = formText(form, "trackingNumber");
  const trackingUrl = formText(form, "trackingUrl");
  return { ...(trackingNumber ? { trackingNumber } : {}), ...(trackingUrl ? { trackingUrl } : {}) };
}

/**
 * The order page's form posts (plain forms, also without JavaScript): a move of its lifecycle
 * (`status`, with a note, and the parcel's tracking with « Expédiée »), the tracking corrected
 * (`tracking`) and a partial refund (`refund`: euros typed or units per line and shipping fees, a
 * reason, « Remettre en stock »; refund-request.ts). A success goes
 * back to the order with `?fait=` (a reload posts nothing twice); a refusal comes back with the
 * API's French message next to its field.
 */
export async function orderAction({ context, request, params }: ActionFunctionArgs) {
  const id = requireNumericId(params.id);
  const calls = adminOrderCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "status") {
    const status = formText(form, "status");
    const note = formText(form, "note");
    if (!isStatus(status)) return formError("status", "Choisissez un état de commande valide.");
    // The tracking's fields go with the move to « Expédiée » only (the other buttons share the form).
    const tracking = status === "shipped" ? trackingValues(form) : {};
    try {
      await calls.moveOrder(id, { status, ...(note.trim() ? { note } : {}), ...tracking });
    } catch (error) {
      return failure(error, "status", { note, ...tracking });
    }
    return redirect(`${orderPath(id)}?${DONE_PARAM}=${status}`);
  }
  if (intent === "tracking") {
    const tracking = trackingValues(form);
    try {
      await calls.trackOrder(id, { trackingNumber: tracking.trackingNumber ?? "", ...tracking });
    } catch (error) {
      return failure(error, "tracking", tracking);
    }
    return redirect(`${orderPath(id)}?${DONE_PARAM}=suivi`);
  }
  if (intent === "refund") {
    const values = Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    let body: AdminOrderRefundBody | undefined;
    try {
      // A second click, or another tab, after a refund: the remaining amount shown is no longer the
      // order's, and the same refund is not made twice.
      const order = await calls.adminOrder(id);
      const { refundable } = order.refund;
      if (formText(form, "refundable") !== String(refundable)) {
        return formError("refund", refundChanged(refundable), { status: 409 });
      }
      const asked = refundRequest(
        values,
        order.lines.map((line) => line.id),
      );
      if (asked.errors) return formError("refund", INVALID_FIELDS, { errors: asked.errors, values });
      body = asked.body;
      const { creditNote } = await calls.refundOrder(id, body);
      const done = new URLSearchParams({
        [DONE_PARAM]: "remboursement",
        [CREDIT_NOTE_PARAM]: creditNote.number,
      });
      return redirect(`${orderPath(id)}?${done}`);
    } catch (error) {
      // A refused line is said next to its own field.
      if (body && isApiError(error) && error.status < 500 && error.status !== 404) {
        const errors = refundFieldErrors(error.errors, body);
        return formError("refund", error.message, { errors, values });
      }
      return failure(error, "refund", values);
    }
  }
  return formError(null, "Ce formulaire est inconnu : rechargez la page.");
}
