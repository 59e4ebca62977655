import { EU_COUNTRIES } from "./shipping/zones";

/**
 * A French company's identifiers: its SIREN (9 digits), the SIRET of one of its establishments
 * (the SIREN and 5 digits), and intra-EU VAT numbers. The site's own (its parameters) and a
 * business buyer's (decision 045) are checked by the same rules.
 */

/** Luhn's sum of a string of digits (the check of SIREN and SIRET numbers). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN, whose establishments' SIRET numbers follow their own rule (digits sum to a multiple of 5). */
const LA_POSTE_SIREN = "356000000";

/** SIRET: 14 digits (spaces allowed) passing Luhn's check, La Poste's establishments apart (INSEE). */
export function isSiret(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return luhnValid(digits);
}

/** SIREN: 9 digits (spaces allowed) passing Luhn's check. */
export function isSiren(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  return /^\d{9}$/.test(digits) && luhnValid(digits);
}

/**
 * A French VAT number's key: FR, two digits, the SIREN; the key is (12 + 3 × (SIREN mod 97)) mod 97.
 * Other countries' numbers (and French ones with letters in the key) are not checked here.
 */
export function frenchVatKeyError(value: string): string | null {
  const match = /^FR(\d{2})(\d{9})$/.exec(value);
  if (!match) return null;
  const key = (12 + 3 * (Number(match[2]) % 97)) % 97;
  return Number(match[1]) === key
    ? null
    : "Ce numéro de TVA ne correspond pas à son SIREN : vérifiez les deux chiffres qui suivent FR.";
}

export const COMPANY_ID_MESSAGE = "Ce numéro SIREN ou SIRET n'est pas valide.";
export const VAT_NUMBER_MESSAGE =
  "Ce numéro de TVA intracommunautaire n'est pas valide : il commence par le code du pays, par exemple FR44732829320.";

/** A SIREN or SIRET as typed (« 732 829 320 »), as kept: its digits. */
export const companyIdDigits = (value: string) => value.replace(/\s/g, "");

/** Why a SIREN or SIRET (spaces allowed) is refused; null when it is one. */
export function companyIdProblem(value: string): string | null {
  const digits = companyIdDigits(value);
  return isSiren(digits) || isSiret(digits) ? null : COMPANY_ID_MESSAGE;
}

/** « 732829320 » → « 732 829 320 », a SIRET « 732 829 320 00074 »; anything else as it is. */
export function formatCompanyId(digits: string): string {
  if (/^\d{9}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
  if (/^\d{14}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, "$1 $2 $3 $4");
  return digits;
}

/**
 * A company's identifiers as its invoices and addresses show them (decision 045): its SIREN, the
 * mention the law asks for, then the SIRET when one was given, and its VAT number when it has one.
 */
export function companyIdLines(ids: { companyId?: string | null; vatNumber?: string | null }): string[] {
  const lines: string[] = [];
  const id = ids.companyId;
  if (id) {
    lines.push(`SIREN : ${formatCompanyId(id.slice(0, 9))}`);
    if (id.length === 14) lines.push(`SIRET : ${formatCompanyId(id)}`);
  }
  if (ids.vatNumber) lines.push(`N° TVA : ${ids.vatNumber}`);
  return lines;
}

/**
 * The prefixes of the EU's VAT numbers (VIES): its member states (EU_COUNTRIES, which leaves
 * France out) with Greece as EL, France, and XI for Northern Ireland's traders in goods.
 */
const EU_VAT_PREFIXES: ReadonlySet<string> = new Set([
  ...[...EU_COUNTRIES].map((country) => (country === "GR" ? "EL" : country)),
  "FR",
  "XI",
]);

/** A VAT number as typed (« fr 44 732 829 320 »), as kept: upper case, without spaces, dots or dashes. */
export const vatNumberOf = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");

/**
 * Why an intra-EU VAT number (as `vatNumberOf` gives it) is refused; null when it reads as one:
 * a French one has its key and SIREN (checked), another state's the shape of VIES numbers.
 */
export function vatNumberProblem(vat: string): string | null {
  if (!/^[A-Z]{2}[A-Z0-9]{2,12}$/.test(vat) || !EU_VAT_PREFIXES.has(vat.slice(0, 2))) {
    return VAT_NUMBER_MESSAGE;
  }
  if (vat.startsWith("FR") && !/^FR[0-9A-Z]{2}\d{9}$/.test(vat)) return VAT_NUMBER_MESSAGE;
  return frenchVatKeyError(vat);
}
