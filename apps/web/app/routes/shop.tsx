import type { ProductQuery } from "@vitrine/sdk/client";
import {
  PRODUCT_ORDERS,
  productAspectRatio,
  productDisplay,
  productOrder,
} from "@vitrine/shared/catalog-rules";
import { PAGE_SIZE } from "@vitrine/shared/constants";
import {
  type AppLoadContext,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSubmit,
} from "react-router";
import { orNotFound } from "../features/content/detail.server";
import { FilterSelect } from "../features/content/FilterSelect";
import { plural } from "../features/content/format";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, pageHeading, routeMeta } from "../features/layout/site-pages";
import { cardProducts } from "../features/shop/card-product";
import { ProductCard } from "../features/shop/ProductCard";
import { SHOP_PATH } from "../features/shop/paths";
import { ShopNotices } from "../features/shop/ShopNotices";
import { isOn, parameterValues } from "../features/theme/theme";
import { useRootData } from "../root-data";

/** Orders offered to visitors; the site's PRODUCT_ORDER chooses the one used by default. */
const SORTS = [
  { value: "prix-croissant", label: "Prix croissant", orderBy: PRODUCT_ORDERS.PRICE_ASC },
  { value: "prix-decroissant", label: "Prix décroissant", orderBy: PRODUCT_ORDERS.PRICE_DESC },
  { value: "nom", label: "Nom", orderBy: PRODUCT_ORDERS.NAME },
  { value: "nouveautes", label: "Nouveautés", orderBy: PRODUCT_ORDERS.NEWEST },
  { value: "selection", label: "Sélection du domaine", orderBy: PRODUCT_ORDERS.ORDER },
] as const;

/**
 * /boutique: the site's products (GET /product, 100 at most as the spec asks), filtered by kind
 * (rouge, blanc, coffret…) and sorted with a plain GET form, in the site's PRODUCT_ORDER unless
 * the visitor chose another. Sites without a shop answer 404.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const url = new URL(request.url);
  const [all, parameters] = await Promise.all([
    orNotFound(api.products({ nbItem: PAGE_SIZE.full })),
    api.parameters(),
  ]);
  const siteOrder = PRODUCT_ORDERS[productOrder(parameterValues(parameters).PRODUCT_ORDER)];
  const byDefault = SORTS.find((s) => s.orderBy === siteOrder) ?? SORTS[0];
  const kinds = [...new Set(all.products.map((p) => p.kind).filter((k): k is string => Boolean(k)))];
  const wantedKind = url.searchParams.get("type") ?? "";
  const sort = SORTS.find((s) => s.value === (url.searchParams.get("tri") ?? "")) ?? byDefault;
  const filters = { type: kinds.includes(wantedKind) ? wantedKind : "", tri: sort.value };
  const query: ProductQuery = { nbItem: PAGE_SIZE.full, orderBy: sort.orderBy };
  if (filters.type) query.kind = filters.type;
  const list = filters.type || sort.orderBy !== PRODUCT_ORDERS.PRICE_ASC ? await api.products(query) : all;
  return { list: cardProducts(list), kinds, filters, defaultSort: byDefault.value };
}

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "boutique", "Boutique", "Nos vins et coffrets, à commander en ligne.");

export default function ShopPage() {
  const { list, kinds, filters, defaultSort } = useLoaderData<typeof loader>();
  const { pages, values } = useRootData();
  const submit = useSubmit();
  const sitePage = findPage(pages, "boutique");
  return (
    <PageLayout
      title={pageHeading(sitePage, "Boutique")}
      intro={sitePage?.metaDescription}
      ariane={[{ name: sitePage?.menuTitle ?? "Boutique", path: SHOP_PATH }]}
    >
      <Form
        method="get"
        className="filters"
        role="search"
        aria-label="Filtrer les produits"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        <FilterSelect
          name="type"
          label="Type"
          value={filters.type}
          options={kinds.map((kind) => ({
            value: kind,
            label: kind.charAt(0).toUpperCase() + kind.slice(1),
          }))}
          allLabel="Tous les produits"
        />
        <FilterSelect name="tri" label="Trier par" value={filters.tri} options={[...SORTS]} />
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            Afficher
          </button>
          {filters.type || filters.tri !== defaultSort ? (
            <Link className="filters__reset" to={SHOP_PATH} preventScrollReset>
              Effacer les filtres
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="list-count" role="status">
        {plural(list.total, "produit", "produits")}
      </p>
      {list.products.length > 0 ? (
        <div
          className={
            productDisplay(values.PRODUCT_DISPLAY) === "LIST" ? "product-grid product-list" : "product-grid"
          }
          style={{ ["--product-ratio" as string]: productAspectRatio(values.PRODUCT_ASPECT_RATIO) }}
        >
          {list.products.map((product) => (
            <ProductCard key={product.id} product={product} showStock={isOn(values.USE_PRODUCT_STOCK)} />
          ))}
        </div>
      ) : (
        <p className="empty-state">Aucun produit ne correspond à ce choix pour le moment.</p>
      )}
      <ShopNotices values={values} />
    </PageLayout>
  );
}
