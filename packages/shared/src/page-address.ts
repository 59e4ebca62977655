import { childPath, PAGE_URL_MAX, reservedPathProblem, slugify } from "./page-rules";

/**
 * The address of a page as an administrator types it: the slug the API will keep, the path it
 * gives, and the French refusal the API would answer (the same words: the API uses these messages),
 * so that the panel can say it while the address is typed.
 */

export const NO_SLUG = "L'adresse de la page doit contenir au moins une lettre ou un chiffre.";
export const TITLE_WITHOUT_SLUG =
  "Le titre ne contient ni lettre ni chiffre : indiquez l'adresse de la page.";

/** The refusal of a slug another page of the site has (in the trash or not). */
export function slugTaken(url: string, owner: { title: string; trashed: boolean }): string {
  return owner.trashed
    ? `L'adresse « ${url} » est celle de la page « ${owner.title} », dans la corbeille : restaurez-la, supprimez-la définitivement ou choisissez une autre adresse.`
    : `L'adresse « ${url} » est déjà celle de la page « ${owner.title} ».`;
}

/** A slug a page of the site has. */
export interface TakenSlug {
  id: number;
  url: string;
  title: string;
  trashed: boolean;
}

export interface AddressInput {
  /** What the address field holds ("" on a new page: the slug is made from the title). */
  typed: string;
  title: string;
  /** The page changed; null for a new page. */
  pageId: number | null;
  /** The parent's path; null at the root of the tree. */
  parentPath: string | null;
  /** The screen the page stands for, if any: its path is then the screen's. */
  cmsRoute: string | null;
  /** The screens the site has (cmsRoutesOf). */
  screens: readonly string[];
  taken: readonly TakenSlug[];
}

export interface AddressCheck {
  /** The slug the API keeps; "" when none can be made. */
  slug: string;
  /** The page's path on the site; "" without a slug. */
  path: string;
  problem: string | null;
}

/** `base`, or `base` numbered -2, -3… past the slugs `used`: the slug of a new page made from its title. */
export function numberedSlug(base: string, used: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, PAGE_URL_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The slug, the path and the refusal of an address being typed. */
export function checkAddress(input: AddressInput): AddressCheck {
  const typed = input.typed.trim();
  const fromTitle = typed === "" && input.pageId === null;
  const base = slugify(fromTitle ? input.title : typed);
  if (!base) {
    const problem = fromTitle ? (input.title.trim() ? TITLE_WITHOUT_SLUG : null) : NO_SLUG;
    return { slug: "", path: "", problem };
  }
  const slug = fromTitle ? numberedSlug(base, new Set(input.taken.map((entry) => entry.url))) : base;
  const path = input.cmsRoute ?? childPath(input.parentPath, slug);
  const owner = input.taken.find((entry) => entry.url === slug && entry.id !== input.pageId);
  const problem = owner ? slugTaken(slug, owner) : reservedPathProblem(path, input.cmsRoute, input.screens);
  return { slug, path, problem };
}
