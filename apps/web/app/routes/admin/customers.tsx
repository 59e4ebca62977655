import { adminCustomerCalls } from "@vitrine/sdk/admin-customers";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminCustomerList } from "@vitrine/shared/schemas/admin-customers";
import {
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { Field, FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { CustomersTable } from "../../features/admin/customers/CustomersTable";
import {
  CUSTOMERS_PATH,
  CUSTOMERS_PER_PAGE,
  customerApiQuery,
  customerListHref,
  ERASED_PARAM,
  readCustomerParams,
} from "../../features/admin/customers/customer-list-query";
import { plural } from "../../features/content/format";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";

// The customers' list is laid out as the orders' one: the same table, filters and pages.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Clients · Administration"),
  { name: "robots", content: "noindex" },
];

/** The managed site's customers, searched, sorted and paged by the address (customer-list-query.ts). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = readCustomerParams(new URL(request.url).searchParams);
  let list: AdminCustomerList = { items: [], total: 0 };
  let refusal: { message: string; errors: Record<string, string> } | null = null;
  try {
    list = await adminCustomerCalls(api).adminCustomers(customerApiQuery(params));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    refusal = { message: error.message, errors: error.errors };
  }
  const pageCount = Math.max(1, Math.ceil(list.total / CUSTOMERS_PER_PAGE));
  return { ...list, params, pageCount, refusal };
}

export default function AdminCustomers() {
  const { items, total, params, pageCount, refusal } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const { sort } = params;
  return (
    <section className="admin-card orders" aria-labelledby="clients-titre">
      <h1 id="clients-titre">Clients</h1>
      {search.has(ERASED_PARAM) ? (
        <FormMessage kind="success">
          Les données personnelles du client sont effacées ; ses commandes et factures restent conservées.
        </FormMessage>
      ) : null}
      <Form method="get" action={CUSTOMERS_PATH} className="order-filters" aria-label="Rechercher un client">
        <Field
          id="clients-recherche"
          name="recherche"
          type="search"
          label="Rechercher"
          hint="Nom ou e-mail du client"
          defaultValue={params.search}
          error={refusal?.errors.search}
          className="order-filters__search"
        />
        <input type="hidden" name="tri" value={`${sort.key}-${sort.desc ? "desc" : "asc"}`} />
        <div className="order-filters__actions">
          <button type="submit" className="admin-btn admin-btn--primary">
            Rechercher
          </button>
          {params.search ? (
            <Link to={CUSTOMERS_PATH} className="admin-btn">
              Tout afficher
            </Link>
          ) : null}
        </div>
      </Form>
      {refusal ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <p className="orders__count" aria-live="polite">
        {total === 0
          ? params.search
            ? "Aucun client ne correspond à cette recherche."
            : "Aucun client pour le moment."
          : `${plural(total, "client", "clients")}${params.search ? " correspondant à la recherche" : ""}.`}
      </p>
      {items.length > 0 ? <CustomersTable items={items} params={params} /> : null}
      {items.length === 0 && total > 0 ? (
        <p>
          Cette page est vide.{" "}
          <Link to={customerListHref(params, { page: 1 })}>Revenir à la première page</Link>
        </p>
      ) : null}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label="Pages des clients">
          {params.page > 1 ? (
            <Link to={customerListHref(params, { page: params.page - 1 })}>Page précédente</Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={customerListHref(params, { page: params.page + 1 })}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
