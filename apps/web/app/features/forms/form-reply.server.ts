import { parseWithZod } from "@conform-to/zod/v4";
import { isApiError } from "@vitrine/sdk/client";
import type { FieldErrors } from "@vitrine/shared/envelope";
import { data } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { FormResult, FormValues } from "./form-result";

/** The general message of a form whose fields the page itself refused (the API's own words). */
export const INVALID_FIELDS = "Certains champs sont invalides.";

interface ReplyInit {
  errors?: FieldErrors;
  values?: FormValues;
  status?: number;
  headers?: HeadersInit;
  filesChosen?: boolean;
}

/** A confirmation, as the route's data (status 200 unless told). */
export function formSuccess<Extra extends object = object>(
  form: string,
  message: string,
  { headers, status = 200, ...extra }: { headers?: HeadersInit; status?: number } & Extra = {} as Extra,
) {
  return data<FormResult & Partial<Extra>>(
    { form, status: "success", message, errors: {}, values: {}, ...(extra as Partial<Extra>) },
    { status, headers },
  );
}

/** A refusal, as the route's data: status 400 unless told, the typed values to show again. */
export function formError(form: string | null, message: string, init: ReplyInit = {}) {
  const { errors = {}, values = {}, status = 400, headers, filesChosen } = init;
  const result: FormResult = { form, status: "error", message, errors, values };
  if (filesChosen) result.filesChosen = true;
  return data<FormResult>(result, { status, headers });
}

/**
 * Parses a posted form with a shared Zod schema, read as a form (Conform: empty fields absent,
 * numbers and check boxes converted), so that the page refuses a field in the API's own words.
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  schema: Schema,
  form: string,
  values: FormValues = {},
): { value: output<Schema>; reply?: undefined } | { value?: undefined; reply: ReturnType<typeof formError> } {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { value: submission.value as output<Schema> };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.[0]) errors[name || "form"] = messages[0];
  }
  return { reply: formError(form, INVALID_FIELDS, { errors, values }) };
}

/** Statuses a form's reply keeps from the API: too large, too many tries. */
const KEPT = new Set([413, 429]);

/**
 * The reply of a form whose API call failed: the API's French message and field errors, status
 * 400 (the visitor's input), 413 and 429 kept, or every status of the API with `keepStatus` (the
 * cart: 404 for a line that is gone). Anything unexpected (5xx, not an API error) goes to the
 * error page.
 */
export function apiFailure(
  error: unknown,
  form: string,
  {
    values = {},
    keepStatus = false,
    filesChosen,
  }: { values?: FormValues; keepStatus?: boolean; filesChosen?: boolean } = {},
) {
  if (!isApiError(error) || error.status >= 500) throw error;
  const status = keepStatus || KEPT.has(error.status) ? error.status : 400;
  return formError(form, error.message, { errors: error.errors, values, status, filesChosen });
}
