import { z } from "zod";
import { DISCOUNT_KINDS } from "../shop-rules";
import { line } from "./common";

/** The shop's discount codes as the admin panel lists, creates and changes them (issue 17). */

export const DISCOUNT_KIND_LABELS: Record<(typeof DISCOUNT_KINDS)[number], string> = {
  PERCENT: "Pourcentage",
  AMOUNT: "Montant",
  FREE_SHIPPING: "Livraison offerte",
};

/** Letters without accents, digits, hyphen and underscore: what a customer can type back. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The largest amount a code takes off: 10 000 €. */
export const MAX_DISCOUNT_CENTS = 1_000_000;
/** The largest minimum subtotal: 100 000 €. */
export const MAX_MINIMUM_CENTS = 10_000_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const day = (message: string) =>
  line(message)
    .refine(isDay, message)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const limit = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(1_000_000, "Cette limite ne peut pas dépasser 1 000 000.")
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * A cross-field rule's condition: the body is an object and none of `fields` was refused on its
 * own (a body that is not an object is refused at its root, with an empty path).
 */
const fieldsRead =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/**
 * POST /admin/discount-code and PUT /admin/discount-code/{id}: `value` is a percentage (PERCENT,
 * 1 to 100), cents (AMOUNT) or 0 (FREE_SHIPPING); `validFrom` and `validTo` are days (YYYY-MM-DD,
 * French time, both included); null limits and minimum: none.
 */
export const AdminDiscountBodySchema = z
  .object({
    code: line("Indiquez le code.")
      .trim()
      .min(3, "Le code doit compter au moins 3 caractères.")
      .max(40, "Le code ne peut pas dépasser 40 caractères.")
      .regex(
        DISCOUNT_CODE_PATTERN,
        "Le code ne peut contenir que des lettres sans accent, des chiffres, - et _.",
      ),
    kind: z.enum(DISCOUNT_KINDS, { error: "Choisissez le type de remise." }),
    value: z
      .number({ error: "Indiquez la valeur de la remise." })
      .int("La valeur de la remise doit être un nombre entier.")
      .min(0, "La valeur de la remise ne peut pas être négative."),
    minimumSubtotal: z
      .number({ error: "Le montant minimum s'indique en centimes." })
      .int("Le montant minimum s'indique en centimes entiers.")
      .min(0, "Le montant minimum ne peut pas être négatif.")
      .max(MAX_MINIMUM_CENTS, "Le montant minimum ne peut pas dépasser 100 000 €.")
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    validFrom: day("Indiquez la date de début au format AAAA-MM-JJ."),
    validTo: day("Indiquez la date de fin au format AAAA-MM-JJ."),
    usageLimit: limit("Le nombre d'utilisations doit être un entier d'au moins 1."),
    usageLimitPerCustomer: limit("Le nombre d'utilisations par client doit être un entier d'au moins 1."),
    isActive: z.boolean({ error: "Indiquez si le code est actif." }).default(true),
  })
  // Each rule between fields runs once its own fields are read, whatever the others: every error
  // of the form is said at once.
  .superRefine(
    (body, context) => {
      const problem = valueProblem(body.kind, body.value);
      if (problem) context.addIssue({ code: "custom", path: ["value"], message: problem });
    },
    { when: fieldsRead("kind", "value") },
  )
  .superRefine(
    (body, context) => {
      if (body.validFrom && body.validTo && body.validTo < body.validFrom)
        context.addIssue({
          code: "custom",
          path: ["validTo"],
          message: "La date de fin doit suivre la date de début.",
        });
    },
    { when: fieldsRead("validFrom", "validTo") },
  );
export type AdminDiscountBody = z.input<typeof AdminDiscountBodySchema>;
export type AdminDiscountValues = z.output<typeof AdminDiscountBodySchema>;

/** Why `value` does not fit the kind of remise, or null. */
export function valueProblem(kind: (typeof DISCOUNT_KINDS)[number], value: number): string | null {
  if (kind === "PERCENT" && (value < 1 || value > 100)) return "Un pourcentage de remise va de 1 à 100.";
  if (kind === "AMOUNT" && (value < 1 || value > MAX_DISCOUNT_CENTS))
    return "Le montant de la remise va de 0,01 € à 10 000 €.";
  if (kind === "FREE_SHIPPING" && value !== 0) return "Une livraison offerte n'a pas de valeur : indiquez 0.";
  return null;
}

/** A code as the panel shows it, with its uses: the orders not cancelled that carry it. */
export const AdminDiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  minimumSubtotal: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  uses: z.number().int(),
  /** The products' amount those orders took off, cents. */
  discounted: z.number().int(),
});
export type AdminDiscount = z.infer<typeof AdminDiscountSchema>;

/**
 * GET /admin/discount-code: newest first, 20 a page unless asked. Filters: `search` (part of the
 * code), `isActive` (true or false); sorts: code, createdAt, uses, validTo.
 */
export const ADMIN_DISCOUNT_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "isActive"],
  orderBy: ["code", "createdAt", "uses", "validTo"],
} as const;

export const AdminDiscountListSchema = z.object({
  items: z.array(AdminDiscountSchema),
  total: z.number().int(),
});
export type AdminDiscountList = z.infer<typeof AdminDiscountListSchema>;
