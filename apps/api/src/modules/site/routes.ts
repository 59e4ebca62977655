import { ParameterSchema, SiteInfoSchema } from "@vitrine/shared/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, notFound, ok } from "../../lib/http";
import { pageRoutes } from "./pages.routes";
import { visitRoutes } from "./visits.routes";

const appName = z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, "Nom d'application invalide.");

/** Site domain: parameters, site information, external apps' public configuration; pages and visits in their own files. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["site"];

  app.get(
    "/parameter",
    {
      config: { siteCache: true },
      schema: { tags, summary: "Site parameters", response: { 200: envelope(z.array(ParameterSchema)) } },
    },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.parameters),
  );

  app.get(
    "/site/info",
    {
      config: { siteCache: true },
      schema: { tags, summary: "Site information", response: { 200: envelope(SiteInfoSchema) } },
    },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.info),
  );

  app.get(
    "/external-app/:app/config/public",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Public configuration of an external app",
        params: z.object({ app: appName }),
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      const config = await app.sites.getExternalAppPublicConfig(request.siteId, request.params.app);
      if (!config) throw notFound("Cette application n'est pas configurée pour ce site.");
      return ok(config);
    },
  );

  app.get(
    "/custom-stripe/public-key",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary:
          "Public key of the site's card payment account; enabled when the site has one and the platform takes card payments",
        response: {
          200: envelope(
            z.object({ provider: z.string(), publicKey: z.string().nullable(), enabled: z.boolean() }),
          ),
        },
      },
    },
    async (request) => {
      const config = await app.sites.getPaymentPublicConfig(request.siteId);
      // Without the platform's secret key no PaymentIntent can be made: the card is not offered.
      return ok({ ...config, enabled: config.enabled && Boolean(app.services.config.stripeSecretKey) });
    },
  );

  await app.register(pageRoutes);
  await app.register(visitRoutes);
};
