import {
  NewsletterChoiceSchema,
  NewsletterConfirmBodySchema,
  NewsletterListSchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscriptionBodySchema,
  NewsletterSubscriptionSchema,
} from "@vitrine/shared/schemas/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { currentUser, mailContext, RATE_LIMITS, security, tags } from "./route-helpers";

/** The newsletter: a member's lists, a visitor's request, the confirmation link. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
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
        await mailContext(app, request),
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
      await app.accounts.newsletterSignups.subscribe(
        request.siteId,
        email,
        listId,
        await mailContext(app, request),
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
      await app.accounts.newsletterSignups.confirm(request.siteId, request.body.token);
      return ok(null, "Votre inscription à la lettre d'information est confirmée. Merci !");
    },
  );
};
