import type {
  AdminClosingDayBodySchema,
  AdminPickupCalendar,
  AdminPickupCalendarBodySchema,
  AdminPickupScheduleBodySchema,
} from "@vitrine/shared/schemas/admin-delivery";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../../db/audit";
import type { Db } from "../../../db/client";
import { calendarExceptions, calendarRules, calendars, companyAddresses } from "../../../db/schema/index";
import { conflict, notFound } from "../../../lib/http";

type CalendarValues = z.output<typeof AdminPickupCalendarBodySchema>;
type ScheduleValues = z.output<typeof AdminPickupScheduleBodySchema>;
type ClosingDayValues = z.output<typeof AdminClosingDayBodySchema>;

const CALENDAR_MISSING = "Ce lieu de retrait n'existe pas.";
const SCHEDULE_MISSING = "Ce créneau n'existe pas pour ce lieu de retrait.";
const DAY_MISSING = "Ce jour de fermeture n'existe pas pour ce lieu de retrait.";
const DAY_TAKEN = "Ce jour est déjà fermé.";

/** Where the change is and who makes it. */
export interface PickupChange {
  siteId: number;
  calendarId: number;
  actor: AuditActor;
}

/**
 * Click-and-collect in the admin panel: the pickup calendars (a calendar with a company address),
 * their weekly schedules (the slots an order names, with their capacity) and closing days, as
 * GET /click-and-collect and the order's pickup checks read them. Each change is one transaction
 * with its audit entry (the calendar before and after); the database bumps the site's version
 * (migration 0005) and `changed` tells the caches.
 */
export class PickupAdmin {
  constructor(
    private readonly db: Db,
    private readonly changed: (siteId: number) => void,
  ) {}

  /** The site's pickup calendars, offered or not, with their schedules and closing days to come first. */
  async list(siteId: number, db: Db = this.db): Promise<AdminPickupCalendar[]> {
    const [rows, rules, exceptions] = await Promise.all([
      db
        .select({ calendar: calendars, placeName: companyAddresses.name, city: companyAddresses.city })
        .from(calendars)
        .innerJoin(companyAddresses, eq(companyAddresses.id, calendars.pickupAddressId))
        .where(and(eq(calendars.siteId, siteId), isNotNull(calendars.pickupAddressId)))
        .orderBy(asc(calendars.id)),
      db
        .select()
        .from(calendarRules)
        .where(eq(calendarRules.siteId, siteId))
        .orderBy(asc(calendarRules.weekday), asc(calendarRules.startTime)),
      db
        .select()
        .from(calendarExceptions)
        .where(and(eq(calendarExceptions.siteId, siteId), eq(calendarExceptions.isClosed, true)))
        .orderBy(asc(calendarExceptions.date)),
    ]);
    return rows.map(({ calendar, placeName, city }) => ({
      id: calendar.id,
      name: calendar.name,
      minNoticeHours: calendar.minNoticeHours,
      isActive: calendar.isActive,
      place: `${placeName}, ${city}`,
      schedules: rules
        .filter((rule) => rule.calendarId === calendar.id)
        .map(({ id, weekday, startTime, endTime, capacity }) => ({
          id,
          weekday,
          startTime,
          endTime,
          capacity,
        })),
      closingDays: exceptions
        .filter((day) => day.calendarId === calendar.id)
        .map(({ id, date, label }) => ({ id, date, label: label ?? "" })),
    }));
  }

  async update(change: PickupChange, values: CalendarValues): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.update", async (tx) => {
      await tx.update(calendars).set(values).where(eq(calendars.id, change.calendarId));
    });
  }

  async addSchedule(change: PickupChange, values: ScheduleValues): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.schedule.create", async (tx) => {
      await tx
        .insert(calendarRules)
        .values({ siteId: change.siteId, calendarId: change.calendarId, ...values });
    });
  }

  async updateSchedule(
    change: PickupChange,
    id: number,
    values: ScheduleValues,
  ): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.schedule.update", async (tx, before) => {
      if (!before.schedules.some((s) => s.id === id)) throw notFound(SCHEDULE_MISSING);
      await tx.update(calendarRules).set(values).where(eq(calendarRules.id, id));
    });
  }

  async deleteSchedule(change: PickupChange, id: number): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.schedule.delete", async (tx, before) => {
      if (!before.schedules.some((s) => s.id === id)) throw notFound(SCHEDULE_MISSING);
      await tx.delete(calendarRules).where(eq(calendarRules.id, id));
    });
  }

  async addClosingDay(change: PickupChange, values: ClosingDayValues): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.closing-day.create", async (tx, before) => {
      if (before.closingDays.some((day) => day.date === values.date))
        throw conflict(DAY_TAKEN, { date: DAY_TAKEN });
      await tx.insert(calendarExceptions).values({
        siteId: change.siteId,
        calendarId: change.calendarId,
        date: values.date,
        isClosed: true,
        label: values.label,
      });
    });
  }

  async deleteClosingDay(change: PickupChange, id: number): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.closing-day.delete", async (tx, before) => {
      if (!before.closingDays.some((day) => day.id === id)) throw notFound(DAY_MISSING);
      await tx.delete(calendarExceptions).where(eq(calendarExceptions.id, id));
    });
  }

  /** A change of one pickup calendar of the site (404 otherwise), audited with it before and after. */
  private async change(
    change: PickupChange,
    action: string,
    work: (tx: Db, before: AdminPickupCalendar) => Promise<void>,
  ): Promise<AdminPickupCalendar> {
    const one = async (tx: Db) => {
      const found = (await this.list(change.siteId, tx)).find((c) => c.id === change.calendarId);
      if (!found) throw notFound(CALENDAR_MISSING);
      return found;
    };
    try {
      return await this.db.transaction(async (tx) => {
        await tx
          .select({ id: calendars.id })
          .from(calendars)
          .where(and(eq(calendars.siteId, change.siteId), eq(calendars.id, change.calendarId)))
          .for("update");
        const before = await one(tx);
        await work(tx, before);
        const after = await one(tx);
        await recordAudit(tx, {
          siteId: change.siteId,
          actor: change.actor,
          action,
          entity: "pickup-calendar",
          entityId: change.calendarId,
          before,
          after,
        });
        return after;
      });
    } finally {
      this.changed(change.siteId);
    }
  }
}
