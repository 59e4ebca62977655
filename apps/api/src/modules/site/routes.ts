import { line, SLUG_PATTERN } from "@vitrine/shared/schemas/common";
import {
  PageDetailSchema,
  PageNodeSchema,
  ParameterSchema,
  PopupSchema,
  SiteInfoSchema,
} from "@vitrine/shared/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HttpError, idParam, notFound, ok } from "../../lib/http";
import { formRateLimit, waitFor } from "../../plugins/rate-limit";

const slug = z.string().regex(SLUG_PATTERN, "Adresse de page invalide.").max(120);
const appName = z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, "Nom d'application invalide.");

/** Visits recorded per site and address: a tracked link is followed a few times, not thousands. */
export const VISIT_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["site"];

  app.get(
    "/parameter",
    { schema: { tags, summary: "Site parameters", response: { 200: envelope(z.array(ParameterSchema)) } } },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.parameters),
  );

  app.get(
    "/site/info",
    { schema: { tags, summary: "Site information", response: { 200: envelope(SiteInfoSchema) } } },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.info),
  );

  app.get(
    "/page",
    {
      schema: { tags, summary: "Page tree, for menus", response: { 200: envelope(z.array(PageNodeSchema)) } },
    },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.pageTree),
  );

  app.get(
    "/page/:url",
    {
      schema: {
        tags,
        summary: "One page with its layout",
        params: z.object({ url: slug }),
        response: { 200: envelope(PageDetailSchema) },
      },
    },
    async (request) => {
      const page = await app.sites.getPage(request.siteId, request.params.url);
      if (!page) throw notFound("Cette page est introuvable.");
      return ok(page);
    },
  );

  app.get(
    "/site/visit/:id",
    {
      schema: {
        tags,
        summary: "Logs a visit coming from a tracked link (?from=)",
        params: z.object({ id: line().min(1).max(100) }),
        response: { 200: envelope(z.null()) },
      },
      config: {
        rateLimit: {
          ...formRateLimit(VISIT_LIMIT.max, VISIT_LIMIT.timeWindow),
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Trop de visites enregistrées depuis votre connexion. Merci de patienter ${waitFor(context.ttl)}.`,
            ),
        },
      },
    },
    async (request) => {
      await app.sites.recordVisit(request.siteId, request.params.id);
      return ok(null, "Visite enregistrée.");
    },
  );

  app.get(
    "/component/conf/:slug",
    {
      schema: {
        tags,
        summary: "Configuration of a page component",
        params: z.object({ slug }),
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      const conf = await app.sites.getComponentConf(request.siteId, request.params.slug);
      if (!conf) throw notFound("Ce composant n'est pas configuré.");
      return ok(conf);
    },
  );

  app.get(
    "/popup/:id",
    {
      schema: {
        tags,
        summary: "A popup of the site",
        params: z.object({ id: idParam }),
        response: { 200: envelope(PopupSchema) },
      },
    },
    async (request) => {
      const popup = await app.sites.getPopup(request.siteId, request.params.id);
      if (!popup) throw notFound("Cette fenêtre n'existe pas.");
      return ok(popup);
    },
  );

  app.get(
    "/external-app/:app/config/public",
    {
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
      schema: {
        tags,
        summary: "Public key of the site's card payment account",
        response: {
          200: envelope(
            z.object({ provider: z.string(), publicKey: z.string().nullable(), enabled: z.boolean() }),
          ),
        },
      },
    },
    async (request) => ok(await app.sites.getPaymentPublicConfig(request.siteId)),
  );
};
