import { randomUUID } from "node:crypto";
import { isApiError } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import type { FieldErrors } from "@vitrine/shared/envelope";
import type { PaymentMethod } from "@vitrine/shared/schemas/orders";
import { type AppLoadContext, data, redirect, redirectDocument } from "react-router";
import { formText } from "../account/session.server";
import type { FormResult } from "../forms/form-result";
import { orderPlacedWith, rememberOrder } from "../orders/order-access.server";
import { cardPaymentPath, confirmationPath } from "../orders/paths";
import { cookieHeaders, forgetCart, readCartCookies } from "../shop/cart-cookies.server";
import { CART_PATH } from "../shop/paths";
import type { CheckoutBasics } from "./checkout-data.server";
import { type CheckoutState, forgetCheckout } from "./checkout-state.server";
import {
  cartProducts,
  linesCopy,
  type OrderProducts,
  orderBody,
  orderDeliveryType,
  readLinesCopy,
} from "./order-body.server";
import { type FixLink, fixFor } from "./order-errors";
import { CARD_NEEDS_SCRIPT, CHOOSE_METHOD, offeredMethods } from "./payment-methods";
import { stepPath } from "./steps";

/** The payment step's reply: a refusal, with the step (or the cart) where it is fixed. */
export type PlaceResult = FormResult & { fix?: FixLink | null };

/** What the payment step shows: the methods, the key of this rendering, the lines' problems. */
export interface PaymentStepData {
  methods: PaymentMethod[];
  /** Sent back with the order: a second post of this page gives the same order. */
  idempotencyKey: string;
  /** The cart's lines as shown, for a second post arriving once the first emptied the cart. */
  lines: string;
  /** POST /order/validate's French messages: lines sold out, not a multiple, bottle limits. */
  problems: string[];
}

/** The lines' problems as POST /order/validate says them (none when they can be ordered). */
async function lineProblems(
  context: AppLoadContext,
  products: OrderProducts,
  state: CheckoutState,
): Promise<string[]> {
  const validation = await orderCalls(context.api).validateOrder({
    products,
    delivery: { type: orderDeliveryType(state) },
  });
  if (validation.valid) return [];
  return [
    ...validation.lines.flatMap((line) => (line.message ? [line.message] : [])),
    validation.message,
  ].filter((message): message is string => Boolean(message));
}

export async function paymentStepData(
  context: AppLoadContext,
  { cart, paymentMethods, cardEnabled }: CheckoutBasics,
  state: CheckoutState,
): Promise<PaymentStepData> {
  const products = cart ? cartProducts(cart) : [];
  return {
    methods: offeredMethods(paymentMethods, orderDeliveryType(state), cardEnabled),
    idempotencyKey: randomUUID(),
    lines: linesCopy(products),
    problems: products.length > 0 ? await lineProblems(context, products, state) : [],
  };
}

const KEPT_STATUSES = new Set([409, 422, 429]);
export const PAGE_EXPIRED = "Cette page n'est plus valable : rechargez-la, puis validez votre commande.";
export const CART_CHANGED =
  "Votre panier a changé depuis l'affichage de cette page (dans un autre onglet ?) : vérifiez le montant ci-dessous, puis validez votre commande.";

/** The same lines whatever their order: the cart as the step showed it, and as it is now. */
const sameLines = (shown: OrderProducts, now: OrderProducts) => {
  const key = (lines: OrderProducts) => linesCopy([...lines].sort((a, b) => a.id - b.id));
  return key(shown) === key(now);
};

function refused(
  message: string,
  init: Partial<Pick<PlaceResult, "errors" | "values" | "fix">>,
  status = 400,
) {
  return data<PlaceResult>(
    {
      form: "place",
      status: "error",
      message,
      errors: init.errors ?? {},
      values: init.values ?? {},
      fix: init.fix ?? null,
    },
    { status },
  );
}

/**
 * Step 4, « Paiement »: places the order (POST /order) with everything the steps chose and the
 * Idempotency-Key of the rendered step, so that a double submit gives one order. Once placed, the
 * cart (emptied by the API) and the steps' cookie are forgotten, the order's secret kept; an
 * offline method leads to the confirmation, the card to its payment page (a document load: that
 * page's CSP lets Stripe in). A refusal comes back in the API's French words, with the step to fix.
 */
export async function placeOrderStep(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  basics: CheckoutBasics,
  state: CheckoutState,
) {
  const idempotencyKey = formText(form, "idempotencyKey");
  if (!/^[\w-]{16,255}$/.test(idempotencyKey)) return refused(PAGE_EXPIRED, {});
  const already = orderPlacedWith(request, idempotencyKey);
  if (already) return redirect(confirmationPath(already.id));
  const method = formText(form, "paymentMethod") as PaymentMethod;
  const values = { paymentMethod: method, message: formText(form, "message") };
  if (!offeredMethods(basics.paymentMethods, orderDeliveryType(state), basics.cardEnabled).includes(method)) {
    return refused(CHOOSE_METHOD, { errors: { paymentMethod: CHOOSE_METHOD }, values });
  }
  if (method === "CARD" && formText(form, "script") !== "1") {
    return refused(CARD_NEEDS_SCRIPT, { errors: { paymentMethod: CARD_NEEDS_SCRIPT }, values });
  }
  if (!state.adultConfirmed) return redirect(stepPath("recapitulatif"));
  const { cart, user } = basics;
  const live = cart && cart.products.length > 0 ? cart : null;
  const shown = readLinesCopy(formText(form, "lines"));
  // Changed since the step was shown (another tab): the amount confirmed is no longer the order's.
  if (live && !sameLines(shown, cartProducts(live))) {
    return refused(CART_CHANGED, { values, fix: fixFor({ products: CART_CHANGED }) }, 409);
  }
  // The cart already emptied by this very order (a second post): the step's copy, which the key replays.
  const products = live ? cartProducts(live) : shown;
  if (products.length === 0) return redirect(CART_PATH);
  const body = orderBody({
    state,
    products,
    cartId: live?.id ?? null,
    guest: !user,
    discountCode: readCartCookies(request).discountCode,
    paymentMethod: method,
    message: values.message,
  });
  if (!body) return redirect(stepPath("coordonnees"));
  let placed: Awaited<ReturnType<ReturnType<typeof orderCalls>["placeOrder"]>>;
  try {
    placed = await orderCalls(context.api).placeOrder(body, { idempotencyKey });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    let fix = fixFor(error.errors);
    if (!fix && error.status === 409 && (await lineProblems(context, products, state)).length > 0) {
      fix = fixFor({ products: error.message });
    }
    const errors: FieldErrors = error.errors.paymentMethod
      ? { paymentMethod: error.errors.paymentMethod }
      : {};
    return refused(
      error.message,
      { errors, values, fix },
      KEPT_STATUSES.has(error.status) ? error.status : 400,
    );
  }
  const { order, accessKey } = placed;
  const headers = cookieHeaders([
    rememberOrder(context.cookieOptions, request, { id: order.id, key: accessKey, idempotencyKey }),
    ...forgetCart(context.cookieOptions),
    forgetCheckout(context.cookieOptions),
  ]);
  // A card order with nothing to pay is paid already: its confirmation, no card form.
  if (method === "CARD" && order.status === "awaitingPayment") {
    return redirectDocument(cardPaymentPath(order.id), { headers });
  }
  return redirect(confirmationPath(order.id), { headers });
}
