import type { PageNode } from "@vitrine/shared/schemas/site";
import type { ParameterValues } from "../theme/theme";

/**
 * The site owner's own scripts (SCRIPT_TO_LOAD, the menu's script links) run with the site's
 * address, so with the rights of whoever is signed in there. They never run for the platform's
 * administrator, whose session reaches every site, nor on the pages where a password is typed
 * (sign-in, password reset, the member's account). docs/security.md.
 */
const CREDENTIAL_PATH = /^\/(auth|password|mon-compte)(\/|$)/;

export function ownerScriptsAllowed(role: string | null | undefined, pathname: string): boolean {
  return role !== "SUPER_ADMIN" && !CREDENTIAL_PATH.test(pathname);
}

/** The parameters without the owner's script. */
export const withoutOwnerScript = (values: ParameterValues): ParameterValues => ({
  ...values,
  SCRIPT_TO_LOAD: null,
});

/** The page tree with its script links' code taken out (they show as plain menu entries). */
export function withoutScriptLinks(pages: PageNode[]): PageNode[] {
  return pages.map((page) => ({
    ...page,
    link: page.link.type === "JS" ? { ...page.link, jsCode: null } : page.link,
    children: withoutScriptLinks(page.children),
  }));
}

let ownerScriptRun = false;

/** Notes that this document has run an owner's script. */
export function noteOwnerScriptRun(): void {
  ownerScriptRun = true;
}

/**
 * Whether this document must be loaded afresh: it has run an owner's script and now shows a page
 * where none may run (a navigation to the sign-in page, a platform administrator's session begun):
 * the script does not live on into it.
 */
export const needsFreshDocument = (allowed: boolean): boolean => !allowed && ownerScriptRun;
