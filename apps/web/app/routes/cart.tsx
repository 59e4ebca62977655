import { faTrashCan } from "@fortawesome/free-solid-svg-icons";
import { type Cart, CartQuantityBodySchema } from "@vitrine/shared/schemas/shop";
import { shippingRulesOf } from "@vitrine/shared/shipping/destinations";
import {
  declinationLabel,
  declinationName,
  formatEuros,
  MAX_LINE_QUANTITY,
} from "@vitrine/shared/shop-rules";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { formText } from "../features/account/session.server";
import { pickupCalendars } from "../features/checkout/click-and-collect.server";
import { CHECKOUT_PATH } from "../features/checkout/steps";
import { apiFailure, formError, parseForm } from "../features/forms/form-reply.server";
import { summaryOf } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { Icon } from "../features/icons/Icon";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { CartTotals, DiscountCodeForm } from "../features/shop/CartTotals";
import { currentCart } from "../features/shop/cart.server";
import { type CartResult, cartSuccess, formId } from "../features/shop/cart-actions.server";
import {
  cookieHeaders,
  forgetCart,
  forgetDiscount,
  readCartCookies,
  rememberDiscount,
} from "../features/shop/cart-cookies.server";
import { forgetCartNotice, readCartNotice } from "../features/shop/cart-notice.server";
import { ADDED_PARAM, CART_PATH, productPath, SHOP_PATH } from "../features/shop/paths";
import { ShopNotices } from "../features/shop/ShopNotices";
import { cartShippingNotice } from "../features/shop/shipping-notice";
import { parameterValues } from "../features/theme/theme";
import { rootDataOf, useRootData } from "../root-data";

/** /panier: the visitor's cart (POST /cart/{cartId}), its lines, discount code and totals. */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  if (!(await context.api.siteInfo()).isECommerce) throw data(null, { status: 404 });
  const { cart, lost, discountError } = await currentCart(context.api, request);
  // What a form elsewhere did to the cart (« Commander à nouveau »), said once.
  const notice = readCartNotice(request);
  // A failed refresh clears the local cart (spec section 4).
  const headers = cookieHeaders([
    ...(lost ? forgetCart(context.cookieOptions) : []),
    ...(discountError ? [forgetDiscount(context.cookieOptions)] : []),
    ...(notice ? [forgetCartNotice(context.cookieOptions)] : []),
  ]);
  // After a form posted without JavaScript on a product page: what was added.
  const addedId = Number(new URL(request.url).searchParams.get(ADDED_PARAM));
  const addedLine = cart?.products.find((line) => line.id === addedId);
  const added = addedLine ? `Ajouté au panier : ${declinationName(addedLine.name, addedLine)}.` : null;
  const shippingNotice = cart ? await shippingNoticeOf(context, cart) : null;
  return data({ cart, discountError, added, notice, shippingNotice }, { headers });
}

/** Why the cart cannot be shipped yet, said before the checkout (null when it can). */
async function shippingNoticeOf({ api }: AppLoadContext, cart: Cart): Promise<string | null> {
  const values = parameterValues(await api.parameters());
  const rules = shippingRulesOf((key) => values[key]);
  // The pickup places are asked for only when the cart cannot be shipped.
  if (cartShippingNotice(cart, rules, true) === null) return null;
  const places = await pickupCalendars(api);
  return cartShippingNotice(cart, rules, places.length > 0);
}

const CART_EMPTY = "Votre panier est vide.";
const NOT_IN_CART = "Ce produit n'est pas dans le panier.";

/** A cart is the visitor's own: never stored, not even by their browser (Back after logout). */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The cart's forms, by intent; each answers a CartResult. */
const CART_FORMS: Record<
  string,
  (context: AppLoadContext, cartId: number, form: FormData) => Promise<unknown>
> = {
  async quantity({ api }, cartId, form) {
    const productId = formId(form, "productId", null);
    if (productId === null) return formError("quantity", NOT_IN_CART);
    // 0 empties the line, as the remove button does.
    if (/^\s*0+\s*$/.test(String(form.get("quantity") ?? ""))) {
      await api.removeFromCart(cartId, productId);
      return cartSuccess("quantity", "Le produit a été retiré du panier.");
    }
    const parsed = parseForm(form, CartQuantityBodySchema, "quantity");
    if (parsed.reply) return parsed.reply;
    await api.setCartQuantity(cartId, productId, parsed.value.quantity);
    return cartSuccess("quantity", "La quantité a été mise à jour.");
  },
  async remove({ api }, cartId, form) {
    const productId = formId(form, "productId", null);
    if (productId === null) return formError("remove", NOT_IN_CART);
    await api.removeFromCart(cartId, productId);
    return cartSuccess("remove", "Le produit a été retiré du panier.");
  },
  async discount({ api, cookieOptions }, cartId, form) {
    const code = formText(form, "discountCode").toUpperCase();
    if (!code) return formError("discount", "Saisissez un code promo.");
    const cart = await api.cart(cartId, { discountCode: code });
    const message = `Le code ${cart.discount?.code ?? code} est appliqué.`;
    return cartSuccess("discount", message, [rememberDiscount(cookieOptions, code)], cart);
  },
  async "remove-discount"({ api, cookieOptions }, cartId) {
    const cart = await api.cart(cartId, {});
    return cartSuccess(
      "remove-discount",
      "Le code promo a été retiré.",
      [forgetDiscount(cookieOptions)],
      cart,
    );
  },
  async clear({ api, cookieOptions }, cartId) {
    await api.deleteCart(cartId);
    return cartSuccess("clear", "Votre panier a été vidé.", forgetCart(cookieOptions));
  },
};

export async function action({ context, request }: ActionFunctionArgs<AppLoadContext>) {
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  const { cartId } = readCartCookies(request);
  if (cartId === null) return formError(intent, CART_EMPTY);
  const run = Object.hasOwn(CART_FORMS, intent) ? CART_FORMS[intent] : undefined;
  if (!run) return formError(intent, "Cette action n'existe pas.");
  try {
    return await run(context, cartId, form);
  } catch (error) {
    // The API's status stays: 404 for a line or a cart that is gone.
    return apiFailure(error, intent, { keepStatus: true });
  }
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Mon panier"),
  { name: "robots", content: "noindex" },
];

function CartLineRow({ line, busy }: { line: Cart["products"][number]; busy: boolean }) {
  const href = productPath({ id: line.idProduct, slug: line.slug });
  const label = declinationLabel(line);
  return (
    <li className="cart-line">
      <div className="cart-line__media">
        {line.image ? (
          <img src={line.image.url} alt="" width={80} height={80} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="cart-line__info">
        <Link to={href} className="cart-line__name">
          {line.name}
        </Link>
        {label ? <p className="cart-line__meta">{label}</p> : null}
        <p className="cart-line__unit">{formatEuros(line.price)} l'unité</p>
      </div>
      <Form method="post" className="cart-line__quantity" preventScrollReset>
        <input type="hidden" name="intent" value="quantity" />
        <input type="hidden" name="productId" value={line.id} />
        <label htmlFor={`quantite-${line.id}`} className="visually-hidden">
          Quantité de {line.name} {label}
        </label>
        <input
          id={`quantite-${line.id}`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_LINE_QUANTITY}
          defaultValue={line.quantity}
          key={line.quantity}
          className="field__input"
          required
        />
        <button type="submit" className="btn btn--ghost btn--small" disabled={busy}>
          Mettre à jour
        </button>
      </Form>
      <p className="cart-line__total">{formatEuros(line.lineTotal)}</p>
      <Form method="post" className="cart-line__remove" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="productId" value={line.id} />
        <button
          type="submit"
          className="icon-button"
          aria-label={`Retirer ${line.name} ${label} du panier`}
          disabled={busy}
        >
          <Icon icon={faTrashCan} />
        </button>
      </Form>
    </li>
  );
}

function CartSummaryBox({ cart, shippingNotice }: { cart: Cart; shippingNotice: string | null }) {
  return (
    <aside className="cart-summary" aria-label="Récapitulatif">
      <h2 className="cart-summary__title">Récapitulatif</h2>
      <CartTotals cart={cart} />
      <p className="cart-summary__note">Frais de livraison calculés à la commande.</p>
      {shippingNotice ? (
        <p className="form-message form-message--info cart-summary__shipping" id="panier-livraison">
          {shippingNotice}
        </p>
      ) : null}
      <Link to={CHECKOUT_PATH} className="btn btn--primary cart-summary__order">
        Commander
      </Link>
      <DiscountCodeForm cart={cart} inputId="code-promo" />
      <Link to={SHOP_PATH} className="cart-summary__continue">
        Continuer mes achats
      </Link>
    </aside>
  );
}

export default function CartPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<CartResult>();
  const cart = result?.cart ?? loaded.cart;
  const discountError = loaded.discountError;
  const { values } = useRootData();
  const busy = useNavigation().state !== "idle";
  return (
    <PageLayout title="Mon panier" ariane={[{ name: "Panier", path: CART_PATH }]}>
      {result ? (
        <p
          className={`form-message form-message--${result.status}`}
          role={result.status === "success" ? "status" : "alert"}
        >
          {summaryOf(result)}
        </p>
      ) : null}
      {!result && loaded.notice ? (
        <p
          className={`form-message form-message--${loaded.notice.kind}`}
          role={loaded.notice.kind === "success" ? "status" : "alert"}
        >
          {loaded.notice.text}
        </p>
      ) : null}
      {!result && loaded.added ? (
        <p className="form-message form-message--success" role="status">
          {loaded.added}
        </p>
      ) : null}
      {discountError ? (
        <p className="form-message form-message--error" role="alert">
          {discountError} Le code a été retiré.
        </p>
      ) : null}
      {cart && cart.products.length > 0 ? (
        <div className="cart-layout">
          <section aria-label="Produits du panier">
            <ul className="cart-lines">
              {cart.products.map((line) => (
                <CartLineRow key={line.id} line={line} busy={busy} />
              ))}
            </ul>
            <Form method="post" className="cart-clear" preventScrollReset>
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="link-button" disabled={busy}>
                Vider le panier
              </button>
            </Form>
          </section>
          <CartSummaryBox cart={cart} shippingNotice={loaded.shippingNotice} />
        </div>
      ) : (
        <div className="empty-state cart-empty">
          <p>{CART_EMPTY}</p>
          <Link to={SHOP_PATH} className="btn btn--primary">
            Découvrir la boutique
          </Link>
        </div>
      )}
      <ShopNotices values={values} />
    </PageLayout>
  );
}
