import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../lib/http";
import { loggedRoute } from "../lib/log";

const fail = (message: string, errors?: Record<string, string>) => ({
  success: false as const,
  data: errors ? { errors } : null,
  message,
});

/** The API's 404 envelope; also sent by the web server for an /api address no route matched. */
export const sendNotFound = (reply: FastifyReply) => reply.status(404).send(fail("Ressource introuvable."));

export const WRONG_SHAPE_MESSAGE = "Le contenu envoyé doit être un objet JSON avec les champs attendus.";

/** Whether a validation failure is about the whole body (an array, a string or null for an object). */
export const isWrongShape = (error: unknown): boolean =>
  hasZodFastifySchemaValidationErrors(error) && error.validation.some((issue) => issue.instancePath === "/");

/**
 * `{ field: message }` of a schema validation failure (first message per field). A body of the wrong
 * shape has no field of its own: its errors are those an empty object gets from `schema` (the
 * route's body schema), so that a form still learns which fields are expected.
 */
export function validationFieldErrors(error: unknown, schema?: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    if (field) errors[field] ??= issue.message ?? "Valeur invalide.";
  }
  if (isWrongShape(error) && schema instanceof z.ZodType) {
    for (const issue of schema.safeParse({}).error?.issues ?? []) {
      if (issue.path.length > 0) errors[issue.path.map(String).join(".")] ??= issue.message;
    }
  }
  return errors;
}

/** What is logged of a failed request: its route, status and ids, never what it carried. */
const failure = (request: FastifyRequest, status: number) => ({
  route: loggedRoute(request),
  method: request.method,
  status,
  siteId: request.siteId ?? null,
});

/** Turns every failure into the envelope with a French message; never leaks a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(fail(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const errors = validationFieldErrors(error, where && request.routeOptions.schema?.[where]);
      const message =
        where === "params"
          ? "L'adresse demandée contient un paramètre invalide."
          : isWrongShape(error)
            ? WRONG_SHAPE_MESSAGE
            : "Certains champs sont invalides.";
      return reply.status(400).send(fail(message, errors));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail("Trop de tentatives. Merci de patienter avant de réessayer."));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(fail("Le contenu envoyé est trop volumineux."));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(fail("Ce format de contenu n'est pas accepté."));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail("La requête est invalide."));
    }
    if (isResponseSerializationError(error)) {
      const issues = error.cause.issues.map(({ code, path }) => ({ code, path: path.map(String).join(".") }));
      request.log.error(
        { ...failure(request, 500), err: error, issues },
        "response does not match its schema",
      );
    } else {
      request.log.error({ ...failure(request, 500), err: error }, "unhandled error");
    }
    return reply.status(500).send(fail("Une erreur interne est survenue. Merci de réessayer plus tard."));
  });

  app.setNotFoundHandler((_request, reply) => {
    sendNotFound(reply);
  });
});
