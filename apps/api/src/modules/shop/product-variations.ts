import type { AdminVariation } from "@vitrine/shared/schemas/admin-products";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { declinations, variations } from "../../db/schema/index";

/** The labels offered per variation: the most a form's suggestion list should carry. */
export const MAX_VARIATION_VALUES = 100;

const COLUMNS = [declinations.variation1, declinations.variation2, declinations.variation3] as const;

/**
 * GET /admin/variation: the site's variations (what variation1, 2 and 3 of its declinations mean,
 * « Millésime », « Contenance »…) in their order, each with the labels its declinations already
 * use at that place (« 2022 », « 75 cl », « Magnum 150 cl »…), sorted, for the product form.
 */
export async function adminVariations(db: Db, siteId: number): Promise<AdminVariation[]> {
  const definitions = await db
    .select({
      id: variations.id,
      position: variations.position,
      label: variations.label,
      displayLabel: variations.displayLabel,
    })
    .from(variations)
    .where(eq(variations.siteId, siteId))
    .orderBy(asc(variations.position));
  return Promise.all(
    definitions.map(async (definition) => {
      const column = COLUMNS[definition.position - 1]!;
      const rows = await db
        .selectDistinct({ value: column })
        .from(declinations)
        .where(and(eq(declinations.siteId, siteId), isNotNull(column)))
        .orderBy(asc(column))
        .limit(MAX_VARIATION_VALUES);
      return { ...definition, values: rows.flatMap((row) => (row.value ? [row.value] : [])) };
    }),
  );
}
