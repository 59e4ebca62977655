import { adminPlatformCalls } from "@vitrine/sdk/admin-platform";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formText } from "../../account/session.server";
import { formError, formSuccess } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { adminApi } from "../admin-api.server";
import { fieldErrors, postedSite, siteInputOf } from "./platform-sites.server";
import { requirePlatform } from "./require-platform.server";

const MISSING = "Ce site n'existe pas.";

/** The site to change, with the platform's own site id (its own site cannot be suspended from here). */
export async function platformSiteLoader({ context, request, params }: LoaderFunctionArgs) {
  await requirePlatform(context, request);
  const id = parseId(params.id ?? "");
  const sites = id === null ? [] : await adminPlatformCalls(await adminApi(context, request)).platformSites();
  const site = sites.find((candidate) => candidate.id === id);
  if (!site) throw data({ message: MISSING }, { status: 404 });
  return { site };
}

/**
 * The change of a site's name, activities and host names (a plain form, also without JavaScript):
 * the API checks the host names (format, given twice, used by another site) and its refusals are
 * shown beside their fields.
 */
export async function platformSiteAction({ context, request, params }: ActionFunctionArgs) {
  await requirePlatform(context, request);
  const form = await postedForm(request);
  if (formText(form, "intent") !== "update") {
    return formError(null, "Ce formulaire est inconnu : rechargez la page.");
  }
  const id = parseId(params.id ?? "");
  if (id === null) return formError("update", MISSING, { status: 404 });
  const values = postedSite(form);
  try {
    const site = await adminPlatformCalls(await adminApi(context, request)).updatePlatformSite(
      id,
      siteInputOf(values),
    );
    return formSuccess("update", `Le site ${site.name} est enregistré.`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return formError("update", error.message, {
      errors: fieldErrors(error.errors),
      values,
      status: error.status === 409 || error.status === 404 ? error.status : 400,
    });
  }
}
