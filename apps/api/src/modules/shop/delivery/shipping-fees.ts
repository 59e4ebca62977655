import type { ShippingFees, ShippingFeesQuery } from "@vitrine/shared/schemas/delivery";
import {
  noRateReason,
  quoteShipping,
  refusalMessage,
  type ShippingLine,
} from "@vitrine/shared/shipping/fees";
import { shippingZone, ZONE_LABELS } from "@vitrine/shared/shipping/zones";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declinations, products } from "../../../db/schema/index";
import { badRequest, HttpError } from "../../../lib/http";
import type { SiteService } from "../../site/service";
import { activeCarriers, carrierReply } from "./carriers";
import { shippingRules } from "./shipping-rules";

/** Shipping fees of a cart to an address (POST /calculate/shipping-fees, decision 018). */
export class ShippingFeesService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  async calculate(siteId: number, input: ShippingFeesQuery): Promise<ShippingFees> {
    const [lines, rules, carriers] = await Promise.all([
      this.lines(siteId, input.products),
      shippingRules(this.sites, siteId),
      activeCarriers(this.db, siteId),
    ]);
    const zone = shippingZone(input.country, input.postalCode);
    const quote = quoteShipping(lines, zone, rules, carriers);
    if (quote.refusal) {
      const message = refusalMessage(quote.refusal, quote.halfBottles, rules);
      const field = quote.refusal === "COUNTRY_NOT_SERVED" ? "country" : "products";
      throw new HttpError(422, message, { [field]: message });
    }
    const offers = [];
    const unavailable = [];
    for (const carrier of carriers) {
      const price = quote.carriers.find((c) => c.id === carrier.id)?.price ?? null;
      if (price === null)
        unavailable.push({
          ...carrierReply(carrier),
          reason: noRateReason(carrier.rates, zone, quote.bottles),
        });
      else offers.push({ ...carrierReply(carrier), price, freeShipping: price === 0 });
    }
    offers.sort((a, b) => a.price - b.price);
    return {
      zone,
      zoneLabel: ZONE_LABELS[zone],
      bottleCount: quote.bottles,
      amount: quote.amount,
      needsDelivery: quote.needsDelivery,
      freeShipping: quote.freeShipping,
      carriers: offers,
      unavailable,
    };
  }

  /**
   * The cart's lines as shipping sees them: each `idProduct` an active declination of an active
   * product of the site (400 naming the line otherwise); the same declination twice is summed.
   */
  private async lines(siteId: number, wanted: ShippingFeesQuery["products"]): Promise<ShippingLine[]> {
    const ids = [...new Set(wanted.map((p) => p.idProduct))];
    const rows = await this.db
      .select({ declination: declinations, type: products.type, productActive: products.isActive })
      .from(declinations)
      .innerJoin(products, eq(products.id, declinations.productId))
      .where(and(eq(declinations.siteId, siteId), inArray(declinations.id, ids)));
    const byId = new Map(rows.map((row) => [row.declination.id, row]));
    const errors: Record<string, string> = {};
    const quantities = new Map<number, number>();
    wanted.forEach((product, index) => {
      const row = byId.get(product.idProduct);
      if (!row) errors[`products.${index}.idProduct`] = "Ce produit n'existe pas.";
      else if (!row.declination.isActive || !row.productActive)
        errors[`products.${index}.idProduct`] = "Ce produit n'est plus en vente.";
      quantities.set(product.idProduct, (quantities.get(product.idProduct) ?? 0) + product.quantity);
    });
    if (Object.keys(errors).length > 0)
      throw badRequest("Certains produits du panier ne sont pas disponibles.", errors);
    return [...quantities].map(([id, quantity]) => {
      const { declination, type } = byId.get(id)!;
      return {
        type,
        quantity,
        capacity: declination.capacity,
        capacityUnit: declination.capacityUnit,
        sellByMultipleOf: declination.sellByMultipleOf,
        unitPrice: declination.price,
        hasShippingFees: declination.hasShippingFees,
      };
    });
  }
}
