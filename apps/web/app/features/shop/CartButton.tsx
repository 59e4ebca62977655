import { faBagShopping } from "@fortawesome/free-solid-svg-icons";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { plural } from "../content/format";
import { Icon } from "../icons/Icon";
import type { CartSummary } from "./cart-summary";
import { CART_PATH, productPath, SHOP_PATH } from "./paths";

/** Local storage key of the cart's id (spec section 4). */
export const CART_ID_STORAGE_KEY = "cart-id";

/** Lines the preview lists before "and N more". */
const PREVIEW_LINES = 4;

/**
 * The header's cart link with its item count. With SEE_CART_ON_HOVER, hovering it (or moving the
 * keyboard focus into it) opens a preview of the cart; the preview is plain CSS, so it works
 * before the page's scripts ran. On touch screens the link simply leads to the cart.
 */
export function CartButton({ cart, seeOnHover }: { cart: CartSummary | null; seeOnHover: boolean }) {
  const count = cart?.totalProduct ?? 0;
  const root = useRef<HTMLDivElement>(null);
  // Escape, or a link followed from the preview, closes it until the pointer or focus comes back.
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    // The focus it kept would hold it open: it goes to the new page's content.
    if (root.current?.contains(document.activeElement)) document.getElementById("contenu")?.focus();
    setDismissed(true);
  }, [pathname]);
  useEffect(() => {
    const element = root.current;
    if (!element || !seeOnHover) return;
    // Escape closes the open preview wherever the focus is (WCAG 1.4.13: dismissible without
    // moving the pointer); the focus comes back to the cart link when it was inside.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !(element.matches(":hover") || element.contains(document.activeElement)))
        return;
      if (element.contains(document.activeElement))
        element.querySelector<HTMLElement>(".site-header__cart")?.focus();
      setDismissed(true);
    };
    // A pointer or a focus coming in again opens it again.
    const reopen = () => setDismissed(false);
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) reopen();
    };
    document.addEventListener("keydown", onKey);
    element.addEventListener("mouseenter", reopen);
    element.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      element.removeEventListener("mouseenter", reopen);
      element.removeEventListener("focusin", onFocusIn);
    };
  }, [seeOnHover]);
  useEffect(() => {
    // Spec section 4 keeps the cart's identity in local storage as cart-id, "new" when absent.
    try {
      localStorage.setItem(CART_ID_STORAGE_KEY, cart ? String(cart.id) : "new");
    } catch {
      // Storage refused (private mode, quota): the cookies still carry the cart.
    }
  }, [cart]);
  const label = count > 0 ? `Panier, ${plural(count, "article", "articles")}` : "Panier, vide";
  return (
    <div
      className={`cart-button${seeOnHover ? " cart-button--preview" : ""}${dismissed ? " is-dismissed" : ""}`}
      ref={root}
    >
      <NavLink to={CART_PATH} className="site-header__cart" aria-label={label} title="Mon panier">
        <Icon icon={faBagShopping} />
        {count > 0 ? (
          <span className="cart-button__count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </NavLink>
      {seeOnHover ? <CartPreview cart={cart} /> : null}
    </div>
  );
}

function CartPreview({ cart }: { cart: CartSummary | null }) {
  const lines = cart?.lines ?? [];
  const hidden = lines.length - PREVIEW_LINES;
  return (
    <section className="cart-preview" aria-label="Aperçu du panier" data-testid="cart-preview">
      {lines.length === 0 ? (
        <>
          <p className="cart-preview__empty">Votre panier est vide.</p>
          <Link to={SHOP_PATH} className="btn btn--primary cart-preview__action">
            Découvrir la boutique
          </Link>
        </>
      ) : (
        <>
          <p className="cart-preview__title">
            {plural(cart?.totalProduct ?? 0, "article", "articles")} dans le panier
          </p>
          <ul className="cart-preview__lines">
            {lines.slice(0, PREVIEW_LINES).map((line) => (
              <li key={line.id} className="cart-preview__line">
                {line.imageUrl ? (
                  <img src={line.imageUrl} alt="" width="40" height="40" loading="lazy" decoding="async" />
                ) : (
                  <span className="cart-preview__thumb" aria-hidden="true" />
                )}
                <span className="cart-preview__text">
                  <Link
                    to={productPath({ id: line.idProduct, slug: line.slug })}
                    className="cart-preview__name"
                  >
                    {line.name}
                  </Link>
                  <span className="cart-preview__meta">
                    {[...line.labels, `× ${line.quantity}`].join(" · ")}
                  </span>
                </span>
                <span className="cart-preview__price">{formatEuros(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <p className="cart-preview__more">et {plural(hidden, "autre produit", "autres produits")}</p>
          ) : null}
          <p className="cart-preview__subtotal">
            <span>Sous-total</span>
            <strong>{formatEuros(cart?.subtotal ?? 0)}</strong>
          </p>
          <Link to={CART_PATH} className="btn btn--primary cart-preview__action">
            Voir le panier
          </Link>
        </>
      )}
    </section>
  );
}
