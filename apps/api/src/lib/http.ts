import type { FieldErrors } from "@vitrine/shared/envelope";
import { ID_PATTERN, isId } from "@vitrine/shared/ids";
import { SLUG_PATTERN } from "@vitrine/shared/schemas/common";
import { z } from "zod";

/** An error whose status and French message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers of the answer (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Ressource introuvable.") => new HttpError(404, message);
export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = "Vous devez être connecté.") => new HttpError(401, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") =>
  new HttpError(403, message);

/** Successful envelope. */
export function ok<T>(data: T, message = "") {
  return { success: true as const, data, message };
}

/** Response schema of a successful envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  data: z.object({ errors: z.record(z.string(), z.string()) }).nullable(),
  message: z.string(),
});

/** Path parameter holding a database id (ids.ts). */
export const idParam = z
  .string()
  .regex(ID_PATTERN, "Identifiant invalide.")
  .transform(Number)
  .refine(isId, "Identifiant invalide.");

/** Path parameter holding a slug (element list routes, form slugs). */
export const slugParam = z
  .string()
  .max(80, "Identifiant invalide.")
  .regex(SLUG_PATTERN, "Identifiant invalide.");
