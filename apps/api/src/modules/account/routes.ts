import { isIsoDate } from "@vitrine/shared/account-rules";
import {
  AuthTokenSchema,
  LoginBodySchema,
  NewsletterChoiceSchema,
  NewsletterConfirmBodySchema,
  NewsletterListSchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscriptionBodySchema,
  NewsletterSubscriptionSchema,
  PasswordChangeBodySchema,
  PasswordResetAskBodySchema,
  PasswordResetBodySchema,
  PersonalDataSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  UserSchema,
} from "@vitrine/shared/schemas/account";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, HttpError, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { validationFieldErrors } from "../../plugins/errors";
import { linkOrigin } from "../site/link-origin";
import { loginLimits } from "./login-limits";
import type { SessionUser } from "./service";

const MINUTE = 60_000;

/** Per client IP, per route. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  register: { max: 10, timeWindow: 15 * MINUTE },
  passwordResetAsk: { max: 5, timeWindow: 15 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  newsletter: { max: 10, timeWindow: 15 * MINUTE },
  newsletterConfirm: { max: 10, timeWindow: 15 * MINUTE },
  /** A member's choice of lists may e-mail a confirmation link. */
  newsletterChoice: { max: 20, timeWindow: 15 * MINUTE },
  /** Calls that check the current password of a logged member. */
  passwordCheck: { max: 10, timeWindow: 15 * MINUTE },
} as const;

const BAD_CREDENTIALS = "Adresse e-mail ou mot de passe incorrect.";

const currentUser = async (request: FastifyRequest): Promise<SessionUser> => (await request.currentUser())!;

// Member calls check the session before the body (preValidation): without one, 401 whatever the body.
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["account"];
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

  // Nothing about a member may be kept by a shared cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const loginFailures = loginLimits(app);

  /**
   * A body that failed its schema on a form with site rules (birth date): the schema's errors and
   * the site's together, so that the visitor sees every problem at once.
   */
  async function invalidBody(request: FastifyRequest): Promise<HttpError> {
    const errors = validationFieldErrors(request.validationError, request.routeOptions.schema?.body);
    const raw = (request.body as { birthdate?: unknown } | null | undefined)?.birthdate;
    const birthdate = typeof raw === "string" && isIsoDate(raw.trim()) ? raw.trim() : null;
    if (!errors.birthdate) {
      Object.assign(errors, await app.accounts.birthdateErrors(request.siteId, birthdate));
    }
    return badRequest("Certains champs sont invalides.", errors);
  }

  /** What the e-mails of a call need: the origin of their links, and the request's log. */
  const mailContext = async (request: FastifyRequest) => ({
    origin: await siteOrigin(request),
    log: request.log,
  });

  /** Origin of the links sent by e-mail: the site's known address the visitor used, else its main one. */
  function siteOrigin(request: FastifyRequest): Promise<string> {
    return linkOrigin(app.sites, app.services.config, request.siteId, request);
  }

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

  app.post(
    "/register",
    {
      config: { rateLimit: RATE_LIMITS.register },
      attachValidation: true,
      schema: {
        tags,
        summary: "Creates a member account on this site and opens a session",
        body: RegisterBodySchema,
        response: { 201: envelope(AuthTokenSchema) },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw await invalidBody(request);
      const session = await app.accounts.register(request.siteId, request.body);
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
      const session = await app.accounts.login(request.siteId, request.body.email, request.body.password);
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
      if (request.token) await app.accounts.endSession(request.siteId, request.token);
      return ok(null, "Vous êtes déconnecté.");
    },
  );

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
      await app.accounts.askPasswordReset(
        request.siteId,
        request.body.email,
        await siteOrigin(request),
        request.log,
      );
      return ok(
        null,
        "Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien valable une heure.",
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
      await app.accounts.resetPassword(request.siteId, token, password, request.token);
      return ok(null, "Votre mot de passe est modifié. Vous pouvez vous connecter.");
    },
  );

  app.get(
    "/user",
    {
      preValidation: requireUser,
      schema: { tags, summary: "The member's profile", security, response: { 200: envelope(UserSchema) } },
    },
    async (request) => ok(await app.accounts.getProfile(await currentUser(request))),
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
      if (request.validationError) throw await invalidBody(request);
      return ok(
        await app.accounts.updateProfile(
          await currentUser(request),
          request.body,
          await mailContext(request),
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
      await app.accounts.changePassword(
        await currentUser(request),
        currentPassword,
        newPassword,
        request.token,
        request.log,
      );
      return ok(null, "Votre mot de passe est modifié.");
    },
  );

  app.delete(
    "/user",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Closes the personal space: personal data anonymised, sessions ended",
        security,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await app.accounts.deleteAccount(await currentUser(request));
      return ok(null, "Votre compte est supprimé et vos données personnelles effacées.");
    },
  );

  app.get(
    "/user/export",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Every personal data held about the member (right of access), as a JSON download",
        security,
        response: { 200: envelope(PersonalDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await app.accounts.exportPersonalData(await currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="mes-donnees-${day}.json"`);
      return ok(data, "Voici toutes les données personnelles que nous détenons sur vous.");
    },
  );

  app.get(
    "/user/newsletter/lists",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Newsletter lists of the site",
        security,
        response: { 200: envelope(z.array(NewsletterListSchema)) },
      },
    },
    async (request) => {
      await app.accounts.newsletter.assertEnabled(request.siteId);
      return ok(await app.accounts.newsletter.lists(request.siteId));
    },
  );

  app.get(
    "/user/newsletter/subscription",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Lists the member is subscribed to",
        security,
        response: { 200: envelope(NewsletterSubscriptionSchema) },
      },
    },
    async (request) => {
      await app.accounts.newsletter.assertEnabled(request.siteId);
      return ok(await app.accounts.newsletter.subscriptionOf(await currentUser(request)));
    },
  );

  app.put(
    "/user/newsletter/subscription",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Sets the lists the member is subscribed to; until the member's address is confirmed, they wait for a link e-mailed to it",
        security,
        body: NewsletterSubscriptionBodySchema,
        response: { 200: envelope(NewsletterChoiceSchema) },
      },
      config: { rateLimit: RATE_LIMITS.newsletterChoice },
    },
    async (request) => {
      await app.accounts.newsletter.assertEnabled(request.siteId);
      const user = await currentUser(request);
      const choice = await app.accounts.newsletter.setSubscription(
        user,
        request.body.listIds,
        await mailContext(request),
      );
      return ok(
        choice,
        choice.confirmationSent
          ? "Vos choix sont enregistrés. Pour recevoir la lettre d'information, confirmez votre adresse e-mail grâce au lien que nous venons de vous envoyer."
          : "Vos abonnements sont enregistrés.",
      );
    },
  );

  app.post(
    "/newsletter/subscribe",
    {
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: {
        tags,
        summary:
          "A visitor asks for the newsletter: a confirmation link is e-mailed (same reply whether the address is new, pending or subscribed)",
        body: NewsletterSubscribeBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await app.accounts.newsletter.assertEnabled(request.siteId);
      const { email, listId } = request.body;
      await app.accounts.newsletter.subscribeVisitor(
        request.siteId,
        email,
        listId,
        await mailContext(request),
      );
      return ok(
        null,
        "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un e-mail : ouvrez le lien qu'il contient pour confirmer votre inscription.",
      );
    },
  );

  app.put(
    "/newsletter/subscribe/confirm",
    {
      config: { rateLimit: RATE_LIMITS.newsletterConfirm },
      schema: {
        tags,
        summary: "Confirms a subscription from the link e-mailed to its address (valid 7 days, single use)",
        body: NewsletterConfirmBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await app.accounts.newsletter.assertEnabled(request.siteId);
      await app.accounts.newsletter.confirm(request.siteId, request.body.token);
      return ok(null, "Votre inscription à la lettre d'information est confirmée. Merci !");
    },
  );
};
