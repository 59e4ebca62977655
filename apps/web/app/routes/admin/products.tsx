import { adminProductCalls } from "@vitrine/sdk/admin-products";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminProductList } from "@vitrine/shared/schemas/admin-products";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { apiQuery, listHref, PER_PAGE, readListParams } from "../../features/admin/content/list-params";
import { ProductFilters } from "../../features/admin/products/ProductFilters";
import { ProductsTable } from "../../features/admin/products/ProductsTable";
import { isFiltered, NEW_PRODUCT_PATH, PRODUCT_LIST } from "../../features/admin/products/product-list-query";
import { plural } from "../../features/content/format";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";
import productsHref from "../../styles/admin-products.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: productsHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Produits · Administration"),
  { name: "robots", content: "noindex" },
];

/**
 * The managed site's products, on sale or not, filtered, sorted and paged by the address. A site
 * without a shop (the API's 404) is said so; a filter the API refuses is the page's message.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = readListParams(PRODUCT_LIST, new URL(request.url));
  let list: AdminProductList = { items: [], total: 0 };
  let refusal: { message: string; errors: Record<string, string> } | null = null;
  let noShop = false;
  try {
    list = await adminProductCalls(api).adminProducts(apiQuery(PRODUCT_LIST, params));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.status === 404) noShop = true;
    else refusal = { message: error.message, errors: error.errors };
  }
  const pageCount = Math.max(1, Math.ceil(list.total / PER_PAGE));
  return { ...list, params, pageCount, refusal, noShop };
}

export default function AdminProducts() {
  const { items, total, params, pageCount, refusal, noShop } = useLoaderData<typeof loader>();
  if (noShop) {
    return (
      <section className="admin-card" aria-labelledby="produits-titre">
        <h1 id="produits-titre">Produits</h1>
        <p>Ce site n'a pas de boutique en ligne : il n'a pas de produits à gérer.</p>
      </section>
    );
  }
  const filtered = isFiltered(params);
  return (
    <section className="admin-card orders" aria-labelledby="produits-titre">
      <div className="products__head">
        <h1 id="produits-titre">Produits</h1>
        <Link to={NEW_PRODUCT_PATH} className="admin-btn admin-btn--primary">
          Nouveau produit
        </Link>
      </div>
      <ProductFilters params={params} errors={refusal?.errors ?? {}} />
      {refusal ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <p className="orders__count" aria-live="polite">
        {total === 0
          ? filtered
            ? "Aucun produit ne correspond à ces critères."
            : "Aucun produit pour le moment."
          : `${plural(total, "produit", "produits")}${filtered ? " correspondant aux critères" : ""}.`}
      </p>
      {items.length > 0 ? <ProductsTable items={items} params={params} /> : null}
      {items.length === 0 && total > 0 ? (
        <p>
          Cette page est vide.{" "}
          <Link to={listHref(PRODUCT_LIST, params, { page: 1 })}>Revenir à la première page</Link>
        </p>
      ) : null}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label="Pages des produits">
          {params.page > 1 ? (
            <Link to={listHref(PRODUCT_LIST, params, { page: params.page - 1 })}>Page précédente</Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={listHref(PRODUCT_LIST, params, { page: params.page + 1 })}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
