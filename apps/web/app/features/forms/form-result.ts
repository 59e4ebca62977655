import type { FieldErrors } from "@vitrine/shared/envelope";

/** Hidden field naming the form a post is for: a page may hold several forms. */
export const FORM_KEY = "_form";

/** What the visitor typed, to fill the form again after an error (never files nor passwords). */
export type FormValues = Record<string, string | string[]>;

/**
 * Reply of every form action of the sites, as route data: a confirmation, or the French message
 * with the errors per field (form-reply.server.ts builds it).
 */
export interface FormResult {
  /** The form that answered: its intent (account, cart…) or its slug; null when the post was unreadable. */
  form: string | null;
  status: "success" | "error";
  message: string;
  errors: FieldErrors;
  values: FormValues;
  /** The refused post carried files: a page answering it without scripts has lost them. */
  filesChosen?: boolean;
}

/** The action's reply when it is `form`'s, else undefined. */
export const resultOf = <R extends FormResult>(result: R | undefined, form: string): R | undefined =>
  result?.form === form ? result : undefined;

/** The one line a form without per-field messages shows: a refused field's own message first. */
export const summaryOf = (result: FormResult): string => Object.values(result.errors)[0] ?? result.message;
