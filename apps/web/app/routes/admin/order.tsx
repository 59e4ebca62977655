import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import { formatEuros } from "@vitrine/shared/shop-rules";
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
import { missingLegalMentions } from "../../features/admin/dashboard/legal-mentions";
import { DocumentsPanel, HistoryPanel } from "../../features/admin/orders/OrderRecordPanels";
import { OrderStatusActions } from "../../features/admin/orders/OrderStatusActions";
import {
  CustomerPanel,
  DeliveryPanel,
  OrderLinesPanel,
  PaymentPanel,
} from "../../features/admin/orders/OrderSummaryPanels";
import { StatusBadge } from "../../features/admin/orders/OrdersTable";
import { orderAction } from "../../features/admin/orders/order-actions.server";
import { shortDateTime } from "../../features/admin/orders/order-labels";
import { isStatus } from "../../features/admin/orders/order-list-query";
import {
  CONFIRM_PARAM,
  CREDIT_NOTE_PARAM,
  DONE_PARAM,
  ORDERS_PATH,
} from "../../features/admin/orders/order-paths";
import { RefundForm } from "../../features/admin/orders/RefundForm";
import type { FormResult } from "../../features/forms/form-result";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { parameterValues } from "../../features/theme/theme";
import { rootDataOf } from "../../root-data";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `Commande ${data?.order.reference ?? ""} · Administration`),
  { name: "robots", content: "noindex" },
];

/** One order of the managed site; an unknown one is the panel's 404. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  const [order, parameters] = await Promise.all([
    readable(adminOrderCalls(api).adminOrder(id)),
    api.parameters(),
  ]);
  // The company's legal mentions the invoices lack, said where the invoices are.
  return { order, missingMentions: missingLegalMentions(parameterValues(parameters)) };
}

export const action = orderAction;

/** The confirmation of the change just made (`?fait=`), in the words of what happened. */
function doneMessage(search: URLSearchParams, card: boolean): string | null {
  const done = search.get(DONE_PARAM) ?? "";
  if (done === "remboursement") {
    const note = search.get(CREDIT_NOTE_PARAM);
    const where = card ? " Le remboursement sur la carte est en cours." : "";
    return `Remboursement enregistré${note ? ` : avoir ${note}` : ""}.${where} Le client en est prévenu par e-mail.`;
  }
  if (done === "suivi") return "Suivi du colis enregistré. Le client le voit sur sa commande.";
  if (!isStatus(done)) return null;
  return `Commande passée à « ${ORDER_STATUS_LABELS[done]} ». Le client en est prévenu par e-mail.`;
}

export default function AdminOrder() {
  const { order, missingMentions } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const [search] = useSearchParams();
  const asked = search.get(CONFIRM_PARAM) ?? "";
  const done = result ? null : doneMessage(search, order.refund.card);
  return (
    <div className="order-page">
      <p className="order-page__back">
        <Link to={ORDERS_PATH}>← Toutes les commandes</Link>
      </p>
      <header className="order-page__head">
        <h1>Commande {order.reference}</h1>
        <StatusBadge status={order.status} />
        <p className="order-page__when">
          Passée le <time dateTime={order.createdAt}>{shortDateTime(order.createdAt)}</time> ·{" "}
          {formatEuros(order.total)}
        </p>
      </header>
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      {result?.status === "error" && result.form === "status" ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <div className="order-page__grid">
        <div className="order-page__main">
          <OrderLinesPanel order={order} />
          <div className="order-page__pair">
            <CustomerPanel order={order} />
            <DeliveryPanel order={order} result={result?.form === "tracking" ? result : undefined} />
          </div>
          <HistoryPanel order={order} />
        </div>
        <div className="order-page__side">
          <OrderStatusActions order={order} confirming={isStatus(asked) ? asked : null} result={result} />
          <RefundForm order={order} result={result?.form === "refund" ? result : undefined} />
          <PaymentPanel order={order} />
          <DocumentsPanel order={order} missingMentions={missingMentions} />
        </div>
      </div>
    </div>
  );
}

/** An order the managed site does not have (or a malformed address): said in the panel's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  // Other errors are said in the panel's own words here: thrown again from a render, they were
  // logged as a failed render.
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminErrorCard error={error} admin />;
  return (
    <section className="admin-card">
      <h1>Commande introuvable</h1>
      <p>Cette commande n'existe pas sur ce site.</p>
      <p>
        <Link to={ORDERS_PATH}>Retour aux commandes</Link>
      </p>
    </section>
  );
}
