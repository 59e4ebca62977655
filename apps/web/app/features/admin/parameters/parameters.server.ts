import { adminParameterCalls } from "@vitrine/sdk/admin-parameters";
import type { ApiClient } from "@vitrine/sdk/client";
import type { ParameterKey } from "@vitrine/shared/parameters";
import type { Font } from "@vitrine/shared/schemas/site";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, formSuccess, INVALID_FIELDS } from "../../forms/form-reply.server";
import { FORM_KEY } from "../../forms/form-result";
import { postedForm } from "../../forms/posted-form.server";
import { parameterValues } from "../../theme/theme";
import { adminApi } from "../admin-api.server";
import { DEFAULT_GROUP, groupBySlug, LEGAL_TEXT_FIELD, legalTextOf, type ParameterGroup } from "./catalogue";
import { fontErrors, readFonts } from "./fonts-form";
import { changedValues, errorsByKey, readGroup } from "./form-values";
import { LOGO_FORM_PREFIX, LOGO_REMOVE_PREFIX } from "./logo-forms";
import { loadLibraryImages, logoAction, removeLogoAction } from "./logos.server";

/** The parameters screen's data: the managed site's parameters, fonts and logos, the group shown. */
export async function loadParametersScreen({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const query = new URL(request.url).searchParams;
  const group = groupBySlug(query.get("groupe")) ?? DEFAULT_GROUP;
  const [parameters, info, library] = await Promise.all([
    api.parameters(),
    api.siteInfo(),
    group.kind === "logos" ? loadLibraryImages(api) : Promise.resolve(null),
  ]);
  return {
    group: group.slug,
    legalText: group.kind === "legal" ? legalTextOf(group, query.get(LEGAL_TEXT_FIELD)) : null,
    parameters,
    fonts: info.fonts,
    logos: info.logos,
    siteName: info.name,
    library,
  };
}

/** Saves the form posted: a group's parameters (only the changed values), the fonts, a logo. */
export async function saveParametersScreen({ context, request }: ActionFunctionArgs) {
  const api = await adminApi(context, request);
  const form = await postedForm(request);
  const name = formText(form, FORM_KEY);
  if (name.startsWith(LOGO_FORM_PREFIX)) return logoAction(api, form, name);
  if (name.startsWith(LOGO_REMOVE_PREFIX)) return removeLogoAction(api, name);
  const group = groupBySlug(name);
  if (!group) return formError(null, "Ce formulaire est inconnu : rechargez la page.");
  if (group.kind === "fonts") return saveFonts(api, form, group.slug, (await api.siteInfo()).fonts);
  return saveGroup(api, form, group);
}

/** The keys a group's form holds: a legal text's form holds that text only. */
function keysOf(group: ParameterGroup, form: FormData): readonly ParameterKey[] {
  if (group.kind !== "legal") return group.keys;
  const asked = formText(form, LEGAL_TEXT_FIELD);
  return group.keys.filter((key) => key === asked);
}

async function saveGroup(api: ApiClient, form: FormData, group: ParameterGroup) {
  const keys = keysOf(group, form);
  if (keys.length === 0) return formError(group.slug, "Ce texte est inconnu : rechargez la page.");
  const current = parameterValues(await api.parameters());
  const read = readGroup(form, keys, current);
  if (Object.keys(read.errors).length > 0) {
    return formError(group.slug, INVALID_FIELDS, { errors: read.errors, values: read.typed });
  }
  const changed = changedValues(read.values, current);
  const count = Object.keys(changed).length;
  if (count === 0) return formSuccess(group.slug, "Aucune modification à enregistrer.");
  try {
    await adminParameterCalls(api).saveParameters(changed);
  } catch (error) {
    const reply = apiFailure(error, group.slug, { values: read.typed });
    reply.data.errors = errorsByKey(reply.data.errors);
    return reply;
  }
  return formSuccess(
    group.slug,
    count === 1 ? "Modification enregistrée." : `${count} modifications enregistrées.`,
  );
}

async function saveFonts(api: ApiClient, form: FormData, slug: string, fonts: Font[]) {
  const read = readFonts(form, fonts);
  if (Object.keys(read.errors).length > 0) {
    return formError(slug, INVALID_FIELDS, { errors: read.errors, values: read.typed });
  }
  if (read.changed.length === 0) return formSuccess(slug, "Aucune modification à enregistrer.");
  try {
    await adminParameterCalls(api).saveFonts(read.changed);
  } catch (error) {
    const reply = apiFailure(error, slug, { values: read.typed });
    reply.data.errors = fontErrors(reply.data.errors, read.changed);
    return reply;
  }
  return formSuccess(slug, "Polices enregistrées.");
}
