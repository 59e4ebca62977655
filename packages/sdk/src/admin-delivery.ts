import type {
  AdminCarrier,
  AdminCarrierBody,
  AdminRateBody,
  AdminRelayPointBody,
} from "@vitrine/shared/schemas/admin-delivery";
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
}

export function adminDeliveryCalls(api: ApiClient): AdminDeliveryCalls {
  const carrier = (id: number) => `/admin/carrier/${id}`;
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
  };
}
