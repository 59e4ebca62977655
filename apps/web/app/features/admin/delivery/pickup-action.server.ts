import type { AdminDeliveryCalls } from "@vitrine/sdk/admin-delivery";
import { parseId } from "@vitrine/shared/ids";
import type { formError } from "../../forms/form-reply.server";
import type { Parsed } from "./delivery-form";
import {
  closingDayBody,
  openingDayBody,
  pickupCreateBody,
  pickupFormIds,
  pickupPlaceBody,
  pickupScheduleBody,
} from "./pickup-form";

/** What a form of the delivery screen answers: its refusal, or the redirect back to the screen. */
export type DeliveryReply = ReturnType<typeof formError> | Response;

/** How the delivery action runs one form: its id, the parsed body, the call, what the page then says. */
export type RunForm = <T>(
  formId: string,
  parsed: Parsed<T>,
  call: (body: T) => Promise<unknown>,
  done: string,
) => Promise<DeliveryReply>;

/**
 * Click-and-collect's posts of the delivery screen, by `intent`: a place created, changed or
 * deleted, a weekly schedule added, changed or deleted, a closing day or an exceptional opening
 * added or removed. Null for another intent.
 */
export function pickupIntent(intent: string, form: FormData, calls: AdminDeliveryCalls, run: RunForm) {
  if (intent === "pickup-create")
    return run(
      pickupFormIds.create,
      pickupCreateBody(form),
      (b) => calls.createPickupCalendar(b),
      "retrait-cree",
    );
  const id = parseId(String(form.get("calendarId") ?? ""));
  if (id === null || !intent.startsWith("pickup-")) return null;
  const scheduleId = parseId(String(form.get("scheduleId") ?? ""));
  const dayId = parseId(String(form.get("dayId") ?? ""));
  switch (intent) {
    case "pickup-delete":
      return run(
        pickupFormIds.place(id),
        { body: null },
        () => calls.deletePickupCalendar(id),
        "retrait-supprime",
      );
    case "pickup-opening-add":
      return run(
        pickupFormIds.opening(id),
        openingDayBody(form),
        (b) => calls.addOpeningDay(id, b),
        "ouverture",
      );
    case "pickup-opening-delete":
      if (dayId === null) return null;
      return run(
        pickupFormIds.opening(id),
        { body: null },
        () => calls.deleteOpeningDay(id, dayId),
        "ouverture",
      );
    case "pickup-update":
      return run(
        pickupFormIds.place(id),
        pickupPlaceBody(form),
        (b) => calls.updatePickupCalendar(id, b),
        "retrait",
      );
    case "pickup-schedule-add":
      return run(
        pickupFormIds.schedule(id, null),
        pickupScheduleBody(form),
        (b) => calls.addPickupSchedule(id, b),
        "creneau",
      );
    case "pickup-schedule-update":
      if (scheduleId === null) return null;
      return run(
        pickupFormIds.schedule(id, scheduleId),
        pickupScheduleBody(form),
        (b) => calls.updatePickupSchedule(id, scheduleId, b),
        "creneau",
      );
    case "pickup-schedule-delete":
      if (scheduleId === null) return null;
      return run(
        pickupFormIds.schedule(id, scheduleId),
        { body: null },
        () => calls.deletePickupSchedule(id, scheduleId),
        "creneau",
      );
    case "pickup-day-add":
      return run(pickupFormIds.day(id), closingDayBody(form), (b) => calls.addClosingDay(id, b), "fermeture");
    case "pickup-day-delete":
      if (dayId === null) return null;
      return run(pickupFormIds.day(id), { body: null }, () => calls.deleteClosingDay(id, dayId), "fermeture");
    default:
      return null;
  }
}
