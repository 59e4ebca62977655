import { MEAL_ICON_KEYS } from "@vitrine/shared/catalog-rules";
import type { MealIcon } from "@vitrine/shared/schemas/shop";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mealIcons, productMealIcons } from "../../db/schema/index";

/* The food pairings of a site (GET /parameter/product/meal-icon) and of its products (`mealIcon`). */

const columns = { id: mealIcons.id, name: mealIcons.name, icon: mealIcons.icon };

/** A drawing the web does not know is shown as the generic one: the row stays readable. */
const toMealIcon = (row: { id: number; name: string; icon: string }): MealIcon => ({
  ...row,
  icon: MEAL_ICON_KEYS.find((key) => key === row.icon) ?? "meal",
});

export async function siteMealIcons(db: Db, siteId: number): Promise<MealIcon[]> {
  const rows = await db
    .select(columns)
    .from(mealIcons)
    .where(eq(mealIcons.siteId, siteId))
    .orderBy(asc(mealIcons.order), asc(mealIcons.id));
  return rows.map(toMealIcon);
}

/** Each product's pairings, in the product's order. */
export async function mealIconsOf(db: Db, productIds: number[]): Promise<Map<number, MealIcon[]>> {
  const byProduct = new Map<number, MealIcon[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select({ productId: productMealIcons.productId, ...columns })
    .from(productMealIcons)
    .innerJoin(mealIcons, eq(mealIcons.id, productMealIcons.mealIconId))
    .where(inArray(productMealIcons.productId, productIds))
    .orderBy(asc(productMealIcons.order), asc(mealIcons.order), asc(mealIcons.id));
  for (const { productId, ...icon } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), toMealIcon(icon)]);
  return byProduct;
}
