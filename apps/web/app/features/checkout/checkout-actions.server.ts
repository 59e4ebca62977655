import { todayInParis } from "@vitrine/shared/account-rules";
import { adultOrderProblem } from "@vitrine/shared/catalog-rules";
import { type AppLoadContext, data, redirect } from "react-router";
import { formText } from "../account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../forms/form-reply.server";
import { cartSuccess } from "../shop/cart-actions.server";
import { forgetDiscount, readCartCookies, rememberDiscount } from "../shop/cart-cookies.server";
import {
  type CheckoutBasics,
  chosenOffer,
  type DeliveryOptions,
  deliveryOptions,
} from "./checkout-data.server";
import {
  AccessPointChoiceSchema,
  type CheckoutState,
  chooseCarrier,
  chooseClickAndCollect,
  writeCheckout,
} from "./checkout-state.server";
import { checkPickupSlot, PICKUP_SLOT_GONE } from "./click-and-collect.server";
import { contactStep } from "./contact-action.server";
import { placeOrderStep } from "./payment-step.server";
import { stepPath } from "./steps";

export const CHOOSE_DELIVERY = "Choisissez un mode de livraison.";
export const CHOOSE_ACCESS_POINT = "Choisissez un point relais.";
export const CHOOSE_SLOT = "Choisissez le jour et l'heure du retrait.";
export const ACCEPT_TERMS = "Acceptez les conditions générales de vente pour continuer.";

type Step = (
  context: AppLoadContext,
  form: FormData,
  basics: CheckoutBasics,
  state: CheckoutState,
) => Promise<unknown>;

const saved = (context: AppLoadContext, state: CheckoutState, step: Parameters<typeof stepPath>[0]) =>
  redirect(stepPath(step), { headers: { "Set-Cookie": writeCheckout(context.cookieOptions, state) } });

/** Step 2, « Livraison »: a carrier serving the address (and its relay point when it needs one). */
const delivery: Step = async (context, form, { cart }, state) => {
  if (!cart || !state.shipping) return redirect(stepPath("coordonnees"));
  const options = await deliveryOptions(context.api, cart, state.shipping);
  const choice = formText(form, "carrier");
  if (choice.startsWith("cc-")) return pickup(context, form, options, state, choice);
  if (!options.fees) return formError("delivery", options.error ?? CHOOSE_DELIVERY);
  const carrierId = Number(choice);
  const offer = chosenOffer(options, { carrierId });
  if (!offer && options.fees.needsDelivery) {
    return formError("delivery", CHOOSE_DELIVERY, { errors: { carrier: CHOOSE_DELIVERY } });
  }
  if (!offer) return saved(context, { ...state, deliveryType: "delivery" }, "recapitulatif");
  let accessPoint: ReturnType<typeof AccessPointChoiceSchema.parse> | undefined;
  if (offer.needsAccessPoint) {
    const pointId = formText(form, `accessPoint-${offer.id}`);
    const point = (options.accessPoints[offer.id] ?? []).find((p) => p.id === pointId);
    if (!point) {
      return formError("delivery", CHOOSE_ACCESS_POINT, {
        errors: { [`accessPoint-${offer.id}`]: CHOOSE_ACCESS_POINT },
        values: { carrier: String(offer.id) },
      });
    }
    accessPoint = AccessPointChoiceSchema.parse({
      id: point.id,
      name: point.name,
      addLine1: point.addLine1,
      zipCode: point.zipCode,
      city: point.city,
      country: point.country,
    });
  }
  return saved(context, chooseCarrier(state, offer.id, accessPoint), "recapitulatif");
};

/** Click-and-collect: a place and one of its periods, checked again with the API. */
async function pickup(
  context: AppLoadContext,
  form: FormData,
  options: DeliveryOptions,
  state: CheckoutState,
  choice: string,
) {
  const place = options.pickups.find((p) => `cc-${p.calendar.calendarId}` === choice);
  if (!place) return formError("delivery", CHOOSE_DELIVERY, { errors: { carrier: CHOOSE_DELIVERY } });
  const field = `slot-${place.calendar.calendarId}`;
  const values = { carrier: choice };
  const slot = formText(form, field);
  if (!slot) return formError("delivery", CHOOSE_SLOT, { errors: { [field]: CHOOSE_SLOT }, values });
  const checked = await checkPickupSlot(context.api, place.calendar, slot);
  if (!checked)
    return formError("delivery", PICKUP_SLOT_GONE, { errors: { [field]: PICKUP_SLOT_GONE }, values });
  return saved(context, chooseClickAndCollect(state, checked), "recapitulatif");
}

/** Step 3, « Récapitulatif »: the sale terms accepted and, where alcohol is sold, the age confirmed. */
const review: Step = async (context, form, { user, sellsAlcohol }, state) => {
  const errors: Record<string, string> = {};
  if (form.get("acceptTerms") !== "on") errors.acceptTerms = ACCEPT_TERMS;
  const adult = adultOrderProblem({
    hasAlcohol: sellsAlcohol,
    confirmedAdult: form.get("adult") === "on",
    birthdate: user?.birthdate ?? null,
    today: todayInParis(),
  });
  if (adult) errors.adult = adult;
  if (Object.keys(errors).length > 0) {
    return formError("review", Object.keys(errors).length > 1 ? INVALID_FIELDS : Object.values(errors)[0]!, {
      errors,
      values: { acceptTerms: formText(form, "acceptTerms"), adult: formText(form, "adult") },
    });
  }
  return saved(context, { ...state, adultConfirmed: true }, "paiement");
};

/** The discount code, typed on the summary as on the cart page (kept in the cart's cookie). */
const discount: Step = async ({ api, cookieOptions }, form, { cart }) => {
  if (!cart) return formError("discount", "Votre panier est vide.");
  const code = formText(form, "discountCode").toUpperCase();
  if (!code)
    return formError("discount", "Saisissez un code promo.", {
      errors: { discountCode: "Saisissez un code promo." },
    });
  try {
    const withCode = await api.cart(cart.id, { discountCode: code });
    return cartSuccess(
      "discount",
      `Le code ${withCode.discount?.code ?? code} est appliqué.`,
      [rememberDiscount(cookieOptions, code)],
      withCode,
    );
  } catch (error) {
    return apiFailure(error, "discount", { values: { discountCode: code } });
  }
};

const removeDiscount: Step = async ({ api, cookieOptions }, _form, { cart }) => {
  if (!cart) return formError("remove-discount", "Votre panier est vide.");
  const without = await api.cart(cart.id, {});
  return cartSuccess(
    "remove-discount",
    "Le code promo a été retiré.",
    [forgetDiscount(cookieOptions)],
    without,
  );
};

const STEPS: Record<string, Step> = {
  contact: contactStep,
  delivery,
  review,
  discount,
  "remove-discount": removeDiscount,
};

/** Runs the checkout form the post names; without a cart, back to the cart page (the order aside). */
export async function checkoutAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  basics: CheckoutBasics,
  state: CheckoutState,
) {
  const intent = formText(form, "intent");
  // Placing the order may come again once the first post emptied the cart: it checks its own way.
  if (intent === "place") return placeOrderStep(context, request, form, basics, state);
  const run = Object.hasOwn(STEPS, intent) ? STEPS[intent] : undefined;
  if (!run) throw data(null, { status: 400 });
  if (readCartCookies(request).cartId === null || !basics.cart || basics.cart.products.length === 0) {
    return redirect("/panier");
  }
  return run(context, form, basics, state);
}
