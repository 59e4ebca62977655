/** Addresses of the shop (sites flagged isECommerce). */
export const SHOP_PATH = "/boutique";
export const CART_PATH = "/panier";

/** /boutique/{slug}/{id}: the slug for readers, the id to find the product. */
export const productPath = (product: { id: number; slug: string }) =>
  `${SHOP_PATH}/${product.slug}/${product.id}`;

/** Query parameter of the cart page naming the declination just added (form posts without JavaScript). */
export const ADDED_PARAM = "ajout";

export const addedToCartPath = (declinationId: number) => `${CART_PATH}?${ADDED_PARAM}=${declinationId}`;

/** The technical sheet (PDF) of a product, or of one of its declinations. */
export const technicalSheetPath = (productId: number, declinationId?: number | null) =>
  `${SHOP_PATH}/fiche-technique/${productId}${declinationId ? `/${declinationId}` : ""}`;
