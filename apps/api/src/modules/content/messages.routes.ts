import { ContactMessageInputSchema } from "@vitrine/shared/schemas/visitor-requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";
import { honeypotGuard } from "./honeypot";
import { sendLimitOf } from "./send-limits";

const MESSAGE_SENT = "Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.";

/** Contact messages a visitor sends to the company. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.content;
  const sends = sendLimitOf(app, "messages");

  app.post(
    "/message",
    {
      config: { rateLimit: sends.flood },
      preValidation: honeypotGuard(sends, 201, MESSAGE_SENT, () => null),
      schema: {
        tags: ["forms"],
        summary: "Sends a contact message to the company",
        body: ContactMessageInputSchema,
        response: { 201: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const { name, email, phone, subject, message } = request.body;
      await sends.count(request);
      const result = await content.messages.create(request.siteId, { name, email, phone, subject, message });
      if (result.mailError)
        request.log.error({ err: result.mailError, message: result.id }, "contact e-mail failed");
      return reply.status(201).send(ok(null, MESSAGE_SENT));
    },
  );
};
