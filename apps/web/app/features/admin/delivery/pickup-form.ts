import type {
  AdminClosingDayBody,
  AdminPickupCalendarBody,
  AdminPickupScheduleBody,
} from "@vitrine/shared/schemas/admin-delivery";
import type { Parsed } from "./delivery-form";

/**
 * Click-and-collect's forms read into the API's bodies: whole numbers for the day, the capacity
 * and the notice; times and dates as the inputs give them (HH:MM, YYYY-MM-DD), checked by the API.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export const WEEKDAY_LABELS = [
  "lundi",
  "mardi",
  "mercredi",
  "jeudi",
  "vendredi",
  "samedi",
  "dimanche",
] as const;

export const pickupFormIds = {
  place: (id: number) => `retrait-${id}`,
  schedule: (id: number, scheduleId: number | null) =>
    scheduleId === null ? `creneau-${id}-nouveau` : `creneau-${id}-${scheduleId}`,
  day: (id: number) => `fermeture-${id}-nouveau`,
};

export function pickupScheduleBody(form: FormData): Parsed<AdminPickupScheduleBody> {
  const capacity = text(form, "capacity");
  if (capacity !== "" && !/^\d{1,5}$/.test(capacity))
    return { errors: { capacity: "La capacité doit être un nombre entier d'au moins 1, ou vide." } };
  return {
    body: {
      weekday: Number(text(form, "weekday")),
      startTime: text(form, "startTime"),
      endTime: text(form, "endTime"),
      capacity: capacity === "" ? null : Number(capacity),
    },
  };
}

export function pickupPlaceBody(form: FormData): Parsed<AdminPickupCalendarBody> {
  const hours = text(form, "minNoticeHours");
  if (!/^\d{1,4}$/.test(hours))
    return { errors: { minNoticeHours: "Le délai de préparation s'indique en heures entières." } };
  return {
    body: {
      name: text(form, "name"),
      minNoticeHours: Number(hours),
      // A check box follows a hidden "off": checked, both are sent.
      isActive: form.getAll("isActive").includes("on"),
    },
  };
}

export const closingDayBody = (form: FormData): Parsed<AdminClosingDayBody> => ({
  body: { date: text(form, "date"), label: text(form, "label") },
});
