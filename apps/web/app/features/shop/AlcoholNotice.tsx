/** The health warning French law requires next to alcohol for sale (DISPLAY_ALCOHOL_SELLING_MESSAGE). */
export function AlcoholNotice() {
  return (
    <p className="alcohol-notice">
      L'abus d'alcool est dangereux pour la santé, à consommer avec modération. La vente d'alcool aux mineurs
      est interdite.
    </p>
  );
}
