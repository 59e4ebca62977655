import { adminCustomerCalls } from "@vitrine/sdk/admin-customers";
import { formatEuros } from "@vitrine/shared/shop-rules";
import {
  type ActionFunctionArgs,
  Form,
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { AdminErrorCard } from "../../features/admin/AdminErrorCard";
import { adminApi } from "../../features/admin/admin-api.server";
import { fullName } from "../../features/admin/customers/CustomersTable";
import { birthday, shortDate } from "../../features/admin/customers/customer-labels";
import {
  CONFIRM_ERASE_PARAM,
  CUSTOMERS_PATH,
  customerExportPath,
  customerPath,
  ERASED_PARAM,
} from "../../features/admin/customers/customer-list-query";
import { StatusBadge } from "../../features/admin/orders/OrdersTable";
import { shortDateTime } from "../../features/admin/orders/order-labels";
import { orderPath } from "../../features/admin/orders/order-paths";
import { apiFailure } from "../../features/forms/form-reply.server";
import type { FormResult } from "../../features/forms/form-result";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import customersHref from "../../styles/admin-customers.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: customersHref },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    `${data ? fullName(data.customer) : "Client"} · Clients · Administration`,
  ),
  { name: "robots", content: "noindex" },
];

/** One customer of the managed site; an unknown one (or an administrator) is the panel's 404. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  return { customer: await readable(adminCustomerCalls(api).adminCustomer(id)) };
}

/** The erasure, posted from its confirmation (a plain form, also without JavaScript). */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = requireNumericId(params.id);
  const calls = adminCustomerCalls(await adminApi(context, request));
  try {
    await calls.eraseCustomer(id);
  } catch (error) {
    return apiFailure(error, "erase");
  }
  return redirect(`${CUSTOMERS_PATH}?${ERASED_PARAM}`);
}

export default function AdminCustomer() {
  const { customer } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const [search] = useSearchParams();
  const confirming = search.has(CONFIRM_ERASE_PARAM);
  const name = fullName(customer);
  return (
    <div className="order-page">
      <p className="order-page__back">
        <Link to={CUSTOMERS_PATH}>← Tous les clients</Link>
      </p>
      <header className="order-page__head">
        <h1>{name || customer.email}</h1>
        <p className="order-page__when">
          Inscrit le <time dateTime={customer.createdAt}>{shortDate(customer.createdAt)}</time> ·{" "}
          {customer.orderCount} commande{customer.orderCount > 1 ? "s" : ""} ·{" "}
          {formatEuros(customer.totalSpent)} dépensés
        </p>
      </header>
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <div className="order-page__grid">
        <div className="order-page__main">
          <section className="admin-card order-panel" aria-labelledby="client-commandes">
            <h2 id="client-commandes">Commandes</h2>
            {customer.orders.length ? (
              <div className="orders-table__scroll">
                <table className="orders-table">
                  <thead>
                    <tr>
                      <th scope="col">N°</th>
                      <th scope="col">Date</th>
                      <th scope="col">État</th>
                      <th scope="col" className="orders-table__end">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {customer.orders.map((order) => (
                      <tr key={order.id}>
                        <td>
                          <Link to={orderPath(order.id)}>{order.reference}</Link>
                        </td>
                        <td>
                          <time dateTime={order.createdAt}>{shortDateTime(order.createdAt)}</time>
                        </td>
                        <td>
                          <StatusBadge status={order.status} />
                        </td>
                        <td className="orders-table__end">{formatEuros(order.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>Ce client n'a passé aucune commande.</p>
            )}
          </section>
        </div>
        <div className="order-page__side">
          <section className="admin-card order-panel" aria-labelledby="client-coordonnees">
            <h2 id="client-coordonnees">Coordonnées</h2>
            <dl className="customer-facts">
              <dt>E-mail</dt>
              <dd>
                {customer.email}
                {customer.emailConfirmedAt ? " (confirmée)" : " (non confirmée)"}
              </dd>
              <dt>Téléphone</dt>
              <dd>{customer.phone || "Non renseigné"}</dd>
              <dt>Date de naissance</dt>
              <dd>{customer.birthdate ? birthday(customer.birthdate) : "Non renseignée"}</dd>
              <dt>Conditions acceptées</dt>
              <dd>{customer.acceptedTermsAt ? `Le ${shortDate(customer.acceptedTermsAt)}` : "Non"}</dd>
              <dt>Dernière activité</dt>
              <dd>{shortDateTime(customer.lastActivityAt)}</dd>
            </dl>
          </section>
          <PersonalDataPanel id={customer.id} confirming={confirming} />
        </div>
      </div>
    </div>
  );
}

/** The customer's rights: a copy of their data (JSON), and its erasure once confirmed. */
function PersonalDataPanel({ id, confirming }: { id: number; confirming: boolean }) {
  return (
    <section className="admin-card order-panel" aria-labelledby="client-donnees">
      <h2 id="client-donnees">Données personnelles (RGPD)</h2>
      <p>
        <a href={customerExportPath(id)} className="admin-btn" download>
          Exporter les données (JSON)
        </a>
      </p>
      {confirming ? (
        <Form method="post" className="customer-erase" aria-labelledby="client-effacer">
          <h3 id="client-effacer">Effacer les données de ce client ?</h3>
          <p>
            Son nom, son e-mail, son téléphone, ses adresses et ses abonnements seront effacés et il ne pourra
            plus se connecter. Ses commandes et factures restent conservées pendant leur durée légale. Cette
            action est définitive.
          </p>
          <button type="submit" className="admin-btn admin-btn--danger">
            Oui, effacer définitivement
          </button>{" "}
          <Link to={customerPath(id)} className="admin-btn">
            Annuler
          </Link>
        </Form>
      ) : (
        <p>
          <Link to={`${customerPath(id)}?${CONFIRM_ERASE_PARAM}`} className="admin-btn">
            Effacer les données…
          </Link>
        </p>
      )}
    </section>
  );
}

/** A customer the managed site does not have (or a malformed address): said in the panel's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Other errors are said in the panel's own words here: thrown again from a render, they were
  // logged as a failed render.
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminErrorCard error={error} admin />;
  return (
    <section className="admin-card">
      <h1>Client introuvable</h1>
      <p>Ce client n'existe pas sur ce site.</p>
      <p>
        <Link to={CUSTOMERS_PATH}>Retour aux clients</Link>
      </p>
    </section>
  );
}
