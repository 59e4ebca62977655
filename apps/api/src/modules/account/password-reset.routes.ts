import {
  PasswordResetAskBodySchema,
  PasswordResetBodySchema,
  PasswordResetCheckBodySchema,
  PasswordResetCheckSchema,
} from "@vitrine/shared/schemas/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";
import { RATE_LIMITS, siteOrigin, tags } from "./route-helpers";

/** A forgotten password: the link asked for by e-mail, then the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/password/reset/ask",
    {
      config: { rateLimit: RATE_LIMITS.passwordResetAsk },
      schema: {
        tags,
        summary: "Sends a password reset link (same reply whether the e-mail is known or not)",
        body: PasswordResetAskBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await app.accounts.passwordReset.ask(
        request.siteId,
        request.body.email,
        await siteOrigin(app, request),
        request.log,
      );
      return ok(
        null,
        "Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien valable une heure.",
      );
    },
  );

  app.post(
    "/password/reset/check",
    {
      config: { rateLimit: RATE_LIMITS.passwordResetCheck },
      schema: {
        tags,
        summary: "Whether a password reset link may still be used (read only: the link is not spent)",
        description:
          "The token travels in the body, as in PUT /password/reset, so that no address or log holds it.",
        body: PasswordResetCheckBodySchema,
        response: { 200: envelope(PasswordResetCheckSchema) },
      },
    },
    async (request) => {
      const valid = await app.accounts.passwordReset.isUsable(request.siteId, request.body.token);
      return ok(
        { valid },
        valid ? "" : "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.",
      );
    },
  );

  app.put(
    "/password/reset",
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags,
        summary: "Sets a new password from a reset link; ends the member's other sessions",
        body: PasswordResetBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await app.accounts.passwordReset.reset(request.siteId, token, password, request.token);
      return ok(null, "Votre mot de passe est modifié. Vous pouvez vous connecter.");
    },
  );
};
