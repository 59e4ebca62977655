import { isApiError } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import {
  type AppLoadContext,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { readOrderAccess, rememberOrder } from "../features/orders/order-access.server";
import { ACCOUNT_ORDERS_PATH, confirmationPath, ORDER_LINK_PARAM } from "../features/orders/paths";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/**
 * /commande/suivi/{id}?acces=…: the link of the order e-mails to a guest (decision 041). The API
 * checks its signature (GET /order/{id} with it as X-Order-Key); a valid link is kept in this
 * browser's orderAccess cookie, as the order's secret is after the checkout, and leads to the
 * order's page, where its invoices are, by an address without the key. A refused one (another
 * order's, altered, expired) says why in the API's words, with its status.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  const id = requireNumericId(params.id);
  const key = new URL(request.url).searchParams.get(ORDER_LINK_PARAM)?.trim() ?? "";
  // Without a key, the order's page asks for what opens it (this browser's secret, or a login).
  if (!key) throw redirect(confirmationPath(id));
  try {
    await orderCalls(context.api).getOrder(id, { orderKey: key });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return data({ message: error.message }, { status: error.status });
    }
    throw error;
  }
  const kept = readOrderAccess(request).find((entry) => entry.id === id);
  const entry = { id, key, ...(kept?.idempotencyKey ? { idempotencyKey: kept.idempotencyKey } : {}) };
  throw redirect(confirmationPath(id), {
    headers: {
      "Set-Cookie": rememberOrder(context.cookieOptions, request, entry),
      "Cache-Control": "private, no-store",
    },
  });
}

// The key is in the address: no shared cache keeps the page.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Suivi de commande"),
  { name: "robots", content: "noindex, nofollow" },
  // Nor does another site learn it.
  // (same-origin, not no-referrer: a form posted without JavaScript keeps its Origin, which the
  // server checks; no-referrer sends « null », refused.)
  { name: "referrer", content: "same-origin" },
];

export default function OrderLinkPage() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <PageLayout title="Suivi de commande" ariane={[{ name: "Suivi de commande", path: "/commande/suivi" }]}>
      <div className="account-narrow">
        <section className="card account-card" aria-labelledby="suivi-titre">
          <h2 id="suivi-titre">Ce lien n'ouvre pas la commande</h2>
          <p role="alert">{message}</p>
          <p>
            <Link className="btn btn--primary" to={ACCOUNT_ORDERS_PATH}>
              Me connecter pour voir mes commandes
            </Link>
          </p>
          <p>
            <Link to="/">Retour à l'accueil</Link>
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
