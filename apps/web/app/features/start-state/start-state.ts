import { DEFAULT_LANG, LOCALE_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import { LOCALE_COOKIE } from "@vitrine/shared/locale";

/**
 * The start state of spec section 4 kept in the browser: the promoted news the visitor closed,
 * the first visit's transition (`show-transition`), the locale cookie (365 days). Read by an
 * inline script before the first paint, so that nothing moves once the page shows.
 */

/** localStorage: the id of the promoted news item the visitor closed (a newly promoted one shows). */
export const PROMOTED_NEWS_HIDDEN_KEY = "promoted-news-hidden";
/** localStorage: "false" once the first visit's transition has played. */
export const SHOW_TRANSITION_KEY = "show-transition";
/** `<html>` attribute of the first visit: its transition plays (site.css). */
export const SHOW_TRANSITION_ATTRIBUTE = "data-show-transition";
/** The style element that hides the closed promoted news before it is painted. */
const HIDDEN_NEWS_STYLE = "promoted-news-hidden-style";

const hiddenNewsRule = (id: string) => `.promoted-news[data-news-id="${id}"]{display:none}`;

export const START_SCRIPT = `(() => {
  const root = document.documentElement;
  try {
    if (localStorage.getItem("${SHOW_TRANSITION_KEY}") === null) {
      root.setAttribute("${SHOW_TRANSITION_ATTRIBUTE}", "");
      localStorage.setItem("${SHOW_TRANSITION_KEY}", "false");
    }
    const hidden = localStorage.getItem("${PROMOTED_NEWS_HIDDEN_KEY}");
    if (hidden && /^[0-9]{1,10}$/.test(hidden)) {
      const style = document.createElement("style");
      style.id = "${HIDDEN_NEWS_STYLE}";
      style.textContent = '${hiddenNewsRule("' + hidden + '")}';
      document.head.appendChild(style);
    }
  } catch {}
  if (!/(?:^|;\\s*)${LOCALE_COOKIE}=/.test(document.cookie)) {
    document.cookie = "${LOCALE_COOKIE}=${DEFAULT_LANG}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");
  }
})();`;

/** The promoted item the visitor closed, if any (null where storage is refused). */
export function hiddenPromotedNews(): string | null {
  try {
    return localStorage.getItem(PROMOTED_NEWS_HIDDEN_KEY);
  } catch {
    return null;
  }
}

/** Closes the promoted news for good (until another item is promoted). */
export function hidePromotedNews(id: number): void {
  try {
    localStorage.setItem(PROMOTED_NEWS_HIDDEN_KEY, String(id));
  } catch {
    // Storage refused: closed for this page only.
  }
}
