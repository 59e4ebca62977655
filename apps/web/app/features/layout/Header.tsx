import { faBars, faGear, faUser, faXmark } from "@fortawesome/free-solid-svg-icons";
import type { User } from "@vitrine/shared/schemas/account";
import type { PageNode, PageSiteInfo } from "@vitrine/shared/schemas/site";
import { switchOn } from "@vitrine/shared/site-switches";
import { useEffect } from "react";
import { NavLink, useLocation } from "react-router";
import { isAdministrator } from "../account/profile";
import { LayoutRenderer } from "../cms/LayoutRenderer";
import { Icon } from "../icons/Icon";
import { HeaderSearch } from "../search/HeaderSearch";
import { CartButton } from "../shop/CartButton";
import type { CartSummary } from "../shop/cart-summary";
import { CART_PATH } from "../shop/paths";
import { isOn, type ParameterValues } from "../theme/theme";
import { MenuEntry } from "./MenuEntry";
import { menuHref, menuLabel, splitMenu, visibleChildren } from "./menu";
import { isScriptLink, ScriptLinkButton } from "./page-script";

interface HeaderProps {
  info: PageSiteInfo;
  values: ParameterValues;
  pages: PageNode[];
  /** The logged member, or null. */
  user: User | null;
  /** The visitor's cart, on e-commerce sites; null when empty or not started. */
  cart: CartSummary | null;
  /** The header overlays a hero at the top of the page. */
  overlay: boolean;
}

function MobileEntries({ pages }: { pages: PageNode[] }) {
  return (
    <ul className="mobile-menu__list">
      {pages.map((page) => {
        const href = menuHref(page);
        const children = visibleChildren(page);
        return (
          <li key={page.id}>
            {href ? (
              <NavLink to={href} className="mobile-menu__link" end={href === "/"}>
                {menuLabel(page)}
              </NavLink>
            ) : isScriptLink(page) ? (
              <ScriptLinkButton page={page} className="mobile-menu__link">
                {menuLabel(page)}
              </ScriptLinkButton>
            ) : (
              <span className="mobile-menu__heading">{menuLabel(page)}</span>
            )}
            {children.length > 0 ? <MobileEntries pages={children} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The phone's menu, a popover opened by the burger button: the pages, the account, the cart. */
function MobileMenu({
  pages,
  user,
  cart,
  shop,
  isAdmin,
}: {
  pages: PageNode[];
  user: User | null;
  cart: CartSummary | null;
  shop: boolean;
  isAdmin: boolean;
}) {
  return (
    <div id="menu-mobile" className="mobile-menu" popover="auto">
      <div className="mobile-menu__top">
        <span className="mobile-menu__title">Menu</span>
        <button
          type="button"
          className="mobile-menu__close"
          popoverTarget="menu-mobile"
          popoverTargetAction="hide"
          aria-label="Fermer le menu"
        >
          <Icon icon={faXmark} />
        </button>
      </div>
      <nav aria-label="Menu mobile">
        <MobileEntries pages={pages.filter((p) => p.showInMenu)} />
        <ul className="mobile-menu__list mobile-menu__list--account">
          <li>
            <NavLink to={user ? "/mon-compte" : "/auth"} className="mobile-menu__link">
              {user ? `Mon compte (${user.firstname})` : "Se connecter"}
            </NavLink>
          </li>
          {shop ? (
            <li>
              <NavLink to={CART_PATH} className="mobile-menu__link">
                {cart?.totalProduct ? `Mon panier (${cart.totalProduct})` : "Mon panier"}
              </NavLink>
            </li>
          ) : null}
          {isAdmin ? (
            <li>
              <NavLink to="/admin" className="mobile-menu__link">
                Administration
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

export function Header({ info, values, pages, user, cart, overlay }: HeaderProps) {
  const { pathname } = useLocation();
  const { main, right } = splitMenu(pages);
  useEffect(() => {
    // A link followed from the mobile menu closes it.
    const panel = document.getElementById("menu-mobile");
    if (pathname && panel?.matches(":popover-open")) panel.hidePopover();
  }, [pathname]);
  const logo =
    info.logos.find((l) => l.type === (overlay ? "LOGO_DARK_THEME" : "LOGO_LIGHT_THEME")) ??
    (overlay ? info.logos.find((l) => l.type === "LOGO_FOOTER") : undefined) ??
    info.logos.find((l) => l.type === "LOGO");
  const menuType = (values.MENU_TYPE ?? "RELATIVE").toLowerCase();
  const isAdmin = isAdministrator(user);
  const centered = values.LOGO_POSITION === "CENTER";
  const uppercase = values.MENU_UPPERCASE === "true";
  return (
    <header
      className={[
        "site-header",
        `site-header--${menuType}`,
        overlay ? "site-header--overlay" : "",
        centered ? "site-header--centered" : "",
        uppercase ? "site-header--uppercase" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__logo" aria-label={`${info.name}, accueil`}>
          {logo ? (
            <img
              src={logo.onlineImage.url}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              decoding="async"
            />
          ) : (
            <span className="site-header__name">{info.name}</span>
          )}
        </NavLink>
        <nav className="menu" aria-label="Menu principal">
          <ul className="menu__list">
            {main.map((page) => (
              <MenuEntry key={page.id} page={page} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {switchOn("SHOW_SEARCHBAR", values.SHOW_SEARCHBAR) ? <HeaderSearch /> : null}
          {right.map((page) => {
            const label = (
              <>
                {page.icon ? <LayoutRenderer tree={[page.icon]} /> : null}
                <span>{menuLabel(page)}</span>
              </>
            );
            return isScriptLink(page) ? (
              <ScriptLinkButton key={page.id} page={page} className="btn btn--accent site-header__cta">
                {label}
              </ScriptLinkButton>
            ) : (
              <NavLink
                key={page.id}
                to={menuHref(page) ?? page.path}
                className="btn btn--accent site-header__cta"
              >
                {label}
              </NavLink>
            );
          })}
          {isAdmin ? (
            <NavLink to="/admin" className="site-header__admin" title="Administration du site">
              <Icon icon={faGear} />
              <span className="visually-hidden">Administration</span>
            </NavLink>
          ) : null}
          {user ? (
            // The name read out starts with the text shown (WCAG 2.5.3): « Gwenaëlle, mon compte ».
            <NavLink
              to="/mon-compte"
              className="site-header__account site-header__account--logged"
              title="Mon compte"
            >
              <Icon icon={faUser} />
              <span className="site-header__account-name">{user.firstname}</span>
              <span className="visually-hidden">, mon compte</span>
            </NavLink>
          ) : (
            <NavLink
              to="/auth"
              className="site-header__account"
              aria-label="Se connecter"
              title="Se connecter"
            >
              <Icon icon={faUser} />
            </NavLink>
          )}
          {info.isECommerce ? <CartButton cart={cart} seeOnHover={isOn(values.SEE_CART_ON_HOVER)} /> : null}
          <button
            type="button"
            className="site-header__burger"
            popoverTarget="menu-mobile"
            aria-label="Ouvrir le menu"
          >
            <Icon icon={faBars} />
          </button>
        </div>
      </div>
      <MobileMenu pages={pages} user={user} cart={cart} shop={info.isECommerce} isAdmin={isAdmin} />
    </header>
  );
}
