import type { SeedShop } from "./shop";
import { shop as site2 } from "./site-2/shop";

/** Shop of each sample site that sells online, by site id. */
export const SAMPLE_SHOPS: Record<number, SeedShop> = { 2: site2 };
