/** Rules of member accounts shared by the API (enforcement) and the web (hints): passwords and age. */

export const PASSWORD_MIN_LENGTH = 12;
/** argon2 accepts more, but a bound keeps hashing cheap for a hostile client. */
export const PASSWORD_MAX_LENGTH = 128;
export const ADULT_AGE = 18;

/**
 * Passwords and words seen at the top of breach lists (French and English); a password equal to
 * one of them, or made of one plus digits and symbols ("Azerty123456!"), is refused.
 */
const COMMON_PASSWORDS = new Set([
  "password",
  "passw0rd",
  "motdepasse",
  "motdepass",
  "azerty",
  "azertyuiop",
  "qwerty",
  "qwertyuiop",
  "abcdef",
  "abcdefgh",
  "abcdefghijkl",
  "abc",
  "admin",
  "administrateur",
  "administrator",
  "bonjour",
  "soleil",
  "loulou",
  "doudou",
  "chouchou",
  "marseille",
  "paris",
  "jetaime",
  "iloveyou",
  "welcome",
  "bienvenue",
  "letmein",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "master",
  "secret",
  "changeme",
  "vitrine",
  "utilisateur",
  "user",
  "test",
  "toto",
  "123456789012",
  "1234567890",
  "000000000000",
  "111111111111",
]);

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/] as const;

/**
 * The first rule the password breaks, as a French sentence for the member, or null when it is
 * acceptable: length, at least two kinds of characters, not the e-mail, not a common password.
 */
export function passwordProblem(password: string, email = ""): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  const ascii = password.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (CLASSES.filter((kind) => kind.test(ascii)).length < 2) {
    return "Le mot de passe doit mêler au moins deux types de caractères : minuscules, majuscules, chiffres ou symboles.";
  }
  if (new Set(password).size < 5) {
    return "Le mot de passe répète trop les mêmes caractères.";
  }
  const lower = ascii.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  if (address && (lower.includes(address) || (localPart.length >= 3 && lower.includes(localPart)))) {
    return "Le mot de passe ne doit pas contenir votre adresse e-mail.";
  }
  const letters = lower.replace(/[^a-z]/g, "");
  const digits = lower.replace(/[^0-9]/g, "");
  if (
    COMMON_PASSWORDS.has(lower) ||
    COMMON_PASSWORDS.has(letters) ||
    (letters === "" && COMMON_PASSWORDS.has(digits))
  ) {
    return "Ce mot de passe est trop courant : choisissez-en un autre.";
  }
  return null;
}

/** Full years between an ISO birth date (YYYY-MM-DD) and an ISO day. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Today's date in France (YYYY-MM-DD): ages are counted on the French calendar day. */
export function todayInParis(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A real calendar day written YYYY-MM-DD ("2023-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
