import { SHOP_PATH } from "@vitrine/shared/site-paths";

/** Addresses of the shop (sites flagged isECommerce). */
export { productPath, SHOP_PATH } from "@vitrine/shared/site-paths";
export const CART_PATH = "/panier";

/** Query parameter of the cart page naming the declination just added (form posts without JavaScript). */
export const ADDED_PARAM = "ajout";

export const addedToCartPath = (declinationId: number) => `${CART_PATH}?${ADDED_PARAM}=${declinationId}`;

/** The technical sheet (PDF) of a product, or of one of its declinations. */
export const technicalSheetPath = (productId: number, declinationId?: number | null) =>
  `${SHOP_PATH}/fiche-technique/${productId}${declinationId ? `/${declinationId}` : ""}`;
