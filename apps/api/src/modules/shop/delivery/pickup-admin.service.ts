import { isoWeekday, wallClock } from "@vitrine/shared/calendar-days";
import type {
  AdminClosingDayBodySchema,
  AdminPickupCalendar,
  AdminPickupCalendarBodySchema,
  AdminPickupScheduleBodySchema,
} from "@vitrine/shared/schemas/admin-delivery";
import type {
  AdminOpeningDayBodySchema,
  AdminPickupPlaceBodySchema,
} from "@vitrine/shared/schemas/admin-pickup";
import { and, asc, count, eq, isNotNull, ne } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../../db/audit";
import type { Db } from "../../../db/client";
import {
  calendarExceptions,
  calendarRules,
  calendars,
  companyAddresses,
  countries,
  orders,
} from "../../../db/schema/index";
import { conflict, HttpError, notFound } from "../../../lib/http";

type CalendarValues = z.output<typeof AdminPickupCalendarBodySchema>;
type ScheduleValues = z.output<typeof AdminPickupScheduleBodySchema>;
type ClosingDayValues = z.output<typeof AdminClosingDayBodySchema>;
type OpeningDayValues = z.output<typeof AdminOpeningDayBodySchema>;
type PlaceValues = z.output<typeof AdminPickupPlaceBodySchema>;

const CALENDAR_MISSING = "Ce lieu de retrait n'existe pas.";
const SCHEDULE_MISSING = "Ce créneau n'existe pas pour ce lieu de retrait.";
const DAY_MISSING = "Ce jour de fermeture n'existe pas pour ce lieu de retrait.";
const DAY_TAKEN = "Ce jour est déjà fermé.";
const DAY_OPENED = "Ce jour a une ouverture exceptionnelle : retirez-la avant de le fermer.";
const OPENING_MISSING = "Cette ouverture exceptionnelle n'existe pas pour ce lieu de retrait.";
const OPENING_CLOSED = "Ce jour est fermé : rouvrez-le avant d'y ajouter une ouverture.";
const OPENING_OVERLAP = "Cette période chevauche une autre ouverture de ce jour.";
const PLACE_ORDERED =
  "Des commandes nomment ce lieu de retrait : il ne peut pas être supprimé. Décochez « Proposé aux clients » pour ne plus le proposer.";
const DATE_PAST = "Cette date est passée : choisissez aujourd'hui ou un jour à venir.";

/** Today in the pickup places' zone (Europe/Paris), YYYY-MM-DD. */
export function pickupToday(now = new Date()): string {
  const { year, month, day } = wallClock(now.getTime(), "Europe/Paris");
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

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
        .filter((rule) => rule.calendarId === calendar.id && rule.date === null)
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
      openingDays: rules
        .filter((rule) => rule.calendarId === calendar.id && rule.date !== null)
        .map(({ id, date, startTime, endTime, capacity }) => ({
          id,
          date: date!,
          startTime,
          endTime,
          capacity,
        }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime)),
    }));
  }

  /**
   * A new pickup place: its address (in France, marked click-and-collect), its calendar (30-minute
   * slots, the notice given) and its first weekly schedules, audited as created.
   */
  async create(siteId: number, actor: AuditActor, values: PlaceValues): Promise<AdminPickupCalendar> {
    try {
      return await this.db.transaction(async (tx) => {
        const [france] = await tx
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.alphaTwo, "FR"));
        if (!france) throw new HttpError(422, "La France manque à la liste des pays du site.");
        const { address, schedules, ...settings } = values;
        const [place] = await tx
          .insert(companyAddresses)
          .values({ siteId, name: settings.name, ...address, countryId: france.id, isClickAndCollect: true })
          .returning({ id: companyAddresses.id });
        const [calendar] = await tx
          .insert(calendars)
          .values({ siteId, ...settings, slotMinutes: 30, pickupAddressId: place!.id })
          .returning({ id: calendars.id });
        const calendarId = calendar!.id;
        if (schedules.length > 0)
          await tx.insert(calendarRules).values(schedules.map((rule) => ({ siteId, calendarId, ...rule })));
        const after = (await this.list(siteId, tx)).find((c) => c.id === calendarId)!;
        await recordAudit(tx, {
          siteId,
          actor,
          action: "pickup.create",
          entity: "pickup-calendar",
          entityId: calendarId,
          before: null,
          after,
        });
        return after;
      });
    } finally {
      this.changed(siteId);
    }
  }

  /**
   * Deletes a pickup place no order names (409 otherwise: orders keep their place, and the owner
   * stops offering it instead), with its schedules, closing days and its address when nothing else
   * uses it.
   */
  async remove(change: PickupChange): Promise<void> {
    const removes = true;
    await this.change(
      change,
      "pickup.delete",
      async (tx) => {
        const [named] = await tx
          .select({ n: count() })
          .from(orders)
          .where(eq(orders.calendarId, change.calendarId));
        if ((named?.n ?? 0) > 0) throw conflict(PLACE_ORDERED, { calendar: PLACE_ORDERED });
        const [row] = await tx
          .delete(calendars)
          .where(eq(calendars.id, change.calendarId))
          .returning({ addressId: calendars.pickupAddressId });
        const addressId = row?.addressId ?? null;
        if (addressId === null) return;
        const [shared] = await tx
          .select({ n: count() })
          .from(calendars)
          .where(and(eq(calendars.pickupAddressId, addressId), ne(calendars.id, change.calendarId)));
        if ((shared?.n ?? 0) === 0)
          await tx
            .delete(companyAddresses)
            .where(
              and(
                eq(companyAddresses.id, addressId),
                eq(companyAddresses.isClickAndCollect, true),
                eq(companyAddresses.isHeadOffice, false),
              ),
            );
      },
      removes,
    );
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

  /** A closing day: a date today or later, neither closed already nor exceptionally opened. */
  async addClosingDay(
    change: PickupChange,
    values: ClosingDayValues,
    today = pickupToday(),
  ): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.closing-day.create", async (tx, before) => {
      if (values.date < today) throw new HttpError(422, DATE_PAST, { date: DATE_PAST });
      if (before.closingDays.some((day) => day.date === values.date))
        throw conflict(DAY_TAKEN, { date: DAY_TAKEN });
      if (before.openingDays.some((day) => day.date === values.date))
        throw conflict(DAY_OPENED, { date: DAY_OPENED });
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

  /**
   * An exceptional opening: the place open on a date (today or later, not closed) with these hours,
   * not overlapping another opening of that date; it replaces the weekly schedules of that day.
   */
  async addOpeningDay(
    change: PickupChange,
    values: OpeningDayValues,
    today = pickupToday(),
  ): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.opening-day.create", async (tx, before) => {
      if (values.date < today) throw new HttpError(422, DATE_PAST, { date: DATE_PAST });
      if (before.closingDays.some((day) => day.date === values.date))
        throw conflict(OPENING_CLOSED, { date: OPENING_CLOSED });
      const overlaps = before.openingDays.some(
        (day) => day.date === values.date && day.startTime < values.endTime && values.startTime < day.endTime,
      );
      if (overlaps) throw conflict(OPENING_OVERLAP, { startTime: OPENING_OVERLAP });
      await tx.insert(calendarRules).values({
        siteId: change.siteId,
        calendarId: change.calendarId,
        weekday: isoWeekday(values.date),
        ...values,
      });
    });
  }

  async deleteOpeningDay(change: PickupChange, id: number): Promise<AdminPickupCalendar> {
    return this.change(change, "pickup.opening-day.delete", async (tx, before) => {
      if (!before.openingDays.some((day) => day.id === id)) throw notFound(OPENING_MISSING);
      await tx.delete(calendarRules).where(eq(calendarRules.id, id));
    });
  }

  /**
   * A change of one pickup calendar of the site (404 otherwise), audited with it before and after
   * (none once removed); answers the calendar as it now is (as it was, once removed).
   */
  private async change(
    change: PickupChange,
    action: string,
    work: (tx: Db, before: AdminPickupCalendar) => Promise<void>,
    removes = false,
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
        const after = removes ? null : await one(tx);
        await recordAudit(tx, {
          siteId: change.siteId,
          actor: change.actor,
          action,
          entity: "pickup-calendar",
          entityId: change.calendarId,
          before,
          after,
        });
        return after ?? before;
      });
    } finally {
      this.changed(change.siteId);
    }
  }
}
