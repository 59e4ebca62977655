import { z } from "zod";
import { type PRODUCT_ORDERS, productAspectRatio } from "../catalog-rules";
import { isHexColor } from "../colors";
import { frenchVatKeyError, isSiret } from "../company-ids";
import { PARAMETERS, type ParameterKey } from "../parameters";
import { hasControlCharacters } from "../text-rules";
import { CONTROL_CHARACTER_MESSAGE, EMAIL_MESSAGE, isPhoneNumber, PHONE_MESSAGE, text } from "./common";
import { PAYMENT_METHOD_LABELS } from "./orders";

/**
 * What an administrator may give each site parameter (PUT /admin/parameter and the panel's form):
 * first the rule of its kind (colour, switch, number, link, line), then the key's own rule (an
 * e-mail, a SIRET, an IBAN, one of a list…). Every refusal is a French sentence for the field.
 */

export const PARAMETER_VALUE_MAX = 200_000;
const STRING_MAX = 500;

/** The values a key may take, with what the panel calls them. */
export const PARAMETER_CHOICES: Partial<Record<ParameterKey, Readonly<Record<string, string>>>> = {
  LOGO_POSITION: { LEFT: "À gauche", CENTER: "Au centre" },
  MENU_TYPE: {
    RELATIVE: "Au-dessus de la page",
    ABSOLUTE: "Par-dessus le haut de la page",
    FIXED: "Toujours visible en haut de l'écran",
  },
  MENU_ICON_STYLE: { "fa-solid": "Pleines", "fa-regular": "Contour" },
  PRODUCT_DISPLAY: { GRID: "Grille de cartes", LIST: "Liste" },
  PRODUCT_ORDER: {
    PRICE_ASC: "Prix croissant",
    PRICE_DESC: "Prix décroissant",
    NAME: "Nom",
    ORDER: "Ordre choisi dans le catalogue",
    NEWEST: "Nouveautés d'abord",
  } satisfies Record<keyof typeof PRODUCT_ORDERS, string>,
  PRODUCT_PAGE_STYLE: { CLASSIC: "Image à côté du texte", WIDE: "Image en pleine largeur au-dessus" },
  PAYMENT_METHOD: PAYMENT_METHOD_LABELS,
};

/** Keys whose value is a comma-separated list of their choices (at least one). */
export const MULTIPLE_CHOICE_KEYS: readonly ParameterKey[] = ["PAYMENT_METHOD"];

type Rule = (value: string) => string | null;

const pattern =
  (regex: RegExp, message: string): Rule =>
  (value) =>
    regex.test(value) ? null : message;

const numberIn =
  (min: number, max: number, { integer = true, unit = "" } = {}): Rule =>
  (value) => {
    const n = Number(value);
    if (integer && !Number.isInteger(n)) return "La valeur doit être un nombre entier.";
    if (n < min || n > max) return `La valeur doit être comprise entre ${min} et ${max}${unit}.`;
    return null;
  };

const choice =
  (key: ParameterKey): Rule =>
  (value) => {
    const choices = PARAMETER_CHOICES[key] ?? {};
    const names = Object.values(choices).join(", ");
    const picked = MULTIPLE_CHOICE_KEYS.includes(key) ? value.split(",").map((v) => v.trim()) : [value];
    return picked.every((v) => v in choices) ? null : `Choisissez parmi : ${names}.`;
  };

/** IBAN: country, check digits and account, mod 97 (ISO 13616); spaces allowed. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const email: Rule = (value) => (z.email().safeParse(value.trim()).success ? null : EMAIL_MESSAGE);

const aspectRatio: Rule = (value) => {
  const match = /^\s*(\d{1,3})\s*[/:]\s*(\d{1,3})\s*$/.exec(value);
  return match && productAspectRatio(value) === `${Number(match[1])}/${Number(match[2])}`
    ? null
    : "Indiquez un format largeur/hauteur, par exemple 3/4 ou 1/1 (rapport entre 1/4 et 4).";
};

const bottles = numberIn(0, 10_000);

const KEY_RULES: Partial<Record<ParameterKey, Rule>> = {
  COMPANY_EMAIL: email,
  COMPANY_PHONE: (value) => (isPhoneNumber(value.trim()) ? null : PHONE_MESSAGE),
  SIRET_NUMBER: (value) =>
    !/^(\d\s*){14}$/.test(value)
      ? "Le numéro SIRET compte 14 chiffres."
      : isSiret(value)
        ? null
        : "Ce numéro SIRET n'existe pas : un chiffre est faux ou deux sont inversés.",
  INTRACO_VAT: (value) => {
    const vat = value.replace(/\s/g, "");
    return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat)
      ? frenchVatKeyError(vat)
      : "Le numéro de TVA commence par le code du pays, par exemple FR12345678901.";
  },
  BANK_IBAN: (value) => (isIban(value) ? null : "Cet IBAN n'est pas valide (vérifiez les chiffres)."),
  BANK_BIC: pattern(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "Le BIC compte 8 ou 11 lettres et chiffres."),
  GOOGLE_ANALYTICS_ID: pattern(
    /^G-[A-Z0-9]{4,20}$/,
    "L'identifiant de mesure commence par G-, par exemple G-AB12CD34.",
  ),
  META_PIXEL_ID: pattern(/^\d{5,20}$/, "L'identifiant du pixel Meta ne compte que des chiffres."),
  PRODUCT_ASPECT_RATIO: aspectRatio,
  COMPANY_LATITUDE: numberIn(-90, 90, { integer: false }),
  COMPANY_LONGITUDE: numberIn(-180, 180, { integer: false }),
  LOGO_WIDTH: numberIn(16, 800, { unit: " px" }),
  LOGO_HEIGHT: numberIn(16, 400, { unit: " px" }),
  LOGO_FOOTER_WIDTH: numberIn(16, 800, { unit: " px" }),
  MENU_ICON_SIZE: numberIn(8, 64, { unit: " px" }),
  DETAIL_PAGE_MARGIN_TOP: numberIn(0, 400, { unit: " px" }),
  FREE_SHIPPING_BOTTLE: bottles,
  FREE_SHIPPING_PRICE: numberIn(0, 10_000_000),
  MINIMUM_EXPEDITION_BOTTLE: bottles,
  MAXIMUM_EXPEDITION_BOTTLE: bottles,
  CLICK_AND_COLLECT_HOURS: numberIn(0, 720, { unit: " heures" }),
  ORDER_REVIEW_DELAY: numberIn(0, 365, { unit: " jours" }),
  STOCK_LIMIT_DISPLAY: numberIn(0, 100_000),
  BOTTLE_MULTIPLE: numberIn(1, 100),
};
for (const key of Object.keys(PARAMETER_CHOICES) as ParameterKey[]) KEY_RULES[key] = choice(key);

/** The rule of the parameter's kind; null when the value passes it. */
function kindError(key: ParameterKey, value: string): string | null {
  const { kind } = PARAMETERS[key];
  if (kind !== "TEXT" && hasControlCharacters(value)) return CONTROL_CHARACTER_MESSAGE;
  if (key.endsWith("_COLOR") && !isHexColor(value))
    return "La couleur doit être au format #rrggbb ou #rrggbbaa.";
  if (kind === "BOOLEAN" && value !== "true" && value !== "false")
    return "La valeur doit être true ou false.";
  if (kind === "NUMBER" && !/^-?\d+(\.\d+)?$/.test(value)) return "La valeur doit être un nombre.";
  if (kind === "LINK") {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return "Le lien n'est pas une adresse valide (https://…).";
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return "Le lien doit commencer par https://.";
  }
  if (kind !== "TEXT" && value.length > STRING_MAX)
    return `La valeur ne doit pas dépasser ${STRING_MAX} caractères.`;
  if (value.length > PARAMETER_VALUE_MAX) return "La valeur est trop longue.";
  return null;
}

/** Parameters a site cannot do without, with what is said when one is emptied. */
const REQUIRED: Partial<Record<ParameterKey, string>> = {
  COMPANY_NAME:
    "Indiquez le nom de l'entreprise : il figure dans les mentions légales, les e-mails et les factures.",
};

/**
 * Checks a new value of a parameter; a French message when it is refused. Empty (null or "") is
 * allowed but for the few REQUIRED ones, which blanks do not fill either.
 */
export function parameterValueError(key: ParameterKey, value: string | null): string | null {
  const required = REQUIRED[key];
  if (value === null || value === "" || (required && value.trim() === "")) return required ?? null;
  return kindError(key, value) ?? KEY_RULES[key]?.(value) ?? null;
}

type Values = Partial<Record<ParameterKey, string | null>>;

/** Rules between parameters: the keys involved, the field a refusal is shown on, the refusal. */
const CROSS_RULES: { keys: ParameterKey[]; field: ParameterKey; error: (values: Values) => string | null }[] =
  [
    {
      keys: ["MINIMUM_EXPEDITION_BOTTLE", "MAXIMUM_EXPEDITION_BOTTLE"],
      field: "MAXIMUM_EXPEDITION_BOTTLE",
      error: ({ MINIMUM_EXPEDITION_BOTTLE: min, MAXIMUM_EXPEDITION_BOTTLE: max }) =>
        min && max && Number(min) > Number(max)
          ? "Le maximum par expédition ne peut pas être inférieur au minimum."
          : null,
    },
  ];

/**
 * Rules between parameters, on the values the site would have once the change is made; only the
 * rules touching a `changed` key apply (a change elsewhere is not refused for them).
 */
export function crossParameterErrors(values: Values, changed: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of CROSS_RULES) {
    if (!rule.keys.some((key) => changed.includes(key))) continue;
    const error = rule.error(values);
    if (error) errors[rule.field] = error;
  }
  return errors;
}

/** Body of PUT /admin/parameter: the changed values by key; null or "" empties a parameter. */
export const ParameterValuesBodySchema = z.object({
  values: z.record(
    z.string(),
    text("La valeur doit être un texte, ou null pour vider le paramètre.").nullable(),
    {
      error: "Indiquez les valeurs à enregistrer, par paramètre.",
    },
  ),
});
export type ParameterValuesBody = z.infer<typeof ParameterValuesBodySchema>;
