import { ADULT_AGE, ageOn, isIsoDate } from "./account-rules";

/**
 * Rules of the catalogue shared by the API and the web: the food-pairing drawings, how the site's
 * product parameters read (PRODUCT_DISPLAY, PRODUCT_ORDER, PRODUCT_ASPECT_RATIO, PRODUCT_PAGE_STYLE),
 * the texts French law puts beside alcohol, and the age a customer must confirm before an order.
 */

/** The drawings a meal icon may use (the web maps each to an icon). */
export const MEAL_ICON_KEYS = [
  "seafood",
  "fish",
  "poultry",
  "meat",
  "pork",
  "cheese",
  "vegetables",
  "salad",
  "grill",
  "spicy",
  "dessert",
  "aperitif",
  /** Any other dish (a plate and cutlery). */
  "meal",
] as const;
export type MealIconKey = (typeof MEAL_ICON_KEYS)[number];

/** PRODUCT_DISPLAY: the shop's products as a grid of cards or as a list of rows. */
export const PRODUCT_DISPLAYS = ["GRID", "LIST"] as const;
export type ProductDisplay = (typeof PRODUCT_DISPLAYS)[number];

/** PRODUCT_ORDER: the shop's default order, and the list query's orderBy it stands for. */
export const PRODUCT_ORDERS = {
  PRICE_ASC: "price",
  PRICE_DESC: "price:desc",
  NAME: "name",
  ORDER: "order",
  NEWEST: "createdAt:desc",
} as const;
export type ProductOrder = keyof typeof PRODUCT_ORDERS;

/** PRODUCT_PAGE_STYLE: picture beside the texts (CLASSIC) or above them, full width (WIDE). */
export const PRODUCT_PAGE_STYLES = ["CLASSIC", "WIDE"] as const;
export type ProductPageStyle = (typeof PRODUCT_PAGE_STYLES)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T =>
  list.find((item) => item === value?.trim().toUpperCase()) ?? fallback;

export const productDisplay = (value: string | null | undefined): ProductDisplay =>
  oneOf(PRODUCT_DISPLAYS, value, "GRID");

export const productPageStyle = (value: string | null | undefined): ProductPageStyle =>
  oneOf(PRODUCT_PAGE_STYLES, value, "CLASSIC");

export const productOrder = (value: string | null | undefined): ProductOrder =>
  oneOf(Object.keys(PRODUCT_ORDERS) as ProductOrder[], value, "PRICE_ASC");

/**
 * PRODUCT_ASPECT_RATIO as a CSS aspect-ratio ("3/4", "1 / 1", "4:5"): two whole numbers from 1 to
 * 100 whose ratio lies between 1/4 and 4; anything else gives the portrait default 3/4.
 */
export function productAspectRatio(value: string | null | undefined): string {
  const match = /^\s*(\d{1,3})\s*[/:]\s*(\d{1,3})\s*$/.exec(value ?? "");
  if (!match) return "3/4";
  const width = Number(match[1]);
  const height = Number(match[2]);
  const ok = width >= 1 && height >= 1 && width <= 100 && height <= 100 && width / height >= 0.25;
  return ok && width / height <= 4 ? `${width}/${height}` : "3/4";
}

/** French law (Code de la santé publique, L3323-4): beside every alcohol for sale. */
export const ALCOHOL_MESSAGE = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";
export const MINORS_MESSAGE = "La vente d'alcool aux mineurs est interdite.";
/** DISPLAY_ETHYLOTEST_MESSAGE: the reminder to check one's blood alcohol level before driving. */
export const ETHYLOTEST_MESSAGE =
  "Avant de prendre le volant, contrôlez votre taux d'alcoolémie avec un éthylotest.";

/** The box a customer ticks before ordering alcohol. */
export const ADULT_CONFIRMATION_LABEL = "Je certifie avoir 18 ans ou plus.";

export interface AdultOrderCheck {
  /** The order holds alcohol (any WINE or BOX of a wine shop). */
  hasAlcohol: boolean;
  /** The customer ticked ADULT_CONFIRMATION_LABEL. */
  confirmedAdult: boolean;
  /** The member's birth date (YYYY-MM-DD) when known. */
  birthdate: string | null;
  /** Today in France (todayInParis()). */
  today: string;
}

/**
 * Why an order may not be placed under the law on the sale of alcohol to minors, in French, or
 * null: an order holding alcohol needs the customer's confirmation of being of age, and a known
 * birth date under 18 refuses it whatever was ticked.
 */
export function adultOrderProblem({ hasAlcohol, confirmedAdult, birthdate, today }: AdultOrderCheck) {
  if (!hasAlcohol) return null;
  if (birthdate && isIsoDate(birthdate) && ageOn(birthdate, today) < ADULT_AGE) {
    return `${MINORS_MESSAGE} Cette commande ne peut pas être passée.`;
  }
  if (!confirmedAdult) return "Confirmez que vous avez 18 ans ou plus pour commander de l'alcool.";
  return null;
}

/** The external app that makes the technical sheets (GET /external-app/{app}/config/public). */
export const FILE_GENERATOR_APP = "PRODUCT_FILE_GENERATOR";

/**
 * Whether a site offers technical sheets: its PRODUCT_FILE_GENERATOR public config (null when the
 * site has none) is not switched off, and exists or the site names a technicalFileModel.
 */
export function offersTechnicalSheets(
  config: Record<string, unknown> | null,
  technicalFileModel: string | null,
): boolean {
  return config?.enabled !== false && (config !== null || Boolean(technicalFileModel));
}
