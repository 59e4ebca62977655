import { addressCalls } from "@vitrine/sdk/addresses";
import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import { todayInParis } from "@vitrine/shared/account-rules";
import type { User } from "@vitrine/shared/schemas/account";
import type { MemberAddress } from "@vitrine/shared/schemas/addresses";
import type {
  AccessPoint,
  AccessPointList,
  ShippingFees,
  ShippingOffer,
} from "@vitrine/shared/schemas/delivery";
import type { Country } from "@vitrine/shared/schemas/geo";
import type { OrderQuote } from "@vitrine/shared/schemas/orders";
import type { Cart } from "@vitrine/shared/schemas/shop";
import { countryServed, destinationRefusal, shippingRulesOf } from "@vitrine/shared/shipping/destinations";
import { type ShippingRules, servedPlaces } from "@vitrine/shared/shipping/fees";
import { isExport } from "@vitrine/shared/shipping/zones";
import type { AppLoadContext } from "react-router";
import { currentCart } from "../shop/cart.server";
import { isOn, parameterValues } from "../theme/theme";
import type { CheckoutAddress, CheckoutState } from "./checkout-state.server";
import { type PickupPlace, pickupPlaces } from "./click-and-collect.server";
import { cartProducts, orderAddress } from "./order-body.server";

/** What every step of the checkout knows: the cart, the visitor (member or guest), the site's rules. */
export interface CheckoutBasics {
  cart: Cart | null;
  discountError: string | null;
  lost: boolean;
  user: User | null;
  savedAddresses: MemberAddress[];
  /** Every country: a billing address may be anywhere. */
  countries: Country[];
  /** The countries the site ships to (ONLY_SELL_IN_FRANCE, SELLS_WORLDWIDE): the shipping address's list. */
  shippingCountries: Country[];
  /** Where the site ships, said above the shipping address; null when it ships everywhere. */
  servedPlaces: string | null;
  /** Why the site cannot ship to a saved address (its country), by the address's id. */
  undeliverable: Record<number, string>;
  /** The site's delivery rules (decision 018), for the actions; not sent to the page. */
  rules: ShippingRules;
  /** The site sells alcohol (DISPLAY_ALCOHOL_SELLING_MESSAGE): the customer confirms being of age. */
  sellsAlcohol: boolean;
  /** PAYMENT_METHOD as the site sets it (payment-methods.ts reads it). */
  paymentMethods: string | null;
  /** Card payments are set up (the site's Stripe key and the platform's): the card may be offered. */
  cardEnabled: boolean;
}

/** The member behind the session, or null for a guest (an expired session counts as none). */
async function memberOrGuest(context: AppLoadContext): Promise<User | null> {
  if (!context.token) return null;
  try {
    return await context.api.user();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function checkoutBasics(context: AppLoadContext, request: Request): Promise<CheckoutBasics> {
  const { api } = context;
  const [{ cart, discountError, lost }, user, parameters, allCountries, card] = await Promise.all([
    currentCart(api, request),
    memberOrGuest(context),
    api.parameters(),
    api.countries(),
    orderCalls(api).cardPaymentConfig(),
  ]);
  const values = parameterValues(parameters);
  const rules = shippingRulesOf((key) => values[key]);
  const savedAddresses = user ? (await addressCalls(api).list()).items : [];
  return {
    cart,
    discountError,
    lost,
    user,
    savedAddresses,
    countries: allCountries,
    shippingCountries: allCountries.filter((c) => countryServed(c.alphaTwo, rules)),
    servedPlaces: servedPlaces(rules),
    undeliverable: undeliverableAddresses(savedAddresses, rules),
    rules,
    sellsAlcohol: isOn(values.DISPLAY_ALCOHOL_SELLING_MESSAGE),
    paymentMethods: values.PAYMENT_METHOD ?? null,
    cardEnabled: card.enabled,
  };
}

/** Why the site cannot ship to each saved address it does not serve (a German one in France only). */
function undeliverableAddresses(saved: MemberAddress[], rules: ShippingRules): Record<number, string> {
  const reasons: Record<number, string> = {};
  for (const address of saved) {
    const { alphaTwo: countryCode, name: countryName } = address.country;
    const reason = destinationRefusal({ countryCode, countryName, postalCode: address.postalCode }, rules);
    if (reason) reasons[address.id] = reason;
  }
  return reasons;
}

/** The cart's lines as POST /calculate/shipping-fees takes them (declination ids). */
export const shippingProducts = (cart: Cart) =>
  cart.products.map((line) => ({ idProduct: line.id, quantity: line.quantity }));

export interface DeliveryOptions {
  fees: ShippingFees | null;
  /** The API's French reason when no price could be calculated for the address. */
  error: string | null;
  /** Relay points near the shipping address, per relay carrier. */
  accessPoints: Record<number, AccessPoint[]>;
  /** Click-and-collect places with their next days and periods. */
  pickups: PickupPlace[];
  /** The address is outside the EU (decision 043): each carrier's price is without VAT, as charged. */
  exported: boolean;
}

/**
 * The carriers serving the shipping address with their price, and the relay points of the relay
 * carriers (spec section 4: a calculation is made for the address of the step, once).
 */
export async function deliveryOptions(
  api: ApiClient,
  cart: Cart,
  shipping: CheckoutAddress,
): Promise<DeliveryOptions> {
  const [carriers, pickups] = await Promise.all([
    carrierOptions(api, cart, shipping),
    pickupPlaces(api, todayInParis()),
  ]);
  return { ...carriers, pickups };
}

async function carrierOptions(api: ApiClient, cart: Cart, shipping: CheckoutAddress) {
  let fees: ShippingFees;
  try {
    fees = await api.request<ShippingFees>("POST", "/calculate/shipping-fees", {
      products: shippingProducts(cart),
      postalCode: shipping.postalCode,
      country: shipping.countryCode,
    });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const message = Object.values(error.errors)[0] ?? error.message;
    return { fees: null, error: message, accessPoints: {}, exported: false };
  }
  const relays = fees.carriers.filter((c) => c.needsAccessPoint);
  const lists = await Promise.all(relays.map((carrier) => relayPoints(api, carrier, shipping)));
  const accessPoints = Object.fromEntries(relays.map((carrier, i) => [carrier.id, lists[i] ?? []]));
  const exported = await exportedFees(api, cart, shipping, fees.carriers);
  return {
    fees: waivedByCode(cart, exported ? { ...fees, carriers: exported } : fees),
    error: null,
    accessPoints,
    exported: exported !== null,
  };
}

/**
 * The carriers as the order charges them: a free-shipping code (the cart's) waives every carrier's
 * fees, as POST /order does, so the offers, the summary and the amount to pay say so beforehand.
 */
function waivedByCode(cart: Cart, fees: ShippingFees): ShippingFees {
  if (!cart.discount?.freeShipping || !fees.needsDelivery) return fees;
  const carriers = fees.carriers.map((offer) => ({ ...offer, price: 0, freeShipping: true }));
  return { ...fees, freeShipping: true, carriers };
}

/**
 * The carriers at the fees an export pays (each less its VAT, as POST /order/discount quotes them
 * for this cart), or null when the address is not an export or the seller charges no VAT.
 */
async function exportedFees(
  api: ApiClient,
  cart: Cart,
  shipping: CheckoutAddress,
  offers: ShippingOffer[],
): Promise<ShippingOffer[] | null> {
  if (offers.length === 0 || !isExport(shipping.countryCode, shipping.postalCode)) return null;
  let quotes: OrderQuote[];
  try {
    quotes = await Promise.all(
      offers.map((offer) =>
        orderCalls(api).orderDiscount({
          products: cartProducts(cart),
          discountCode: null,
          delivery: { type: "delivery", idCarrier: offer.id, accessPoint: null },
          address: { delivery: orderAddress("SHIPPING", shipping) },
        }),
      ),
    );
  } catch (error) {
    // The order step says why the API refuses; the carriers keep their listed prices meanwhile.
    if (!isApiError(error) || error.status >= 500) throw error;
    return null;
  }
  if (!quotes.every((quote) => quote.vatExempt)) return null;
  return offers.map((offer, index) => ({ ...offer, price: quotes[index]!.shippingFees }));
}

async function relayPoints(api: ApiClient, carrier: ShippingOffer, shipping: CheckoutAddress) {
  try {
    const list = await api.request<AccessPointList>("POST", "/relay/access-points", {
      firstPart: shipping.firstPart,
      postalCode: shipping.postalCode,
      city: shipping.city,
      country: shipping.countryCode,
      idCarrier: carrier.id,
    });
    return list.items;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return [];
  }
}

/** The shipping offer the state names, when it still serves the address. */
export const chosenOffer = (options: DeliveryOptions, state: CheckoutState): ShippingOffer | null =>
  options.fees?.carriers.find((c) => c.id === state.carrierId) ?? null;

/** Whether the delivery choice of the state is complete and still valid for the cart and address. */
export function deliveryComplete(options: DeliveryOptions | null, state: CheckoutState): boolean {
  if (state.deliveryType === "clickAndCollect") {
    const choice = state.clickAndCollect;
    return Boolean(choice && options?.pickups.some((p) => p.calendar.calendarId === choice.calendarId));
  }
  if (!options?.fees) return false;
  if (!options.fees.needsDelivery) return true;
  const offer = chosenOffer(options, state);
  if (!offer) return false;
  return (
    !offer.needsAccessPoint ||
    (options.accessPoints[offer.id] ?? []).some((p) => p.id === state.accessPoint?.id)
  );
}

/**
 * An export's amounts as the API will charge them (decision 043), once the parcel is to leave the
 * EU (the relay point chosen, else the shipping address): the cart's prices include French VAT,
 * the order's do not. Null for any other order, and when the API refuses (the order says why).
 */
export async function exportQuote(
  api: ApiClient,
  cart: Cart,
  state: CheckoutState,
  options: DeliveryOptions,
): Promise<OrderQuote | null> {
  const shipping = state.shipping;
  if (!shipping || !options.fees?.needsDelivery || state.deliveryType === "clickAndCollect") return null;
  const offer = chosenOffer(options, state);
  const point = offer?.needsAccessPoint ? state.accessPoint : undefined;
  const exported = point
    ? isExport(point.country, point.zipCode)
    : isExport(shipping.countryCode, shipping.postalCode);
  if (!exported) return null;
  try {
    const amounts = await orderCalls(api).orderDiscount({
      products: cartProducts(cart),
      discountCode: cart.discount?.code ?? null,
      delivery: { type: "delivery", idCarrier: offer?.id ?? null, accessPoint: point ?? null },
      address: { delivery: orderAddress("SHIPPING", shipping) },
    });
    return amounts.vatExempt ? amounts : null;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return null;
  }
}
