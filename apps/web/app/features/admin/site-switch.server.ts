import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import { parseId } from "@vitrine/shared/ids";
import { serialize } from "cookie";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { formText } from "../account/session.server";
import { postedForm } from "../forms/posted-form.server";
import { safeRedirect } from "../http/safe-redirect";
import { ADMIN_SITE_COOKIE, adminSession } from "./admin-api.server";
import { SITE_SWITCH_INTENT } from "./managed-site";
import { ADMIN_PATH } from "./sections";

export const SWITCH_REFUSED = "Seul l'administrateur de la plateforme peut gérer un autre site.";
export const UNKNOWN_SITE = "Ce site n'existe pas : choisissez un site de la liste.";

/**
 * Where the panel goes after a switch: the section the SUPER_ADMIN was in (`/admin/pages`), without
 * what named an item of the former site (`/admin/pages/12/editeur`, `?page=12`); else its home.
 */
export function sectionOf(value: string): string {
  const path = safeRedirect(value, ADMIN_PATH).split(/[?#]/)[0]!;
  const section = /^\/admin\/[a-z0-9-]+/.exec(path)?.[0];
  return section ?? ADMIN_PATH;
}

/**
 * The SUPER_ADMIN chooses the site the panel manages: the `adminSite` cookie (removed when the
 * choice is the address's own site), then back to the section they were in (sectionOf). A site's
 * ADMIN is refused (403): they manage their own site only, whatever a cookie says.
 */
export async function switchSite({ context, request }: ActionFunctionArgs) {
  const session = await adminSession(context, request);
  const form = await postedForm(request);
  if (formText(form, "intent") !== SITE_SWITCH_INTENT) {
    return data({ message: "Ce formulaire est inconnu : rechargez la page." }, { status: 400 });
  }
  if (!session.sites) return data({ message: SWITCH_REFUSED }, { status: 403 });
  const id = parseId(formText(form, "siteId"));
  const site = session.sites.find((entry) => entry.id === id);
  if (!site) return data({ message: UNKNOWN_SITE }, { status: 400 });
  const own = site.id === context.siteId;
  const cookie = serialize(
    ADMIN_SITE_COOKIE,
    own ? "" : String(site.id),
    context.cookieOptions(own ? 0 : LOGIN_COOKIE_MAX_AGE_S),
  );
  return redirect(sectionOf(formText(form, "returnTo")), { headers: { "Set-Cookie": cookie } });
}
