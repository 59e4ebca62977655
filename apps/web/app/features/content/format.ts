/**
 * French formats of the content pages; the zone is fixed so that server and browser agree.
 *
 * Dates are written without `Intl`: the first `Intl.DateTimeFormat` a page makes loads the locale's
 * and the zone's data (a third of the shell module's own evaluation in a browser profile), for a
 * day, a month name and a year; so are ratings and counts (`Intl` remains for what they do not
 * cover, made at its first use). Paris keeps the European rule (UTC+1, summer time UTC+2 from the
 * last Sunday of March to the last Sunday of October, at 01:00 UTC); `format.test.ts` checks every
 * instant against `Intl` from 1996 on. The calendars' `wallClock` (`calendar-days.ts`), for any
 * zone and never on a public page's first load, keeps `Intl`.
 */

import { groupDigits } from "@vitrine/shared/french-numbers";
import { madeOnce } from "@vitrine/shared/made-once";

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = 3_600_000;

interface Day {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when the clocks change. */
function lastSundayAt1(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The calendar day in Paris of an instant. */
function parisDay(time: number): Day {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAt1(year, 2) && time < lastSundayAt1(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The day of a date-time (ISO, in Paris) or of a day (YYYY-MM-DD, as it is); null when unreadable. */
function dayOf(value: string): Day | null {
  const only = DAY_ONLY.exec(value);
  if (only) return { year: Number(only[1]), month: Number(only[2]) - 1, day: Number(only[3]) };
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : parisDay(time);
}

/** A date-time (ISO) or a day (YYYY-MM-DD) as "7 octobre 2026"; an unreadable value as it is. */
export function formatDate(value: string): string {
  const day = dayOf(value);
  return day ? `${day.day} ${MONTHS[day.month]} ${day.year}` : value;
}

/** "octobre 2026". */
export function formatMonth(value: string): string {
  const day = dayOf(value);
  return day ? `${MONTHS[day.month]} ${day.year}` : value;
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, "0");

/** The calendar day of a date-time in Paris, for <time dateTime>. */
export function isoDay(value: string): string {
  const day = dayOf(value);
  return day ? `${pad(day.year, 4)}-${pad(day.month + 1)}-${pad(day.day)}` : value;
}

const rating = madeOnce(
  () => new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const count = madeOnce(() => new Intl.NumberFormat("fr-FR"));
/** Digits as `String` writes them, without an exponent: what the hand-written numbers read. */
const PLAIN = /^\d+(\.\d+)?$/;

/** 4.8 as "4,8", 5 as "5,0": one decimal, a half rounded up, as `Intl` rounds the written digits. */
export function formatRating(value: number): string {
  const written = String(value);
  if (!PLAIN.test(written)) return rating().format(value);
  const [whole = "0", decimals = ""] = written.split(".");
  const tenths = BigInt(whole + (decimals[0] ?? "0")) + (Number(decimals[1] ?? 0) >= 5 ? 1n : 0n);
  const text = tenths.toString().padStart(2, "0");
  return `${groupDigits(text.slice(0, -1))},${text.slice(-1)}`;
}

/** "1 avis", "8 avis"; "1 réalisation", "9 réalisations". */
export function plural(value: number, one: string, many: string): string {
  const written = String(value);
  const number = /^\d+$/.test(written) ? groupDigits(written) : count().format(value);
  return `${number} ${value > 1 ? many : one}`;
}

export const readingTime = (minutes: number) => `${Math.max(1, minutes)} min de lecture`;
