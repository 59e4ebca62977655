import { describe, expect, it } from "vitest";
import type { CheckoutAddress, CheckoutState } from "./checkout-state.server";
import { linesCopy, orderBody, readLinesCopy } from "./order-body.server";

const HOME: CheckoutAddress = {
  firstname: "Louise",
  lastname: "Bernard",
  company: null,
  firstPart: "3 rue des Vignes",
  secondPart: null,
  postalCode: "44330",
  city: "Vallet",
  country: 75,
  countryCode: "FR",
  countryName: "France",
  phone: "06 11 22 33 44",
};

const base = {
  products: [{ id: 12, quantity: 6 }],
  cartId: 3,
  guest: true,
  discountCode: null,
  paymentMethod: "TRANSFER" as const,
  message: "  ",
};

describe("orderBody", () => {
  it("sends a guest's e-mail, the addresses, the carrier with its relay point and the code", () => {
    const state: CheckoutState = {
      email: "louise@example.fr",
      shipping: HOME,
      billing: {
        ...HOME,
        firstPart: "1 place du Marché",
        city: "Nantes",
        postalCode: "44000",
        company: "Cave Bernard",
        companyId: "732829320",
        vatNumber: "FR44732829320",
      },
      deliveryType: "delivery",
      carrierId: 8,
      accessPoint: {
        id: "RP1",
        name: "Tabac de la Gare",
        addLine1: "1 rue",
        zipCode: "44330",
        city: "Vallet",
        country: "FR",
      },
    };
    const body = orderBody({ ...base, state, discountCode: "VENDANGES15", message: " Merci ! " });
    expect(body).toMatchObject({
      products: [{ id: 12, quantity: 6 }],
      email: "louise@example.fr",
      phone: "06 11 22 33 44",
      address: {
        delivery: { type: "SHIPPING", country: 75, city: "Vallet" },
        billing: { type: "BILLING", city: "Nantes", companyId: "732829320", vatNumber: "FR44732829320" },
      },
      discount: "VENDANGES15",
      message: "Merci !",
      delivery: {
        type: "delivery",
        idCarrier: 8,
        accessPoint: { id: "RP1" },
        deliveryPostalCode: "44330",
        deliveryIdCountry: 75,
      },
      paymentMethod: "TRANSFER",
      cartId: 3,
    });
    expect(body).not.toHaveProperty("dateSchedule");
  });

  it("names the pickup's day and schedule for click-and-collect, and no e-mail for a member", () => {
    const state: CheckoutState = {
      shipping: HOME,
      deliveryType: "clickAndCollect",
      clickAndCollect: {
        date: "2026-12-02",
        idAddress: 1,
        idSchedule: 9,
        calendarId: 4,
        start: "10:00",
        end: "12:00",
        place: "Caveau",
      },
    };
    const body = orderBody({ ...base, state, guest: false, paymentMethod: "ON_SITE" });
    expect(body).toMatchObject({
      dateSchedule: "2026-12-02",
      idSchedule: 9,
      delivery: { type: "clickAndCollect" },
      message: null,
    });
    expect(body?.address?.billing).toBeNull();
    expect(body).not.toHaveProperty("email");
  });

  it("orders without delivery when nothing is to ship, and refuses an incomplete checkout", () => {
    expect(
      orderBody({ ...base, state: { email: "a@b.fr", shipping: HOME, deliveryType: "delivery" } })?.delivery,
    ).toEqual({
      type: "no_delivery",
    });
    expect(orderBody({ ...base, state: { shipping: HOME } })).toBeNull();
    expect(orderBody({ ...base, state: { email: "a@b.fr" } })).toBeNull();
    expect(
      orderBody({ ...base, state: { email: "a@b.fr", shipping: HOME, deliveryType: "clickAndCollect" } }),
    ).toBeNull();
  });
});

describe("the step's copy of the lines", () => {
  it("reads back what it wrote, and nothing else", () => {
    const lines = [
      { id: 12, quantity: 6 },
      { id: 40, quantity: 1 },
    ];
    expect(readLinesCopy(linesCopy(lines))).toEqual(lines);
    expect(readLinesCopy("12:6,x:1,-3:2,5:")).toEqual([{ id: 12, quantity: 6 }]);
    expect(readLinesCopy("")).toEqual([]);
  });
});
