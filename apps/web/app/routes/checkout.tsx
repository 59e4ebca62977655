import type { ShippingOffer } from "@vitrine/shared/schemas/delivery";
import { useState } from "react";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../features/account/fields";
import { CheckoutSummary, type DeliveryLine } from "../features/checkout/CheckoutSummary";
import { ContactStep } from "../features/checkout/ContactStep";
import { checkoutAction } from "../features/checkout/checkout-actions.server";
import {
  checkoutBasics,
  chosenOffer,
  type DeliveryOptions,
  deliveryComplete,
  deliveryOptions,
  exportQuote,
} from "../features/checkout/checkout-data.server";
import { type CheckoutState, readCheckout } from "../features/checkout/checkout-state.server";
import { storedChoices, usePersistChoices, useRestoreAddresses } from "../features/checkout/checkout-storage";
import { pickupCalendars } from "../features/checkout/click-and-collect.server";
import { DeliveryStep } from "../features/checkout/DeliveryStep";
import { PaymentStep } from "../features/checkout/PaymentStep";
import { pickupLabel } from "../features/checkout/PickupOptions";
import { type PlaceResult, paymentStepData } from "../features/checkout/payment-step.server";
import { ChoicesRecap, DiscountForm, ReviewStep } from "../features/checkout/ReviewStep";
import { StepIndicator } from "../features/checkout/StepIndicator";
import { furthestStep, STEPS, stepPath, stepToShow } from "../features/checkout/steps";
import type { FormResult } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { SCRIPTS_AT_LOAD } from "../features/hydration/scripts-moment";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { AlcoholNotice } from "../features/shop/AlcoholNotice";
import type { CartResult } from "../features/shop/cart-actions.server";
import { cookieHeaders, forgetCart, forgetDiscount } from "../features/shop/cart-cookies.server";
import { CART_PATH, SHOP_PATH } from "../features/shop/paths";
import { rootDataOf } from "../root-data";
import checkoutHref from "../styles/checkout.css?url";

/** The relay map, the address's town list and the payment step need the page's scripts at once. */
export const handle = SCRIPTS_AT_LOAD;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutHref }];

async function shopOnly(context: AppLoadContext) {
  if (!(await context.api.siteInfo()).isECommerce) throw data(null, { status: 404 });
}

/** /commande: coordonnées → livraison → récapitulatif → paiement, each step a plain form post. */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  await shopOnly(context);
  const basics = await checkoutBasics(context, request);
  const headers = cookieHeaders([
    ...(basics.lost ? forgetCart(context.cookieOptions) : []),
    ...(basics.discountError ? [forgetDiscount(context.cookieOptions)] : []),
  ]);
  const { cart, user } = basics;
  if (!cart || cart.products.length === 0) return data({ empty: true as const }, { headers });
  const state = readCheckout(request);
  const hasContact = Boolean(state.shipping && (user || state.email));
  const options: DeliveryOptions | null = hasContact
    ? await deliveryOptions(context.api, cart, state.shipping!)
    : null;
  const progress = {
    hasContact,
    hasDelivery: deliveryComplete(options, state),
    confirmed: Boolean(state.adultConfirmed),
  };
  const asked = new URL(request.url).searchParams.get("etape");
  const step = stepToShow(asked, progress);
  if (asked !== null && asked !== step) throw redirect(stepPath(step), { headers });
  const offer = options ? chosenOffer(options, state) : null;
  const [quote, payment] = await Promise.all([
    options ? exportQuote(context.api, cart, state, options) : null,
    step === "paiement" ? paymentStepData(context, basics, state) : null,
  ]);
  const shipping = deliveryLine(state, offer);
  const pickupOffered = options
    ? options.pickups.length > 0
    : step === "coordonnees" && (await pickupCalendars(context.api)).length > 0;
  // The delivery rules are the actions' to apply; the page is told what they mean.
  const { rules: _rules, ...shown } = basics;
  return data(
    {
      empty: false as const,
      step,
      furthest: furthestStep(progress),
      ...shown,
      state,
      options,
      pickupOffered,
      email: user?.email ?? state.email ?? "",
      // An export's fees are charged without VAT, as quoted.
      shipping: shipping && quote ? { ...shipping, price: quote.shippingFees } : shipping,
      quote,
      payment,
    },
    { headers },
  );
}

/** The delivery line of the summary: the carrier and its price, or the pickup (free). */
function deliveryLine(state: CheckoutState, offer: ShippingOffer | null) {
  if (state.deliveryType === "clickAndCollect" && state.clickAndCollect) {
    const { date, start, end } = state.clickAndCollect;
    return { label: `Retrait sur place, ${pickupLabel(date, start, end)}`, price: 0, pickup: true };
  }
  return offer ? { label: `Livraison (${offer.name})`, price: offer.price, pickup: false } : null;
}

export async function action({ context, request }: ActionFunctionArgs<AppLoadContext>) {
  await shopOnly(context);
  const [form, basics] = await Promise.all([postedForm(request), checkoutBasics(context, request)]);
  return checkoutAction(context, request, form, basics, readCheckout(request));
}

/**
 * The steps' data is read again after every answer of the page's forms, refusals included: an
 * order refused because the cart or the stock changed meanwhile (409, 422) shows the cart as it is
 * now, as a page loaded without JavaScript does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 && actionStatus < 500 ? true : defaultShouldRevalidate;

/** A checkout is the visitor's own: never stored, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Commande"),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<CartResult | FormResult | PlaceResult>();
  if (loaded.empty) {
    return (
      <PageLayout title="Commande" ariane={[{ name: "Panier", path: CART_PATH }]}>
        <div className="empty-state cart-empty">
          <p>Votre panier est vide : ajoutez des produits avant de commander.</p>
          <Link to={SHOP_PATH} className="btn btn--primary">
            Découvrir la boutique
          </Link>
        </div>
      </PageLayout>
    );
  }
  return <CheckoutSteps loaded={loaded} result={result} />;
}

type Loaded = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { empty: true }>;

function CheckoutSteps({
  loaded,
  result,
}: {
  loaded: Loaded;
  result: CartResult | FormResult | PlaceResult | undefined;
}) {
  const { step, state, options, cart: loadedCart, shipping, quote } = loaded;
  const cart = (result && "cart" in result && result.cart) || loadedCart!;
  const total = quote ? quote.total : cart.total + (shipping?.price ?? 0);
  usePersistChoices(storedChoices(state, shipping?.price ?? null, total));
  useRestoreAddresses("checkout-contact", Boolean(state.shipping));
  const title = STEPS.find((s) => s.id === step)!.label;
  // The way chosen on the delivery step, before it is sent (an export's amounts are the API's);
  // the step's data, once sent, says it again.
  const [chosen, setChosen] = useState<{ line: DeliveryLine | null; shipping: unknown } | null>(null);
  const summaryLine = step === "livraison" && chosen?.shipping === shipping ? chosen.line : shipping;
  return (
    <PageLayout
      title="Commande"
      ariane={[
        { name: "Panier", path: CART_PATH },
        { name: "Commande", path: stepPath("coordonnees") },
      ]}
    >
      <StepIndicator current={step} furthest={loaded.furthest} />
      {loaded.discountError ? (
        <FormMessage kind="error">{loaded.discountError} Le code a été retiré.</FormMessage>
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          <h2 className="checkout-main__title">{title}</h2>
          {step === "coordonnees" ? (
            <ContactStep
              user={loaded.user}
              savedAddresses={loaded.savedAddresses}
              countries={loaded.countries}
              shippingCountries={loaded.shippingCountries}
              servedPlaces={loaded.servedPlaces}
              undeliverable={loaded.undeliverable}
              pickupOffered={loaded.pickupOffered}
              state={state}
              result={result?.form === "contact" ? result : undefined}
            />
          ) : null}
          {step === "livraison" && options ? (
            <DeliveryStep
              options={options}
              state={state}
              result={result?.form === "delivery" ? result : undefined}
              onChoose={quote ? undefined : (line) => setChosen({ line, shipping })}
            />
          ) : null}
          {step === "recapitulatif" || step === "paiement" ? (
            <ChoicesRecap state={state} email={loaded.email} carrier={shipping ? shipping.label : null} />
          ) : null}
          {step === "recapitulatif" ? (
            <ReviewStep
              sellsAlcohol={loaded.sellsAlcohol}
              pickup={state.deliveryType === "clickAndCollect"}
              result={result}
            />
          ) : null}
          {step === "paiement" && loaded.payment ? (
            <PaymentStep
              payment={loaded.payment}
              total={total}
              result={result?.form === "place" ? result : undefined}
            />
          ) : null}
        </div>
        <CheckoutSummary cart={cart} shipping={summaryLine} quote={quote}>
          {step === "recapitulatif" ? <DiscountForm cart={cart} result={result} /> : null}
        </CheckoutSummary>
      </div>
      {loaded.sellsAlcohol ? <AlcoholNotice /> : null}
    </PageLayout>
  );
}
