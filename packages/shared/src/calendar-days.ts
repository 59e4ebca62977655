/**
 * Calendar days in a time zone (Europe/Paris for every site), without a date library: the offset
 * of an instant comes from Intl, so that a local time is placed on its own day's offset (+01:00 in
 * winter, +02:00 in summer) across the daylight-saving changes of the last Sundays of March and
 * October. Used for appointment and click-and-collect calendars (decision 018).
 */

export interface Period {
  startTime: string;
  endTime: string;
}

/** A weekly period; `id` and `capacity` are a click-and-collect schedule's (null capacity: no limit). */
export interface WeeklyPeriod extends Period {
  weekday: number;
  id?: number;
  capacity?: number | null;
}

/** A dated period replacing the weekly ones of its day; `id` and `capacity` as a weekly period's. */
export type DatedPeriod = Period & Pick<WeeklyPeriod, "id" | "capacity">;

export interface CalendarRules {
  timezone: string;
  slotMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number | null;
  /** Weekly periods by ISO weekday (1 = Monday). */
  rules: WeeklyPeriod[];
  /**
   * Dated exceptions: closed (no periods) or replacing the weekly periods of that day (an
   * exceptional opening, named by an order when it has an id).
   */
  exceptions: Map<string, DatedPeriod[]>;
}

export interface DaySlot {
  start: string;
  end: string;
  /** The schedule the period comes from, weekly or dated (null: an opening no order can name). */
  idSchedule: number | null;
  capacity: number | null;
}

export interface AllowedDay {
  date: string;
  slots: DaySlot[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone. */
export function wallClock(ms: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at an instant (60 in Paris in winter, 120 in summer). */
export function offsetMinutes(ms: number, zone: string): number {
  const c = wallClock(ms, zone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant of a local date and time ("2026-03-29", "09:00") in a zone. A time the spring change
 * skips (02:30 on the last Sunday of March) moves forward by the gap, as clocks do.
 */
export function zonedInstant(date: string, time: string, zone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  const second = wall - offsetMinutes(first, zone) * 60_000;
  return offsetMinutes(second, zone) === offsetMinutes(first, zone) ? second : Math.max(first, second);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** ISO 8601 with the zone's offset of that instant: "2026-03-30T09:00:00+02:00". */
export function zonedIso(ms: number, zone: string): string {
  const c = wallClock(ms, zone);
  const offset = offsetMinutes(ms, zone);
  const sign = offset < 0 ? "-" : "+";
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The periods of one day, as instants and the schedule they come from. */
function periodsOf(calendar: CalendarRules, date: string) {
  const exceptional = calendar.exceptions.get(date);
  const periods: WeeklyPeriod[] = exceptional
    ? exceptional.map((p) => ({ ...p, weekday: 0 }))
    : calendar.rules.filter((rule) => rule.weekday === isoWeekday(date));
  return periods
    .filter((p) => TIME.test(p.startTime) && TIME.test(p.endTime))
    .map((p) => ({
      start: zonedInstant(date, p.startTime, calendar.timezone),
      end: zonedInstant(date, p.endTime, calendar.timezone),
      idSchedule: p.id ?? null,
      capacity: p.capacity ?? null,
    }));
}

/**
 * The days of a month on which an appointment or a pickup can start, with their periods: each
 * period lasts at least one slot, starts no sooner than `minNoticeHours` after `now`, and before the
 * end of the `maxAdvanceDays`-th day from today (local).
 */
export function allowedDays(calendar: CalendarRules, month: number, year: number, now: Date): AllowedDay[] {
  const zone = calendar.timezone;
  const earliest = now.getTime() + calendar.minNoticeHours * 3_600_000;
  const today = wallClock(now.getTime(), zone);
  const latest =
    calendar.maxAdvanceDays === null
      ? null
      : zonedInstant(
          addDays(isoDate(today.year, today.month, today.day), calendar.maxAdvanceDays + 1),
          "00:00",
          zone,
        );
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days: AllowedDay[] = [];
  for (let day = 1; day <= daysInMonth; day++) {
    const date = isoDate(year, month, day);
    const slots = periodsOf(calendar, date)
      .filter(
        ({ start, end }) =>
          end - start >= calendar.slotMinutes * 60_000 &&
          start >= earliest &&
          (latest === null || start < latest),
      )
      .sort((a, b) => a.start - b.start)
      .map((slot) => ({ ...slot, start: zonedIso(slot.start, zone), end: zonedIso(slot.end, zone) }));
    if (slots.length) days.push({ date, slots });
  }
  return days;
}
