/** Cookie consent (CNIL rules): a choice per purpose, kept at most 13 months. */

export const CONSENT_COOKIE = "cookie-consent";
export const CONSENT_MONTHS = 13;

export interface Consent {
  /** Audience measurement (statistics). */
  audience: boolean;
  /** Advertising. */
  advertising: boolean;
  /** When the visitor chose, ISO 8601. */
  decidedAt: string;
}

/** What a page shows of the choice: the same for every visitor who chose alike (pages are cached by it). */
export type ConsentChoice = Pick<Consent, "audience" | "advertising">;

export const choiceOf = (consent: Consent | null): ConsentChoice | null =>
  consent ? { audience: consent.audience, advertising: consent.advertising } : null;

export const PURPOSES = [
  {
    key: "audience",
    title: "Mesure d'audience",
    description: "Statistiques de visite anonymes pour comprendre quelles pages vous sont utiles.",
  },
  {
    key: "advertising",
    title: "Publicité",
    description: "Mesure de l'efficacité de nos annonces et publicités personnalisées sur d'autres sites.",
  },
] as const;

export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MONTHS);
  return expiry;
}

/** The stored choice, or null when absent, malformed or older than 13 months (asked again). */
export function parseConsent(raw: string | undefined | null, now = new Date()): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    if (typeof value.audience !== "boolean" || typeof value.advertising !== "boolean") return null;
    const decidedAt = new Date(String(value.decidedAt));
    if (Number.isNaN(decidedAt.getTime()) || decidedAt > now) return null;
    if (consentExpiry(decidedAt) <= now) return null;
    return { audience: value.audience, advertising: value.advertising, decidedAt: decidedAt.toISOString() };
  } catch {
    return null;
  }
}

/** Set-Cookie value recording a choice; readable by the page scripts (not HttpOnly) on purpose. */
export function consentCookie(consent: Consent, secure: boolean): string {
  const expiry = consentExpiry(new Date(consent.decidedAt));
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE}=${value}; Path=/; Expires=${expiry.toUTCString()}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
