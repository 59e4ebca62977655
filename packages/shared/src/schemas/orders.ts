import { z } from "zod";
import { isId } from "../ids";
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES, TRANSITION_AUTHOR_ROLES } from "../orders/lifecycle";
import { MAX_LINE_QUANTITY } from "../shop-rules";
import { AddressFieldsSchema, withBusinessIds } from "./addresses";
import { emailAddress, idNumber, line, phoneNumber, text } from "./common";
import { OrderTrackingSchema } from "./order-tracking";

/**
 * Orders (decision 021): the bodies of POST /order/validate, /order/discount and /order (spec
 * section 7), and the orders as the API answers them. Money in integer cents, VAT included, but
 * for an export (`vatExempt`, decision 043): every amount of it excludes VAT.
 */

const id = z.number().int();
const cents = z.number().int();

export const PAYMENT_METHODS = ["CARD", "TRANSFER", "CHEQUE", "ON_SITE"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: "Carte bancaire",
  TRANSFER: "Virement bancaire",
  CHEQUE: "Chèque",
  ON_SITE: "Paiement au retrait",
};

/** Lines an order holds at most. */
export const MAX_ORDER_LINES = 100;
export const NO_ORDER_PRODUCTS = "Votre commande ne contient aucun produit.";
/** Header making a retried POST /order answer the first order (1 to 255 characters). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Header carrying an order's secret (`accessKey`), for whoever placed it without an account. */
export const ORDER_KEY_HEADER = "x-order-key";

const declinationId = z
  .number({ error: "Indiquez le produit." })
  .refine(isId, "Ce produit n'est pas valable.");

export const OrderProductSchema = z.object({
  /** A declination id, as a cart line's `id`. */
  id: declinationId,
  quantity: z
    .number({ error: "Indiquez une quantité." })
    .int("La quantité doit être un nombre entier.")
    .min(1, "La quantité doit être d'au moins 1.")
    .max(MAX_LINE_QUANTITY, `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`),
});

const orderProducts = z
  .array(OrderProductSchema, { error: NO_ORDER_PRODUCTS })
  .min(1, NO_ORDER_PRODUCTS)
  .max(MAX_ORDER_LINES, `Une commande compte au plus ${MAX_ORDER_LINES} produits.`);

const discountCode = line("Le code promo doit être un texte.")
  .trim()
  .max(40, "Ce code promo n'est pas valable.");

/** A YYYY-MM-DD day that exists (no 30 February). */
const isCalendarDay = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

const optionalId = (message: string) => idNumber(message).nullish();

/** The relay point chosen for a PICKUP carrier; the server reads the rest from its own list. */
const AccessPointChoiceSchema = z.object({
  id: line("Choisissez un point relais.").trim().min(1, "Choisissez un point relais.").max(80),
  name: z.string().max(200).optional(),
  addLine1: z.string().max(200).optional(),
  zipCode: z.string().max(12).optional(),
  city: z.string().max(100).optional(),
  country: z.string().max(2).optional(),
});

/** How the order travels (spec section 7, POST /order: delivery). */
export const OrderDeliveryInputSchema = z.object({
  type: z.enum(ORDER_DELIVERY_TYPES, {
    error: "Choisissez un mode de livraison : delivery, clickAndCollect ou no_delivery.",
  }),
  idCarrier: optionalId("Transporteur invalide."),
  /** A carrier's own service, as named in its offer; the price is always recomputed by the server. */
  serviceName: line().trim().max(120).nullish(),
  serviceCode: line().trim().max(80).nullish(),
  servicePrice: z.number().int().min(0).nullish(),
  accessPoint: AccessPointChoiceSchema.nullish(),
  /** The postal code and country id (GET /countries) the fees were computed for. */
  deliveryPostalCode: line().trim().max(12).nullish(),
  deliveryIdCountry: optionalId("Choisissez un pays."),
});
export type OrderDeliveryInput = z.input<typeof OrderDeliveryInputSchema>;

/** An order's address (spec section 7): a member's address fields, without the default choice. */
export const OrderAddressInputSchema = withBusinessIds(
  AddressFieldsSchema.omit({ type: true, isDefault: true }).extend({
    type: z.enum(["SHIPPING", "BILLING"], { error: "Type d'adresse invalide." }).optional(),
  }),
);
export type OrderAddressInput = z.input<typeof OrderAddressInputSchema>;
export type ParsedOrderAddress = z.output<typeof OrderAddressInputSchema>;

/** Body of POST /order/validate. */
export const OrderValidateBodySchema = z.object({
  products: orderProducts,
  /** With a delivery of type `delivery`, the bottle limits of an expedition are checked too. */
  delivery: z.object({ type: z.enum(ORDER_DELIVERY_TYPES) }).nullish(),
});
export type OrderValidateBody = z.input<typeof OrderValidateBodySchema>;

export const OrderValidationLineSchema = z.object({
  id,
  quantity: z.number().int(),
  /** Null when the line is fine; else why, in French (sold out, only N left, not a multiple…). */
  message: z.string().nullable(),
});

/** Reply of POST /order/validate. */
export const OrderValidationSchema = z.object({
  valid: z.boolean(),
  lines: z.array(OrderValidationLineSchema),
  /** A problem of the whole order (bottles of an expedition), in French; null when none. */
  message: z.string().nullable(),
});
export type OrderValidation = z.infer<typeof OrderValidationSchema>;

/**
 * Body of POST /order/discount: the products, the code, and the delivery for the fees. Without a
 * code, the order's amounts as POST /order would charge them (an export's without VAT).
 */
export const OrderDiscountBodySchema = z.object({
  products: orderProducts,
  discountCode: discountCode.min(1, "Indiquez un code promo.").nullish(),
  delivery: OrderDeliveryInputSchema.nullish(),
  /** The shipping address, for the fees of a delivery (its postal code and country). */
  address: z.object({ delivery: OrderAddressInputSchema.nullish() }).nullish(),
});
export type OrderDiscountBody = z.input<typeof OrderDiscountBodySchema>;

/** Reply of POST /order/discount. */
export const OrderAmountsSchema = z.object({
  /** What is to pay: subtotal + shippingFees − discount. */
  total: cents,
  subtotal: cents,
  shippingFees: cents,
  discount: cents,
  /**
   * An export (decision 043): delivered outside the European Union (or to an overseas
   * department), every amount is without VAT (art. 262 I CGI).
   */
  vatExempt: z.boolean(),
});
export type OrderAmounts = z.infer<typeof OrderAmountsSchema>;

/** Reply of POST /order/discount: the amounts, and each product as charged (an export's without VAT). */
export const OrderQuoteSchema = OrderAmountsSchema.extend({
  lines: z.array(
    z.object({
      /** The declination, as the body's product `id`. */
      id: declinationId,
      quantity: z.number().int(),
      /** Cents a unit, as the order charges it. */
      unitPrice: cents,
    }),
  ),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/** Body of POST /order (spec section 7) with the e-mail, payment method and cart. */
export const OrderBodySchema = z.object({
  products: orderProducts,
  /** Required without an account; a member's own address otherwise. */
  email: emailAddress().nullish(),
  phone: phoneNumber().nullish(),
  address: z
    .object({
      delivery: OrderAddressInputSchema.nullish(),
      /** The shipping address when absent. */
      billing: OrderAddressInputSchema.nullish(),
    })
    .nullish(),
  /** A discount code (spec section 5: the discount is sent as a code only). */
  discount: discountCode.nullish(),
  message: text("Le message doit être un texte.")
    .trim()
    .max(1000, "Le message compte au plus 1 000 caractères.")
    .nullish(),
  /** Click-and-collect: the day (YYYY-MM-DD) and the schedule of GET /calendar/{id}/slots/{date}. */
  dateSchedule: line("La date de retrait doit être un texte.")
    .regex(
      /^20\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
      "La date de retrait doit s'écrire AAAA-MM-JJ.",
    )
    .refine(isCalendarDay, "Cette date de retrait n'existe pas.")
    .nullish(),
  idSchedule: optionalId("Créneau de retrait invalide."),
  delivery: OrderDeliveryInputSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: "Choisissez un moyen de paiement : CARD, TRANSFER, CHEQUE ou ON_SITE.",
  }),
  /** The cart ordered: emptied once the order is placed. */
  cartId: optionalId("Ce panier n'existe pas."),
});
export type OrderBody = z.input<typeof OrderBodySchema>;
export type ParsedOrderBody = z.output<typeof OrderBodySchema>;

/* Replies ------------------------------------------------------------------------------------- */

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** How to pay an order awaiting its payment. */
export const PaymentInstructionsSchema = z.object({
  method: PaymentMethodSchema,
  /** CARD: the PaymentIntent's secret and the keys Stripe.js needs. */
  clientSecret: z.string().optional(),
  publishableKey: z.string().optional(),
  stripeAccount: z.string().nullable().optional(),
  /** TRANSFER: where to send the money, with the order reference as the transfer's label. */
  transfer: z
    .object({ holder: z.string(), iban: z.string(), bic: z.string(), reference: z.string() })
    .optional(),
  /** CHEQUE: to whom and where. */
  cheque: z.object({ payee: z.string(), address: z.string() }).optional(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

export const OrderSummarySchema = z.object({
  id,
  /** « 2026-000042 ». */
  reference: z.string(),
  status: OrderStatusSchema,
  statusLabel: z.string(),
  total: cents,
  /** ISO 8601. */
  createdAt: z.string(),
  deliveryType: z.enum(ORDER_DELIVERY_TYPES),
  paymentMethod: PaymentMethodSchema,
  /** Sum of the quantities. */
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z.object({ items: z.array(OrderSummarySchema), total: z.number().int() });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderLineSchema = z.object({
  /** Null once the declination was deleted. */
  declinationId: id.nullable(),
  productName: z.string(),
  /** « 2022 · 75 cl ». */
  variationLabel: z.string(),
  quantity: z.number().int(),
  unitPrice: cents,
  /** Basis points: 2000 = 20 %. */
  vatRate: z.number().int(),
  total: cents,
});

export const OrderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable().optional(),
  firstPart: z.string(),
  secondPart: z.string().nullable().optional(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** A business buyer's SIREN or SIRET digits and VAT number, on the billing address (decision 045). */
  companyId: z.string().nullable().optional(),
  vatNumber: z.string().nullable().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderDeliverySchema = z.object({
  carrierId: id.nullable().optional(),
  carrierName: z.string().nullable().optional(),
  carrierKind: z.enum(["DELIVERY", "PICKUP"]).nullable().optional(),
  serviceName: z.string().nullable().optional(),
  serviceCode: z.string().nullable().optional(),
  accessPoint: z
    .object({
      id: z.string(),
      name: z.string(),
      addLine1: z.string(),
      zipCode: z.string(),
      city: z.string(),
      countryCode: z.string(),
    })
    .nullable()
    .optional(),
  pickup: z
    .object({ place: z.string(), date: z.string(), start: z.string(), end: z.string() })
    .nullable()
    .optional(),
  tracking: OrderTrackingSchema.nullable().optional(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const OrderHistoryEntrySchema = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  /** The French label of `to`. */
  label: z.string(),
  /** ISO 8601. */
  at: z.string(),
  authorRole: z.enum(TRANSITION_AUTHOR_ROLES),
});

export const OrderInvoiceSchema = z.object({
  kind: z.enum(["invoice", "creditNote"]),
  /** « F-2026-000001 », « A-2026-000001 ». */
  number: z.string(),
  issuedAt: z.string(),
  total: cents,
});

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: cents,
  shippingFees: cents,
  discount: cents,
  discountCode: z.string().nullable(),
  /** An export (decision 043): its lines, fees, discount and total are without VAT, lines at 0 %. */
  vatExempt: z.boolean(),
  email: z.string(),
  phone: z.string(),
  shippingAddress: OrderAddressSchema.nullable(),
  billingAddress: OrderAddressSchema.nullable(),
  delivery: OrderDeliverySchema,
  /** Click-and-collect: YYYY-MM-DD and HH:MM. */
  pickupDate: z.string().nullable(),
  pickupStart: z.string().nullable(),
  message: z.string(),
  history: z.array(OrderHistoryEntrySchema),
  invoices: z.array(OrderInvoiceSchema),
  /** How to pay, while the order awaits its payment; null otherwise. */
  payment: PaymentInstructionsSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** Reply of POST /order: the order, its secret (given once) and how to pay it. */
export const PlacedOrderSchema = z.object({
  order: OrderDetailSchema,
  /** Send it back as X-Order-Key to open the order without an account. */
  accessKey: z.string(),
  payment: PaymentInstructionsSchema,
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
