import type { AdminRelayPoint } from "@vitrine/shared/schemas/admin-delivery";

/**
 * A relay point's opening hours as the panel types them: one field per weekday (`hours-1` for
 * Monday … `hours-7`), its periods "09:00-12:00, 14:00-19:00", empty when closed.
 */

type OpeningHours = AdminRelayPoint["openingHours"];

export const HOURS_MESSAGE = "Indiquez les heures ainsi : 09:00-12:00, 14:00-19:00 (vide : fermé).";

const PERIOD = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** A day's periods as typed. */
export const hoursText = (hours: OpeningHours, weekday: number) =>
  (hours.find((day) => day.weekday === weekday)?.periods ?? []).map((p) => `${p.start}-${p.end}`).join(", ");

/** The week typed in the seven fields, or the fields that cannot be read. */
export function readHours(
  field: (name: string) => string,
): { hours: OpeningHours } | { errors: Record<string, string> } {
  const hours: OpeningHours = [];
  const errors: Record<string, string> = {};
  for (let weekday = 1; weekday <= 7; weekday++) {
    const typed = field(`hours-${weekday}`);
    if (typed === "") continue;
    const periods = typed.split(/[,;]/).map((part) => PERIOD.exec(part.trim()));
    if (periods.some((p) => p === null) || periods.length > 4) {
      errors[`hours-${weekday}`] = HOURS_MESSAGE;
      continue;
    }
    hours.push({
      weekday,
      periods: periods.map((p) => ({ start: `${p![1]}:${p![2]}`, end: `${p![3]}:${p![4]}` })),
    });
  }
  return Object.keys(errors).length > 0 ? { errors } : { hours };
}
