import { z } from "zod";
import { MEAL_ICON_KEYS } from "../catalog-rules";
import { CAPACITY_UNITS, MAX_LINE_QUANTITY, PRODUCT_TYPES } from "../shop-rules";
import { line } from "./common";
import { ImageSchema } from "./content";

/**
 * Shapes of the shop (catalog, variations, cart), shared by the API (validation, serialization,
 * OpenAPI) and by the web app and SDK (types). Money is always in integer cents (EUR, VAT included).
 */

const id = z.number().int();
const cents = z.number().int();
const label = z.string().nullable();

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export const CapacityUnitSchema = z.enum(CAPACITY_UNITS);

/* Catalog ------------------------------------------------------------------------------------- */

/** One way a product is sold (vintage, size…); only active declinations are listed. */
export const DeclinationSchema = z.object({
  id,
  /** Labels named by the site's variation definitions (GET /variation), e.g. "2022", "75 cl". */
  variation1: label,
  variation2: label,
  variation3: label,
  price: cents,
  capacity: z.number().nullable(),
  capacityUnit: CapacityUnitSchema.nullable(),
  /** Bottles in a box; for a wine, the multiple its quantity must be. */
  sellByMultipleOf: z.number().int(),
  reference: z.string(),
  /** Units left; null when not tracked, or when the site does not handle stock (HANDLE_STOCK). */
  stock: z.number().int().nullable(),
  hasShippingFees: z.boolean(),
});
export type Declination = z.infer<typeof DeclinationSchema>;

/** A food pairing (GET /parameter/product/meal-icon, and each product's `mealIcon` list). */
export const MealIconSchema = z.object({
  id,
  /** « Fruits de mer », shown beside the icon. */
  name: z.string(),
  /** One of MEAL_ICON_KEYS: which drawing the web shows. */
  icon: z.enum(MEAL_ICON_KEYS),
});
export type MealIcon = z.infer<typeof MealIconSchema>;

export const ProductSchema = z.object({
  id,
  type: ProductTypeSchema,
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  image: ImageSchema.nullable(),
  tags: z.array(z.string()),
  /** rouge, blanc, rosé, effervescent, coffret… */
  kind: z.string().nullable(),
  order: z.number().int(),
  /** The technical sheet, plain texts ("" when not told). */
  appellation: z.string(),
  grapes: z.string(),
  vinification: z.string(),
  tasting: z.string(),
  /** Alcohol by volume in %, null when not told (a box). */
  degree: z.number().nullable(),
  /** Its food pairings, in order. */
  mealIcon: z.array(MealIconSchema),
  /** The price it is sold from: its lowest active declination's in stock, else its lowest active one's. */
  price: cents,
  declinations: z.array(DeclinationSchema),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.object({ products: z.array(ProductSchema), total: z.number().int() });
export type ProductList = z.infer<typeof ProductListSchema>;

/** Reply of GET /v2/product/recommended/{id}. */
export const RecommendedProductsSchema = z.object({ products: z.array(ProductSchema) });
export type RecommendedProducts = z.infer<typeof RecommendedProductsSchema>;

/** A medal or distinction won at a competition (GET /award?product={id}). */
export const AwardSchema = z.object({
  id,
  /** The competition. */
  name: z.string(),
  year: z.number().int(),
  /** « Médaille d'or », « Coup de cœur »… */
  medal: z.string(),
  image: ImageSchema.nullable(),
});
export type Award = z.infer<typeof AwardSchema>;

/** What variation1, variation2 and variation3 of the site's declinations mean. */
export const VariationSchema = z.object({
  id,
  /** 1, 2 or 3: the declination field this definition names. */
  position: z.number().int(),
  label: z.string(),
  /** Shown to visitors. */
  displayLabel: z.string(),
});
export type Variation = z.infer<typeof VariationSchema>;

/* Cart ---------------------------------------------------------------------------------------- */

/** One line of a cart: one declination of a product. */
export const CartLineSchema = z.object({
  /** The declination's id: the productId of PUT and DELETE /cart/{cartId}/product/{productId}. */
  id,
  idProduct: id,
  name: z.string(),
  slug: z.string(),
  image: ImageSchema.nullable(),
  variation1: label,
  variation2: label,
  variation3: label,
  /** Unit price. */
  price: cents,
  quantity: z.number().int(),
  lineTotal: cents,
  type: ProductTypeSchema,
  hasShippingFees: z.boolean(),
  capacity: z.number().nullable(),
  capacityUnit: CapacityUnitSchema.nullable(),
  sellByMultipleOf: z.number().int(),
  reference: z.string(),
  stock: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A valid discount code applied to the cart's subtotal; shipping fees come with the order. */
export const CartDiscountSchema = z.object({
  code: z.string(),
  /** Amount taken off. */
  value: cents,
  /** Subtotal before the discount. */
  subtotal: cents,
  /** Subtotal after the discount. */
  total: cents,
  shippingFees: z.null(),
  /** A free-shipping code: it takes nothing off the products and waives the delivery's fees. */
  freeShipping: z.boolean(),
});
export type CartDiscount = z.infer<typeof CartDiscountSchema>;

export const CartSchema = z.object({
  id,
  products: z.array(CartLineSchema),
  /** Sum of the quantities. */
  totalProduct: z.number().int(),
  /** Bottles for free shipping (spec section 9, shop-rules.ts). */
  bottleCount: z.number().int(),
  subtotal: cents,
  discount: CartDiscountSchema.nullable(),
  /** subtotal minus the discount. */
  total: cents,
  /** The cart's secret, only in the reply that created the cart (also set as the cartKey cookie). */
  cartKey: z.string().optional(),
});
export type Cart = z.infer<typeof CartSchema>;

/** Reply of POST /cart/{cartId}/product/{declinationId}: the cart, and its id as the spec names it. */
export const AddToCartResultSchema = CartSchema.extend({ cartId: id });
export type AddToCartResult = z.infer<typeof AddToCartResultSchema>;

const quantity = z
  .number({ error: "Indiquez une quantité." })
  .int("La quantité doit être un nombre entier.")
  .min(1, "La quantité doit être d'au moins 1.")
  .max(MAX_LINE_QUANTITY, `La quantité est limitée à ${MAX_LINE_QUANTITY} par produit.`);

/** Body of POST /cart and POST /cart/{cartId}; the discount is sent as a code only (spec section 5). */
export const CartBodySchema = z.object({
  discountCode: line("Le code promo doit être un texte.")
    .trim()
    .max(40, "Ce code promo n'est pas valable.")
    .nullish(),
  /** The visitor's delivery type (spec section 4); accepted, not used by the cart itself. */
  type: line("Le type doit être un texte.").trim().max(40, "Ce type n'est pas valable.").nullish(),
});
export type CartBody = z.input<typeof CartBodySchema>;

export const AddToCartBodySchema = z.object({
  type: z.enum(PRODUCT_TYPES, { error: "Indiquez le type du produit : WINE ou BOX." }),
  quantity,
});
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;

export const CartQuantityBodySchema = z.object({ quantity });
export type CartQuantityBody = z.input<typeof CartQuantityBodySchema>;
