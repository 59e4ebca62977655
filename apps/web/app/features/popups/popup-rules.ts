/**
 * Whether a popup of the site opens by itself on this page (spec section 2, modal container; section
 * 4, popups): one flagged « show on every reload » opens once per document, whatever the opened
 * list says (a reload of the same tab shows it again); any other not once opened during the visit
 * (sessionStorage), nor while closed within its hide duration (localStorage, checked after its
 * details are read).
 */
export function opensByItself(
  popup: { id: number; showOnEveryReload: boolean },
  state: { openedThisVisit: boolean; shownThisDocument: boolean },
): boolean {
  if (state.shownThisDocument) return false;
  return popup.showOnEveryReload || !state.openedThisVisit;
}
