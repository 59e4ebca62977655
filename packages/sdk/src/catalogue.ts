import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { Award, MealIcon, RecommendedProducts } from "@vitrine/shared/schemas/shop";

/** The calls of a product page beside the product itself (spec section 7, Shop). */
export interface CatalogueCalls {
  awards(productId: number): Promise<Award[]>;
  recommendedProducts(productId: number): Promise<RecommendedProducts>;
  mealIcons(): Promise<MealIcon[]>;
  /** The technical sheet (a PDF): the whole response, as the spec says; a refusal throws ApiError. */
  productFile(productId: number, declinationId?: number | null): Promise<Response>;
}

/** The product page's calls beside the product: awards, recommendations, pairings, technical sheet. */
export function catalogueCalls(
  get: <T>(path: string, query?: ListQueryInput) => Promise<T>,
  download: (url: string) => Promise<Response>,
  baseUrl: string,
): CatalogueCalls {
  return {
    awards: (productId) => get("/award", { product: String(productId) }),
    recommendedProducts: (productId) => get(`/v2/product/recommended/${productId}`),
    mealIcons: () => get("/parameter/product/meal-icon"),
    productFile: (productId, declinationId) =>
      download(`${baseUrl}/product/generate/file/${productId}${declinationId ? `/${declinationId}` : ""}`),
  };
}
