import { ALCOHOL_MESSAGE, MINORS_MESSAGE } from "@vitrine/shared/catalog-rules";

/** The health warning French law requires next to alcohol for sale (DISPLAY_ALCOHOL_SELLING_MESSAGE). */
export function AlcoholNotice() {
  return (
    <p className="alcohol-notice">
      {ALCOHOL_MESSAGE} {MINORS_MESSAGE}
    </p>
  );
}
