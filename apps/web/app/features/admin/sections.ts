/** The sections of the administration panel, in the order of its navigation. */
export interface AdminSection {
  path: string;
  label: string;
  /** The heading the section is listed under; none for the panel's home. */
  group?: AdminGroup;
  /** Only this exact address marks the link as current (the panel's home). */
  end?: boolean;
  /** A screen of the platform: shown to the SUPER_ADMIN only. */
  platform?: boolean;
}

export type AdminGroup = "Site" | "Contenus" | "Boutique" | "Plateforme";

export const ADMIN_PATH = "/admin";

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: ADMIN_PATH, label: "Tableau de bord", end: true },
  { path: "/admin/pages", label: "Pages du site", group: "Site" },
  { path: "/admin/medias", label: "Médiathèque", group: "Site" },
  { path: "/admin/parametres", label: "Paramètres et thème", group: "Site" },
  { path: "/admin/journal", label: "Journal des modifications", group: "Site" },
  { path: "/admin/services", label: "Services", group: "Contenus" },
  { path: "/admin/blog", label: "Blog", group: "Contenus" },
  { path: "/admin/actualites", label: "Actualités", group: "Contenus" },
  { path: "/admin/avis", label: "Avis des clients", group: "Contenus" },
  { path: "/admin/albums", label: "Albums", group: "Contenus" },
  { path: "/admin/formulaires", label: "Formulaires", group: "Contenus" },
  { path: "/admin/elements", label: "Listes d'éléments", group: "Contenus" },
  { path: "/admin/popups", label: "Fenêtres popup", group: "Contenus" },
  { path: "/admin/commandes", label: "Commandes", group: "Boutique" },
  { path: "/admin/produits", label: "Produits", group: "Boutique" },
  { path: "/admin/clients", label: "Clients", group: "Boutique" },
  { path: "/admin/livraison", label: "Livraison", group: "Boutique" },
  { path: "/admin/codes-promo", label: "Codes promo", group: "Boutique" },
  { path: "/admin/plateforme/sites", label: "Sites de la plateforme", group: "Plateforme", platform: true },
  { path: "/admin/plateforme/utilisateurs", label: "Comptes et rôles", group: "Plateforme", platform: true },
  {
    path: "/admin/plateforme/journal",
    label: "Journal de la plateforme",
    group: "Plateforme",
    platform: true,
  },
];

/**
 * The sections one may open, under their headings in order (the home's, without heading, first):
 * the platform's for the SUPER_ADMIN, the shop's for a site that sells online (isECommerce).
 */
export function sectionGroups(
  platform: boolean,
  shop = true,
): { group: AdminGroup | null; sections: AdminSection[] }[] {
  const groups: { group: AdminGroup | null; sections: AdminSection[] }[] = [];
  for (const section of ADMIN_SECTIONS) {
    if (section.platform && !platform) continue;
    if (section.group === "Boutique" && !shop) continue;
    const group = section.group ?? null;
    const last = groups.at(-1);
    if (last && last.group === group) last.sections.push(section);
    else groups.push({ group, sections: [section] });
  }
  return groups;
}
