import { PasswordChangeBodySchema, ProfileBodySchema, UserSchema } from "@vitrine/shared/schemas/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { currentUser, invalidBody, mailContext, RATE_LIMITS, security, tags } from "./route-helpers";

/** The member's profile and password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user",
    {
      preValidation: requireUser,
      schema: { tags, summary: "The member's profile", security, response: { 200: envelope(UserSchema) } },
    },
    async (request) => ok(await app.accounts.profile.get(await currentUser(request))),
  );

  app.put(
    "/user",
    {
      preValidation: requireUser,
      config: { rateLimit: { ...RATE_LIMITS.passwordCheck, max: 30 } },
      attachValidation: true,
      schema: {
        tags,
        summary: "Updates the member's profile (a new e-mail asks for the current password)",
        security,
        body: ProfileBodySchema,
        response: { 200: envelope(UserSchema) },
      },
    },
    async (request) => {
      if (request.validationError) throw await invalidBody(app, request);
      return ok(
        await app.accounts.profile.update(
          await currentUser(request),
          request.body,
          await mailContext(app, request),
        ),
        "Vos informations sont enregistrées.",
      );
    },
  );

  app.put(
    "/user/password",
    {
      preValidation: requireUser,
      config: { rateLimit: RATE_LIMITS.passwordCheck },
      schema: {
        tags,
        summary: "Changes the password; ends the member's other sessions",
        security,
        body: PasswordChangeBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await app.accounts.profile.changePassword(
        await currentUser(request),
        currentPassword,
        newPassword,
        request.token,
        request.log,
      );
      return ok(null, "Votre mot de passe est modifié.");
    },
  );
};
