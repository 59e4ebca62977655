/** Business constants of spec section 9. */

export const DEFAULT_LANG = "fr_FR";
export const LOGIN_COOKIE_MAX_AGE_S = 86_400;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 86_400;

/** The cart's secret: HttpOnly cookie set by the API, or header sent by the web server's calls. */
export const CART_KEY_COOKIE = "cartKey";
export const CART_KEY_HEADER = "X-Cart-Key";
export const CART_COOKIE_MAX_AGE_S = 30 * 86_400;

export const PAGE_SIZE = {
  element: 24,
  blog: 12,
  news: 10,
  generic: 10,
  /** Footer lists, albums, services and product listings. */
  full: 100,
} as const;

export const BREAKPOINTS = {
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  xxl: 1600,
  "2xl": 1536,
  "4k": 1921,
} as const;

/** Below this width the mobile layout (burger menu, bottom bar) applies. */
export const MOBILE_BREAKPOINT = 960;

export const TIMINGS = {
  toastMs: 3000,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  loadingBarHideDelayMs: 500,
  sliderCheckMs: 250,
} as const;

export const VIDEO_MAX_WIDTH_PX = 950;
export const VIDEO_MAX_WINDOW_RATIO = 0.75;
export const DETAIL_PAGE_MARGIN_TOP_DEFAULT = 28;

/** Largest form post a page reads: plain forms; forms with files (five files of 5 MB and the text). */
export const FORM_MAX_BYTES = 1024 * 1024;
export const FILE_FORM_MAX_BYTES = 26 * 1024 * 1024;

export const IMAGE_FORMATS = ["svg", "jpeg", "jpg", "png"] as const;
export const VIDEO_FORMATS = ["mp4", "m4v", "mov", "avi", "wmv", "flv"] as const;

/**
 * Name of the hidden field every public form carries; a filled one marks a robot. Here, not with the
 * form schemas, so that a form on every page (the footer's newsletter) does not load Zod.
 */
export const HONEYPOT_FIELD = "website";
