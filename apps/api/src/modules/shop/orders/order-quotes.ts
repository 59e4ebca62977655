import type {
  OrderAmounts,
  OrderDiscountBodySchema,
  OrderValidateBodySchema,
  OrderValidation,
} from "@vitrine/shared/schemas/orders";
import { bottlesRefusal, refusalMessage, shippingBasis } from "@vitrine/shared/shipping/fees";
import type { z } from "zod";
import { badRequest } from "../../../lib/http";
import type { SiteService } from "../../site/service";
import { shippingRules } from "../delivery/shipping-rules";
import type { CodeCustomer, Discounts, OrderDiscount } from "../discounts";
import { shopSettings } from "../settings";
import { addressSnapshot, carrierOffer, type DeliveryDeps, type Destination } from "./order-delivery";
import { checkLines, linesSubtotal, pricedLines } from "./order-lines";

/* Before the order: POST /order/validate (can these products be ordered?) and POST /order/discount (what would it cost?). */

export interface QuoteDeps extends DeliveryDeps {
  sites: SiteService;
  discounts: Discounts;
}

/** The order's amounts: a free-shipping code waives the fees, another takes its amount off the products. */
export function orderAmounts(subtotal: number, fees: number, discount: OrderDiscount | null): OrderAmounts {
  const shippingFees = discount?.freeShipping ? 0 : fees;
  const off = discount?.amount ?? 0;
  return { subtotal, shippingFees, discount: off, total: subtotal + shippingFees - off };
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
    if (refusal) message = refusalMessage(refusal, basis.bottles, rules);
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
 * POST /order/discount: the products priced by the server, the code checked (400 in French on
 * `discountCode`), and the delivery's fees when a carrier and where to deliver are given.
 */
export async function discountQuote(
  deps: QuoteDeps,
  siteId: number,
  body: DiscountBody,
  customer: CodeCustomer,
): Promise<OrderAmounts> {
  const { handleStock } = await shopSettings(deps.sites, siteId);
  const lines = await pricedLines(deps.db, siteId, body.products, handleStock);
  const subtotal = linesSubtotal(lines);
  const discount = await deps.discounts.forOrder(siteId, body.discountCode, subtotal, customer);
  let fees = 0;
  if (body.delivery?.type === "delivery" && body.delivery.idCarrier) {
    const destination = await destinationOf(deps, body);
    if (destination) {
      fees = (await carrierOffer(deps, siteId, lines, body.delivery.idCarrier, destination)).price;
    }
  }
  return orderAmounts(subtotal, fees, discount);
}
