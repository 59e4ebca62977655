import { adminProductCalls } from "@vitrine/sdk/admin-products";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminProductDetail, StockMovement } from "@vitrine/shared/schemas/admin-products";
import {
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { AdminErrorCard } from "../../features/admin/AdminErrorCard";
import { adminApi } from "../../features/admin/admin-api.server";
import { ProductForm } from "../../features/admin/products/ProductForm";
import { ProductRemoval, REMOVE_PARAM } from "../../features/admin/products/ProductRemoval";
import { productAction } from "../../features/admin/products/product-actions.server";
import { formStateOf, type ProductFormState } from "../../features/admin/products/product-form";
import { DONE_PARAM, PRODUCTS_PATH } from "../../features/admin/products/product-list-query";
import { StockPanel } from "../../features/admin/products/StockPanel";
import type { FormResult } from "../../features/forms/form-result";
import { ownValue } from "../../features/http/own-value";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import mediasHref from "../../styles/admin-medias.css?url";
import ordersHref from "../../styles/admin-orders.css?url";
import productsHref from "../../styles/admin-products.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: productsHref },
  // The media library's picker of the pictures.
  { rel: "stylesheet", href: mediasHref },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `${data?.product?.name ?? "Nouveau produit"} · Administration`),
  { name: "robots", content: "noindex" },
];

const HISTORY_LENGTH = 10;

/**
 * One product of the managed site (`/admin/produits/:id`), or a new one (`/admin/produits/nouveau`):
 * the form, for each declination its stock adjustments, and the removal asked first. An unknown
 * product is the panel's 404; a site without a shop is said so.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = params.id === undefined ? null : requireNumericId(params.id);
  const api = await adminApi(context, request);
  const calls = adminProductCalls(api);
  let product: AdminProductDetail | null = null;
  try {
    if (id === null) await calls.adminProducts({ nbItem: 1 });
    else product = await readable(calls.adminProduct(id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { noShop: true as const };
    throw error;
  }
  const [variations, mealIcons, histories] = await Promise.all([
    calls.adminVariations(),
    api.mealIcons(),
    Promise.all(
      (product?.declinations ?? []).map((d) =>
        calls.stockHistory(product!.id, d.id, { nbItem: HISTORY_LENGTH }),
      ),
    ),
  ]);
  const history: Record<number, StockMovement[]> = {};
  product?.declinations.forEach((d, index) => {
    history[d.id] = histories[index]?.items ?? [];
  });
  return { noShop: false as const, product, variations, mealIcons, history };
}

export const action = productAction;

const DONE_MESSAGES: Record<string, string> = {
  cree: "Produit créé.",
  enregistre: "Produit enregistré.",
  stock: "Stock mis à jour.",
  archive: "Des commandes nomment ce produit : il est retiré de la vente au lieu d'être supprimé.",
};

export default function AdminProduct() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const [search] = useSearchParams();
  if (data.noShop) {
    return (
      <section className="admin-card">
        <h1>Produits</h1>
        <p>Ce site n'a pas de boutique en ligne : il n'a pas de produits à gérer.</p>
      </section>
    );
  }
  const { product, variations, mealIcons, history } = data;
  const saveRefused = result?.status === "error" && result.form === "save";
  const posted = saveRefused && typeof result.values.state === "string" ? result.values.state : null;
  const state: ProductFormState = posted ? JSON.parse(posted) : formStateOf(product);
  const done = result ? null : ownValue(DONE_MESSAGES, search.get(DONE_PARAM));
  const ordered = new Set(product?.declinations.filter((d) => d.hasOrders).map((d) => String(d.id)) ?? []);
  return (
    <div className="product-page">
      <p className="order-page__back">
        <Link to={PRODUCTS_PATH}>← Tous les produits</Link>
      </p>
      <h1>{product ? product.name : "Nouveau produit"}</h1>
      {product && !product.isActive ? (
        <p className="product-sale product-sale--off">Retiré de la vente</p>
      ) : null}
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      <ProductForm
        // A new key after each save: the rows start again from what was saved.
        key={`${product?.id ?? "nouveau"}-${search.get(DONE_PARAM) ?? ""}-${posted ? "refus" : ""}`}
        state={state}
        errors={saveRefused ? result.errors : {}}
        message={saveRefused ? result.message : null}
        variations={variations}
        mealIcons={mealIcons}
        ordered={ordered}
        isNew={!product}
      />
      {product ? (
        <section aria-labelledby="stock-titre" className="product-page__stock">
          <h2 id="stock-titre">Stock</h2>
          {product.declinations.map((declination) => (
            <StockPanel
              key={declination.id}
              declination={declination}
              history={history[declination.id] ?? []}
              refusal={
                result?.status === "error" && result.form === `stock-${declination.id}`
                  ? { message: result.message, errors: result.errors, values: result.values }
                  : null
              }
            />
          ))}
          <ProductRemoval
            product={product}
            asked={search.get(REMOVE_PARAM) === "1"}
            refusal={result?.status === "error" && result.form === "delete" ? result.message : null}
          />
        </section>
      ) : null}
    </div>
  );
}

/** A product the managed site does not have (or a malformed address): said in the panel's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Other errors are said in the panel's own words here: thrown again from a render, they were
  // logged as a failed render.
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminErrorCard error={error} admin />;
  return (
    <section className="admin-card">
      <h1>Produit introuvable</h1>
      <p>Ce produit n'existe pas sur ce site.</p>
      <p>
        <Link to={PRODUCTS_PATH}>Retour aux produits</Link>
      </p>
    </section>
  );
}
