import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminOrderList } from "@vitrine/shared/schemas/admin-orders";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { OrderFilters } from "../../features/admin/orders/OrderFilters";
import { OrdersTable } from "../../features/admin/orders/OrdersTable";
import {
  apiQuery,
  listHref,
  ORDERS_PER_PAGE,
  readListParams,
} from "../../features/admin/orders/order-list-query";
import { plural } from "../../features/content/format";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Commandes · Administration"),
  { name: "robots", content: "noindex" },
];

/**
 * The managed site's orders, filtered, sorted and paged by the address (order-list-query.ts). A
 * filter the API refuses comes back as the page's message and the field's error, with no rows.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = readListParams(new URL(request.url).searchParams);
  let list: AdminOrderList = { items: [], total: 0 };
  let refusal: { message: string; errors: Record<string, string> } | null = null;
  try {
    list = await adminOrderCalls(api).adminOrders(apiQuery(params));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    refusal = { message: error.message, errors: error.errors };
  }
  const pageCount = Math.max(1, Math.ceil(list.total / ORDERS_PER_PAGE));
  return { ...list, params, pageCount, refusal };
}

export default function AdminOrders() {
  const { items, total, params, pageCount, refusal } = useLoaderData<typeof loader>();
  const filtered = Boolean(params.status || params.deliveryType || params.from || params.to || params.search);
  return (
    <section className="admin-card orders" aria-labelledby="commandes-titre">
      <h1 id="commandes-titre">Commandes</h1>
      <OrderFilters params={params} errors={refusal?.errors ?? {}} />
      {refusal ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <p className="orders__count" aria-live="polite">
        {total === 0
          ? filtered
            ? "Aucune commande ne correspond à ces critères."
            : "Aucune commande pour le moment."
          : `${plural(total, "commande", "commandes")}${filtered ? " correspondant aux critères" : ""}.`}
      </p>
      {items.length > 0 ? <OrdersTable items={items} params={params} /> : null}
      {items.length === 0 && total > 0 ? (
        <p>
          Cette page est vide. <Link to={listHref(params, { page: 1 })}>Revenir à la première page</Link>
        </p>
      ) : null}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label="Pages des commandes">
          {params.page > 1 ? (
            <Link to={listHref(params, { page: params.page - 1 })}>Page précédente</Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={listHref(params, { page: params.page + 1 })}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
