import { LogoSchema } from "@vitrine/shared/schemas/site";
import { LogoBodySchema, LogoTypeSchema } from "@vitrine/shared/schemas/theme";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, notFound, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { MediaLibrary } from "./media.service";

const logoParams = z.object({ type: LogoTypeSchema });

/** Where a logo from the library points back to (the library tells its uses by address). */
export const LOGO_FROM_LIBRARY = "MEDIA";

/** A drawing whose size the library could not read: room for a wide logo, or a square icon. */
const FALLBACK_SIZE = { wide: { width: 360, height: 100 }, square: { width: 64, height: 64 } };

/**
 * The five logos of the site (registered by admin/routes.ts, behind its session check): each is an
 * image of the media library (uploaded there, its type told by content) with its text alternative.
 */
export const adminLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const library = new MediaLibrary(app.services.database.db, app.services.config);

  app.put(
    "/admin/logo/:type",
    {
      schema: {
        tags,
        summary:
          "Sets a logo's text alternative and, with idMedia, puts that image of the media library in its place",
        params: logoParams,
        body: LogoBodySchema,
        response: { 200: envelope(LogoSchema) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const { idMedia, alt } = request.body;
      const actor = await actorOf(request);
      if (idMedia === undefined) {
        const logo = await app.sites.theme.setLogoAlt(request.siteId, type, alt, actor);
        if (!logo) throw notFound("Ce logo n'existe pas encore : choisissez une image.");
        return ok(logo, "Logo enregistré.");
      }
      const image = await library.get(request.siteId, idMedia);
      if (image.kind !== "IMAGE") {
        const message = "Un logo est une image : choisissez une image JPEG, PNG ou SVG.";
        throw badRequest(message, { idMedia: message });
      }
      const fallback = type === "LOGO_FAVICON" ? FALLBACK_SIZE.square : FALLBACK_SIZE.wide;
      const file = {
        filename: image.url.slice(image.url.lastIndexOf("/") + 1),
        url: image.url,
        width: image.width ?? fallback.width,
        height: image.height ?? fallback.height,
        externalId: String(image.id),
        externalType: LOGO_FROM_LIBRARY,
      };
      return ok(await app.sites.theme.setLogo(request.siteId, type, file, alt, actor), "Logo enregistré.");
    },
  );

  app.delete(
    "/admin/logo/:type",
    {
      schema: {
        tags,
        summary: "Removes a logo from the site (its image stays in the media library)",
        params: logoParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await app.sites.theme.removeLogo(
        request.siteId,
        request.params.type,
        await actorOf(request),
      );
      if (!removed) throw notFound("Ce logo n'existe pas.");
      return ok(null, "Logo retiré.");
    },
  );
};
