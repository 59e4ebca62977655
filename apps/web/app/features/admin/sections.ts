/** The sections of the administration panel, in the order of its navigation. */
export interface AdminSection {
  path: string;
  label: string;
  /** Only this exact address marks the link as current (the panel's home). */
  end?: boolean;
  /** A screen of the platform: shown to the SUPER_ADMIN only. */
  platform?: boolean;
}

export const ADMIN_PATH = "/admin";

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: ADMIN_PATH, label: "Tableau de bord", end: true },
  { path: "/admin/pages", label: "Pages du site" },
  { path: "/admin/services", label: "Services" },
  { path: "/admin/blog", label: "Blog" },
  { path: "/admin/actualites", label: "Actualités" },
  { path: "/admin/avis", label: "Avis des clients" },
  { path: "/admin/journal", label: "Journal des modifications" },
  { path: "/admin/medias", label: "Médiathèque" },
  { path: "/admin/parametres", label: "Paramètres et thème" },
  { path: "/admin/commandes", label: "Commandes" },
  { path: "/admin/livraison", label: "Livraison" },
  { path: "/admin/codes-promo", label: "Codes promo" },
  { path: "/admin/formulaires", label: "Formulaires" },
  { path: "/admin/popups", label: "Fenêtres popup" },
  { path: "/admin/albums", label: "Albums" },
  { path: "/admin/elements", label: "Listes d'éléments" },
  { path: "/admin/clients", label: "Clients" },
  { path: "/admin/produits", label: "Produits" },
  { path: "/admin/plateforme/sites", label: "Sites de la plateforme", platform: true },
  { path: "/admin/plateforme/utilisateurs", label: "Comptes et rôles", platform: true },
  { path: "/admin/plateforme/journal", label: "Journal de la plateforme", platform: true },
];
