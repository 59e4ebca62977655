import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import type { CalendarDay, CalendarMonth } from "@vitrine/shared/schemas/content";
import type { PickupCalendar } from "@vitrine/shared/schemas/delivery";
import type { ClickAndCollectChoice } from "./checkout-state.server";

/** Click-and-collect in the checkout: the places, and their next periods as one list per day. */

/** Days of pickup offered ahead (this month and the next one are read). */
export const PICKUP_DAYS = 14;

export interface PickupSlot {
  /** What the form posts: `{date}|{idSchedule}`. */
  value: string;
  start: string;
  end: string;
}

export interface PickupPlace {
  calendar: PickupCalendar;
  days: Array<{ date: string; slots: PickupSlot[] }>;
}

/** "10:00" of "2026-11-24T10:00:00+01:00": the local time the API wrote. */
const localTime = (dateTime: string) => dateTime.slice(11, 16);

/**
 * The periods of the allowed days that come from a schedule (what an order names): a weekly one,
 * or the dated one of an exceptional opening.
 */
export function pickupDays(months: CalendarMonth[]): PickupPlace["days"] {
  const days: PickupPlace["days"] = [];
  for (const month of months) {
    for (const day of month.days) {
      const slots = day.slots.flatMap((slot) =>
        slot.idSchedule === null || slot.idSchedule === undefined
          ? []
          : [
              {
                value: `${day.date}|${slot.idSchedule}`,
                start: localTime(slot.start),
                end: localTime(slot.end),
              },
            ],
      );
      if (slots.length > 0) days.push({ date: day.date, slots });
    }
  }
  return days.slice(0, PICKUP_DAYS);
}

/** The site's click-and-collect places (GET /click-and-collect), none when it offers none. */
export const pickupCalendars = (api: ApiClient) => api.get<PickupCalendar[]>("/click-and-collect");

/** The site's pickup places with their next days (none when the site offers no click-and-collect). */
export async function pickupPlaces(api: ApiClient, today: string): Promise<PickupPlace[]> {
  const calendars = await pickupCalendars(api);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  return Promise.all(
    calendars.map(async (calendar) => {
      const months = await Promise.all(
        [{ month, year }, next].map((m) => api.calendarAllowedDates(calendar.calendarId, m.month, m.year)),
      );
      return { calendar, days: pickupDays(months) };
    }),
  );
}

export const PICKUP_SLOT_GONE = "Ce créneau de retrait n'est plus disponible : choisissez-en un autre.";

/**
 * The chosen period checked with the API (GET /calendar/{id}/slots/{date}): the choice to keep,
 * or null when the day or the period is no longer open.
 */
export async function checkPickupSlot(
  api: ApiClient,
  calendar: PickupCalendar,
  value: string,
): Promise<ClickAndCollectChoice | null> {
  const [date = "", schedule = ""] = value.split("|");
  const idSchedule = Number(schedule);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(idSchedule)) return null;
  let day: CalendarDay;
  try {
    day = await api.get<CalendarDay>(`/calendar/${calendar.calendarId}/slots/${date}`);
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
  const slot = day.slots.find((s) => s.idSchedule === idSchedule);
  if (!slot) return null;
  const { address } = calendar;
  return {
    date,
    idAddress: address.id,
    idSchedule,
    calendarId: calendar.calendarId,
    start: localTime(slot.start),
    end: localTime(slot.end),
    place: `${calendar.name}, ${address.firstPart}, ${address.postalCode} ${address.city}`,
  };
}
