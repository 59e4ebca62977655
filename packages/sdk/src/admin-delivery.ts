import type {
  AdminCarrier,
  AdminCarrierBody,
  AdminClosingDayBody,
  AdminPickupCalendar,
  AdminPickupCalendarBody,
  AdminPickupScheduleBody,
  AdminRateBody,
  AdminRelayPointBody,
} from "@vitrine/shared/schemas/admin-delivery";
import type { AdminOpeningDayBody, AdminPickupPlaceBody } from "@vitrine/shared/schemas/admin-pickup";
import type { ApiClient } from "./client";

/** The panel's calls about the shop's delivery: carriers, their rates and relay points. Each change answers the carrier. */
export interface AdminDeliveryCalls {
  /** Every carrier, active or not, with its rates and relay points. */
  adminCarriers(): Promise<AdminCarrier[]>;
  createCarrier(body: AdminCarrierBody): Promise<AdminCarrier>;
  /** `isActive: false` takes the carrier off the checkout. */
  updateCarrier(id: number, body: AdminCarrierBody): Promise<AdminCarrier>;
  addRate(carrierId: number, body: AdminRateBody): Promise<AdminCarrier>;
  updateRate(carrierId: number, rateId: number, body: AdminRateBody): Promise<AdminCarrier>;
  deleteRate(carrierId: number, rateId: number): Promise<AdminCarrier>;
  /** PICKUP carriers only (409 otherwise); the code unique for the carrier. */
  addRelayPoint(carrierId: number, body: AdminRelayPointBody): Promise<AdminCarrier>;
  updateRelayPoint(carrierId: number, pointId: number, body: AdminRelayPointBody): Promise<AdminCarrier>;
  /** Click-and-collect: the pickup places with their weekly schedules and closing days. Each change answers the place. */
  pickupCalendars(): Promise<AdminPickupCalendar[]>;
  updatePickupCalendar(id: number, body: AdminPickupCalendarBody): Promise<AdminPickupCalendar>;
  addPickupSchedule(id: number, body: AdminPickupScheduleBody): Promise<AdminPickupCalendar>;
  updatePickupSchedule(
    id: number,
    scheduleId: number,
    body: AdminPickupScheduleBody,
  ): Promise<AdminPickupCalendar>;
  deletePickupSchedule(id: number, scheduleId: number): Promise<AdminPickupCalendar>;
  /** 409 when the day is already closed. */
  addClosingDay(id: number, body: AdminClosingDayBody): Promise<AdminPickupCalendar>;
  deleteClosingDay(id: number, dayId: number): Promise<AdminPickupCalendar>;
  /** A new place: its address in France and its first weekly schedules. */
  createPickupCalendar(body: AdminPickupPlaceBody): Promise<AdminPickupCalendar>;
  /** 409 when orders name the place (stop offering it instead). */
  deletePickupCalendar(id: number): Promise<{ id: number }>;
  /** An exceptional opening (a date with its hours, replacing that day's weekly schedules); 409 on a closed day or an overlap. */
  addOpeningDay(id: number, body: AdminOpeningDayBody): Promise<AdminPickupCalendar>;
  deleteOpeningDay(id: number, openingId: number): Promise<AdminPickupCalendar>;
}

export function adminDeliveryCalls(api: ApiClient): AdminDeliveryCalls {
  const carrier = (id: number) => `/admin/carrier/${id}`;
  const pickup = (id: number) => `/admin/click-and-collect/${id}`;
  return {
    adminCarriers: () => api.get("/admin/carrier"),
    createCarrier: (body) => api.request("POST", "/admin/carrier", body),
    updateCarrier: (id, body) => api.request("PUT", carrier(id), body),
    addRate: (id, body) => api.request("POST", `${carrier(id)}/rate`, body),
    updateRate: (id, rateId, body) => api.request("PUT", `${carrier(id)}/rate/${rateId}`, body),
    deleteRate: (id, rateId) => api.request("DELETE", `${carrier(id)}/rate/${rateId}`),
    addRelayPoint: (id, body) => api.request("POST", `${carrier(id)}/relay-point`, body),
    updateRelayPoint: (id, pointId, body) =>
      api.request("PUT", `${carrier(id)}/relay-point/${pointId}`, body),
    pickupCalendars: () => api.get("/admin/click-and-collect"),
    updatePickupCalendar: (id, body) => api.request("PUT", pickup(id), body),
    addPickupSchedule: (id, body) => api.request("POST", `${pickup(id)}/schedule`, body),
    updatePickupSchedule: (id, scheduleId, body) =>
      api.request("PUT", `${pickup(id)}/schedule/${scheduleId}`, body),
    deletePickupSchedule: (id, scheduleId) => api.request("DELETE", `${pickup(id)}/schedule/${scheduleId}`),
    addClosingDay: (id, body) => api.request("POST", `${pickup(id)}/closing-day`, body),
    deleteClosingDay: (id, dayId) => api.request("DELETE", `${pickup(id)}/closing-day/${dayId}`),
    createPickupCalendar: (body) => api.request("POST", "/admin/click-and-collect", body),
    deletePickupCalendar: (id) => api.request("DELETE", pickup(id)),
    addOpeningDay: (id, body) => api.request("POST", `${pickup(id)}/opening-day`, body),
    deleteOpeningDay: (id, openingId) => api.request("DELETE", `${pickup(id)}/opening-day/${openingId}`),
  };
}
