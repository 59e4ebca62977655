import { AuthTokenSchema, LoginBodySchema, RegisterBodySchema } from "@vitrine/shared/schemas/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HttpError, ok } from "../../lib/http";
import { sendLimit } from "../../plugins/rate-limit";
import { loginLimits } from "./login-limits";
import { invalidBody, mailContext, RATE_LIMITS, security, tags } from "./route-helpers";

const BAD_CREDENTIALS = "Adresse e-mail ou mot de passe incorrect.";

/** Registration, login, logout and whether a session is valid. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginFailures = loginLimits(app);

  app.get(
    "/logged",
    {
      schema: {
        tags,
        summary: "Whether the request carries a valid session on this site",
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok((await request.currentUser()) !== null),
  );

  // Bodies refused by their schema (typos corrected) count toward the flood limit only; every
  // registration tried (made, or refused because the address is taken: which tells whether it has
  // an account) toward RATE_LIMITS.register, counted before it is made, per address on all sites.
  const { max, timeWindow } = RATE_LIMITS.register;
  const registrations = sendLimit(app, "register", max, timeWindow, { perSite: false });

  app.post(
    "/register",
    {
      config: { rateLimit: registrations.flood },
      attachValidation: true,
      schema: {
        tags,
        summary: "Creates a member account on this site and opens a session",
        body: RegisterBodySchema,
        response: { 201: envelope(AuthTokenSchema) },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw await invalidBody(app, request);
      await registrations.count(request);
      const session = await app.accounts.sessions.register(
        request.siteId,
        request.body,
        await mailContext(app, request),
      );
      return reply.status(201).send(ok(session, "Votre compte est créé. Bienvenue !"));
    },
  );

  app.post(
    "/login",
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: "Opens a session for a member of this site; the token lasts 86400 s",
        body: LoginBodySchema,
        response: { 200: envelope(AuthTokenSchema) },
      },
    },
    async (request) => {
      await loginFailures.check(request);
      const session = await app.accounts.sessions.login(
        request.siteId,
        request.body.email,
        request.body.password,
      );
      if (!session) {
        await loginFailures.failed(request);
        throw new HttpError(401, BAD_CREDENTIALS);
      }
      return ok(session, "Vous êtes connecté.");
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags,
        summary: "Ends the request's session (deleted server-side)",
        security,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      if (request.token) await app.accounts.sessions.endSession(request.siteId, request.token);
      return ok(null, "Vous êtes déconnecté.");
    },
  );
};
