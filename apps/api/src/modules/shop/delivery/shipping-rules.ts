import type { ParameterKey } from "@vitrine/shared/parameters";
import { shippingRulesOf } from "@vitrine/shared/shipping/destinations";
import type { ShippingRules } from "@vitrine/shared/shipping/fees";
import type { SiteService } from "../../site/service";

/** The site parameters that govern delivery, read from the cached site snapshot. */
export async function shippingRules(sites: SiteService, siteId: number): Promise<ShippingRules> {
  const parameters = (await sites.getSnapshot(siteId))?.parameters ?? [];
  return shippingRulesOf((key: ParameterKey) => parameters.find((p) => p.type === key)?.value ?? null);
}
