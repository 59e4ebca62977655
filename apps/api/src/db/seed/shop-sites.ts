import type { SeedDelivery } from "./delivery";
import type { SeedShop } from "./shop";
import { delivery as site2Delivery } from "./site-2/delivery";
import { shop as site2 } from "./site-2/shop";

/** Shop of each sample site that sells online, by site id. */
export const SAMPLE_SHOPS: Record<number, SeedShop> = { 2: site2 };

/** Carriers, relay points and click-and-collect of each sample site that sells online, by site id. */
export const SAMPLE_DELIVERY: Record<number, SeedDelivery> = { 2: site2Delivery };
