import type { ListParams, ListSpec } from "../content/list-params";

/**
 * The product list's address (French parameters: `recherche`, `type`, `categorie`, `vente`, `tri`,
 * `page`; read and written by the content lists' list-params.ts) and the product pages' paths.
 */

export const PRODUCTS_PATH = "/admin/produits";
export const NEW_PRODUCT_PATH = "/admin/produits/nouveau";
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

/** `?fait=` after a change on a product's page: a reload posts nothing twice. */
export const DONE_PARAM = "fait";

export type SortKey = "ordre" | "nom" | "prix" | "stock" | "date";

export const PRODUCT_LIST: ListSpec<SortKey> = {
  path: PRODUCTS_PATH,
  sorts: { ordre: "order", nom: "name", prix: "price", stock: "stock", date: "createdAt" },
  defaultSort: { key: "ordre", desc: false },
  descFirst: ["date"],
  /** `vente` is true (on sale) or false, as the API's isActive. */
  filters: { type: "type", categorie: "kind", vente: "isActive" },
};

export type ProductListParams = ListParams<SortKey>;

export const isFiltered = (params: ProductListParams) =>
  Boolean(params.search || Object.values(params.filters).some(Boolean));
