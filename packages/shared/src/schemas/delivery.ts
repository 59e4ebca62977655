import { z } from "zod";
import { isId } from "../ids";
import { postalCodeProblem } from "../postal-codes";
import { CARRIER_KINDS } from "../shipping/fees";
import { SHIPPING_ZONES } from "../shipping/zones";
import { MAX_LINE_QUANTITY } from "../shop-rules";
import { idNumber, line } from "./common";
import { CompanyAddressSchema } from "./geo";

/**
 * Delivery (decision 018): shipping fees, relay access points, click-and-collect slots. Money in
 * integer cents; `country` is an ISO 3166-1 alpha-2 code ("FR"), as GET /countries lists them.
 */

const id = z.number().int();
const cents = z.number().int();

export const NO_PRODUCTS_MESSAGE = "Aucun produit dans le panier.";
export const MAX_SHIPPING_LINES = 100;

const country = line("Indiquez le pays.")
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Indiquez le pays par son code à deux lettres (FR, BE…).");

const postalCode = line("Indiquez le code postal.")
  .trim()
  .min(1, "Indiquez le code postal.")
  .max(10, "Ce code postal n'est pas valide.");

/** Checks the postal code against its country; the error is on `postalCode`. */
const postalCodeOfCountry = (value: { country: string; postalCode: string }, ctx: z.RefinementCtx) => {
  const message = postalCodeProblem(value.postalCode, value.country);
  if (message) ctx.addIssue({ code: "custom", path: ["postalCode"], message });
};

const shippingProduct = z.object({
  /** A declination id: what a cart line's `id` is (decision 011). */
  idProduct: z.number({ error: "Indiquez le produit." }).refine(isId, "Ce produit n'est pas valable."),
  quantity: z
    .number({ error: "Indiquez une quantité." })
    .int("La quantité doit être un nombre entier.")
    .min(1, "La quantité doit être d'au moins 1.")
    .max(MAX_LINE_QUANTITY, `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`),
});

/** Body of POST /calculate/shipping-fees (spec section 7). */
export const ShippingFeesInputSchema = z
  .object({
    products: z
      .array(shippingProduct, { error: NO_PRODUCTS_MESSAGE })
      .min(1, NO_PRODUCTS_MESSAGE)
      .max(MAX_SHIPPING_LINES, `Un panier compte au plus ${MAX_SHIPPING_LINES} produits.`),
    postalCode,
    country,
  })
  .superRefine(postalCodeOfCountry);
export type ShippingFeesInput = z.input<typeof ShippingFeesInputSchema>;
/** The body once parsed: country upper-cased, postal code trimmed. */
export type ShippingFeesQuery = z.output<typeof ShippingFeesInputSchema>;

export const CarrierSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(CARRIER_KINDS),
  description: z.string(),
  /** Delivery time as told to the visitor ("2 à 4 jours ouvrés"). */
  delay: z.string(),
  icon: z.string().nullable(),
  /** PICKUP: the carrier delivers to a relay point, to be chosen with POST /relay/access-points. */
  needsAccessPoint: z.boolean(),
});

export const ShippingOfferSchema = CarrierSchema.extend({ price: cents, freeShipping: z.boolean() });
export type ShippingOffer = z.infer<typeof ShippingOfferSchema>;

/** Reply of POST /calculate/shipping-fees. */
export const ShippingFeesSchema = z.object({
  zone: z.enum(SHIPPING_ZONES),
  zoneLabel: z.string(),
  /** Shipped bottles, counted as spec section 9 says. */
  bottleCount: z.number().int(),
  /** Cents: the products' total. */
  amount: cents,
  /** False when no line has shipping fees: the order needs no carrier. */
  needsDelivery: z.boolean(),
  freeShipping: z.boolean(),
  /** The carriers that serve the address, cheapest first. */
  carriers: z.array(ShippingOfferSchema),
  /** The site's other carriers, with the reason in French. */
  unavailable: z.array(CarrierSchema.extend({ reason: z.string() })),
});
export type ShippingFees = z.infer<typeof ShippingFeesSchema>;

/** Body of POST /relay/access-points: the address to search around. */
export const AccessPointSearchSchema = z
  .object({
    firstPart: line("L'adresse doit être un texte.")
      .trim()
      .max(200, "Cette adresse est trop longue.")
      .nullish(),
    postalCode,
    city: line("La ville doit être un texte.").trim().max(100, "Ce nom de ville est trop long.").nullish(),
    country,
    /** The relay carrier (kind PICKUP); its site's first one when absent. */
    idCarrier: idNumber("Transporteur invalide.").nullish(),
  })
  .superRefine(postalCodeOfCountry);
export type AccessPointSearch = z.input<typeof AccessPointSearchSchema>;

const period = z.object({ start: z.string(), end: z.string() });

/** A relay pickup point (spec section 3: Access point). */
export const AccessPointSchema = z.object({
  /** The provider's id of the point: what an order sends back. */
  id: z.string(),
  idCarrier: id,
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  /** Metres from the centre of the searched address's commune. */
  distance: z.number().int(),
  /** ISO weekday 1 (Monday) to 7, local times HH:MM; a day absent is closed. */
  openingHours: z.array(z.object({ weekday: z.number().int(), periods: z.array(period) })),
  icon: z.string().nullable(),
});
export type AccessPoint = z.infer<typeof AccessPointSchema>;

export const AccessPointListSchema = z.object({ items: z.array(AccessPointSchema), total: z.number().int() });
export type AccessPointList = z.infer<typeof AccessPointListSchema>;

/** One weekly pickup period of a click-and-collect calendar. */
export const PickupScheduleSchema = z.object({
  idSchedule: id,
  /** ISO weekday, 1 (Monday) to 7. */
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Orders one period of one day takes; null without limit. */
  capacity: z.number().int().nullable(),
});

/** A place where orders are picked up (GET /click-and-collect): its address, calendar and schedules. */
export const PickupCalendarSchema = z.object({
  /** The calendar of GET /calendar/{id}/date/allowed/{month}/{year} and /calendar/{id}/slots/{date}. */
  calendarId: id,
  name: z.string(),
  /** Hours of notice before a pickup (the site's CLICK_AND_COLLECT_HOURS at least). */
  leadHours: z.number().int(),
  address: CompanyAddressSchema,
  schedules: z.array(PickupScheduleSchema),
});
export type PickupCalendar = z.infer<typeof PickupCalendarSchema>;
