import type { FieldErrors } from "@vitrine/shared/envelope";
import { eurosToCents, typedEuros } from "@vitrine/shared/schemas/admin-orders";
import {
  type AdminProductBody,
  AdminProductBodySchema,
  type AdminProductDetail,
} from "@vitrine/shared/schemas/admin-products";

/**
 * The product form as typed text (prices in euros, VAT in %, numbers with a comma), from a
 * product or from a post, and its conversion to the API's body (cents, basis points). Each row of
 * declinations and awards posts every one of its fields, so that the rows read back in order.
 */

export interface DeclinationRow {
  id: string;
  variation1: string;
  variation2: string;
  variation3: string;
  price: string;
  capacity: string;
  capacityUnit: string;
  sellByMultipleOf: string;
  reference: string;
  stock: string;
  vatRate: string;
  isActive: string;
  hasShippingFees: string;
}

export interface AwardRow {
  name: string;
  year: string;
  medal: string;
  imageMediaId: string;
  /** The picture's address and alternative text, to show it again after a refusal. */
  imageUrl: string;
  imageAlt: string;
}

export interface ProductFormState {
  fields: Record<string, string>;
  mealIconIds: string[];
  declinations: DeclinationRow[];
  awards: AwardRow[];
}

const DECLINATION_KEYS = [
  "id",
  "variation1",
  "variation2",
  "variation3",
  "price",
  "capacity",
  "capacityUnit",
  "sellByMultipleOf",
  "reference",
  "stock",
  "vatRate",
  "isActive",
  "hasShippingFees",
] as const;
const AWARD_KEYS = ["name", "year", "medal", "imageMediaId", "imageUrl", "imageAlt"] as const;
const PRODUCT_KEYS = [
  "type",
  "name",
  "slug",
  "kind",
  "summary",
  "description",
  "appellation",
  "grapes",
  "vinification",
  "tasting",
  "degree",
  "order",
  "isActive",
  "imageMediaId",
  "imageAlt",
  "imageUrl",
  "tags",
] as const;

const decimal = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

export const emptyDeclination = (): DeclinationRow => ({
  id: "",
  variation1: "",
  variation2: "",
  variation3: "",
  price: "",
  capacity: "75",
  capacityUnit: "cl",
  sellByMultipleOf: "1",
  reference: "",
  stock: "",
  vatRate: "20",
  isActive: "oui",
  hasShippingFees: "oui",
});

export const emptyAward = (): AwardRow => ({
  name: "",
  year: "",
  medal: "",
  imageMediaId: "",
  imageUrl: "",
  imageAlt: "",
});

export function formStateOf(product: AdminProductDetail | null): ProductFormState {
  if (!product) {
    return {
      fields: { type: "WINE", isActive: "oui", order: "0" },
      mealIconIds: [],
      declinations: [emptyDeclination()],
      awards: [],
    };
  }
  return {
    fields: {
      type: product.type,
      name: product.name,
      slug: product.slug,
      kind: product.kind ?? "",
      summary: product.summary,
      description: product.description,
      appellation: product.appellation,
      grapes: product.grapes,
      vinification: product.vinification,
      tasting: product.tasting,
      degree: decimal(product.degree),
      order: String(product.order),
      isActive: product.isActive ? "oui" : "non",
      imageMediaId: product.imageMediaId ? String(product.imageMediaId) : "",
      imageAlt: product.image?.alt ?? "",
      imageUrl: product.image?.url ?? "",
      tags: product.tags.join(", "),
    },
    mealIconIds: product.mealIcons.map((icon) => String(icon.id)),
    declinations: product.declinations.map((d) => ({
      id: String(d.id),
      variation1: d.variation1 ?? "",
      variation2: d.variation2 ?? "",
      variation3: d.variation3 ?? "",
      price: typedEuros(d.price),
      capacity: decimal(d.capacity),
      capacityUnit: d.capacityUnit ?? "",
      sellByMultipleOf: String(d.sellByMultipleOf),
      reference: d.reference,
      stock: d.stock === null ? "" : String(d.stock),
      vatRate: decimal(d.vatRate / 100),
      isActive: d.isActive ? "oui" : "non",
      hasShippingFees: d.hasShippingFees ? "oui" : "non",
    })),
    awards: product.awards.map((a) => ({
      name: a.name,
      year: String(a.year),
      medal: a.medal,
      imageMediaId: a.imageMediaId ? String(a.imageMediaId) : "",
      imageUrl: a.image?.url ?? "",
      imageAlt: a.image?.alt ?? "",
    })),
  };
}

/** The form as posted: rows read by position (every row posts each of its fields). */
export function readPostedForm(form: FormData): ProductFormState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const column = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const rows = <K extends string>(prefix: string, keys: readonly K[]) => {
    const columns = keys.map((key) => column(`${prefix}${key}`));
    const count = Math.min(100, Math.max(0, ...columns.map((c) => c.length)));
    return Array.from({ length: count }, (_, index) =>
      Object.fromEntries(keys.map((key, k) => [key, columns[k]![index] ?? ""])),
    ) as Array<Record<K, string>>;
  };
  return {
    fields: Object.fromEntries(PRODUCT_KEYS.map((key) => [key, text(key)])),
    mealIconIds: column("mealIconIds"),
    declinations: rows("d-", DECLINATION_KEYS),
    awards: rows("a-", AWARD_KEYS),
  };
}

/** A number typed with a comma or a point; undefined when it is not one, null when empty. */
function typedNumber(value: string): number | null | undefined {
  const compact = value.replace(/[\s\u00a0\u202f%]/g, "").replace(",", ".");
  if (!compact) return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The API's body for the typed form, or the fields that are not numbers as they should be (the
 * API checks the rest, in its own words). Rows left wholly blank are left out.
 */
export function bodyOf(state: ProductFormState): { body: AdminProductBody | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (field: string, value: string, message: string): number | null => {
    const parsed = typedNumber(value);
    if (parsed === undefined) errors[field] = message;
    return parsed ?? null;
  };
  const f = state.fields;
  const declinations = state.declinations
    .filter((d) => d.id || d.price.trim() || d.variation1.trim() || d.variation2.trim() || d.reference.trim())
    .map((d, i) => {
      const price = eurosToCents(d.price);
      if (price === null)
        errors[`declinations.${i}.price`] = "Indiquez un prix en euros (par exemple 12,50).";
      const vat = number(
        `declinations.${i}.vatRate`,
        d.vatRate,
        "Indiquez le taux de TVA en % (par exemple 20).",
      );
      const stock = d.id
        ? null
        : number(`declinations.${i}.stock`, d.stock, "Indiquez un stock en nombre entier.");
      return {
        ...(d.id ? { id: Number(d.id) } : {}),
        variation1: d.variation1.trim() || null,
        variation2: d.variation2.trim() || null,
        variation3: d.variation3.trim() || null,
        price: price ?? 0,
        capacity: number(`declinations.${i}.capacity`, d.capacity, "Indiquez une contenance en nombre."),
        capacityUnit:
          d.capacityUnit === "L" || d.capacityUnit === "cl" ? (d.capacityUnit as "L" | "cl") : null,
        sellByMultipleOf:
          number(`declinations.${i}.sellByMultipleOf`, d.sellByMultipleOf, "Indiquez un nombre entier.") ?? 1,
        reference: d.reference,
        stock,
        vatRate: vat === null ? 2000 : Math.round(vat * 100),
        isActive: d.isActive !== "non",
        hasShippingFees: d.hasShippingFees !== "non",
      };
    });
  const awards = state.awards
    .filter((a) => a.name.trim() || a.medal.trim() || a.year.trim())
    .map((a, i) => ({
      name: a.name,
      year: number(`awards.${i}.year`, a.year, "Indiquez l'année.") ?? 0,
      medal: a.medal,
      imageMediaId: a.imageMediaId ? Number(a.imageMediaId) : null,
    }));
  const body: AdminProductBody = {
    type: f.type === "BOX" ? "BOX" : "WINE",
    name: f.name ?? "",
    slug: (f.slug ?? "").trim(),
    kind: (f.kind ?? "").trim() || null,
    summary: f.summary ?? "",
    description: f.description ?? "",
    appellation: f.appellation ?? "",
    grapes: f.grapes ?? "",
    vinification: f.vinification ?? "",
    tasting: f.tasting ?? "",
    degree: number("degree", f.degree ?? "", "Indiquez le degré en nombre (par exemple 12,5)."),
    order: number("order", f.order ?? "", "Indiquez un ordre entier.") ?? 0,
    isActive: f.isActive !== "non",
    imageMediaId: f.imageMediaId ? Number(f.imageMediaId) : null,
    imageAlt: f.imageAlt ?? "",
    tags: (f.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    mealIconIds: state.mealIconIds.map(Number).filter(Number.isInteger),
    awards,
    declinations,
  };
  if (Object.keys(errors).length === 0) return { body, errors };
  // The API's own checks of the other fields, so that every mistake is told at once.
  for (const issue of AdminProductBodySchema.safeParse(body).error?.issues ?? []) {
    errors[issue.path.join(".")] ??= issue.message;
  }
  return { body: null, errors };
}
