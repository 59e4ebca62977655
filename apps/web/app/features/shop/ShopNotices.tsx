import { ETHYLOTEST_MESSAGE } from "@vitrine/shared/catalog-rules";
import { isOn } from "../theme/theme";
import { AlcoholNotice } from "./AlcoholNotice";

/**
 * The texts French law puts beside alcohol for sale: the health warning and the ban on sales to
 * minors (DISPLAY_ALCOHOL_SELLING_MESSAGE), the reminder to test one's alcohol level before
 * driving (DISPLAY_ETHYLOTEST_MESSAGE). Shown on every page that sells wine.
 */
export function ShopNotices({ values }: { values: Record<string, string | null> }) {
  const alcohol = isOn(values.DISPLAY_ALCOHOL_SELLING_MESSAGE ?? null);
  const ethylotest = isOn(values.DISPLAY_ETHYLOTEST_MESSAGE ?? null);
  if (!alcohol && !ethylotest) return null;
  return (
    <div className="shop-notices">
      {alcohol ? <AlcoholNotice /> : null}
      {ethylotest ? <p className="alcohol-notice alcohol-notice--ethylotest">{ETHYLOTEST_MESSAGE}</p> : null}
    </div>
  );
}
