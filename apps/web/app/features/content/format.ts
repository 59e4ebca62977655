/** French formats of the content pages; the zone is fixed so that server and browser agree. */

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});
const MONTH_YEAR = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});
const RATING = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A date-time (ISO) or a day (YYYY-MM-DD) as "7 octobre 2026". */
export function formatDate(value: string): string {
  return LONG_DATE.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));
}

/** "octobre 2026". */
export function formatMonth(value: string): string {
  return MONTH_YEAR.format(new Date(value));
}

/** The calendar day of a date-time in Paris, for <time dateTime>. */
const COUNT = new Intl.NumberFormat("fr-FR");
// Built once: a formatter costs far more to make than to use (the home page formats dozens of dates).
const ISO_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" });

export function isoDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return ISO_DAY.format(new Date(value));
}

/** 4.8 as "4,8". */
export const formatRating = (value: number) => RATING.format(value);

/** "1 avis", "8 avis"; "1 réalisation", "9 réalisations". */
export function plural(count: number, one: string, many: string): string {
  return `${COUNT.format(count)} ${count > 1 ? many : one}`;
}

export const readingTime = (minutes: number) => `${Math.max(1, minutes)} min de lecture`;
