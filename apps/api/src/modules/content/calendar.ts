import {
  type AllowedDay,
  type CalendarRules,
  allowedDays as calendarDays,
  type DatedPeriod,
  isoWeekday,
  type Period,
} from "@vitrine/shared/calendar-days";
import type { CalendarDay, CalendarMonth } from "@vitrine/shared/schemas/content";
import type { PickupCalendar } from "@vitrine/shared/schemas/delivery";
import { and, asc, between, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarExceptions, calendarRules, calendars } from "../../db/schema/index";
import type { SiteService } from "../site/service";

export type { Period };

export interface CalendarDefinition extends CalendarRules {
  id: number;
  name: string;
  /** A click-and-collect calendar's pickup address (company address id); null for appointments. */
  pickupAddressId?: number | null;
}

/** The days of a month open for an appointment, each with its periods as instants of their own day's offset. */
export function allowedDays(calendar: CalendarRules, month: number, year: number, now: Date) {
  return calendarDays(calendar, month, year, now).map(({ date, slots }) => ({
    date,
    slots: slots.map(({ start, end }) => ({ start, end })),
  }));
}

const monthBounds = (month: number, year: number) => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  return [`${prefix}-01`, `${prefix}-${String(days).padStart(2, "0")}`] as const;
};

/**
 * Appointment and click-and-collect calendars: weekly periods (a click-and-collect calendar's are
 * its schedules, each with a capacity), dated exceptions (closing days, and exceptional openings:
 * dated schedules that replace the weekly ones of their day), notice and horizon.
 */
export class Calendars {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  /** CLICK_AND_COLLECT_HOURS of the site: the least notice before a pickup (0 when not set). */
  private async clickAndCollectHours(siteId: number): Promise<number> {
    const parameters = (await this.sites.getSnapshot(siteId))?.parameters ?? [];
    const hours = Number.parseInt(
      parameters.find((p) => p.type === "CLICK_AND_COLLECT_HOURS")?.value ?? "",
      10,
    );
    return Number.isInteger(hours) && hours > 0 ? hours : 0;
  }

  async definition(siteId: number, id: number, from: string, to: string): Promise<CalendarDefinition | null> {
    const [row] = await this.db
      .select()
      .from(calendars)
      .where(and(eq(calendars.siteId, siteId), eq(calendars.id, id), eq(calendars.isActive, true)));
    if (!row) return null;
    const [rules, exceptions, leadHours] = await Promise.all([
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
            between(calendarExceptions.date, from, to),
          ),
        ),
      row.pickupAddressId === null ? 0 : this.clickAndCollectHours(siteId),
    ]);
    const byDate = new Map<string, DatedPeriod[]>();
    // An exceptional opening: the dated schedules of a day replace its weekly ones.
    for (const { id, date, startTime, endTime, capacity } of rules) {
      if (date !== null && date >= from && date <= to)
        byDate.set(date, [...(byDate.get(date) ?? []), { id, startTime, endTime, capacity }]);
    }
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
      minNoticeHours: Math.max(row.minNoticeHours, leadHours),
      maxAdvanceDays: row.maxAdvanceDays,
      pickupAddressId: row.pickupAddressId,
      rules: rules
        .filter((rule) => rule.date === null)
        .map(({ id, weekday, startTime, endTime, capacity }) => ({
          id,
          weekday,
          startTime,
          endTime,
          capacity,
        })),
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
    const calendar = await this.definition(siteId, id, ...monthBounds(month, year));
    if (!calendar) return null;
    // A pickup place's periods name their schedule (weekly, or dated: an exceptional opening).
    const days =
      calendar.pickupAddressId === null
        ? allowedDays(calendar, month, year, now)
        : calendarDays(calendar, month, year, now).map(({ date, slots }) => ({
            date,
            slots: slots.map(({ start, end, idSchedule }) => ({ start, end, idSchedule })),
          }));
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

  /** The periods of one day open for a pickup or an appointment, with their schedule and capacity. */
  async daySlots(siteId: number, id: number, date: string, now = new Date()): Promise<CalendarDay | null> {
    const calendar = await this.definition(siteId, id, date, date);
    if (!calendar) return null;
    const [year, month] = date.split("-").map(Number) as [number, number];
    const day: AllowedDay | undefined = calendarDays(calendar, month, year, now).find((d) => d.date === date);
    return {
      calendarId: calendar.id,
      timezone: calendar.timezone,
      date,
      weekday: isoWeekday(date),
      leadHours: calendar.minNoticeHours,
      slots: day?.slots ?? [],
    };
  }

  /** The site's click-and-collect calendars: pickup address, lead time and weekly schedules. */
  async pickupCalendars(
    siteId: number,
  ): Promise<Array<Omit<PickupCalendar, "address"> & { pickupAddressId: number }>> {
    const rows = await this.db
      .select()
      .from(calendars)
      .where(
        and(eq(calendars.siteId, siteId), eq(calendars.isActive, true), isNotNull(calendars.pickupAddressId)),
      )
      .orderBy(asc(calendars.id));
    if (rows.length === 0) return [];
    const [rules, leadHours] = await Promise.all([
      this.db
        .select()
        .from(calendarRules)
        .where(and(eq(calendarRules.siteId, siteId), isNull(calendarRules.date)))
        .orderBy(asc(calendarRules.weekday), asc(calendarRules.startTime)),
      this.clickAndCollectHours(siteId),
    ]);
    return rows.map((row) => ({
      calendarId: row.id,
      name: row.name,
      pickupAddressId: row.pickupAddressId!,
      leadHours: Math.max(row.minNoticeHours, leadHours),
      schedules: rules
        .filter((rule) => rule.calendarId === row.id)
        .map(({ id, weekday, startTime, endTime, capacity }) => ({
          idSchedule: id,
          weekday,
          startTime,
          endTime,
          capacity,
        })),
    }));
  }
}
