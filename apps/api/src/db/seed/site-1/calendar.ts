import { DateTime } from "luxon";
import type { SeedCalendar } from "../content";

const ZONE = "Europe/Paris";

/** Fixed-date public holidays of France (the movable ones are added by the company when it plans). */
const FIXED_HOLIDAYS: Array<[number, number, string]> = [
  [1, 1, "Jour de l'an"],
  [5, 1, "Fête du Travail"],
  [5, 8, "Victoire 1945"],
  [7, 14, "Fête nationale"],
  [8, 15, "Assomption"],
  [11, 1, "Toussaint"],
  [11, 11, "Armistice 1918"],
  [12, 25, "Noël"],
];

/** First Saturday at least `days` days after `from`. */
export function saturdayAfter(from: DateTime, days: number): DateTime {
  const start = from.plus({ days }).startOf("day");
  return start.plus({ days: (6 - start.weekday + 7) % 7 });
}

/** Technical visits at home: weekdays 9h–17h, one hour each, booked at least a day ahead. */
export const visitCalendar: SeedCalendar = {
  name: "Visites techniques à domicile",
  description:
    "Un conducteur de travaux vient chez vous gratuitement pour étudier votre projet. Visite d'environ une heure, du lundi au vendredi.",
  slotMinutes: 60,
  minNoticeHours: 24,
  maxAdvanceDays: 120,
  rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: "09:00", endTime: "17:00" })),
  exceptions(today) {
    const now = DateTime.fromJSDate(today, { zone: ZONE });
    const exceptions: ReturnType<SeedCalendar["exceptions"]> = [];
    for (const year of [now.year, now.year + 1]) {
      for (const [month, day, label] of FIXED_HOLIDAYS) {
        const date = DateTime.fromObject({ year, month, day }, { zone: ZONE });
        if (date >= now.startOf("day")) exceptions.push({ date: date.toISODate()!, isClosed: true, label });
      }
      // Year-end closure of the workshop.
      for (const day of [24, 26, 29, 30, 31]) {
        const date = DateTime.fromObject({ year, month: 12, day }, { zone: ZONE });
        if (date >= now.startOf("day") && date.weekday <= 5) {
          exceptions.push({ date: date.toISODate()!, isClosed: true, label: "Fermeture de fin d'année" });
        }
      }
    }
    // One Saturday morning a month, visits are possible during the workshop's open day.
    const saturday = saturdayAfter(now, 14);
    exceptions.push({
      date: saturday.toISODate()!,
      isClosed: false,
      startTime: "09:00",
      endTime: "12:00",
      label: "Samedi portes ouvertes",
    });
    return exceptions;
  },
};
