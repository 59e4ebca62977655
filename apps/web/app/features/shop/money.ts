import type { Declination, Variation } from "@vitrine/shared/schemas/shop";
import { formatEuros } from "@vitrine/shared/shop-rules";

/** 1450 (cents) as "14,50 €". */
export const formatPrice = formatEuros;

type Labels = Pick<Declination, "variation1" | "variation2" | "variation3">;

/** The labels of a declination, in the order of the site's variations: "2022 · 75 cl". */
export function declinationLabel(declination: Labels): string {
  return [declination.variation1, declination.variation2, declination.variation3]
    .filter((label): label is string => Boolean(label))
    .join(" · ");
}

/** "Millésime 2022 · Contenance 75 cl", for screen readers and the product page. */
export function declinationDescription(declination: Labels, variations: Variation[]): string {
  const labels = [declination.variation1, declination.variation2, declination.variation3];
  return labels
    .map((label, index) => {
      if (!label) return null;
      const variation = variations.find((v) => v.position === index + 1);
      return variation ? `${variation.displayLabel} ${label}` : label;
    })
    .filter(Boolean)
    .join(" · ");
}
