import type { ApiClient } from "@vitrine/sdk/client";
import { HONEYPOT_FIELD } from "@vitrine/shared/constants";
import { REVIEW_POSTED } from "@vitrine/shared/schemas/visitor-requests";
import { readFormData } from "../forms/form-action.server";
import { apiFailure, formError, formSuccess } from "../forms/form-reply.server";
import { FORM_KEY } from "../forms/form-result";
import { REVIEW_FORM } from "./ReviewForm";

/** A review is a few lines: a bigger post is not one. */
const MAX_BYTES = 16_384;
const URLENCODED = "application/x-www-form-urlencoded";

/** Whether a page's post is the review form's (a plain, small form naming it), read from a copy. */
export async function isReviewPost(request: Request): Promise<boolean> {
  if (!request.headers.get("content-type")?.startsWith(URLENCODED)) return false;
  const body = await readFormData(request.clone(), MAX_BYTES);
  return typeof body !== "string" && body.get(FORM_KEY) === REVIEW_FORM;
}

const field = (body: FormData, name: string) => {
  const value = body.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The review form's action: posts the visitor's review (POST /review, held for moderation) and
 * answers the API's French confirmation, or its refusals per field with the typed values.
 */
export async function submitReview(api: ApiClient, request: Request) {
  const body = await readFormData(request, MAX_BYTES);
  if (typeof body === "string")
    return formError(REVIEW_FORM, "Le formulaire envoyé est illisible. Merci de réessayer.");
  const values = { author: field(body, "author"), rating: field(body, "rating"), text: field(body, "text") };
  const rating = values.rating === "" ? undefined : Number(values.rating);
  try {
    await api.postReview({
      author: values.author,
      rating: rating as number,
      text: values.text,
      consent: (body.get("consent") === "on") as true,
      [HONEYPOT_FIELD]: field(body, HONEYPOT_FIELD) || undefined,
    });
  } catch (error) {
    return apiFailure(error, REVIEW_FORM, { values });
  }
  return formSuccess(REVIEW_FORM, REVIEW_POSTED);
}
