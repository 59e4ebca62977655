import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createRelayPoint } from "../../../testing/factories/delivery";
import { setParameters } from "../../../testing/factories/site";
import { expectFrenchError } from "../../content/testing";
import { createOrderShop, dayFromNow, type OrderShop, orderBody, placeOrder, testAddress } from "./testing";

/** POST /order's delivery rules (spec sections 4 and 5): carriers, relay points, pickup slots, site parameters. */

let api: TestApi;
let shop: OrderShop;
const place = (body: unknown, site = shop.siteId) => placeOrder(api, body, { site });

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  shop = await createOrderShop(api, { stock: 100 });
});
afterAll(async () => {
  await api?.close();
});

/** A schedule of the shop open on `day` (the morning one, 2 orders per slot, unless `afternoon`). */
const schedule = (day: string, afternoon = false) => {
  const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return shop.pickup.rules.find(
    (rule) => rule.weekday === weekday && (rule.capacity === null) === afternoon,
  )!;
};

describe("delivery to a relay point", () => {
  it("keeps the relay point as the server knows it, and its carrier's price", async () => {
    const { status, body } = await place(
      orderBody(shop, {
        delivery: {
          type: "delivery",
          idCarrier: shop.relay,
          accessPoint: { id: shop.relayPoint, name: "Faux nom" },
        },
      }),
    );
    expect(status).toBe(201);
    expect(body.data.order.shippingFees).toBe(490);
    expect(body.data.order.delivery).toMatchObject({
      carrierId: shop.relay,
      carrierKind: "PICKUP",
      accessPoint: {
        id: shop.relayPoint,
        name: expect.stringMatching(/^Point relais \d+$/),
        zipCode: "44000",
      },
    });
  });

  it("needs a relay point of that carrier", async () => {
    const missing = await place(orderBody(shop, { delivery: { type: "delivery", idCarrier: shop.relay } }));
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors["delivery.accessPoint"]).toBe("Choisissez un point relais.");
    const unknown = await place(
      orderBody(shop, {
        delivery: { type: "delivery", idCarrier: shop.relay, accessPoint: { id: "INCONNU" } },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors["delivery.accessPoint"]).toBe(
      "Ce point relais n'est pas disponible : choisissez-en un autre.",
    );
  });

  it("prices the point where it is: a point abroad of a shop selling in France only is refused", async () => {
    const brussels = await createRelayPoint(api.database.db, shop.siteId, shop.relay, {
      zipCode: "1000",
      city: "Bruxelles",
      country: "BE",
      latitude: 50.85,
      longitude: 4.35,
    });
    const { status, body } = await place(
      orderBody(shop, {
        delivery: { type: "delivery", idCarrier: shop.relay, accessPoint: { id: brussels.code } },
      }),
    );
    expect(status).toBe(422);
    expectFrenchError(body);
    expect(body.data.errors).toEqual({
      "delivery.accessPoint": "Ce point relais est hors de notre zone de livraison : choisissez-en un autre.",
    });
  });
});

describe("delivery at home", () => {
  it("needs a carrier of the site and a delivery address", async () => {
    const noCarrier = await place(orderBody(shop, { delivery: { type: "delivery" } }));
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body.data.errors["delivery.idCarrier"]).toBe("Choisissez un transporteur.");
    const other = await createOrderShop(api);
    const foreign = await place(orderBody(shop, { delivery: { type: "delivery", idCarrier: other.home } }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors["delivery.idCarrier"]).toBe("Ce transporteur n'existe pas.");
    const noAddress = await place(
      orderBody(shop, {
        address: { billing: testAddress(shop) },
        delivery: { type: "delivery", idCarrier: shop.home },
      }),
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.data.errors["address.delivery"]).toBe("Indiquez l'adresse de livraison.");
  });

  it("refuses with 422 in French what the site does not ship: abroad, locked, bottle limits", async () => {
    const abroad = await place(
      orderBody(shop, {
        address: { delivery: testAddress(shop, { postalCode: "1000", country: shop.belgium }) },
      }),
    );
    expect(abroad.status).toBe(422);
    expectFrenchError(abroad.body);
    const strict = await createOrderShop(api, {
      parameters: { MINIMUM_EXPEDITION_BOTTLE: "3", MAXIMUM_EXPEDITION_BOTTLE: "12" },
    });
    const few = await place(orderBody(strict), strict.siteId);
    expect(few.status).toBe(422);
    expect(few.body.message).toBe(
      "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 2 bouteilles.",
    );
    const many = await place(
      orderBody(strict, { products: [{ id: strict.wine, quantity: 13 }] }),
      strict.siteId,
    );
    expect(many.body.message).toBe(
      "Une expédition compte au plus 12 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 13 bouteilles.",
    );
    await setParameters(api.database.db, strict.siteId, { LOCK_DELIVERY: "true" });
    const locked = await place(
      orderBody(strict, { products: [{ id: strict.wine, quantity: 6 }] }),
      strict.siteId,
    );
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe(
      "La livraison n'est pas proposée pour le moment : choisissez le retrait sur place.",
    );
    const france = await createOrderShop(api, {
      parameters: { ONLY_SELL_IN_FRANCE: "true", SELLS_WORLDWIDE: "true" },
    });
    const world = await place(
      orderBody(france, {
        address: { delivery: testAddress(france, { postalCode: "1000", country: france.belgium }) },
      }),
      france.siteId,
    );
    expect(world.status).toBe(422);
    expect(world.body.message).toBe(
      "Nous ne livrons pas à cette adresse. Nous livrons uniquement en France métropolitaine et en Corse.",
    );
  });

  it("waives the fees from FREE_SHIPPING_BOTTLE bottles", async () => {
    const generous = await createOrderShop(api, { parameters: { FREE_SHIPPING_BOTTLE: "6" } });
    const { body } = await place(
      orderBody(generous, { products: [{ id: generous.wine, quantity: 6 }] }),
      generous.siteId,
    );
    expect(body.data.order).toMatchObject({ subtotal: 7200, shippingFees: 0, total: 7200 });
  });
});

describe("click-and-collect", () => {
  it("keeps the place and slot, without fees nor shipping address, paid at pickup", async () => {
    const day = dayFromNow(9);
    const slot = schedule(day, true);
    const { status, body } = await place(
      orderBody(shop, {
        delivery: { type: "clickAndCollect" },
        dateSchedule: day,
        idSchedule: slot.id,
        paymentMethod: "ON_SITE",
      }),
    );
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      deliveryType: "clickAndCollect",
      shippingFees: 0,
      total: 2400,
      shippingAddress: null,
      billingAddress: { city: "Nantes" },
      pickupDate: day,
      pickupStart: "14:00",
      delivery: { pickup: { date: day, start: "14:00", end: "18:00" } },
    });
    expect(body.data.order.delivery.pickup.place).toMatch(
      /^Retrait au caveau — La Grande Moulinière, 44330 Vallet$/,
    );
    expect(body.data.payment).toEqual({ method: "ON_SITE" });
  });

  it("needs an open slot of the site's pickup places", async () => {
    const base = { delivery: { type: "clickAndCollect" as const }, paymentMethod: "CHEQUE" as const };
    const noDay = await place(orderBody(shop, { ...base, idSchedule: schedule(dayFromNow(9)).id }));
    expect(noDay.body.data.errors.dateSchedule).toBe("Choisissez le jour du retrait.");
    const noSlot = await place(orderBody(shop, { ...base, dateSchedule: dayFromNow(9) }));
    expect(noSlot.body.data.errors.idSchedule).toBe("Choisissez le créneau de retrait.");
    const other = await createOrderShop(api);
    const foreign = await place(
      orderBody(shop, { ...base, dateSchedule: dayFromNow(9), idSchedule: other.pickup.rules[0]!.id }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors.idSchedule).toBe("Ce créneau de retrait n'existe pas.");
    const wrongDay = await place(
      orderBody(shop, { ...base, dateSchedule: dayFromNow(9), idSchedule: schedule(dayFromNow(10)).id }),
    );
    expect(wrongDay.status).toBe(422);
    const past = await place(
      orderBody(shop, { ...base, dateSchedule: "2020-01-07", idSchedule: schedule("2020-01-07").id }),
    );
    expect(past.status).toBe(422);
    expect(past.body.data.errors.idSchedule).toBe(
      "Ce créneau de retrait n'est pas ouvert ce jour-là : choisissez-en un autre.",
    );
    const badDate = await place(
      orderBody(shop, { ...base, dateSchedule: "2030-02-30", idSchedule: schedule(dayFromNow(9)).id }),
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.data.errors.dateSchedule).toBe("Cette date de retrait n'existe pas.");
    const badFormat = await place(orderBody(shop, { ...base, dateSchedule: "demain", idSchedule: 1 }));
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.data.errors.dateSchedule).toBe("La date de retrait doit s'écrire AAAA-MM-JJ.");
  });

  it("counts a slot's orders, not the cancelled ones", async () => {
    const day = dayFromNow(11);
    const body = orderBody(shop, {
      delivery: { type: "clickAndCollect" },
      dateSchedule: day,
      idSchedule: schedule(day).id,
      paymentMethod: "TRANSFER",
    });
    const first = await place(body);
    expect((await place(body)).status).toBe(201);
    expect((await place(body)).status).toBe(409);
    await api.call({
      method: "POST",
      url: `/order/${first.body.data.order.id}/cancel`,
      site: shop.siteId,
      payload: {},
      headers: { "x-order-key": first.body.data.accessKey },
    });
    expect((await place(body)).status).toBe(201);
  });
});

describe("no delivery", () => {
  it("is for products that ship nowhere only", async () => {
    const voucher = await place(
      orderBody(shop, {
        products: [{ id: shop.voucher, quantity: 1 }],
        delivery: { type: "no_delivery" },
        address: { billing: testAddress(shop) },
      }),
    );
    expect(voucher.status).toBe(201);
    expect(voucher.body.data.order).toMatchObject({
      deliveryType: "no_delivery",
      shippingFees: 0,
      total: 5000,
    });
    const wine = await place(orderBody(shop, { delivery: { type: "no_delivery" } }));
    expect(wine.status).toBe(422);
    expect(wine.body.message).toBe(
      "Ces produits se livrent ou se retirent : choisissez la livraison ou le retrait sur place.",
    );
  });
});
