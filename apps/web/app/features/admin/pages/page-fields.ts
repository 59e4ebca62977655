import { CMS_ROUTES } from "@vitrine/shared/page-rules";
import type { PAGE_LINK_TYPES, PageUpdateBody } from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";

/**
 * The page form of the admin screen: what a menu entry is (its kind), the field names (those of the
 * API's body, so that its field errors land beside their field) and the form read into a body.
 */

/** What a page is in the menu: a page laid out in the editor, a link, a screen of the site, a heading. */
export const PAGE_KINDS = ["layout", "link", "cms", "text"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const KIND_LABELS: Record<PageKind, { label: string; hint: string }> = {
  layout: { label: "Page mise en page", hint: "Son contenu se compose dans l'éditeur de mise en page." },
  link: {
    label: "Lien",
    hint: "L'entrée du menu mène à une adresse du site, à un autre site ou à un script.",
  },
  cms: { label: "Écran du site", hint: "L'entrée du menu mène à un écran du site (réalisations, contact…)." },
  text: { label: "Titre de menu", hint: "Une entrée sans lien qui ouvre ses sous-pages." },
};

export const LINK_TYPE_LABELS: Record<(typeof PAGE_LINK_TYPES)[number], string> = {
  INTERNAL: "Une adresse de ce site (/chemin)",
  EXTERNAL: "Un autre site (https://…)",
  JS: "Un script JavaScript",
  NONE: "Nulle part",
};

/** The French name of a screen a page may stand for. */
export const screenLabel = (route: string): string =>
  CMS_ROUTES.find((entry) => entry.route === route)?.label ?? route;

/**
 * The kind of an existing page. `cms.isCmsPage` means the site renders the page's own layout at its
 * path; `cms.route` that the page stands for a screen of the site.
 */
export function kindOf(page: PageNode): PageKind {
  if (page.cms.route) return "cms";
  if (page.isText) return "text";
  if (page.cms.isCmsPage || (page.link.type === "INTERNAL" && !page.link.url)) return "layout";
  return "link";
}

/** Whether a page has a layout of its own, edited in the layout editor. */
export const hasLayout = (page: PageNode): boolean => kindOf(page) === "layout" && page.type === "GRAPE";

/** The check boxes of the page form, with their labels. */
export const PAGE_FLAGS = [
  ["showInMenu", "Afficher dans le menu"],
  ["isValid", "Page en ligne (visible des visiteurs)"],
  ["isFixedOnRight", "Bouton fixé à droite du menu"],
  ["useAbsoluteMenu", "Menu posé sur le haut de la page (au-dessus de la bannière)"],
  ["isCustomHeader", "En-tête personnalisé"],
  ["isCustomFooter", "Pied de page personnalisé"],
] as const;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The kind chosen in a form (a layout page when none is). */
export function kindIn(form: FormData): PageKind {
  const kind = text(form, "kind");
  return (PAGE_KINDS as readonly string[]).includes(kind) ? (kind as PageKind) : "layout";
}

/** The link and screen fields of a kind, as the API stores them. */
function kindFields(form: FormData): Pick<PageUpdateBody, "isText" | "link" | "cms"> {
  const none = { type: "NONE" as const, url: null, jsCode: null };
  const itself = { type: "INTERNAL" as const, url: null, jsCode: null };
  const noLayout = { isCmsPage: false, route: null };
  switch (kindIn(form)) {
    case "layout":
      return { isText: false, link: itself, cms: { isCmsPage: true, route: null } };
    case "text":
      return { isText: true, link: none, cms: noLayout };
    case "cms":
      return {
        isText: false,
        link: itself,
        cms: { isCmsPage: false, route: text(form, "cms.route") || null },
      };
    case "link":
      return {
        isText: false,
        link: {
          type: text(form, "link.type") as "INTERNAL",
          url: text(form, "link.url") || null,
          jsCode: text(form, "link.jsCode") || null,
        },
        cms: noLayout,
      };
  }
}

/** The body of PUT /admin/page/{id} from the page form: every field it shows. */
export function updateBody(form: FormData): PageUpdateBody {
  const body: PageUpdateBody = {
    title: text(form, "title"),
    url: text(form, "url"),
    menuTitle: text(form, "menuTitle") || null,
    menuIcon: text(form, "menuIcon") || null,
    metaTitle: text(form, "metaTitle") || null,
    metaDescription: text(form, "metaDescription") || null,
    ...kindFields(form),
  };
  for (const [flag] of PAGE_FLAGS) body[flag] = form.get(flag) === "on";
  return body;
}

/** The body of POST /admin/page from the new page form: title, parent, kind, address if typed. */
export function createBody(form: FormData) {
  const parent = Number(text(form, "idParent"));
  return {
    title: text(form, "title"),
    url: text(form, "url") || null,
    idParent: Number.isInteger(parent) && parent > 0 ? parent : null,
    ...kindFields(form),
  };
}

/** What the visitor typed, to fill the form again after a refusal. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}
