import type { SearchHit } from "@vitrine/shared/schemas/search";
import type { MealIcon } from "@vitrine/shared/schemas/shop";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { JobWorker } from "../../db/job-worker";
import type { SearchHits } from "../../db/search";
import { loadLinkSecret } from "../../lib/link-secret";
import type { Mailer } from "../../lib/mailer";
import type { ContentServices } from "../content/service";
import type { GeoService } from "../geo/service";
import type { SiteService } from "../site/service";
import { Carts } from "./cart";
import { Catalog } from "./catalog";
import { searchProducts } from "./catalog-search";
import { createDeliveryServices, type DeliveryServices } from "./delivery/service";
import { DiscountAdmin } from "./discount-admin.service";
import { Discounts } from "./discounts";
import { siteMealIcons } from "./meal-icons";
import { OrderAdmin } from "./orders/order-admin.service";
import { ORDER_EXPIRE_JOB } from "./orders/order-insert";
import { OrderLinks } from "./orders/order-links";
import { registerOrderMails } from "./orders/order-mails";
import { Orders } from "./orders/service";
import { CardPayments } from "./payments/card-payments";
import { registerCardRefunds } from "./payments/refund-jobs";
import { ProductAdmin } from "./product-admin.service";
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
  /** The discount codes in the admin panel: list with uses, creation, changes. */
  discountAdmin: DiscountAdmin;
  delivery: DeliveryServices;
  orders: Orders;
  /** Signs and checks the links of the order e-mails to guests (decision 041). */
  orderLinks: OrderLinks;
  /** The shop's orders in the admin panel: list, detail, status changes. */
  orderAdmin: OrderAdmin;
  /** The catalogue in the admin panel: products, declinations, stock adjustments. */
  productAdmin: ProductAdmin;
  /** Card payments through Stripe (PaymentIntents, webhook signatures). */
  payments: CardPayments;
  settings(siteId: number): Promise<ShopSettings>;
  /** The site search's share of the shop (GET /search): the products on sale, none off e-commerce sites. */
  search(siteId: number, tsquery: string, limit: number): Promise<SearchHits<SearchHit>>;
}

/** What the shop uses of the other domains and of the process. */
export interface ShopDependencies {
  geo: GeoService;
  calendars: ContentServices["calendars"];
  config: Pick<
    Config,
    "stripeSecretKey" | "stripeWebhookSecret" | "stripeApiUrl" | "env" | "port" | "linkSecret" | "dataDir"
  >;
  /** The shop's timed work (a card payment's expiry, the order e-mails) is registered on it. */
  jobs: Pick<JobWorker, "register">;
  mailer: Mailer;
}

export function createShopServices(db: Db, sites: SiteService, dependencies: ShopDependencies): ShopServices {
  const discounts = new Discounts(db);
  const catalog = new Catalog(db, sites);
  const extras = new ProductExtras(db, catalog);
  const carts = new Carts(db, sites, discounts);
  const delivery = createDeliveryServices(db, sites);
  const payments = new CardPayments(db, dependencies.config);
  const { geo, calendars } = dependencies;
  const orderLinks = new OrderLinks(loadLinkSecret(dependencies.config));
  const orders = new Orders({
    db,
    sites,
    geo,
    calendars,
    shippingFees: delivery.shippingFees,
    discounts,
    carts,
    payments,
    links: orderLinks,
  });
  dependencies.jobs.register(ORDER_EXPIRE_JOB, async (job) => {
    const orderId = Number(job.payload.orderId);
    // A job runs once due: its time is the reservation's end, even when the clock reads earlier.
    const now = new Date(Math.max(Date.now(), job.runAt.getTime()));
    if (job.siteId !== null && Number.isInteger(orderId)) await orders.expire(job.siteId, orderId, now);
  });
  registerCardRefunds(dependencies.jobs, { db, payments });
  registerOrderMails(dependencies.jobs, {
    db,
    sites,
    mailer: dependencies.mailer,
    config: dependencies.config,
    links: orderLinks,
  });
  return {
    catalog,
    extras,
    mealIcons: (siteId) => siteMealIcons(db, siteId),
    technicalFiles: new TechnicalFiles(sites, catalog, extras),
    carts,
    discounts,
    discountAdmin: new DiscountAdmin(db, (siteId) => sites.invalidate(siteId)),
    delivery,
    orders,
    orderLinks,
    orderAdmin: new OrderAdmin({ db, sites, payments }),
    productAdmin: new ProductAdmin(db),
    payments,
    settings: (siteId) => shopSettings(sites, siteId),
    search: async (siteId, tsquery, limit) =>
      (await shopSettings(sites, siteId)).isECommerce
        ? searchProducts(db, siteId, tsquery, limit)
        : { hits: [], total: 0 },
  };
}
