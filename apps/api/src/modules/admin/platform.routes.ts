import {
  PlatformSiteCreatedSchema,
  PlatformSiteCreateSchema,
  PlatformSiteInputSchema,
  PlatformSiteSchema,
} from "@vitrine/shared/schemas/admin-platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, envelope, forbidden, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import {
  createPlatformSite,
  listPlatformSites,
  setSiteSuspended,
  updatePlatformSite,
} from "./platform-sites.service";
import { adminPlatformUserRoutes } from "./platform-users.routes";

export const PLATFORM_REFUSED = "Cette action est réservée à l'administrateur de la plateforme.";

const idParams = z.object({ id: idParam });

/**
 * The platform's screens (registered by admin/routes.ts, behind its session check): the sites,
 * created from a template, changed, suspended; through platform-users.routes.ts, the accounts of
 * every site, their roles and the audit log of every site. SUPER_ADMIN only: a site's ADMIN gets
 * 403 before the body is read (the hook below holds for both files).
 */
export const adminPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = app.services.database.db;
  app.addHook("preValidation", async (request) => {
    if ((await request.currentUser())?.role !== "SUPER_ADMIN") throw forbidden(PLATFORM_REFUSED);
  });
  const changed = <T>(value: T) => {
    app.sites.invalidate();
    return value;
  };

  app.get(
    "/admin/platform/site",
    {
      schema: {
        tags,
        summary: "Every site of the platform: name, flags, host names, suspension, administrators",
        response: { 200: envelope(z.array(PlatformSiteSchema)) },
      },
    },
    async () => ok(await listPlatformSites(db)),
  );

  app.post(
    "/admin/platform/site",
    {
      schema: {
        tags,
        summary:
          "Creates a site from a template (BUILDING, WINE_ESTATE, BLANK) with its administrator, whose first password is answered once; 409 for a host name already used",
        body: PlatformSiteCreateSchema,
        response: { 201: envelope(PlatformSiteCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await createPlatformSite(db, request.body, await actorOf(request), {
        mediaDir: app.services.config.mediaDir,
        stripePublishableKey: app.services.config.stripePublishableKey ?? null,
      });
      reply.status(201);
      return ok(changed(created), "Site créé.");
    },
  );

  app.put(
    "/admin/platform/site/:id",
    {
      schema: {
        tags,
        summary: "Changes a site's name, flags and host names; 409 for a host name already used",
        params: idParams,
        body: PlatformSiteInputSchema,
        response: { 200: envelope(PlatformSiteSchema) },
      },
    },
    async (request) => {
      const site = await updatePlatformSite(db, request.params.id, request.body, await actorOf(request));
      return ok(changed(site), "Site enregistré.");
    },
  );

  for (const [action, suspended] of [
    ["suspend", true],
    ["reactivate", false],
  ] as const) {
    app.post(
      `/admin/platform/site/:id/${action}`,
      {
        schema: {
          tags,
          summary: suspended
            ? "Suspends a site: its host names answer a 503 page, its public calls 503"
            : "Puts a suspended site back online",
          params: idParams,
          response: { 200: envelope(PlatformSiteSchema) },
        },
      },
      async (request) => {
        const user = (await request.currentUser())!;
        if (suspended && user.siteId === request.params.id)
          throw conflict("Vous ne pouvez pas suspendre le site de votre propre compte.");
        const site = await setSiteSuspended(db, request.params.id, suspended, await actorOf(request));
        return ok(changed(site), suspended ? "Site suspendu." : "Site remis en ligne.");
      },
    );
  }

  await app.register(adminPlatformUserRoutes);
};
