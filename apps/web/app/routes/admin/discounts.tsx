import { adminDiscountCalls } from "@vitrine/sdk/admin-discounts";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminDiscountList } from "@vitrine/shared/schemas/admin-discounts";
import {
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { Field, FormMessage, SelectField } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { apiQuery, listHref, PER_PAGE, readListParams } from "../../features/admin/content/list-params";
import { DiscountsTable } from "../../features/admin/discounts/DiscountsTable";
import {
  DISCOUNT_LIST,
  DISCOUNTS_PATH,
  NEW_DISCOUNT_PATH,
} from "../../features/admin/discounts/discount-list-query";
import { plural } from "../../features/content/format";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import deliveryHref from "../../styles/admin-delivery.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: deliveryHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Codes promo · Administration"),
  { name: "robots", content: "noindex" },
];

/** The shop's discount codes with their uses, searched, filtered, sorted and paged by the address. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = readListParams(DISCOUNT_LIST, new URL(request.url));
  let list: AdminDiscountList = { items: [], total: 0 };
  let refusal: string | null = null;
  try {
    list = await adminDiscountCalls(api).adminDiscounts(apiQuery(DISCOUNT_LIST, params));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    refusal = error.message;
  }
  return { ...list, params, refusal, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

export default function AdminDiscounts() {
  const { items, total, params, refusal, pageCount } = useLoaderData<typeof loader>();
  const filtered = Boolean(params.search || params.filters.actif);
  return (
    <section className="admin-card orders" aria-labelledby="codes-titre">
      <div className="delivery-head">
        <h1 id="codes-titre">Codes promo</h1>
        <Link to={NEW_DISCOUNT_PATH} className="admin-btn admin-btn--primary">
          Nouveau code promo
        </Link>
      </div>
      <Form
        method="get"
        action={DISCOUNTS_PATH}
        className="order-filters"
        aria-label="Filtrer les codes promo"
      >
        <Field
          id="codes-recherche"
          name="recherche"
          type="search"
          label="Rechercher un code"
          defaultValue={params.search}
          className="order-filters__search"
        />
        <SelectField id="codes-etat" name="actif" label="État" defaultValue={params.filters.actif}>
          <option value="">Tous</option>
          <option value="true">Actifs</option>
          <option value="false">Désactivés</option>
        </SelectField>
        <div className="order-filters__actions">
          <button type="submit" className="admin-btn admin-btn--primary">
            Filtrer
          </button>
          {filtered ? (
            <Link to={DISCOUNTS_PATH} className="admin-btn">
              Tout afficher
            </Link>
          ) : null}
        </div>
      </Form>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      <p className="orders__count" aria-live="polite">
        {total === 0
          ? filtered
            ? "Aucun code promo ne correspond à ces critères."
            : "Aucun code promo pour le moment."
          : `${plural(total, "code promo", "codes promo")}.`}
      </p>
      {items.length > 0 ? <DiscountsTable items={items} params={params} /> : null}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label="Pages des codes promo">
          {params.page > 1 ? (
            <Link to={listHref(DISCOUNT_LIST, params, { page: params.page - 1 })}>Page précédente</Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={listHref(DISCOUNT_LIST, params, { page: params.page + 1 })}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
