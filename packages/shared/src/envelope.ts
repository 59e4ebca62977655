/** The reply envelope every API call answers with (ARCHITECTURE.md, API conventions). */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string;
}

/** Per-field input errors, carried in `data.errors` of a 400 reply. */
export type FieldErrors = Record<string, string>;
