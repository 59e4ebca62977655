import { ownsFrame } from "../layout/frame-handle";

/**
 * The `handle` of a route whose page needs its scripts at once: the checkout (relay map, towns,
 * payment step), the card payment (Stripe's field), the order's page (it asks again while a card
 * payment is confirmed).
 */
export const SCRIPTS_AT_LOAD = { scriptsAtLoad: true } as const;

/**
 * Whether a page's scripts wait for the visitor's first gesture (decision 048): the site's public
 * pages, read as plain HTML, do; the panel (its own frame), a route asking for them at load and a
 * form's reply (the visitor has just acted, its messages may need them) do not.
 */
export function scriptsAtFirstGesture(matches: readonly { handle: unknown }[], formReply: boolean): boolean {
  if (formReply || ownsFrame(matches)) return false;
  return !matches.some(
    (match) => (match.handle as { scriptsAtLoad?: unknown } | undefined)?.scriptsAtLoad === true,
  );
}
