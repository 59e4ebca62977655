import type { FieldErrors } from "@vitrine/shared/envelope";

/** Hidden field naming the form a post is for: a page may hold several forms. */
export const FORM_KEY = "_form";

/** What the visitor typed, to fill the form again after an error (never files). */
export type FormValues = Record<string, string | string[]>;

/** Reply of a form action, as route data: a confirmation, or the errors per field. */
export type ContentFormResult =
  | { form: string; status: "success"; message: string }
  | {
      /** null when the post could not be read at all (too large, malformed). */
      form: string | null;
      status: "error";
      message: string;
      errors: FieldErrors;
      values: FormValues;
    };
