import type { SiteService } from "../site/service";

/** What the shop of a site needs from its flags and parameters. */
export interface ShopSettings {
  /** The site sells online (site info isECommerce); without it every shop call answers 404. */
  isECommerce: boolean;
  /** HANDLE_STOCK: declinations with a stock cannot be put in a cart beyond it. */
  handleStock: boolean;
}

/** Read from the cached site snapshot: no query per call. */
export async function shopSettings(sites: SiteService, siteId: number): Promise<ShopSettings> {
  const snapshot = await sites.getSnapshot(siteId);
  return {
    isECommerce: snapshot?.info.isECommerce ?? false,
    handleStock: snapshot?.parameters.find((p) => p.type === "HANDLE_STOCK")?.value === "true",
  };
}
