import { z } from "zod";
import { idNumber, line, text } from "./common";

/**
 * Bodies and replies of the admin panel's page tree (`/admin/page`): the fields an administrator
 * edits, a move, the trash. Each page of a reply is a PageNode (schemas/site.ts).
 */

export const PAGE_LINK_TYPES = ["NONE", "INTERNAL", "EXTERNAL", "JS"] as const;
export const PAGE_TYPES = ["GRAPE"] as const;

const TITLE_MISSING = "Indiquez le titre de la page.";
const URL_MISSING = "Indiquez l'adresse de la page.";
const max = (n: number) => `${n} caractères au maximum.`;

/** An optional line: absent, null or blank is null. */
const optionalLine = (n: number) =>
  line()
    .trim()
    .max(n, max(n))
    .nullish()
    .transform((value) => value || null);

const flag = z.boolean({ error: "Indiquez oui (true) ou non (false)." });

/** Where a menu entry leads: the page itself (INTERNAL without url), a path of the site, a site elsewhere, a script. */
export const PageLinkBodySchema = z
  .object({
    type: z.enum(PAGE_LINK_TYPES, {
      error: "Type de lien inconnu : le lien mène à la page, à un autre site, à un script ou nulle part.",
    }),
    url: optionalLine(2000),
    jsCode: text()
      .trim()
      .max(5000, max(5000))
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((link, ctx) => {
    const problem = linkProblem(link);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

/** The rule of each link type, in French; null when the link is whole. */
export function linkProblem(link: {
  type: (typeof PAGE_LINK_TYPES)[number];
  url: string | null;
  jsCode: string | null;
}): { field: "url" | "jsCode"; message: string } | null {
  if (link.type === "EXTERNAL") {
    if (!link.url) return { field: "url", message: "Indiquez l'adresse du lien externe." };
    if (!/^https?:\/\/[^/\s]+/i.test(link.url) || !URL.canParse(link.url))
      return { field: "url", message: "Le lien externe doit être une adresse complète en https://." };
  }
  // One slash: a browser takes `//host` and `/\host` to another site.
  if (link.type === "INTERNAL" && link.url && !/^\/(?![/\\])/.test(link.url))
    return { field: "url", message: "Le lien interne doit être un chemin du site commençant par « / »." };
  if (link.type === "JS" && !link.jsCode)
    return { field: "jsCode", message: "Indiquez le code JavaScript du lien." };
  return null;
}

export const PageCmsBodySchema = z.object({
  isCmsPage: flag,
  /** One of the site's screens (page-rules.ts CMS_ROUTES), or null. */
  route: optionalLine(100),
});

/** Every field an administrator edits, each optional: what is left out keeps its value. */
const editable = {
  title: line(TITLE_MISSING).trim().min(1, TITLE_MISSING).max(200, max(200)),
  /** The slug; folded to lower case without accents (page-rules.ts slugify). */
  url: line(URL_MISSING).trim().min(1, URL_MISSING).max(200, max(200)),
  menuTitle: optionalLine(80),
  /** Font Awesome classes: « fa-solid fa-phone ». */
  menuIcon: optionalLine(80),
  metaTitle: optionalLine(120),
  metaDescription: optionalLine(320),
  type: z.enum(PAGE_TYPES, { error: "Le type de page doit être GRAPE." }),
  isText: flag,
  showInMenu: flag,
  isFixedOnRight: flag,
  useAbsoluteMenu: flag,
  isCustomHeader: flag,
  isCustomFooter: flag,
  isValid: flag,
  link: PageLinkBodySchema,
  cms: PageCmsBodySchema,
};

/** The fields to change (at least one: the API refuses an empty change). */
export const PageUpdateBodySchema = z.object(editable).partial();
export type PageUpdateBody = z.input<typeof PageUpdateBodySchema>;
export type ParsedPageUpdate = z.output<typeof PageUpdateBodySchema>;

/** A new page: its title, the rest optional (the slug is made from the title when absent). */
export const PageCreateBodySchema = z
  .object(editable)
  .partial()
  .extend({
    title: editable.title,
    url: optionalLine(200),
    idParent: idNumber("La page parente doit être désignée par son identifiant.").nullish(),
  });
export type PageCreateBody = z.input<typeof PageCreateBodySchema>;
export type ParsedPageCreate = z.output<typeof PageCreateBodySchema>;

export const PageMoveBodySchema = z.object({
  /** The new parent; null for the root of the tree. */
  idParent: idNumber("La page parente doit être désignée par son identifiant.").nullable(),
  /** The place among the new siblings, from 0; past the last, the page goes last. */
  position: z
    .number({ error: "Indiquez la position de la page (0 pour la première)." })
    .int("La position doit être un nombre entier.")
    .min(0, "La position doit être positive.")
    .max(100_000, "La position est trop grande."),
});
export type PageMoveBody = z.infer<typeof PageMoveBodySchema>;

/** A page deleted by an administrator, in the trash with the sub-pages it took along. */
export const TrashedPageSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  /** The parent it had; null at the root. */
  idParent: z.number().nullable(),
  /** The parent's title while the parent is still on the site: where a restore puts it back. */
  parentTitle: z.string().nullable(),
  deletedAt: z.string(),
  /** The pages deleted with it, itself included. */
  pageCount: z.number(),
});
export type TrashedPage = z.infer<typeof TrashedPageSchema>;

/** Where a former address of a page leads (GET /redirect). */
export const PageRedirectSchema = z.object({ path: z.string(), idPage: z.number() });
export type PageRedirect = z.infer<typeof PageRedirectSchema>;
