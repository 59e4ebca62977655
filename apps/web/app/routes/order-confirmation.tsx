import { useEffect } from "react";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRevalidator,
} from "react-router";
import { formText } from "../features/account/session.server";
import { useForgetChoices } from "../features/checkout/checkout-storage";
import { formatDate } from "../features/content/format";
import { postedForm } from "../features/forms/posted-form.server";
import { SCRIPTS_AT_LOAD } from "../features/hydration/scripts-moment";
import { PageLayout } from "../features/layout/PageLayout";
import { OrderCancel } from "../features/orders/OrderCancel";
import { OrderDelivery } from "../features/orders/OrderDelivery";
import { OrderDocuments, OrderHistory } from "../features/orders/OrderHistory";
import { OrderLines } from "../features/orders/OrderLines";
import { cancelVisitorOrder, visitorOrder } from "../features/orders/order.server";
import { cardReturnOf, PaymentNext } from "../features/orders/PaymentNext";
import { ACCOUNT_ORDERS_PATH, confirmationPath } from "../features/orders/paths";
import { reorderReply } from "../features/orders/reorder.server";
import { pageMeta } from "../features/seo/meta";
import { SHOP_PATH } from "../features/shop/paths";
import { rootDataOf } from "../root-data";
import ordersHref from "../styles/orders.css?url";

/** A card payment still awaited is asked again every few seconds: the scripts start at load. */
export const handle = SCRIPTS_AT_LOAD;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

/**
 * /commande/confirmation/{id}: the order just placed (or any order of the member, or placed in
 * this browser): its number and status, what happens next for its payment, its delivery, its
 * lines and totals, the invoice once paid. Stripe comes back here with `redirect_status`.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  const { order } = await visitorOrder(context, request, params.id);
  const cardReturn = cardReturnOf(new URL(request.url).searchParams.get("redirect_status"));
  return { order, cardReturn, member: context.token !== null };
}

/**
 * The order cancelled while it awaits its payment; a cancelled order's wines back in the cart (a
 * card refused, a payment never made, a change of mind).
 */
export async function action({ context, request, params }: ActionFunctionArgs<AppLoadContext>) {
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "cancel") return cancelVisitorOrder(context, request, params.id);
  if (intent !== "reorder") throw data(null, { status: 400 });
  const { order } = await visitorOrder(context, request, params.id);
  return reorderReply(context, request, order);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, data ? `Commande ${data.order.reference}` : "Commande"),
  { name: "robots", content: "noindex, nofollow" },
];

/** While the bank confirms a card payment (the webhook still to come), the page asks again. */
const POLL_MS = 3000;
const POLLS = 40;

function useWaitForPayment(waiting: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > POLLS) window.clearInterval(timer);
      else void revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidate]);
}

export default function OrderConfirmationPage() {
  const { order, cardReturn, member } = useLoaderData<typeof loader>();
  const refused = useActionData<{ cancelError?: string }>();
  useForgetChoices();
  useWaitForPayment(
    order.status === "awaitingPayment" &&
      order.paymentMethod === "CARD" &&
      (cardReturn === "succeeded" || cardReturn === "processing"),
  );
  return (
    <PageLayout
      title={
        <>
          Commande <span className="order-reference">{order.reference}</span>
        </>
      }
      intro={
        // Thanks while the order is new; once the shop has moved it on, when it was placed.
        order.status === "awaitingPayment" || order.status === "paid"
          ? `Merci ! Votre commande est enregistrée. Un e-mail de confirmation a été envoyé à ${order.email}.`
          : `Commande passée le ${formatDate(order.createdAt)}.`
      }
      ariane={[{ name: `Commande ${order.reference}`, path: confirmationPath(order.id) }]}
    >
      <div className="order-page">
        <div className="order-page__main">
          <section className="order-card" aria-labelledby="commande-suivi">
            <h2 id="commande-suivi" className="order-card__title">
              Suivi
            </h2>
            <p className="order-status">
              Statut :{" "}
              <strong className={`order-status__badge order-status__badge--${order.status}`}>
                {order.statusLabel}
              </strong>
            </p>
            <PaymentNext order={order} cardReturn={cardReturn} />
            {order.status === "cancelled" ? (
              <Form method="post" className="order-next">
                <input type="hidden" name="intent" value="reorder" />
                <button type="submit" className="btn btn--primary">
                  Remettre ces vins dans mon panier
                </button>
              </Form>
            ) : null}
            <OrderCancel order={order} cardReturn={cardReturn} error={refused?.cancelError ?? null} />
            <OrderDocuments order={order} />
            <h3 className="order-card__subtitle">Historique</h3>
            <OrderHistory order={order} />
          </section>
          <OrderDelivery order={order} titleId="commande-livraison" />
        </div>
        <OrderLines order={order} titleId="commande-contenu" />
      </div>
      <p className="order-page__links">
        {member ? <Link to={ACCOUNT_ORDERS_PATH}>Suivre mes commandes</Link> : null}
        <Link to={SHOP_PATH}>Continuer mes achats</Link>
      </p>
    </PageLayout>
  );
}
