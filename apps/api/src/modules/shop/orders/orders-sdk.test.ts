import { ApiError } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createDiscountCode } from "../../../testing/factories/shop";
import { injectClient } from "../../../testing/sdk";
import { newMember } from "../testing";
import { createOrderShop, nextAddress, type OrderShop, orderBody } from "./testing";

/** The SDK's order calls reach the routes they name, with the headers they promise. */

let api: TestApi;
let shop: OrderShop;
let lastHeaders: Record<string, string> = {};

const calls = (options: { token?: string } = {}) =>
  orderCalls(
    injectClient(api, { siteId: shop.siteId, ...options }, (sent) => {
      lastHeaders = sent;
      return { "x-forwarded-for": nextAddress() };
    }),
  );

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 10 });
});
afterAll(async () => {
  await api?.close();
});

describe("order calls of the SDK", () => {
  it("validates, prices with a code, places with an Idempotency-Key, reads with the order's key, cancels", async () => {
    const sdk = calls();
    const validation = await sdk.validateOrder({ products: [{ id: shop.wine, quantity: 11 }] });
    expect(validation.lines[0]!.message).toBe("« Muscadet Sèvre et Maine (2022) » : il n'en reste que 10.");
    await createDiscountCode(api.database.db, shop.siteId, { code: "SDK", value: 50 });
    expect(
      await sdk.orderDiscount({ products: [{ id: shop.wine, quantity: 2 }], discountCode: "SDK" }),
    ).toEqual({
      subtotal: 2400,
      shippingFees: 0,
      discount: 1200,
      total: 1200,
      vatExempt: false,
      lines: [{ id: shop.wine, quantity: 2, unitPrice: 1200 }],
    });
    const placed = await sdk.placeOrder(orderBody(shop), { idempotencyKey: "sdk-commande-0001" });
    expect(lastHeaders["Idempotency-Key"]).toBe("sdk-commande-0001");
    const again = await sdk.placeOrder(orderBody(shop), { idempotencyKey: "sdk-commande-0001" });
    expect(again.order.id).toBe(placed.order.id);
    expect(again.accessKey).toBe(placed.accessKey);
    const read = await sdk.getOrder(placed.order.id, { orderKey: placed.accessKey });
    expect(lastHeaders["X-Order-Key"]).toBe(placed.accessKey);
    expect(read.reference).toBe(placed.order.reference);
    const cancelled = await sdk.cancelOrder(placed.order.id, { orderKey: placed.accessKey });
    expect(cancelled.status).toBe("cancelled");
    expect(sdk.invoicePdfUrl(placed.order.id)).toBe(`/order/${placed.order.id}/invoice`);
    expect(sdk.invoicePdfUrl(placed.order.id, "creditNote")).toBe(`/order/${placed.order.id}/credit-note`);
    expect(sdk.invoicePdfUrl(placed.order.id, "creditNote", "A-2026-000002")).toBe(
      `/order/${placed.order.id}/credit-note?number=A-2026-000002`,
    );
  });

  it("lists a member's orders, and throws ApiError with the French message on a refusal", async () => {
    const member = await newMember(api, shop.siteId);
    const sdk = calls({ token: member.token });
    await sdk.placeOrder(orderBody(shop, { email: undefined }));
    const list = await sdk.listOrders({ nbItem: 5 });
    expect(list.total).toBe(1);
    const refusal = await sdk
      .placeOrder(orderBody(shop, { paymentMethod: "ON_SITE" }))
      .catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.status).toBe(400);
    expect(refusal.errors.paymentMethod).toBe(
      "Le paiement au retrait n'est possible qu'en retrait en boutique.",
    );
    const stranger = await calls()
      .getOrder(1, { orderKey: "inconnue" })
      .catch((error) => error);
    expect(stranger.status).toBe(404);
  });
});
