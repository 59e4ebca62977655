import { z } from "zod";
import { line } from "./common";

/**
 * A shipped parcel's tracking: the carrier's number, and the page where the customer follows it.
 * The shop gives them when it moves an order to « Expédiée », and may correct them afterwards.
 */

export const TRACKING_NUMBER_MAX = 60;

export const OrderTrackingSchema = z.object({
  number: z.string(),
  /** The carrier's tracking page for this parcel (https), when the shop gave it. */
  url: z.string().nullable(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

const NUMBER_MESSAGE =
  "Le numéro de suivi commence par une lettre ou un chiffre, suivis de lettres, de chiffres, d'espaces, de points, de tirets ou de barres obliques.";
const URL_MESSAGE = "Le lien de suivi doit être une adresse complète en https://.";

/**
 * A page the customer may be sent to: https, a named host (a dot in it), no account in the
 * address (`https://user@host` shows another host than the one it opens).
 */
function isCarrierPage(value: string): boolean {
  if (!/^https:\/\/[^\s/?#@{}]+\.[^\s/?#@{}]+(?:[/?#]|$)/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.username === "" && url.password === "";
}

/** The carrier's number, as printed on its label; empty is none. */
export const trackingNumber = () =>
  line(NUMBER_MESSAGE)
    .trim()
    .max(TRACKING_NUMBER_MAX, `Le numéro de suivi compte au plus ${TRACKING_NUMBER_MAX} caractères.`)
    .refine((value) => value === "" || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(value), NUMBER_MESSAGE);

/** The carrier's page for the parcel; empty is none. */
export const trackingUrl = () =>
  line(URL_MESSAGE)
    .trim()
    .max(500, "Le lien de suivi compte au plus 500 caractères.")
    .refine((value) => value === "" || isCarrierPage(value), URL_MESSAGE);

/** A link without a number to name the parcel by: refused on the number's field. */
export function trackingProblem(body: {
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}): string | null {
  return body.trackingUrl && !body.trackingNumber
    ? "Avec un lien de suivi, indiquez aussi le numéro du colis."
    : null;
}

/** The tracking kept from a body's fields: null without a number. */
export const trackingOf = (body: {
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}): OrderTracking | null =>
  body.trackingNumber ? { number: body.trackingNumber, url: body.trackingUrl || null } : null;

/** Where a carrier's tracking page (set in the panel's delivery settings) takes the parcel's number. */
export const TRACKING_NUMBER_SLOT = "{numero}";

const TEMPLATE_MESSAGE = `L'adresse de suivi doit être une adresse complète en https:// contenant ${TRACKING_NUMBER_SLOT}, remplacé par le numéro du colis.`;

/** A carrier's tracking page, « {numero} » in it; empty is none (null). */
export const carrierTrackingUrl = () =>
  line(TEMPLATE_MESSAGE)
    .trim()
    .max(500, "L'adresse de suivi compte au plus 500 caractères.")
    .refine(
      (value) =>
        value === "" ||
        // The number goes in the path or the query, not in the carrier's host.
        (value.includes(TRACKING_NUMBER_SLOT) &&
          !/^https:\/\/[^/?#]*\{/i.test(value) &&
          isCarrierPage(value.replaceAll(TRACKING_NUMBER_SLOT, "1"))),
      TEMPLATE_MESSAGE,
    )
    .nullish()
    .transform((value) => value || null);

/** The carrier's page for one parcel: its template with the number in place of « {numero} ». */
export const carrierTrackingLink = (template: string, number: string): string =>
  template.replaceAll(TRACKING_NUMBER_SLOT, encodeURIComponent(number));
