import { orderCalls } from "@vitrine/sdk/orders";
import { parseId } from "@vitrine/shared/ids";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigation,
} from "react-router";
import { asMember, requireMember } from "../features/account/require-member.server";
import { formText } from "../features/account/session.server";
import { Pagination } from "../features/content/Pagination";
import { postedForm } from "../features/forms/posted-form.server";
import { PageLayout } from "../features/layout/PageLayout";
import { AccountOrder } from "../features/orders/AccountOrder";
import { readable } from "../features/orders/order.server";
import { ACCOUNT_ORDERS_PATH } from "../features/orders/paths";
import { reorderReply } from "../features/orders/reorder.server";
import { pageMeta } from "../features/seo/meta";
import { SHOP_PATH } from "../features/shop/paths";
import { rootDataOf } from "../root-data";
import ordersHref from "../styles/orders.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

/** Orders a page lists, each with its history and documents. */
const PER_PAGE = 10;

async function shopOnly(context: AppLoadContext) {
  if (!(await context.api.siteInfo()).isECommerce) throw data(null, { status: 404 });
}

/** /mon-compte/commandes: the member's orders, newest first, a page at a time (?page=N). */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  await shopOnly(context);
  const url = new URL(request.url);
  const page = parseId(url.searchParams.get("page") ?? "1") ?? 1;
  const returnTo = url.pathname + url.search;
  const orders = await asMember(context, returnTo, async (api) => {
    const calls = orderCalls(api);
    const list = await calls.listOrders({ page, nbItem: PER_PAGE });
    return {
      total: list.total,
      items: await Promise.all(list.items.map((summary) => calls.getOrder(summary.id))),
    };
  });
  return { ...orders, page };
}

/** « Commander à nouveau »: the order's wines back in the cart, then the cart page says what was added. */
export async function action({ context, request }: ActionFunctionArgs<AppLoadContext>) {
  await shopOnly(context);
  await requireMember(context, ACCOUNT_ORDERS_PATH);
  const form = await postedForm(request);
  if (formText(form, "intent") !== "reorder") throw data(null, { status: 400 });
  const id = parseId(formText(form, "orderId"));
  if (id === null) throw data(null, { status: 404 });
  const order = await asMember(context, ACCOUNT_ORDERS_PATH, (api) => readable(orderCalls(api).getOrder(id)));
  return reorderReply(context, request, order);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    "Mes commandes",
    "Vos commandes, leur suivi et leurs factures.",
  ),
  { name: "robots", content: "noindex" },
];

export default function AccountOrdersPage() {
  const { items, total, page } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <PageLayout
      title="Mes commandes"
      intro="Le suivi de vos commandes, leurs factures, et vos vins à commander à nouveau."
      ariane={[
        { name: "Mon compte", path: "/mon-compte" },
        { name: "Mes commandes", path: ACCOUNT_ORDERS_PATH },
      ]}
    >
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            {page > 1
              ? "Cette page ne contient aucune commande."
              : "Vous n'avez pas encore passé de commande."}
          </p>
          <Link to={SHOP_PATH} className="btn btn--primary">
            Découvrir la boutique
          </Link>
        </div>
      ) : (
        <div className="account-orders">
          {items.map((order) => (
            <AccountOrder key={order.id} order={order} busy={busy} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        total={total}
        perPage={PER_PAGE}
        href={(n) => (n === 1 ? ACCOUNT_ORDERS_PATH : `${ACCOUNT_ORDERS_PATH}?page=${n}`)}
      />
    </PageLayout>
  );
}
