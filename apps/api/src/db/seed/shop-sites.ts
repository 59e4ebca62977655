import type { SeedDelivery } from "./delivery";
import type { SeedOrder } from "./orders";
import type { SeedShop } from "./shop";
import { delivery as site2Delivery } from "./site-2/delivery";
import { orders as site2Orders } from "./site-2/orders";
import { shop as site2 } from "./site-2/shop";

/** Shop of each sample site that sells online, by site id. */
export const SAMPLE_SHOPS: Record<number, SeedShop> = { 2: site2 };

/** Carriers, relay points and click-and-collect of each sample site that sells online, by site id. */
export const SAMPLE_DELIVERY: Record<number, SeedDelivery> = { 2: site2Delivery };

/** The demo orders of each sample site that sells online, by site id (not copied by templates). */
export const SAMPLE_ORDERS: Record<number, SeedOrder[]> = { 2: site2Orders };
