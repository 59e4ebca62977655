import { AdminSiteSchema } from "@vitrine/shared/schemas/admin-sites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, forbidden, ok } from "../../lib/http";

export const PLATFORM_ONLY = "La liste des sites est réservée à l'administrateur de la plateforme.";

/**
 * The sites of the platform, for the SUPER_ADMIN's site switcher (registered by admin/routes.ts,
 * behind its session check): a site's ADMIN manages that site only and is refused the list.
 */
export const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/site",
    {
      schema: {
        tags: ["admin"],
        summary: "Every site of the platform (id, name, host names): SUPER_ADMIN only",
        response: { 200: envelope(z.array(AdminSiteSchema)) },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      if (user.role !== "SUPER_ADMIN") throw forbidden(PLATFORM_ONLY);
      const sites = await app.sites.listHosts();
      return ok(sites.map(({ id, name, hostnames }) => ({ id, name, hosts: hostnames })));
    },
  );
};
