import { formatEuros } from "@vitrine/shared/shop-rules";
import {
  type AppLoadContext,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useRevalidator,
} from "react-router";
import { FormMessage } from "../features/account/fields";
import { useForgetChoices } from "../features/checkout/checkout-storage";
import { pageSources } from "../features/http/page-sources";
import { SCRIPTS_AT_LOAD } from "../features/hydration/scripts-moment";
import { PageLayout } from "../features/layout/PageLayout";
import { CardPayment } from "../features/orders/CardPayment";
import { OrderLines } from "../features/orders/OrderLines";
import { visitorOrder } from "../features/orders/order.server";
import { cardPaymentPath, confirmationPath } from "../features/orders/paths";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";
import ordersHref from "../styles/orders.css?url";

/** Stripe's card field is the page: its scripts start once it has loaded. */
export const handle = SCRIPTS_AT_LOAD;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersHref }];

/**
 * /commande/paiement/{id}: the card payment of an order awaiting it, with Stripe's Payment
 * Element. The only page whose CSP lets Stripe in (pageSources); reached by a document load. An
 * order paid, cancelled or paid otherwise goes to its confirmation.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  const { order } = await visitorOrder(context, request, params.id);
  if (order.status !== "awaitingPayment" || order.paymentMethod !== "CARD") {
    throw redirect(confirmationPath(order.id));
  }
  const payment = order.payment;
  const keys =
    payment?.clientSecret && payment.publishableKey
      ? {
          clientSecret: payment.clientSecret,
          publishableKey: payment.publishableKey,
          stripeAccount: payment.stripeAccount ?? null,
        }
      : null;
  return { order, keys, returnUrl: `${context.origin}${confirmationPath(order.id)}` };
}

export const headers = () => ({ "Cache-Control": "private, no-store", ...pageSources("stripe") });

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    data ? `Paiement de la commande ${data.order.reference}` : "Paiement",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CardPaymentPage() {
  const { order, keys, returnUrl } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  useForgetChoices();
  const amount = formatEuros(order.total);
  return (
    <PageLayout
      title="Paiement par carte"
      intro={`Commande ${order.reference} : ${amount} à régler. Elle est réservée 30 minutes.`}
      ariane={[{ name: "Paiement par carte", path: cardPaymentPath(order.id) }]}
    >
      <div className="order-page">
        <section className="order-card order-page__main" aria-labelledby="paiement-carte">
          <h2 id="paiement-carte" className="order-card__title">
            Votre carte
          </h2>
          {keys ? (
            <CardPayment
              keys={keys}
              returnUrl={returnUrl}
              amount={amount}
              onRefused={() => void revalidate()}
            />
          ) : (
            <FormMessage kind="error">
              Le paiement par carte est indisponible pour le moment. Votre commande reste enregistrée :
              réessayez dans quelques minutes.
            </FormMessage>
          )}
          <p className="order-page__links">
            <Link to={confirmationPath(order.id)}>Voir ma commande</Link>
          </p>
        </section>
        <OrderLines order={order} titleId="paiement-contenu" />
      </div>
    </PageLayout>
  );
}
