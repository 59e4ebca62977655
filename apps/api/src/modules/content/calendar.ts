import type { CalendarMonth } from "@vitrine/shared/schemas/content";
import { and, asc, between, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../db/client";
import { calendarExceptions, calendarRules, calendars } from "../../db/schema/index";

export interface Period {
  startTime: string;
  endTime: string;
}

export interface CalendarDefinition {
  id: number;
  name: string;
  timezone: string;
  slotMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number | null;
  /** Weekly periods by ISO weekday (1 = Monday). */
  rules: Array<Period & { weekday: number }>;
  /** Dated exceptions: closed (no periods) or replacing the weekly periods of that day. */
  exceptions: Map<string, Period[]>;
}

/**
 * The days of a month on which an appointment can start, with their opening periods as instants
 * in the calendar's zone: the offset of each period is the one of its own day (+01:00 in winter,
 * +02:00 in summer for Europe/Paris), so a DST change inside the month moves nothing.
 */
export function allowedDays(
  calendar: CalendarDefinition,
  month: number,
  year: number,
  now: Date,
): CalendarMonth["days"] {
  const zone = calendar.timezone;
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone });
  const current = DateTime.fromJSDate(now, { zone });
  const earliest = current.plus({ hours: calendar.minNoticeHours });
  const latest =
    calendar.maxAdvanceDays === null
      ? null
      : current.startOf("day").plus({ days: calendar.maxAdvanceDays + 1 });
  const days: CalendarMonth["days"] = [];
  for (let day = 1; day <= (first.daysInMonth ?? 0); day++) {
    const date = first.set({ day });
    const iso = date.toISODate()!;
    const periods =
      calendar.exceptions.get(iso) ?? calendar.rules.filter((rule) => rule.weekday === date.weekday);
    const slots = periods
      .map((period) => ({
        start: DateTime.fromISO(`${iso}T${period.startTime}`, { zone }),
        end: DateTime.fromISO(`${iso}T${period.endTime}`, { zone }),
      }))
      .filter(
        ({ start, end }) =>
          start.isValid &&
          end.isValid &&
          end.diff(start, "minutes").minutes >= calendar.slotMinutes &&
          start >= earliest &&
          (latest === null || start < latest),
      )
      .sort((a, b) => a.start.toMillis() - b.start.toMillis())
      .map(({ start, end }) => ({
        start: start.toISO({ suppressMilliseconds: true })!,
        end: end.toISO({ suppressMilliseconds: true })!,
      }));
    if (slots.length) days.push({ date: iso, slots });
  }
  return days;
}

/** Appointment calendars with weekly rules and dated exceptions. */
export class Calendars {
  constructor(private readonly db: Db) {}

  async definition(
    siteId: number,
    id: number,
    month: number,
    year: number,
  ): Promise<CalendarDefinition | null> {
    const [row] = await this.db
      .select()
      .from(calendars)
      .where(and(eq(calendars.siteId, siteId), eq(calendars.id, id), eq(calendars.isActive, true)));
    if (!row) return null;
    const monthStart = `${year}-${String(month).padStart(2, "0")}-01`;
    const monthEnd = DateTime.fromISO(monthStart).endOf("month").toISODate()!;
    const [rules, exceptions] = await Promise.all([
      this.db
        .select()
        .from(calendarRules)
        .where(and(eq(calendarRules.siteId, siteId), eq(calendarRules.calendarId, id)))
        .orderBy(asc(calendarRules.weekday), asc(calendarRules.startTime)),
      this.db
        .select()
        .from(calendarExceptions)
        .where(
          and(
            eq(calendarExceptions.siteId, siteId),
            eq(calendarExceptions.calendarId, id),
            between(calendarExceptions.date, monthStart, monthEnd),
          ),
        ),
    ]);
    const byDate = new Map<string, Period[]>();
    for (const exception of exceptions) {
      const list = byDate.get(exception.date) ?? [];
      if (!exception.isClosed && exception.startTime && exception.endTime) {
        list.push({ startTime: exception.startTime, endTime: exception.endTime });
      }
      byDate.set(exception.date, list);
    }
    // A day that is closed by one exception stays closed whatever another one says.
    for (const exception of exceptions) if (exception.isClosed) byDate.set(exception.date, []);
    return {
      id: row.id,
      name: row.name,
      timezone: row.timezone,
      slotMinutes: row.slotMinutes,
      minNoticeHours: row.minNoticeHours,
      maxAdvanceDays: row.maxAdvanceDays,
      rules: rules.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
      exceptions: byDate,
    };
  }

  /** null: the site has no such calendar. */
  async allowedDates(
    siteId: number,
    id: number,
    month: number,
    year: number,
    now = new Date(),
  ): Promise<CalendarMonth | null> {
    const calendar = await this.definition(siteId, id, month, year);
    if (!calendar) return null;
    const days = allowedDays(calendar, month, year, now);
    return {
      calendarId: calendar.id,
      name: calendar.name,
      timezone: calendar.timezone,
      month,
      year,
      dates: days.map((d) => d.date),
      days,
    };
  }
}
