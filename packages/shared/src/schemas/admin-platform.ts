import { z } from "zod";
import { AuditEntrySchema } from "./audit";
import { emailAddress, line, nameLine } from "./common";

/** The platform's screens (SUPER_ADMIN only): the sites, their accounts and roles. */

export const SITE_TEMPLATES = ["BUILDING", "WINE_ESTATE", "BLANK"] as const;
export type SiteTemplateName = (typeof SITE_TEMPLATES)[number];
export const SITE_TEMPLATE_LABELS: Record<SiteTemplateName, string> = {
  BUILDING: "Entreprise du bâtiment (contenu du site 1)",
  WINE_ESTATE: "Domaine viticole (contenu du site 2, avec sa boutique)",
  BLANK: "Site vierge (une page d'accueil et les mentions légales)",
};

export const HOST_MESSAGE =
  "Nom d'hôte invalide : lettres, chiffres et tirets, en mots séparés par des points (www.exemple.fr).";
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name the site answers on: at least two labels, no scheme, port, path or IP address. */
export function isHostName(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

export const hostName = line(HOST_MESSAGE).trim().toLowerCase().refine(isHostName, HOST_MESSAGE);

const hostList = z
  .array(hostName, "Indiquez une liste de noms d'hôte.")
  .max(10, "10 noms d'hôte au maximum.");

export const SiteFlagsSchema = z.object({
  isWinemaker: z.boolean("Indiquez oui ou non."),
  isECommerce: z.boolean("Indiquez oui ou non."),
  isBuilding: z.boolean("Indiquez oui ou non."),
});

const siteName = nameLine("Indiquez le nom du site.")
  .trim()
  .min(2, "Indiquez le nom du site (2 caractères au moins).")
  .max(120, "120 caractères au maximum.");

const siteFields = SiteFlagsSchema.extend({ name: siteName, devHosts: hostList, prodHosts: hostList });
const withHost = <T extends { devHosts: string[]; prodHosts: string[] }>(site: T) =>
  site.devHosts.length + site.prodHosts.length > 0;
const NO_HOST = { message: "Indiquez au moins un nom d'hôte.", path: ["prodHosts"] };

/** Name, flags and host names: what the SUPER_ADMIN may change on a site. */
export const PlatformSiteInputSchema = siteFields.refine(withHost, NO_HOST);
export type PlatformSiteInput = z.infer<typeof PlatformSiteInputSchema>;

/** A new site: the same, its template and its administrator's e-mail. */
export const PlatformSiteCreateSchema = siteFields
  .extend({
    template: z.enum(SITE_TEMPLATES, "Choisissez un modèle de site."),
    adminEmail: emailAddress({ lowerCase: true }),
  })
  .refine(withHost, NO_HOST);
export type PlatformSiteCreate = z.infer<typeof PlatformSiteCreateSchema>;

export const PlatformSiteSchema = SiteFlagsSchema.extend({
  id: z.number(),
  name: z.string(),
  devHosts: z.array(z.string()),
  prodHosts: z.array(z.string()),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  admins: z.number(),
});
export type PlatformSite = z.infer<typeof PlatformSiteSchema>;

/** The answer to a creation: the site and its administrator's first password, shown this once. */
export const PlatformSiteCreatedSchema = z.object({
  site: PlatformSiteSchema,
  admin: z.object({ email: z.string(), password: z.string() }),
});
export type PlatformSiteCreated = z.infer<typeof PlatformSiteCreatedSchema>;

export const PLATFORM_ROLES = ["CUSTOMER", "ADMIN"] as const;
export const ROLE_LABELS: Record<"CUSTOMER" | "ADMIN" | "SUPER_ADMIN", string> = {
  CUSTOMER: "Membre",
  ADMIN: "Administrateur",
  SUPER_ADMIN: "Administrateur de la plateforme",
};

export const PlatformUserSchema = z.object({
  id: z.number(),
  idSite: z.number(),
  siteName: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(["CUSTOMER", "ADMIN", "SUPER_ADMIN"]),
  createdAt: z.string(),
});
export type PlatformUser = z.infer<typeof PlatformUserSchema>;

export const PlatformUserListSchema = z.object({ items: z.array(PlatformUserSchema), total: z.number() });
export type PlatformUserList = z.infer<typeof PlatformUserListSchema>;

export const PlatformRoleSchema = z.object({
  role: z.enum(PLATFORM_ROLES, "Choisissez le rôle Membre ou Administrateur."),
});

/** The audit log of every site (GET /admin/platform/audit): each entry names its site. */
export const PlatformAuditListSchema = z.object({
  items: z.array(AuditEntrySchema.extend({ idSite: z.number() })),
  total: z.number(),
});
export type PlatformAuditList = z.infer<typeof PlatformAuditListSchema>;
