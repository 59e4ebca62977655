/**
 * Whether a popup of the site opens by itself on this page (spec section 2, modal container; section
 * 4, popups): one flagged « show on every reload » opens once per document, whatever the opened
 * list says (a reload of the same tab shows it again); any other not once opened during the visit
 * (sessionStorage), nor while closed within its hide duration (localStorage, checked after its
 * details are read). None opens by itself on the cart and the order's pages (checkout, payment,
 * confirmation): nothing comes between a customer and the payment.
 */
export function opensByItself(
  popup: { id: number; showOnEveryReload: boolean; startsAt?: string | null; endsAt?: string | null },
  state: { openedThisVisit: boolean; shownThisDocument: boolean; now?: number; pathname?: string },
): boolean {
  if (state.shownThisDocument) return false;
  if (state.pathname && ORDER_PAGES.test(state.pathname)) return false;
  // Outside its days (the site's pages may be cached across them, the visitor's clock decides).
  const now = state.now ?? Date.now();
  if (popup.startsAt && now < Date.parse(popup.startsAt)) return false;
  if (popup.endsAt && now >= Date.parse(popup.endsAt)) return false;
  return popup.showOnEveryReload || !state.openedThisVisit;
}

/** The cart and the order's pages: /panier, /commande and its steps. */
const ORDER_PAGES = /^\/(commande|panier)(\/|$)/;
