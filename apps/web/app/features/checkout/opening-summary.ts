import type { AccessPoint } from "@vitrine/shared/schemas/delivery";

const WEEKDAYS = ["", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."];

/** "10:00" → "10 h", "07:30" → "7 h 30": a time the French way, never cut at a line's end. */
export const frenchTime = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_, hours: string, minutes: string) =>
    minutes === "00" ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`,
  );

/**
 * A relay point's week, short: days in a row with the same hours are joined
 * ("lun.–sam. 7 h–19 h 30 · dim. 8 h–12 h 30").
 */
export function openingSummary(openingHours: AccessPoint["openingHours"]): string {
  const days = [...openingHours]
    .sort((a, b) => a.weekday - b.weekday)
    .map((day) => ({
      weekday: day.weekday,
      hours: day.periods.map((p) => `${frenchTime(p.start)}–${frenchTime(p.end)}`).join(", "),
    }));
  const runs: Array<{ from: number; to: number; hours: string }> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.hours === day.hours && last.to === day.weekday - 1) last.to = day.weekday;
    else runs.push({ from: day.weekday, to: day.weekday, hours: day.hours });
  }
  return runs
    .map((run) => {
      const span = run.from === run.to ? WEEKDAYS[run.from] : `${WEEKDAYS[run.from]}–${WEEKDAYS[run.to]}`;
      return `${span} ${run.hours}`;
    })
    .join(" · ");
}
