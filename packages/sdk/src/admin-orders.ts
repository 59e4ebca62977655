import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderRefund,
  AdminOrderRefundBody,
  AdminOrderStatusBody,
  AdminOrderTrackingBody,
} from "@vitrine/shared/schemas/admin-orders";
import type { ApiClient } from "./client";

/** The panel's calls about the shop's orders (decisions 021 and 024). */
export interface AdminOrderCalls {
  /**
   * The orders, newest first: `page`, `nbItem`, `orderBy` (createdAt, total, reference, status,
   * email; `:desc`), filters `status`, `deliveryType`, `from` and `to` (YYYY-MM-DD), `search`.
   */
  adminOrders(query?: ListQueryInput): Promise<AdminOrderList>;
  adminOrder(id: number): Promise<AdminOrderDetail>;
  /** Moves the order through its lifecycle (the customer is e-mailed); 409 for a refused move. */
  moveOrder(id: number, body: AdminOrderStatusBody): Promise<AdminOrderDetail>;
  /** Corrects a shipped or delivered parcel's tracking (no e-mail); 409 for another order. */
  trackOrder(id: number, body: AdminOrderTrackingBody): Promise<AdminOrderDetail>;
  /**
   * Gives back `amount` cents, or the units of `lines` and `shipping` cents of fees (their worth
   * unless a lower `amount`; back in stock with `restock`): a credit note, the card refunded; 400
   * for a line not of the order, 422 above what is left.
   */
  refundOrder(id: number, body: AdminOrderRefundBody): Promise<AdminOrderRefund>;
  /** Where the order's PDFs are read, under the client's base URL (use `download`). */
  packingSlipUrl(id: number): string;
  adminInvoiceUrl(id: number): string;
  adminCreditNoteUrl(id: number, number: string): string;
}

export function adminOrderCalls(api: ApiClient): AdminOrderCalls {
  return {
    adminOrders: (query) => api.get("/admin/order", query),
    adminOrder: (id) => api.get(`/admin/order/${id}`),
    moveOrder: (id, body) => api.request("POST", `/admin/order/${id}/status`, body),
    trackOrder: (id, body) => api.request("POST", `/admin/order/${id}/tracking`, body),
    refundOrder: (id, body) => api.request("POST", `/admin/order/${id}/refund`, body),
    packingSlipUrl: (id) => `${api.baseUrl}/admin/order/${id}/packing-slip`,
    adminInvoiceUrl: (id) => `${api.baseUrl}/admin/order/${id}/invoice`,
    adminCreditNoteUrl: (id, number) =>
      `${api.baseUrl}/admin/order/${id}/credit-note?number=${encodeURIComponent(number)}`,
  };
}
