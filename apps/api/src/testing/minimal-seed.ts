import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import type { Credential } from "../db/seed/index";
import { seedReference } from "../db/seed/reference";
import { createMember } from "./factories/account";
import { createSite } from "./factories/site";

/**
 * What every test database holds without the demo content: the reference data (countries,
 * languages), two sites with all their parameters (site 1 a builder's showcase, site 2 a wine
 * estate that sells online and handles its stock), an administrator for each and the platform
 * operator (on site 1). Tests create the content they assert on with testing/factories/.
 */
export const MINIMAL_SITES = {
  building: {
    id: 1,
    adminEmail: "admin@batiment-essai.test",
    devUrl: "http://batiment-essai.localhost:3000",
  },
  shop: { id: 2, adminEmail: "admin@domaine-essai.test", devUrl: "http://domaine-essai.localhost:3000" },
  superAdminEmail: "superadmin@vitrine.test",
} as const;

export async function seedMinimal(db: Db): Promise<Credential[]> {
  const credentials: Credential[] = [];
  await db.transaction(async (tx) => {
    await seedReference(tx);
    const building = await createSite(tx, {
      name: "Bâtiment d'essai",
      isBuilding: true,
      devUrls: [MINIMAL_SITES.building.devUrl],
      prodUrls: ["https://www.batiment-essai.fr"],
    });
    const shop = await createSite(tx, {
      name: "Domaine d'essai",
      isWinemaker: true,
      isECommerce: true,
      technicalFileModel: "WINE_SHEET",
      parameters: { HANDLE_STOCK: "true" },
      devUrls: [MINIMAL_SITES.shop.devUrl],
      prodUrls: ["https://www.domaine-essai.fr"],
    });
    if (building.id !== MINIMAL_SITES.building.id || shop.id !== MINIMAL_SITES.shop.id)
      throw new Error("The minimal seed expects an empty database (sites 1 and 2).");
    const accounts = [
      { site: building, role: "SUPER_ADMIN" as const, email: MINIMAL_SITES.superAdminEmail },
      { site: building, role: "ADMIN" as const, email: MINIMAL_SITES.building.adminEmail },
      { site: shop, role: "ADMIN" as const, email: MINIMAL_SITES.shop.adminEmail },
    ];
    for (const { site, role, email } of accounts) {
      const password = randomBytes(12).toString("base64url");
      await createMember(tx, site.id, { role, email, password, firstname: "Administrateur" });
      credentials.push({ site: site.name, role, email, password });
    }
  });
  return credentials;
}
