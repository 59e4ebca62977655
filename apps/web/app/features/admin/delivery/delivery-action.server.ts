import { adminDeliveryCalls } from "@vitrine/sdk/admin-delivery";
import { parseId } from "@vitrine/shared/ids";
import { type ActionFunctionArgs, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { adminApi } from "../admin-api.server";
import { carrierBody, formIds, type Parsed, rateBody, relayPointBody } from "./delivery-form";
import { type DeliveryReply, pickupIntent } from "./pickup-action.server";

export const DELIVERY_PATH = "/admin/livraison";
/** What the page says after a change: `?fait=<what>`. */
export const DONE_PARAM = "fait";

export const DONE_MESSAGES: Record<string, string> = {
  transporteur: "Le transporteur est enregistré.",
  tarif: "Le tarif est enregistré.",
  "tarif-supprime": "Le tarif est supprimé.",
  relais: "Le point relais est enregistré.",
  retrait: "Le lieu de retrait est enregistré.",
  creneau: "Les créneaux de retrait sont enregistrés.",
  fermeture: "Les jours de fermeture sont enregistrés.",
  "retrait-cree": "Le lieu de retrait est créé.",
  "retrait-supprime": "Le lieu de retrait est supprimé.",
  ouverture: "Les ouvertures exceptionnelles sont enregistrées.",
};

/**
 * The delivery screen's posts (plain forms, also without JavaScript), by `intent`: a carrier
 * created or changed, a rate added, changed or deleted, a relay point added, changed (its
 * address, position and opening hours) or switched on and off. A success goes back to the screen
 * with `?fait=` (a reload posts nothing twice), at the carrier; a refusal comes back to its own
 * form with the French messages next to the fields.
 */
export async function deliveryAction({ context, request }: ActionFunctionArgs) {
  const calls = adminDeliveryCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  const carrierId = parseId(formText(form, "carrierId"));
  const rateId = parseId(formText(form, "rateId"));
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const calendarId = parseId(formText(form, "calendarId"));
  const anchor =
    carrierId !== null ? `#transporteur-${carrierId}` : calendarId !== null ? `#retrait-${calendarId}` : "";
  const done = (what: string) => redirect(`${DELIVERY_PATH}?${DONE_PARAM}=${what}${anchor}`);
  const run = async <T>(
    formId: string,
    parsed: Parsed<T>,
    call: (body: T) => Promise<unknown>,
    what: string,
  ): Promise<DeliveryReply> => {
    if ("errors" in parsed) return formError(formId, INVALID_FIELDS, { errors: parsed.errors, values });
    try {
      await call(parsed.body);
    } catch (error) {
      return apiFailure(error, formId, { values });
    }
    return done(what);
  };

  const pickup = pickupIntent(intent, form, calls, run);
  if (pickup) return pickup;
  if (intent === "carrier-create")
    return run(formIds.carrier(null), carrierBody(form), (body) => calls.createCarrier(body), "transporteur");
  if (carrierId === null) return formError(null, "Ce transporteur n'existe pas : rechargez la page.");
  if (intent === "carrier-update")
    return run(
      formIds.carrier(carrierId),
      carrierBody(form),
      (body) => calls.updateCarrier(carrierId, body),
      "transporteur",
    );
  if (intent === "rate-add")
    return run(
      formIds.rate(carrierId, null),
      rateBody(form),
      (body) => calls.addRate(carrierId, body),
      "tarif",
    );
  if (intent === "rate-update" && rateId !== null)
    return run(
      formIds.rate(carrierId, rateId),
      rateBody(form),
      (body) => calls.updateRate(carrierId, rateId, body),
      "tarif",
    );
  if (intent === "rate-delete" && rateId !== null)
    return run(
      formIds.rate(carrierId, rateId),
      { body: null },
      () => calls.deleteRate(carrierId, rateId),
      "tarif-supprime",
    );
  if (intent === "point-add")
    return run(
      formIds.point(carrierId),
      relayPointBody(form),
      (body) => calls.addRelayPoint(carrierId, body),
      "relais",
    );
  const pointId = parseId(formText(form, "pointId"));
  if (intent === "point-update" && pointId !== null)
    return run(
      formIds.pointEdit(carrierId, pointId),
      relayPointBody(form),
      (body) => calls.updateRelayPoint(carrierId, pointId, body),
      "relais",
    );
  if (intent === "point-toggle" && pointId !== null) {
    const carrier = (await calls.adminCarriers()).find((c) => c.id === carrierId);
    const point = carrier?.relayPoints.find((p) => p.id === pointId);
    if (!point) return formError(null, "Ce point relais n'existe pas : rechargez la page.");
    const { id: _id, ...body } = point;
    return run(
      formIds.point(carrierId),
      { body: { ...body, isActive: !point.isActive } },
      (next) => calls.updateRelayPoint(carrierId, pointId, next),
      "relais",
    );
  }
  return formError(null, "Ce formulaire est inconnu : rechargez la page.");
}
