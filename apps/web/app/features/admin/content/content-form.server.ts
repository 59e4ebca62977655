import { isApiError } from "@vitrine/sdk/client";
import { redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError } from "../../forms/form-reply.server";
import type { FormValues } from "../../forms/form-result";
import { requireNumericId } from "../../layout/numeric-id.server";
import { NEW_ITEM } from "./content-paths";

/** The posted text fields named, as typed (to show them again after a refusal). */
export const valuesOf = (form: FormData, names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, formText(form, name)]));

/** An edit page's id: null for « nouveau », else a numeric id (404 otherwise). */
export const editedId = (raw: string | undefined): number | null =>
  raw === NEW_ITEM ? null : requireNumericId(raw);

/**
 * Runs an API call of a form, then goes to `next(result)`; a refusal comes back with the API's
 * French message and field errors next to the fields, the typed values kept.
 */
export async function submit<T>(
  form: string,
  values: FormValues,
  call: () => Promise<T>,
  next: (result: T) => string,
) {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return formError(form, error.message, { values, status: 404 });
    }
    return apiFailure(error, form, { values });
  }
  return redirect(next(result));
}

export const unknownForm = () => formError(null, "Ce formulaire est inconnu : rechargez la page.");

export interface ListRefusal {
  message: string;
  errors: Record<string, string>;
}

/**
 * A list's page from the API; a filter or sort it refuses (400) comes back as the page's message
 * and the field's error, with no rows. Anything else goes to the error page.
 */
export async function loadList<L extends { items: unknown[]; total: number }>(
  call: () => Promise<L>,
): Promise<{ list: L | { items: L["items"]; total: number }; refusal: ListRefusal | null }> {
  try {
    return { list: await call(), refusal: null };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { list: { items: [], total: 0 }, refusal: { message: error.message, errors: error.errors } };
  }
}
