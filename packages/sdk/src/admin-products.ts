import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminProductBody,
  AdminProductDetail,
  AdminProductList,
  AdminProductRemoval,
  AdminStockBody,
  AdminVariation,
  StockMovementList,
} from "@vitrine/shared/schemas/admin-products";
import type { ApiClient } from "./client";

/** The panel's calls about the shop's catalogue: products, declinations and stock adjustments. */
export interface AdminProductCalls {
  /**
   * Every product, on sale or not: `page`, `nbItem`, `orderBy` (name, createdAt, order, price,
   * stock; `:desc`), filters `search`, `type`, `kind`, `isActive`.
   */
  adminProducts(query?: ListQueryInput): Promise<AdminProductList>;
  adminProduct(id: number): Promise<AdminProductDetail>;
  createProduct(body: AdminProductBody): Promise<AdminProductDetail>;
  /** Saves the whole form; declinations left out are removed (off sale when orders name them). */
  updateProduct(id: number, body: AdminProductBody): Promise<AdminProductDetail>;
  /** Deletes the product, or archives it when orders name it. */
  removeProduct(id: number): Promise<AdminProductRemoval>;
  /** Adds or takes units with a reason; 422 below zero. */
  adjustStock(id: number, declinationId: number, body: AdminStockBody): Promise<AdminProductDetail>;
  stockHistory(id: number, declinationId: number, query?: ListQueryInput): Promise<StockMovementList>;
  /** The site's variations (« Millésime », « Contenance »…) with the labels its declinations use. */
  adminVariations(): Promise<AdminVariation[]>;
}

export function adminProductCalls(api: ApiClient): AdminProductCalls {
  const stock = (id: number, declinationId: number) =>
    `/admin/product/${id}/declination/${declinationId}/stock`;
  return {
    adminProducts: (query) => api.get("/admin/product", query),
    adminProduct: (id) => api.get(`/admin/product/${id}`),
    createProduct: (body) => api.request("POST", "/admin/product", body),
    updateProduct: (id, body) => api.request("PUT", `/admin/product/${id}`, body),
    removeProduct: (id) => api.request("DELETE", `/admin/product/${id}`),
    adjustStock: (id, declinationId, body) => api.request("POST", stock(id, declinationId), body),
    stockHistory: (id, declinationId, query) => api.get(stock(id, declinationId), query),
    adminVariations: () => api.get("/admin/variation"),
  };
}
