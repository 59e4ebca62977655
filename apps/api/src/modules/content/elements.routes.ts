import { ElementListSchema, ElementSchema } from "@vitrine/shared/schemas/content";
import {
  ElementRegistrationInputSchema,
  ElementRegistrationResultSchema,
} from "@vitrine/shared/schemas/visitor-requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok, slugParam } from "../../lib/http";
import { ELEMENT_LIST } from "./elements";
import { honeypotGuard } from "./honeypot";
import { sendLimitOf } from "./send-limits";

const REGISTERED = "Votre inscription est enregistrée. Vous allez être recontacté pour la confirmer.";

/** Element lists (completed projects, footer logos and links…), their elements and registrations to them. */
export const elementRoutes: FastifyPluginAsyncZod = async (app) => {
  const sends = sendLimitOf(app, "registrations");
  app.get(
    "/element/:route",
    {
      config: { siteCache: true },
      schema: {
        tags: ["elements"],
        summary: "Elements of a list (realisations, logo-footer, link-footer…)",
        params: z.object({ route: slugParam }),
        querystring: listQuerystring,
        response: { 200: envelope(ElementListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, ELEMENT_LIST);
      const list = await app.content.elements.list(request.siteId, request.params.route, query);
      if (!list) throw notFound("Cette liste est introuvable.");
      return ok(list);
    },
  );

  app.get(
    "/element/:route/:id",
    {
      config: { siteCache: true },
      schema: {
        tags: ["elements"],
        summary: "One element of a list",
        params: z.object({ route: slugParam, id: idParam }),
        response: { 200: envelope(ElementSchema) },
      },
    },
    async (request) => {
      const element = await app.content.elements.get(request.siteId, request.params.route, request.params.id);
      if (!element) throw notFound("Cet élément est introuvable.");
      return ok(element);
    },
  );

  app.post(
    "/element/:route/:id/register",
    {
      config: { rateLimit: sends.flood },
      // Runs before the params are validated: an id out of range must not reach the reply's schema.
      preValidation: honeypotGuard(sends, 201, REGISTERED, (request) => ({
        elementId: idParam.safeParse((request.params as { id?: string }).id).data ?? 0,
        seats: 1,
        remaining: null,
      })),
      schema: {
        tags: ["elements"],
        summary: "Registers to an element (an event…); 409 when it is full or closed",
        params: z.object({ route: slugParam, id: idParam }),
        body: ElementRegistrationInputSchema,
        response: { 201: envelope(ElementRegistrationResultSchema) },
      },
    },
    async (request, reply) => {
      const { firstname, lastname, email, phone, seats, message } = request.body;
      const { route, id } = request.params;
      await sends.count(request);
      const result = await app.content.elements.register(request.siteId, route, id, {
        firstname,
        lastname,
        email,
        phone,
        seats,
        message,
      });
      if (result.mailError) request.log.error({ err: result.mailError }, "registration e-mail failed");
      return reply
        .status(201)
        .send(
          ok({ elementId: result.elementId, seats: result.seats, remaining: result.remaining }, REGISTERED),
        );
    },
  );
};
