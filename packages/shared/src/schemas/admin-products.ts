import { z } from "zod";
import { CAPACITY_UNITS, MAX_LINE_QUANTITY, PRODUCT_TYPES } from "../shop-rules";
import { distinctTags, idNumber, line, text } from "./common";
import { ImageSchema } from "./content";
import { MealIconSchema, VariationSchema } from "./shop";

/** The shop's catalogue as the admin panel lists, edits and stocks it (issue 17). */

/** Why the shop changes a stock by hand: the only reasons of an adjustment. */
export const STOCK_REASONS = ["RECEPTION", "CASSE", "INVENTAIRE", "CORRECTION"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Why an order changed a stock (decision 047): taken by the order, given back when it is
 * cancelled, put back by a refund. Never given by hand.
 */
export const ORDER_STOCK_REASONS = ["VENTE", "ANNULATION", "RETOUR"] as const;
export type OrderStockReason = (typeof ORDER_STOCK_REASONS)[number];

/** Every reason of a stock movement, as its history lists them. */
export const STOCK_MOVEMENT_REASONS = [...STOCK_REASONS, ...ORDER_STOCK_REASONS] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  RECEPTION: "Réception",
  CASSE: "Casse",
  INVENTAIRE: "Inventaire",
  CORRECTION: "Correction",
  VENTE: "Vente",
  ANNULATION: "Annulation",
  RETOUR: "Retour en stock",
};

export const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  WINE: "Vin",
  BOX: "Coffret",
};

/** The largest price of a declination: 100 000 €. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 1_000_000;
const PRICE_MESSAGE = "Indiquez un prix en centimes entiers (par exemple 1250 pour 12,50 €).";

const id = z.number().int();
const mediaId = idNumber("Choisissez une image de la médiathèque.");
const shortText = (label: string, max: number) =>
  line(`${label} doit être un texte.`).trim().max(max, `${label} ne peut pas dépasser ${max} caractères.`);
const longText = (label: string, max: number) =>
  text(`${label} doit être un texte.`).trim().max(max, `${label} ne peut pas dépasser ${max} caractères.`);
const variationLabel = shortText("Le libellé", 60)
  .nullable()
  .transform((value) => (value ? value : null));

/** One declination as the form sends it: with its id when it exists, without to add it. */
export const AdminDeclinationBodySchema = z
  .object({
    id: idNumber().optional(),
    variation1: variationLabel.optional().default(null),
    variation2: variationLabel.optional().default(null),
    variation3: variationLabel.optional().default(null),
    price: z
      .number({ error: PRICE_MESSAGE })
      .int(PRICE_MESSAGE)
      .min(0, "Le prix ne peut pas être négatif.")
      .max(MAX_PRICE_CENTS, "Le prix ne peut pas dépasser 100 000 €."),
    capacity: z
      .number({ error: "Indiquez une contenance en nombre." })
      .positive("La contenance doit être positive.")
      .max(99_999, "Cette contenance est trop grande.")
      .nullable()
      .optional()
      .default(null),
    capacityUnit: z
      .enum(CAPACITY_UNITS, { error: "Choisissez l'unité : L ou cl." })
      .nullable()
      .optional()
      .default(null),
    sellByMultipleOf: z
      .number({ error: "Indiquez un nombre entier d'unités." })
      .int("Indiquez un nombre entier d'unités.")
      .min(1, "Vendu par au moins 1.")
      .max(MAX_LINE_QUANTITY, `Vendu par ${MAX_LINE_QUANTITY} au plus.`)
      .default(1),
    reference: shortText("La référence", 60).default(""),
    /** Units at creation (null: not tracked); an existing declination's stock moves by adjustments only. */
    stock: z
      .number({ error: "Indiquez un stock en nombre entier." })
      .int("Indiquez un stock en nombre entier.")
      .min(0, "Le stock ne peut pas être négatif.")
      .max(MAX_STOCK, "Ce stock est trop grand.")
      .nullable()
      .optional()
      .default(null),
    /** Basis points: 2000 = 20 %. */
    vatRate: z
      .number({ error: "Indiquez un taux de TVA." })
      .int("Indiquez le taux de TVA en points de base (2000 pour 20 %).")
      .min(0, "Le taux de TVA ne peut pas être négatif.")
      .max(10_000, "Le taux de TVA ne peut pas dépasser 100 %.")
      .default(2000),
    hasShippingFees: z.boolean({ error: "Indiquez oui ou non." }).default(true),
    isActive: z.boolean({ error: "Indiquez oui ou non." }).default(true),
  })
  .superRefine((value, ctx) => {
    if ((value.capacity === null) !== (value.capacityUnit === null)) {
      const path = value.capacity === null ? "capacity" : "capacityUnit";
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: "Indiquez la contenance et son unité ensemble.",
      });
    }
  });
export type AdminDeclinationBody = z.input<typeof AdminDeclinationBodySchema>;

export const AdminAwardBodySchema = z.object({
  name: shortText("Le concours", 160).min(1, "Indiquez le concours."),
  year: z
    .number({ error: "Indiquez l'année." })
    .int("Indiquez l'année.")
    .min(1800, "L'année doit être après 1800.")
    .max(2200, "L'année doit être avant 2200."),
  medal: shortText("La distinction", 120).min(1, "Indiquez la distinction."),
  imageMediaId: mediaId.nullable().default(null),
});
export type AdminAwardBody = z.input<typeof AdminAwardBodySchema>;

/** POST /admin/product and PUT /admin/product/{id}: the whole product as the form shows it. */
export const AdminProductBodySchema = z.object({
  type: z.enum(PRODUCT_TYPES, { error: "Choisissez le type : vin ou coffret." }),
  name: shortText("Le nom", 160).min(1, "Indiquez le nom du produit."),
  /** Made from the name when empty. */
  slug: shortText("L'adresse", 120)
    .refine((value) => value === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), {
      message: "L'adresse ne prend que des minuscules, des chiffres et des tirets.",
    })
    .default(""),
  summary: longText("Le résumé", 600).default(""),
  /** HTML, sanitized when saved. */
  description: longText("La description", 20_000).default(""),
  kind: shortText("La catégorie", 60)
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null),
  tags: z
    .array(shortText("Une étiquette", 40).min(1, "Une étiquette ne peut pas être vide."), {
      error: "Les étiquettes sont une liste de textes.",
    })
    .max(20, "20 étiquettes au plus.")
    .default([])
    .transform(distinctTags),
  appellation: shortText("L'appellation", 200).default(""),
  grapes: shortText("Les cépages", 200).default(""),
  vinification: longText("La vinification", 2000).default(""),
  tasting: longText("La dégustation", 2000).default(""),
  degree: z
    .number({ error: "Indiquez le degré en nombre." })
    .min(0, "Le degré ne peut pas être négatif.")
    .max(100, "Le degré ne peut pas dépasser 100 %.")
    .nullable()
    .default(null),
  order: z
    .number({ error: "Indiquez un ordre entier." })
    .int("Indiquez un ordre entier.")
    .min(-2_147_483_648, "L'ordre est trop petit.")
    .max(2_147_483_647, "L'ordre est trop grand.")
    .default(0),
  isActive: z.boolean({ error: "Indiquez oui ou non." }).default(true),
  /** The picture, from the media library; null: none. */
  imageMediaId: mediaId.nullable().default(null),
  imageAlt: shortText("Le texte alternatif", 250).default(""),
  mealIconIds: z
    .array(idNumber("Choisissez les accords mets et vins dans la liste."), {
      error: "Choisissez les accords mets et vins dans la liste.",
    })
    .max(30, "30 accords au plus.")
    .default([]),
  awards: z.array(AdminAwardBodySchema).max(30, "30 distinctions au plus.").default([]),
  declinations: z
    .array(AdminDeclinationBodySchema, { error: "Indiquez les déclinaisons du produit." })
    .min(1, "Un produit a au moins une déclinaison.")
    .max(50, "50 déclinaisons au plus."),
});
export type AdminProductBody = z.input<typeof AdminProductBodySchema>;
export type AdminProductInput = z.output<typeof AdminProductBodySchema>;

/** POST /admin/product/{id}/declination/{declinationId}/stock. */
export const AdminStockBodySchema = z.object({
  delta: z
    .number({ error: "Indiquez le nombre d'unités à ajouter ou à retirer." })
    .int("Indiquez un nombre entier d'unités.")
    .refine((value) => value !== 0, "Indiquez une quantité différente de zéro.")
    .refine((value) => Math.abs(value) <= MAX_STOCK, "Cette quantité est trop grande."),
  reason: z.enum(STOCK_REASONS, {
    error: (issue) =>
      ORDER_STOCK_REASONS.some((reason) => reason === issue.input)
        ? "Les ventes, annulations et retours viennent des commandes : choisissez réception, casse, inventaire ou correction."
        : "Choisissez le motif : réception, casse, inventaire ou correction.",
  }),
  note: longText("La note", 500).default(""),
});
export type AdminStockBody = z.input<typeof AdminStockBodySchema>;

/** GET /admin/product: 20 a page; filters `search`, `type`, `kind`, `isActive`. */
export const ADMIN_PRODUCT_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "type", "kind", "isActive"],
  orderBy: ["name", "createdAt", "order", "price", "stock"],
} as const;

export const AdminProductSummarySchema = z.object({
  id,
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  slug: z.string(),
  kind: z.string().nullable(),
  isActive: z.boolean(),
  image: ImageSchema.nullable(),
  declinationCount: z.number().int(),
  /** Lowest price of its declinations on sale (cents); null without any. */
  price: z.number().int().nullable(),
  /** Sum of the tracked stocks; null when none is tracked. */
  stock: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;

export const AdminProductListSchema = z.object({
  items: z.array(AdminProductSummarySchema),
  total: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const AdminDeclinationSchema = z.object({
  id,
  variation1: z.string().nullable(),
  variation2: z.string().nullable(),
  variation3: z.string().nullable(),
  price: z.number().int(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  sellByMultipleOf: z.number().int(),
  reference: z.string(),
  stock: z.number().int().nullable(),
  vatRate: z.number().int(),
  hasShippingFees: z.boolean(),
  isActive: z.boolean(),
  /** Orders name it: removing it from the product only takes it off sale. */
  hasOrders: z.boolean(),
});
export type AdminDeclination = z.infer<typeof AdminDeclinationSchema>;

export const AdminAwardSchema = z.object({
  id,
  name: z.string(),
  year: z.number().int(),
  medal: z.string(),
  image: ImageSchema.nullable(),
  imageMediaId: z.number().int().nullable(),
});

export const AdminProductDetailSchema = z.object({
  id,
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  description: z.string(),
  kind: z.string().nullable(),
  tags: z.array(z.string()),
  appellation: z.string(),
  grapes: z.string(),
  vinification: z.string(),
  tasting: z.string(),
  degree: z.number().nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  image: ImageSchema.nullable(),
  /** The media library's file the picture is, when it is one. */
  imageMediaId: z.number().int().nullable(),
  mealIcons: z.array(MealIconSchema),
  awards: z.array(AdminAwardSchema),
  declinations: z.array(AdminDeclinationSchema),
  hasOrders: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>;

/** DELETE /admin/product/{id}: removed, or only taken off sale when orders name it. */
export const AdminProductRemovalSchema = z.object({ id, outcome: z.enum(["DELETED", "ARCHIVED"]) });
export type AdminProductRemoval = z.infer<typeof AdminProductRemovalSchema>;

export const StockMovementSchema = z.object({
  id,
  declinationId: id,
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  note: z.string(),
  /** Who made it in the panel; empty when no one did (an order placed, a payment not made). */
  userEmail: z.string(),
  /** The order that moved the stock (VENTE, ANNULATION, RETOUR); null for an adjustment, or once the order is erased. */
  order: z.object({ id, reference: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementListSchema = z.object({
  items: z.array(StockMovementSchema),
  total: z.number().int(),
});
export type StockMovementList = z.infer<typeof StockMovementListSchema>;

export const STOCK_MOVEMENT_LIST = { defaultNbItem: 20, maxNbItem: 100, filters: [], orderBy: [] } as const;

/**
 * GET /admin/variation: one of the site's variations (what variation1, 2 or 3 of the declinations
 * mean) with the labels the site's declinations already use at its place, sorted.
 */
export const AdminVariationSchema = VariationSchema.extend({ values: z.array(z.string()) });
export type AdminVariation = z.infer<typeof AdminVariationSchema>;
