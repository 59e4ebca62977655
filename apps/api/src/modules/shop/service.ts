import type { MealIcon } from "@vitrine/shared/schemas/shop";
import type { Db } from "../../db/client";
import type { SiteService } from "../site/service";
import { Carts } from "./cart";
import { Catalog } from "./catalog";
import { createDeliveryServices, type DeliveryServices } from "./delivery/service";
import { Discounts } from "./discounts";
import { siteMealIcons } from "./meal-icons";
import { ProductExtras } from "./product-extras";
import { type ShopSettings, shopSettings } from "./settings";
import { TechnicalFiles } from "./technical-file";

/** The shop domain's services (spec section 7: Shop and Cart). */
export interface ShopServices {
  catalog: Catalog;
  /** Awards and recommended products of a product. */
  extras: ProductExtras;
  /** GET /parameter/product/meal-icon. */
  mealIcons(siteId: number): Promise<MealIcon[]>;
  technicalFiles: TechnicalFiles;
  carts: Carts;
  discounts: Discounts;
  delivery: DeliveryServices;
  settings(siteId: number): Promise<ShopSettings>;
}

export function createShopServices(db: Db, sites: SiteService): ShopServices {
  const discounts = new Discounts(db);
  const catalog = new Catalog(db, sites);
  const extras = new ProductExtras(db, catalog);
  return {
    catalog,
    extras,
    mealIcons: (siteId) => siteMealIcons(db, siteId),
    technicalFiles: new TechnicalFiles(sites, catalog, extras),
    carts: new Carts(db, sites, discounts),
    discounts,
    delivery: createDeliveryServices(db, sites),
    settings: (siteId) => shopSettings(sites, siteId),
  };
}
