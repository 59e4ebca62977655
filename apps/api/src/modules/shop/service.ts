import type { Db } from "../../db/client";
import type { SiteService } from "../site/service";
import { Carts } from "./cart";
import { Catalog } from "./catalog";
import { Discounts } from "./discounts";
import { type ShopSettings, shopSettings } from "./settings";

/** The shop domain's services (spec section 7: Shop and Cart). */
export interface ShopServices {
  catalog: Catalog;
  carts: Carts;
  discounts: Discounts;
  settings(siteId: number): Promise<ShopSettings>;
}

export function createShopServices(db: Db, sites: SiteService): ShopServices {
  const discounts = new Discounts(db);
  return {
    catalog: new Catalog(db, sites),
    carts: new Carts(db, sites, discounts),
    discounts,
    settings: (siteId) => shopSettings(sites, siteId),
  };
}
