import { PageRedirectSchema } from "@vitrine/shared/schemas/admin-pages";
import { line, SLUG_PATTERN } from "@vitrine/shared/schemas/common";
import { PageDetailSchema, PageNodeSchema, PopupSchema } from "@vitrine/shared/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, notFound, ok } from "../../lib/http";

const slug = z.string().regex(SLUG_PATTERN, "Adresse de page invalide.").max(120);

/** The site's pages (tree, one page with its layout, former addresses), their components' configuration and popups. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["site"];

  app.get(
    "/page",
    {
      config: { siteCache: true },
      schema: { tags, summary: "Page tree, for menus", response: { 200: envelope(z.array(PageNodeSchema)) } },
    },
    async (request) => ok((await app.sites.getSnapshot(request.siteId))!.pageTree),
  );

  app.get(
    "/page/:url",
    {
      config: { siteCache: true },
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
    "/redirect",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Where a former address of a page leads (301 of the site's pages)",
        querystring: z.object({
          path: line("Indiquez l'adresse à rechercher.")
            .max(1000, "Cette adresse est trop longue.")
            .regex(/^\//, "L'adresse doit commencer par « / »."),
        }),
        response: { 200: envelope(PageRedirectSchema) },
      },
    },
    async (request) => {
      const redirect = await app.sites.redirectFor(request.siteId, request.query.path);
      if (!redirect) throw notFound("Aucune redirection pour cette adresse.");
      return ok(redirect);
    },
  );

  app.get(
    "/component/conf/:slug",
    {
      config: { siteCache: true },
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
      config: { siteCache: true },
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
};
