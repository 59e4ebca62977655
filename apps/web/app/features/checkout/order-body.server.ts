import type { OrderAddressInput, OrderBody, PaymentMethod } from "@vitrine/shared/schemas/orders";
import type { Cart } from "@vitrine/shared/schemas/shop";
import type { CheckoutAddress, CheckoutState } from "./checkout-state.server";

/** The order's lines: a declination id and its quantity, as a cart line or the step's copy gives them. */
export type OrderProducts = OrderBody["products"];

export const cartProducts = (cart: Cart): OrderProducts =>
  cart.products.map((line) => ({ id: line.id, quantity: line.quantity }));

/** How the order travels, from the delivery step's choice: a carrier, a pickup, or nothing to ship. */
export type OrderDeliveryType = OrderBody["delivery"]["type"];

export const orderDeliveryType = (state: CheckoutState): OrderDeliveryType => {
  if (state.deliveryType === "clickAndCollect") return "clickAndCollect";
  return state.carrierId === undefined ? "no_delivery" : "delivery";
};

/** An address of the steps as the order calls take it. */
export const orderAddress = (kind: "SHIPPING" | "BILLING", a: CheckoutAddress): OrderAddressInput => ({
  type: kind,
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  firstPart: a.firstPart,
  secondPart: a.secondPart,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  phone: a.phone,
  companyId: a.companyId ?? null,
  vatNumber: a.vatNumber ?? null,
});

function delivery(state: CheckoutState, shipping: CheckoutAddress): OrderBody["delivery"] {
  const type = orderDeliveryType(state);
  if (type !== "delivery") return { type };
  return {
    type,
    idCarrier: state.carrierId ?? null,
    // The relay point as the delivery step kept it: the API reads the rest from its own list.
    accessPoint: state.accessPoint ?? null,
    deliveryPostalCode: shipping.postalCode,
    deliveryIdCountry: shipping.country,
  };
}

export interface OrderChoices {
  state: CheckoutState;
  products: OrderProducts;
  /** The cart ordered (the API empties it), null when the step's copy of its lines is sent. */
  cartId: number | null;
  /** A member's e-mail is their account's: only a guest sends one. */
  guest: boolean;
  discountCode: string | null;
  paymentMethod: PaymentMethod;
  message: string;
}

/**
 * POST /order's body (spec section 7) from what the steps chose: the lines, the contact, the
 * addresses (the billing one only when it differs), the delivery or the pickup's day and period,
 * the discount code of the cart and the message. Null while the steps are not complete.
 */
export function orderBody(choices: OrderChoices): OrderBody | null {
  const { state, products, cartId, guest, discountCode, paymentMethod, message } = choices;
  const shipping = state.shipping;
  if (!shipping || (guest && !state.email)) return null;
  const pickup = state.deliveryType === "clickAndCollect" ? state.clickAndCollect : undefined;
  if (state.deliveryType === "clickAndCollect" && !pickup) return null;
  return {
    products,
    ...(guest ? { email: state.email } : {}),
    phone: shipping.phone,
    address: {
      delivery: orderAddress("SHIPPING", shipping),
      billing: state.billing ? orderAddress("BILLING", state.billing) : null,
    },
    discount: discountCode,
    message: message.trim() || null,
    ...(pickup ? { dateSchedule: pickup.date, idSchedule: pickup.idSchedule } : {}),
    delivery: delivery(state, shipping),
    paymentMethod,
    cartId,
  };
}

/** The step's copy of the cart's lines, « id:quantity » joined by commas, and back. */
export const linesCopy = (products: OrderProducts) => products.map((p) => `${p.id}:${p.quantity}`).join(",");

export function readLinesCopy(value: string): OrderProducts {
  const lines: OrderProducts = [];
  for (const part of value.split(",").slice(0, 100)) {
    const match = /^(\d{1,9}):(\d{1,4})$/.exec(part.trim());
    if (match) lines.push({ id: Number(match[1]), quantity: Number(match[2]) });
  }
  return lines;
}
