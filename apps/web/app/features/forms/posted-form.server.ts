import { data } from "react-router";

/** The French message of a post whose body is no form the page can read. */
export const UNREADABLE_FORM = "Le formulaire envoyé est illisible. Merci de réessayer.";

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * The form posted to an action. A body of another type (JSON, plain text…) answers 415 and a
 * malformed one (a multipart body without its boundary…) 400, with the French message: the
 * visitor's request, never the page's 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    const status = FORM_TYPES.test(request.headers.get("content-type") ?? "") ? 400 : 415;
    throw data({ message: UNREADABLE_FORM }, { status });
  }
}
