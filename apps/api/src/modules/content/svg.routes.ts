import { LoadSvgInputSchema, LoadSvgResultSchema } from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok } from "../../lib/http";
import { formRateLimit } from "../../plugins/rate-limit";
import { loadSiteSvg, svgMediaPath } from "./svg";

/** The sanitised markup of a site's own SVG images, for inlining. */
export const svgRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.content;

  app.post(
    "/image/load-svg",
    {
      config: { rateLimit: formRateLimit(120, "1 minute") },
      schema: {
        tags: ["images"],
        summary: "Sanitised markup of an SVG stored by this site (/media/{idSite}/…); nothing is fetched",
        body: LoadSvgInputSchema,
        response: { 200: envelope(LoadSvgResultSchema) },
      },
    },
    async (request) => {
      const hosts = (await app.sites.listHosts()).find((s) => s.id === request.siteId)?.hostnames ?? [];
      const relative = svgMediaPath(request.body.url, request.siteId, hosts);
      const markup = await loadSiteSvg(content.mediaDir, request.siteId, relative);
      return ok({ url: `/media/${request.siteId}/${relative}`, markup });
    },
  );
};
