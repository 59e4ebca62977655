import { z } from "zod";
import { ORDER_STATUSES, TRANSITION_AUTHOR_ROLES } from "../orders/lifecycle";
import { line, text } from "./common";
import { trackingNumber, trackingProblem, trackingUrl } from "./order-tracking";
import {
  OrderDetailSchema,
  OrderInvoiceSchema,
  OrderLineSchema,
  OrderStatusSchema,
  OrderSummarySchema,
} from "./orders";

/** The shop's orders as the admin panel reads, moves and refunds them (issues 15 and 17; decision 024). */

/**
 * POST /admin/order/{id}/status: the state to move to, and a note kept in the history; with the
 * move to `shipped`, the parcel's tracking (sent in the « expédiée » e-mail).
 */
export const AdminOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Choisissez un état de commande valide." }),
    note: text().trim().max(1000, "La note ne peut pas dépasser 1 000 caractères.").optional(),
    trackingNumber: trackingNumber().nullish(),
    trackingUrl: trackingUrl().nullish(),
  })
  .superRefine((body, context) => {
    const problem = trackingProblem(body);
    if (problem) context.addIssue({ code: "custom", path: ["trackingNumber"], message: problem });
    if (body.status !== "shipped" && (body.trackingNumber || body.trackingUrl)) {
      const message = "Le suivi du colis s'indique au passage à « Expédiée ».";
      context.addIssue({ code: "custom", path: ["trackingNumber"], message });
    }
  });
export type AdminOrderStatusBody = z.input<typeof AdminOrderStatusBodySchema>;

/** POST /admin/order/{id}/tracking: the tracking of a shipped order, corrected; an empty number removes it. */
export const AdminOrderTrackingBodySchema = z
  .object({
    trackingNumber: trackingNumber().nullable(),
    trackingUrl: trackingUrl().nullish(),
  })
  .superRefine((body, context) => {
    const problem = trackingProblem(body);
    if (problem) context.addIssue({ code: "custom", path: ["trackingNumber"], message: problem });
  });
export type AdminOrderTrackingBody = z.input<typeof AdminOrderTrackingBodySchema>;

/** The largest refund asked at once: 100 000 €. */
export const MAX_REFUND_CENTS = 10_000_000;
export const REFUND_AMOUNT_MESSAGE = "Indiquez un montant à rembourser, en euros (par exemple 12,50).";

/** The most lines a refund names at once. */
export const MAX_REFUND_LINES = 200;
export const REFUND_ITEMS_MESSAGE =
  "Indiquez un montant à rembourser, ou choisissez des bouteilles ou les frais de livraison.";

const refundCents = (what: string) =>
  z
    .number({ error: `${what} s'indique en centimes.` })
    .int(`${what} s'indique en centimes entiers.`)
    .min(0, `${what} ne peut pas être négatif.`)
    .max(MAX_REFUND_CENTS, `${what} ne peut pas dépasser 100 000 €.`);

/** A line of the order a refund names (decision 044): its id and the units given back (0: none). */
export const AdminOrderRefundLineSchema = z.object({
  id: z
    .number({ error: "Indiquez la ligne de commande à rembourser." })
    .int("Indiquez la ligne de commande à rembourser.")
    .positive("Indiquez la ligne de commande à rembourser."),
  quantity: z
    .number({ error: "Indiquez un nombre de bouteilles." })
    .int("Le nombre de bouteilles doit être un nombre entier.")
    .min(0, "Le nombre de bouteilles ne peut pas être négatif.")
    .max(100_000, "Ce nombre de bouteilles est trop grand."),
});

/** Whether a refund names what it gives back: units of a line, or shipping fees. */
export const refundsItems = (body: {
  lines?: Array<{ quantity: number }> | undefined;
  shipping?: number | undefined;
}) => (body.lines ?? []).some((line) => line.quantity > 0) || (body.shipping ?? 0) > 0;

/**
 * POST /admin/order/{id}/refund: cents to give back (a credit note for them), and why. Or, by
 * line (decision 044): units of the order's lines and cents of its shipping fees, their worth
 * given back unless a lower `amount` is said, the units back in stock with `restock`.
 */
export const AdminOrderRefundBodySchema = z
  .object({
    amount: z
      .number({ error: REFUND_AMOUNT_MESSAGE })
      .int("Le montant s'indique en centimes entiers.")
      .min(1, "Le montant à rembourser doit être d'au moins 0,01 €.")
      .max(MAX_REFUND_CENTS, "Le montant à rembourser ne peut pas dépasser 100 000 €.")
      .optional(),
    reason: line("Le motif doit être un texte.")
      .trim()
      .max(300, "Le motif ne peut pas dépasser 300 caractères.")
      .optional(),
    lines: z
      .array(AdminOrderRefundLineSchema, { error: "Les lignes à rembourser forment une liste." })
      .max(MAX_REFUND_LINES, "Une commande n'a pas autant de lignes.")
      .optional(),
    shipping: refundCents("Le remboursement des frais de livraison").optional(),
    restock: z.boolean({ error: "« Remettre en stock » vaut vrai ou faux." }).optional(),
  })
  // Said once the fields themselves are right: a wrong quantity is not also a missing amount.
  .superRefine(
    (body, context) => {
      if (body.amount === undefined && !refundsItems(body)) {
        const message =
          body.lines || body.shipping !== undefined ? REFUND_ITEMS_MESSAGE : REFUND_AMOUNT_MESSAGE;
        context.addIssue({ code: "custom", path: ["amount"], message });
      }
      const seen = new Set<number>();
      body.lines?.forEach((each, index) => {
        if (seen.has(each.id)) {
          context.addIssue({
            code: "custom",
            path: ["lines", index, "id"],
            message: "Cette ligne est nommée deux fois.",
          });
        }
        seen.add(each.id);
      });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type AdminOrderRefundBody = z.input<typeof AdminOrderRefundBodySchema>;

/** Cents as a euro field shows them for editing, eurosToCents' way back: 1650 → « 16,50 ». */
export const typedEuros = (cents: number): string => (cents / 100).toFixed(2).replace(".", ",");

/**
 * An amount typed in euros (« 12,50 », « 12.5 », « 1 250 € ») in cents; null when it is not one
 * (negative, more than two decimals, letters).
 */
export function eurosToCents(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(compact)) return null;
  const [units = "0", decimals = ""] = compact.split(".");
  return Number(units) * 100 + Number(decimals.padEnd(2, "0"));
}

/**
 * GET /admin/order: newest first, 20 a page unless asked. Filters: `status` (a state; `df:` for
 * all but one), `deliveryType`, `from` and `to` (days YYYY-MM-DD, French time, both included),
 * `search` (part of the number, e-mail or customer's name), `reference` and `email` (`lk:` for a
 * part).
 */
export const ADMIN_ORDER_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["status", "reference", "email", "deliveryType", "from", "to", "search"],
  orderBy: ["createdAt", "total", "reference", "status", "email"],
} as const;

/** A row of GET /admin/order: the customer's summary, with who ordered. */
export const AdminOrderSummarySchema = OrderSummarySchema.extend({
  email: z.string(),
  /** The billing (or shipping) name; empty when the order has no address. */
  customerName: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** A move of the order's history, with who made it and their note. */
export const AdminOrderHistoryEntrySchema = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  label: z.string(),
  at: z.string(),
  authorRole: z.enum(TRANSITION_AUTHOR_ROLES),
  /** The administrator's e-mail; null for the system, the customer, or a deleted account. */
  authorEmail: z.string().nullable(),
  note: z.string(),
});

/** An invoice or credit note, with its reason and, for a card payment's credit note, its refund at Stripe. */
export const AdminOrderDocumentSchema = OrderInvoiceSchema.extend({
  id: z.number().int(),
  reason: z.string(),
  /** A card payment's credit note: refunded at Stripe (`done`) or to be (`pending`); null otherwise. */
  cardRefund: z.enum(["done", "pending"]).nullable(),
});
export type AdminOrderDocument = z.infer<typeof AdminOrderDocumentSchema>;

/** GET /admin/order/{id}: the order as its customer reads it, and what the shop may do with it now. */
/** A line of the order as the panel refunds it (decision 044). */
export const AdminOrderLineSchema = OrderLineSchema.extend({
  id: z.number().int(),
  /** Units already given back by refunds naming the line. */
  refundedQuantity: z.number().int(),
  /** The order took the units from the declination's stock: a refund may put them back. */
  restockable: z.boolean(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderDetailSchema = OrderDetailSchema.extend({
  lines: z.array(AdminOrderLineSchema),
  nextStatuses: z.array(OrderStatusSchema),
  history: z.array(AdminOrderHistoryEntrySchema),
  invoices: z.array(AdminOrderDocumentSchema),
  customerName: z.string(),
  /** Whether the customer has an account on the site. */
  member: z.boolean(),
  paymentIntentId: z.string().nullable(),
  refund: z.object({
    /** Cents: the invoice's total, what its credit notes gave back, what may be refunded now (0: none). */
    invoiced: z.number().int(),
    refunded: z.number().int(),
    refundable: z.number().int(),
    /** The money goes back on the card at Stripe. */
    card: z.boolean(),
    /** Cents of the shipping fees not given back yet by refunds naming them. */
    shipping: z.number().int(),
    /** A refund by line may put units back in stock (the shop handles the stock of a line). */
    restock: z.boolean(),
  }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** Reply of POST /admin/order/{id}/refund: the order after it, and the credit note issued. */
export const AdminOrderRefundSchema = z.object({
  order: AdminOrderDetailSchema,
  creditNote: AdminOrderDocumentSchema,
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefundSchema>;
