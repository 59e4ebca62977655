import type { DashboardPeriod } from "@vitrine/shared/schemas/admin-dashboard";

/** French numbers and dates of the dashboard (amounts: formatEuros of shop-rules). */

const NUMBER = new Intl.NumberFormat("fr-FR");
/** « 1 234 » with a French thin space. */
export const formatCount = (value: number) => NUMBER.format(value);

// Days are YYYY-MM-DD French days: read at noon UTC so that no time zone moves them.
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const DAY = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const MONTH = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });
const LONG_MONTH = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** « 31 mars 2026 ». */
export const longDay = (day: string) => LONG_DAY.format(asDate(day));

/** A step of the sales chart on its axis: « 31 mars », « 30 mars » (a week's Monday), « mars 2026 ». */
export function stepLabel(period: DashboardPeriod, start: string): string {
  return period === "month" ? MONTH.format(asDate(start)) : DAY.format(asDate(start));
}

/** A step in the data table, in words: « 31 mars 2026 », « Semaine du 30 mars 2026 », « mars 2026 ». */
export function stepName(period: DashboardPeriod, start: string): string {
  if (period === "month") return LONG_MONTH.format(asDate(start));
  return period === "week" ? `Semaine du ${longDay(start)}` : longDay(start);
}

/** The dashboard's address parameter (French) and the API's period. */
export const PERIOD_PARAM = "periode";
export const PERIODS_BY_WORD: Record<string, DashboardPeriod> = {
  jour: "day",
  semaine: "week",
  mois: "month",
};
export const WORD_OF_PERIOD: Record<DashboardPeriod, string> = {
  day: "jour",
  week: "semaine",
  month: "mois",
};
