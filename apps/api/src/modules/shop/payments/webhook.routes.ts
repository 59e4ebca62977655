import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../../lib/http";
import { handleStripeEvent } from "./webhook";

/**
 * POST /payment/stripe/webhook: Stripe calls it without the idSite header, on whatever host its
 * endpoint names, so it answers outside the site's and the shop's checks; the order is found from
 * the PaymentIntent's metadata. The raw body is kept: Stripe's signature is over its bytes.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.shop;
  const db = app.services.database.db;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/payment/stripe/webhook",
    {
      config: { withoutSite: true },
      schema: {
        tags: ["payments"],
        summary:
          "Stripe's events (Stripe-Signature checked): a PaymentIntent paid moves its order to paid (or is refunded when the order no longer awaits it), a cancelled one cancels it",
        response: { 200: envelope(z.object({ received: z.literal(true) })) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      const event = payments.verifiedEvent(raw, typeof signature === "string" ? signature : undefined);
      const outcome = await handleStripeEvent(db, event, request.log);
      if (outcome.kind === "moved" && outcome.to === "cancelled") {
        // A declined card could be tried again on the same intent: it must not pay a cancelled order.
        const account = await payments.account(outcome.siteId);
        await payments.cancelIntent(outcome.intentId, account?.accountId ?? null).catch(() => undefined);
      }

      return ok({ received: true as const });
    },
  );
};
