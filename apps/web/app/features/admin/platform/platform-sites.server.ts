import { adminPlatformCalls } from "@vitrine/sdk/admin-platform";
import { isApiError } from "@vitrine/sdk/client";
import type { FieldErrors } from "@vitrine/shared/envelope";
import { parseId } from "@vitrine/shared/ids";
import {
  type PlatformSiteInput,
  SITE_TEMPLATES,
  type SiteTemplateName,
} from "@vitrine/shared/schemas/admin-platform";
import type { ActionFunctionArgs } from "react-router";
import { formText } from "../../account/session.server";
import { formError, formSuccess } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { adminApi } from "../admin-api.server";
import { requirePlatform } from "./require-platform.server";

/** « a.fr, b.fr » or one per line → the host names as typed (the API checks and lowers them). */
export const hostsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((host) => host.trim())
    .filter(Boolean);

/** The API's field errors on one form field each (`prodHosts.1` is the production hosts' field). */
export function fieldErrors(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) fields[key.split(".")[0]!] ??= message;
  return fields;
}

/** A site's name, activities and host names as posted (also to fill the form again after an error). */
export function postedSite(form: FormData) {
  return {
    name: formText(form, "name"),
    devHosts: formText(form, "devHosts"),
    prodHosts: formText(form, "prodHosts"),
    flags: form.getAll("flags").map(String),
  };
}

/** The posted site as the API reads it. */
export const siteInputOf = (values: ReturnType<typeof postedSite>): PlatformSiteInput => ({
  name: values.name,
  isWinemaker: values.flags.includes("isWinemaker"),
  isECommerce: values.flags.includes("isECommerce"),
  isBuilding: values.flags.includes("isBuilding"),
  devHosts: hostsOf(values.devHosts),
  prodHosts: hostsOf(values.prodHosts),
});

/**
 * The sites screen's posts (plain forms, also without JavaScript): `create` a site from a template
 * (the answer shows its administrator's first password once), `suspend` and `reactivate` one.
 */
export async function platformSitesAction({ context, request }: ActionFunctionArgs) {
  await requirePlatform(context, request);
  const calls = adminPlatformCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "suspend" || intent === "reactivate") {
    const id = parseId(formText(form, "id"));
    if (id === null) return formError(intent, "Ce site est introuvable : rechargez la page.");
    try {
      const site =
        intent === "suspend" ? await calls.suspendPlatformSite(id) : await calls.reactivatePlatformSite(id);
      return formSuccess(
        intent,
        intent === "suspend" ? `${site.name} est suspendu.` : `${site.name} est de nouveau en ligne.`,
      );
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      return formError(intent, error.message, { status: error.status === 404 ? 404 : 400 });
    }
  }
  if (intent !== "create") return formError(null, "Ce formulaire est inconnu : rechargez la page.");
  const values = {
    ...postedSite(form),
    template: formText(form, "template"),
    adminEmail: formText(form, "adminEmail"),
  };
  try {
    const created = await calls.createPlatformSite({
      ...siteInputOf(values),
      template: values.template as SiteTemplateName,
      adminEmail: values.adminEmail,
    });
    return formSuccess("create", `Le site ${created.site.name} est créé.`, { created });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return formError("create", error.message, {
      errors: fieldErrors(error.errors),
      values,
      status: error.status === 409 ? 409 : 400,
    });
  }
}

export const isTemplate = (value: string): value is SiteTemplateName =>
  (SITE_TEMPLATES as readonly string[]).includes(value);
