import type { Award, MealIcon, RecommendedProducts } from "@vitrine/shared/schemas/shop";

/** The calls of a product page beside the product itself (spec section 7, Shop). */
export interface CatalogueCalls {
  awards(productId: number): Promise<Award[]>;
  recommendedProducts(productId: number): Promise<RecommendedProducts>;
  mealIcons(): Promise<MealIcon[]>;
  /** The technical sheet (a PDF): the whole response, as the spec says; a refusal throws ApiError. */
  productFile(productId: number, declinationId?: number | null): Promise<Response>;
}
