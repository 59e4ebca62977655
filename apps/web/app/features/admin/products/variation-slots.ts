import type { AdminVariation } from "@vitrine/shared/schemas/admin-products";
import type { DeclinationRow } from "./product-form";

/** One label field of the declinations: which one, its name on the site, the labels used there. */
export interface LabelSlot {
  field: "variation1" | "variation2" | "variation3";
  /** The site's variation (« Millésime ») or, without one, a plain name. */
  label: string;
  /** Whether the label is the site's variation. */
  named: boolean;
  /** The variation's name in the shop when it differs (« Format »). */
  shopLabel: string | null;
  hint: string | undefined;
  values: string[];
}

const FIELDS = ["variation1", "variation2", "variation3"] as const;
const PLAIN_LABELS = ["Libellé (millésime…)", "Second libellé (contenance…)", "Troisième libellé"];

/**
 * The label fields the form shows: one per variation of the site, in its order, plus any place a
 * declination already fills; without any variation, the first two places under plain names.
 */
export function labelSlots(variations: AdminVariation[], rows: DeclinationRow[]): LabelSlot[] {
  return FIELDS.flatMap((field, index): LabelSlot[] => {
    const variation = variations.find((v) => v.position === index + 1);
    const used = rows.some((row) => row[field].trim());
    if (!variation && !used && (variations.length > 0 || index > 1)) return [];
    if (!variation) {
      return [
        { field, label: PLAIN_LABELS[index]!, named: false, shopLabel: null, hint: undefined, values: [] },
      ];
    }
    const shopLabel = variation.displayLabel !== variation.label ? variation.displayLabel : null;
    return [
      {
        field,
        label: variation.label,
        named: true,
        shopLabel,
        hint: shopLabel ? `« ${shopLabel} » dans la boutique` : undefined,
        values: variation.values,
      },
    ];
  });
}

/** A row's title: its number, then its labels named by the variations (« Millésime 2022 · Contenance 75 cl »). */
export function rowTitle(index: number, row: DeclinationRow, slots: LabelSlot[]): string {
  const labels = slots.flatMap((slot) => {
    const value = row[slot.field].trim();
    if (!value) return [];
    return [slot.named ? `${slot.label} ${value}` : value];
  });
  return `Déclinaison ${index + 1}${labels.length ? ` · ${labels.join(" · ")}` : ""}`;
}
