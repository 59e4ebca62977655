import type { Declination, Variation } from "@vitrine/shared/schemas/shop";

type Labels = Pick<Declination, "variation1" | "variation2" | "variation3">;

const labelsOf = (declination: Labels) => [
  declination.variation1,
  declination.variation2,
  declination.variation3,
];

/**
 * The legend of a product's choice of declinations, named by the site's variations its
 * declinations use: "Choisissez : millésime et format".
 */
export function choiceLegend(declinations: Labels[], variations: Variation[]): string {
  const names = variations
    .filter((variation) => declinations.some((d) => labelsOf(d)[variation.position - 1]))
    .sort((a, b) => a.position - b.position)
    .map((variation) => variation.displayLabel.toLowerCase());
  if (names.length === 0) return "Choisissez une version";
  const last = names.pop();
  return `Choisissez : ${names.length ? `${names.join(", ")} et ${last}` : last}`;
}
