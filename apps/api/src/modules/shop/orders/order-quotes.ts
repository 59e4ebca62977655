import type {
  OrderAmounts,
  OrderDiscountBodySchema,
  OrderQuote,
  OrderValidateBodySchema,
  OrderValidation,
} from "@vitrine/shared/schemas/orders";
import { bottlesRefusal, refusalMessage, shippingBasis } from "@vitrine/shared/shipping/fees";
import { isExport } from "@vitrine/shared/shipping/zones";
import type { z } from "zod";
import { badRequest } from "../../../lib/http";
import type { SiteService } from "../../site/service";
import { shippingRules } from "../delivery/shipping-rules";
import type { CodeCustomer, Discounts, OrderDiscount } from "../discounts";
import { shopSettings } from "../settings";
import { exportPrices } from "./export-prices";
import {
  activeRelayPoint,
  addressSnapshot,
  carrierOffer,
  type DeliveryDeps,
  type Destination,
  relayPlace,
} from "./order-delivery";
import { checkLines, linesSubtotal, type PricedLine, pricedLines } from "./order-lines";
import { orderSettings } from "./order-settings";

/* Before the order: POST /order/validate (can these products be ordered?) and POST /order/discount (what would it cost?). */

export interface QuoteDeps extends DeliveryDeps {
  sites: SiteService;
  discounts: Discounts;
}

/**
 * Whether the order is sold as an export (decision 043): a carrier takes it outside the EU for a
 * seller who charges VAT (under the franchise the prices carry none to take off).
 */
export const soldAsExport = (vatFranchise: boolean, place: Destination | null): boolean =>
  !vatFranchise && place !== null && isExport(place.countryCode, place.postalCode);

/**
 * The order's lines and amounts as charged: at the shop's prices, or for an export each price, the
 * fees and the discount without VAT. A free-shipping code waives the fees, another takes its amount
 * off the products.
 */
export function chargedOrder(
  lines: PricedLine[],
  fees: number,
  discount: OrderDiscount | null,
  vatExempt: boolean,
): { lines: PricedLine[]; amounts: OrderAmounts } {
  const charged = vatExempt ? exportPrices(lines, fees, discount) : { lines, fees, discount };
  const subtotal = linesSubtotal(charged.lines);
  const shippingFees = charged.discount?.freeShipping ? 0 : charged.fees;
  const off = charged.discount?.amount ?? 0;
  return {
    lines: charged.lines,
    amounts: { subtotal, shippingFees, discount: off, total: subtotal + shippingFees - off, vatExempt },
  };
}

/**
 * Each line's problem in French (unknown or withdrawn wine, multiple of its case, stock left), and
 * for a delivery the site's rules of an expedition (LOCK_DELIVERY, MINIMUM/MAXIMUM_EXPEDITION_BOTTLE,
 * BOTTLE_MULTIPLE) as the order's message.
 */
export async function validateProducts(
  deps: QuoteDeps,
  siteId: number,
  body: z.output<typeof OrderValidateBodySchema>,
): Promise<OrderValidation> {
  const [{ handleStock }, rules] = await Promise.all([
    shopSettings(deps.sites, siteId),
    shippingRules(deps.sites, siteId),
  ]);
  const { lines, onSale } = await checkLines(deps.db, siteId, body.products, handleStock);
  let message: string | null = null;
  if (body.delivery?.type === "delivery") {
    const basis = shippingBasis(onSale);
    const refusal = rules.lockDelivery
      ? "LOCKED"
      : basis.needsDelivery
        ? bottlesRefusal(basis.bottles, rules)
        : null;
    if (refusal) message = refusalMessage(refusal, basis.halfBottles, rules);
  }
  return { valid: message === null && lines.every((line) => line.message === null), lines, message };
}

type DiscountBody = z.output<typeof OrderDiscountBodySchema>;

/** Where a delivery's fees are computed for: the shipping address, else the delivery's postal code and country. */
async function destinationOf(deps: QuoteDeps, body: DiscountBody): Promise<Destination | null> {
  const address = body.address?.delivery;
  if (address) return addressSnapshot(deps.geo, address, "address.delivery");
  const { deliveryPostalCode, deliveryIdCountry } = body.delivery ?? {};
  if (!deliveryPostalCode || !deliveryIdCountry) return null;
  const country = await deps.geo.findCountry(deliveryIdCountry);
  if (!country) throw badRequest("Pays inconnu.", { "delivery.deliveryIdCountry": "Pays inconnu." });
  return { postalCode: deliveryPostalCode, countryCode: country.alphaTwo };
}

/**
 * A delivery's fees with its carrier (0 while none is chosen), and where the parcel is handed over:
 * the relay point named for a relay carrier, else `destination` (as POST /order decides it).
 */
async function quotedDelivery(
  deps: QuoteDeps,
  siteId: number,
  lines: readonly PricedLine[],
  delivery: NonNullable<DiscountBody["delivery"]>,
  destination: Destination,
): Promise<{ fees: number; place: Destination }> {
  if (!delivery.idCarrier) return { fees: 0, place: destination };
  const offer = await carrierOffer(deps, siteId, lines, delivery.idCarrier, destination);
  const code = offer.kind === "PICKUP" ? delivery.accessPoint?.id : undefined;
  const point = code ? await activeRelayPoint(deps, siteId, offer.id, code) : undefined;
  if (!point) return { fees: offer.price, place: destination };
  // Priced at the point, as POST /order prices it.
  const place = relayPlace(point);
  return { fees: (await carrierOffer(deps, siteId, lines, offer.id, place)).price, place };
}

/**
 * POST /order/discount: the products priced by the server, the code checked when given (400 in
 * French on `discountCode`), and the delivery's fees when a carrier and where to deliver are
 * given; an export's amounts without VAT, as POST /order charges them.
 */
export async function discountQuote(
  deps: QuoteDeps,
  siteId: number,
  body: DiscountBody,
  customer: CodeCustomer,
): Promise<OrderQuote> {
  const { handleStock, vatFranchise } = await orderSettings(deps.sites, siteId);
  const lines = await pricedLines(deps.db, siteId, body.products, handleStock);
  const discount = body.discountCode
    ? await deps.discounts.forOrder(siteId, body.discountCode, linesSubtotal(lines), customer)
    : null;
  let delivered = { fees: 0, place: null as Destination | null };
  if (body.delivery?.type === "delivery") {
    const destination = await destinationOf(deps, body);
    if (destination) delivered = await quotedDelivery(deps, siteId, lines, body.delivery, destination);
  }
  const charged = chargedOrder(lines, delivered.fees, discount, soldAsExport(vatFranchise, delivered.place));
  return {
    ...charged.amounts,
    lines: charged.lines.map(({ declinationId, quantity, unitPrice }) => ({
      id: declinationId,
      quantity,
      unitPrice,
    })),
  };
}
