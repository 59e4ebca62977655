import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import { FILE_FORM_MAX_BYTES } from "@vitrine/shared/constants";
import { isSlug } from "@vitrine/shared/schemas/common";
import type { Form as FormDefinition } from "@vitrine/shared/schemas/content";
import { data } from "react-router";
import { orNotFound } from "../content/detail.server";
import { apiFailure, formError, formSuccess } from "./form-reply.server";
import { FORM_KEY, type FormValues } from "./form-result";
import { UNREADABLE_FORM } from "./posted-form.server";

const TOO_LARGE = "Les fichiers envoyés sont trop volumineux : 25 Mo au total au maximum.";

/**
 * Reads a posted form (multipart or urlencoded), never more than `maxBytes`: the declared length
 * is checked first, then the bytes actually received.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too-large" | "malformed"> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return "too-large";
  if (!request.body) return "malformed";
  let received = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new RangeError("too large"));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return received > maxBytes ? "too-large" : "malformed";
  }
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The values of the form's fields as typed, to show them again. */
function typedValues(form: FormDefinition, body: FormData): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (field.type === "file") continue;
    const all = body.getAll(field.name).filter((v): v is string => typeof v === "string");
    values[field.name] = field.type === "checkboxes" ? all : (all[0] ?? "");
  }
  return values;
}

/**
 * Action of a page holding a form of the content API (contact, quote request…): forwards the post,
 * files included, to POST /forms/{slug}/submit in process. Errors come back as data, per field,
 * with status 400 (413 too large, 429 rate limited); a success gives the form's French message.
 */
export async function submitContentForm(
  api: ApiClient,
  request: Request,
  allowed?: readonly string[],
): Promise<ReturnType<typeof formError>> {
  const body = await readFormData(request, FILE_FORM_MAX_BYTES);
  // Only files make a post that large.
  if (body === "too-large") return formError(null, TOO_LARGE, { status: 413, filesChosen: true });
  if (body === "malformed") return formError(null, UNREADABLE_FORM);

  const slug = body.get(FORM_KEY);
  if (typeof slug !== "string" || !isSlug(slug) || (allowed && !allowed.includes(slug))) {
    throw data(null, { status: 400 });
  }
  const form = await orNotFound(api.form(slug));
  const values = typedValues(form, body);

  const payload = new FormData();
  let filesChosen = false;
  for (const [name, value] of body) {
    if (name === FORM_KEY) continue;
    // A file input left empty is posted as a nameless, empty file.
    if (typeof value !== "string" && value.size === 0 && !value.name) continue;
    if (typeof value !== "string") filesChosen = true;
    payload.append(name, value);
  }
  try {
    await api.submitForm(form.slug, payload);
  } catch (error) {
    // The form is gone (deleted meanwhile): the page's 404.
    if (isNotFound(error)) throw data(null, { status: 404 });
    return apiFailure(error, form.slug, { values, filesChosen });
  }
  return formSuccess(form.slug, form.successMessage);
}
