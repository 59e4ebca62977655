import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder, type OrderValues, testAddress } from "../../../testing/factories/orders";
import { readPdf } from "../../../testing/pdf";
import { deliveryOf } from "./invoice-delivery";
import { moveOrder } from "./transitions";

/** The invoice says where the goods went when it is not the buyer's address. */

let api: TestApi;
const db = () => api.database.db;
const SITE = 2;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
});
afterAll(async () => {
  await api?.close();
});

/** The invoice of a paid order made of `values`, as the customer downloads it, white space made plain. */
async function invoiceText(values: OrderValues): Promise<string> {
  const order = await createOrder(db(), SITE, { paymentMethod: "TRANSFER", ...values });
  await moveOrder(db(), {
    siteId: SITE,
    orderId: order.id,
    to: "paid",
    author: { role: "admin", userId: null },
  });
  const reply = await api.app.inject({
    method: "GET",
    url: `/order/${order.id}/invoice`,
    headers: { idSite: String(SITE), "x-order-key": order.accessKey },
  });
  expect(reply.statusCode).toBe(200);
  return (await readPdf(reply.rawPayload)).replace(/\s+/g, " ");
}

const office = testAddress({ company: "Cave Durand SARL", firstPart: "3 quai des Chartrons" });
const home = testAddress({ firstPart: "12 rue des Vignes", postalCode: "33200" });

describe("the invoice's delivery address", () => {
  it("is printed under the buyer when the parcel went elsewhere than the billing address", async () => {
    const text = await invoiceText({ billingAddress: office, shippingAddress: home });
    expect(text).toContain(
      "Client Cave Durand SARL À l'attention de Camille Durand 3 quai des Chartrons 33000 Bordeaux",
    );
    expect(text).toContain("Adresse de livraison Camille Durand 12 rue des Vignes 33200 Bordeaux France");
  });

  it("is left out when it is the billing address, or when there is only one", async () => {
    for (const values of [
      { billingAddress: home, shippingAddress: { ...home, city: " bordeaux " } },
      { billingAddress: null, shippingAddress: home },
    ]) {
      expect(await invoiceText(values)).not.toContain("Adresse de livraison");
    }
  });

  it("names the relay point, or the shop's place for click-and-collect", async () => {
    const relay = await invoiceText({
      billingAddress: home,
      shippingAddress: home,
      delivery: {
        carrierKind: "PICKUP",
        accessPoint: {
          id: "R1",
          name: "Tabac du Port",
          addLine1: "2 place du Port",
          zipCode: "33000",
          city: "Bordeaux",
          countryCode: "FR",
        },
      },
    });
    expect(relay).toContain("Livraison en point relais Tabac du Port 2 place du Port 33000 Bordeaux");
    expect(
      deliveryOf({
        deliveryType: "clickAndCollect",
        delivery: {
          pickup: {
            place: "Domaine — 4 route des Moulins, 44190 Clisson",
            date: "2026-12-04",
            start: "10:00",
            end: "11:00",
          },
        },
        shippingAddress: null,
        billingAddress: home,
      }),
    ).toEqual({ title: "Retrait", lines: ["Domaine — 4 route des Moulins, 44190 Clisson"] });
    expect(
      deliveryOf({
        deliveryType: "no_delivery",
        delivery: {},
        shippingAddress: home,
        billingAddress: office,
      }),
    ).toBeNull();
  });
});
