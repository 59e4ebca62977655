import type { Db } from "../client";
import { newsletterLists } from "../schema/index";

/** Newsletter lists of the sample sites, by site id (the lists show once ENABLE_NEWSLETTER is on). */
const LISTS: Record<number, Array<{ name: string; description: string }>> = {
  1: [
    {
      name: "Conseils et actualités",
      description:
        "Nos conseils d'entretien et de rénovation, nos dernières réalisations : un e-mail par mois.",
    },
  ],
  2: [
    {
      name: "Nouvelles du domaine",
      description: "Vendanges, nouveaux millésimes et vie du domaine, quatre fois par an.",
    },
    {
      name: "Offres et ventes privées",
      description: "Les offres réservées aux abonnés et les dates de nos portes ouvertes.",
    },
  ],
};

export async function seedNewsletterLists(db: Db, siteId: number): Promise<void> {
  const lists = LISTS[siteId] ?? [];
  if (lists.length === 0) return;
  await db.insert(newsletterLists).values(lists.map((list, order) => ({ siteId, order, ...list })));
}
