/** Addresses of the shop (sites flagged isECommerce). */
export const SHOP_PATH = "/boutique";
export const CART_PATH = "/panier";

/** /boutique/{slug}/{id}: the slug for readers, the id to find the product. */
export const productPath = (product: { id: number; slug: string }) =>
  `${SHOP_PATH}/${product.slug}/${product.id}`;
