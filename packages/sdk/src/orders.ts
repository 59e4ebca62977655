import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  OrderBody,
  OrderDetail,
  OrderDiscountBody,
  OrderList,
  OrderQuote,
  OrderValidateBody,
  OrderValidation,
  PlacedOrder,
} from "@vitrine/shared/schemas/orders";
import type { ApiClient } from "./client";

/** The order's secret (`accessKey` of POST /order), for whoever placed it without an account. */
export interface OrderAccess {
  orderKey?: string | null;
}

/** Calls about orders (spec section 7, Orders; decision 021). */
export interface OrderCalls {
  /** Stock, multiples and bottle limits of the products, with a French message per line. */
  validateOrder(body: OrderValidateBody): Promise<OrderValidation>;
  /**
   * The order's amounts, with a discount code when given (and the delivery's fees when given), as
   * POST /order would charge them: an export's without VAT (`vatExempt`).
   */
  orderDiscount(body: OrderDiscountBody): Promise<OrderQuote>;
  /**
   * Places the order. With `idempotencyKey` (send an unguessable one, a UUID), the same key again
   * answers the same order: a retried request never orders twice.
   */
  placeOrder(body: OrderBody, options?: { idempotencyKey?: string }): Promise<PlacedOrder>;
  /** The member's orders, newest first. */
  listOrders(query?: ListQueryInput): Promise<OrderList>;
  getOrder(id: number, access?: OrderAccess): Promise<OrderDetail>;
  /** Cancels an order still awaiting its payment. */
  cancelOrder(id: number, access?: OrderAccess): Promise<OrderDetail>;
  /**
   * Where the order's invoice (or credit note: its latest, or the one of that `number`) PDF is
   * read, under the client's base URL.
   */
  invoicePdfUrl(id: number, kind?: "invoice" | "creditNote", number?: string): string;
  /** The site's card payment account: its public key, and whether cards can be paid now. */
  cardPaymentConfig(): Promise<{ provider: string; publicKey: string | null; enabled: boolean }>;
}

const keyHeader = (access?: OrderAccess) =>
  access?.orderKey ? { "X-Order-Key": access.orderKey } : undefined;

export function orderCalls(api: ApiClient): OrderCalls {
  return {
    validateOrder: (body) => api.request("POST", "/order/validate", body),
    orderDiscount: (body) => api.request("POST", "/order/discount", body),
    placeOrder: (body, options = {}) =>
      api.request(
        "POST",
        "/order",
        body,
        options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
      ),
    listOrders: (query) => api.get("/order", query),
    getOrder: (id, access) => api.request("GET", `/order/${id}`, undefined, keyHeader(access)),
    cancelOrder: (id, access) => api.request("POST", `/order/${id}/cancel`, {}, keyHeader(access)),
    invoicePdfUrl: (id, kind = "invoice", number) =>
      kind === "invoice"
        ? `${api.baseUrl}/order/${id}/invoice`
        : `${api.baseUrl}/order/${id}/credit-note${number ? `?number=${encodeURIComponent(number)}` : ""}`,
    cardPaymentConfig: () => api.get("/custom-stripe/public-key"),
  };
}
