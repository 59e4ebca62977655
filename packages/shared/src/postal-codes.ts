/**
 * French postal codes (La Poste): five digits, the first two (three overseas) naming the
 * département. Metropolitan départements 01 to 95, Corsica under 20 (2A Corse-du-Sud from 20000,
 * 2B Haute-Corse from 20200, up to 20620), overseas 971 to 976 (Guadeloupe, Martinique, Guyane,
 * La Réunion, Saint-Pierre-et-Miquelon, Mayotte). Monaco (980) and the Pacific collectivities
 * (986 to 988) are countries of their own in ISO 3166-1, hence not French codes here.
 */

export const POSTAL_CODE_MESSAGE = "Indiquez le code postal.";
export const FRENCH_POSTAL_CODE_MESSAGE = "Un code postal français compte 5 chiffres.";
export const FRENCH_DEPARTMENT_MESSAGE = "Ce code postal ne correspond à aucun département français.";
export const FOREIGN_POSTAL_CODE_MESSAGE = "Ce code postal n'est pas valide.";

export type Department = string;

/** The département of a well-formed French postal code ("2A", "2B", "44", "974"), or null. */
export function departmentOf(postalCode: string): Department | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  const two = Number(postalCode.slice(0, 2));
  if (two === 20) {
    const three = Number(postalCode.slice(0, 3));
    if (three <= 201) return "2A";
    if (postalCode <= "20620") return "2B";
    return null;
  }
  if (two === 97) {
    const three = postalCode.slice(0, 3);
    return three >= "971" && three <= "976" ? three : null;
  }
  return two >= 1 && two <= 95 ? postalCode.slice(0, 2) : null;
}

/** What is wrong with a French postal code, in French, or null when it is one. */
export function frenchPostalCodeProblem(postalCode: string): string | null {
  const code = postalCode.trim();
  if (code === "") return POSTAL_CODE_MESSAGE;
  if (!/^\d{5}$/.test(code)) return FRENCH_POSTAL_CODE_MESSAGE;
  return departmentOf(code) === null ? FRENCH_DEPARTMENT_MESSAGE : null;
}

/** Postal codes elsewhere: letters, digits, spaces and hyphens, 2 to 12 characters. */
export function foreignPostalCodeProblem(postalCode: string): string | null {
  const code = postalCode.trim();
  if (code === "") return POSTAL_CODE_MESSAGE;
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(code) ? null : FOREIGN_POSTAL_CODE_MESSAGE;
}

/** The problem of a postal code in the country of ISO code `alphaTwo` ("FR"), or null. */
export const postalCodeProblem = (postalCode: string, alphaTwo: string): string | null =>
  alphaTwo === "FR" ? frenchPostalCodeProblem(postalCode) : foreignPostalCodeProblem(postalCode);
