import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http";

const fail = (message: string, errors?: Record<string, string>) => ({
  success: false as const,
  data: errors ? { errors } : null,
  message,
});

/** The API's 404 envelope; also sent by the web server for an /api address no route matched. */
export const sendNotFound = (reply: FastifyReply) => reply.status(404).send(fail("Ressource introuvable."));

/** `{ field: message }` of a schema validation failure (first message per field). */
export function validationFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const field = path || String(issue.params?.issue && "root");
    errors[field] ??= issue.message ?? "Valeur invalide.";
  }
  return errors;
}

/** Turns every failure into the envelope with a French message; never leaks a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(fail(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationFieldErrors(error);
      const where = error.validationContext;
      const message =
        where === "params"
          ? "L'adresse demandée contient un paramètre invalide."
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
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
    } else {
      request.log.error({ err: error }, "unhandled error");
    }
    return reply.status(500).send(fail("Une erreur interne est survenue. Merci de réessayer plus tard."));
  });

  app.setNotFoundHandler((_request, reply) => {
    sendNotFound(reply);
  });
});
