import { SizedLru } from "@vitrine/api/lib/lru";
import type { KeptRenders, RenderedPage } from "../app/context";

/** Memory the renders kept by their data may take, all sites together. */
export const RENDER_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Renders are kept at most this long. Their key holds all they depend on (the address, the page
 * data, the day): this bound is a safety net, not what keeps them right.
 */
export const RENDER_MAX_AGE_MS = 60 * 60_000;

/**
 * Renders kept by what they show (decision 038, `renderKey`): a view whose page data is the same as
 * an earlier render's gets that render's bytes, and its nonce, without React rendering it again.
 * The page cache is keyed by the site's version, which any change to the site moves; this one is
 * not, so a change elsewhere on the site (an order's stock, another page, a draft) costs the
 * unchanged pages their loaders only.
 */
export class RenderCache implements KeptRenders {
  private readonly renders: SizedLru<RenderedPage>;

  constructor(maxBytes = RENDER_CACHE_BYTES) {
    this.renders = new SizedLru<RenderedPage>(maxBytes, (page) => page.body.length, RENDER_MAX_AGE_MS);
  }

  find(key: string): RenderedPage | undefined {
    return this.renders.get(key);
  }

  keep(key: string, page: RenderedPage): void {
    this.renders.set(key, page);
  }

  get size(): number {
    return this.renders.size;
  }
}
