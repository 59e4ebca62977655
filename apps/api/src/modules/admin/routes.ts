import { PARAMETER_KEYS, type ParameterKey } from "@vitrine/shared/parameters";
import { AuditListSchema } from "@vitrine/shared/schemas/audit";
import { text } from "@vitrine/shared/schemas/common";
import { parameterValueError } from "@vitrine/shared/schemas/parameters";
import { ParameterSchema } from "@vitrine/shared/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { badRequest, envelope, HttpError, notFound, ok } from "../../lib/http";
import { requireAdmin } from "../../plugins/auth";
import { SITE_SUSPENDED } from "../../plugins/site";
import { actorOf } from "./actor";
import { adminAlbumRoutes } from "./albums.routes";
import { AUDIT_LIST, listAudit } from "./audit-log";
import { adminBlogRoutes } from "./blog.routes";
import { adminCustomerRoutes } from "./customers.routes";
import { adminDashboardRoutes } from "./dashboard.routes";
import { adminDeliveryRoutes } from "./delivery.routes";
import { adminDiscountRoutes } from "./discounts.routes";
import { adminElementRoutes } from "./elements.routes";
import { adminFormRoutes } from "./forms.routes";
import { adminLayoutRoutes } from "./layouts.routes";
import { adminLogoRoutes } from "./logos.routes";
import { adminMediaRoutes } from "./media.routes";
import { adminNewsRoutes } from "./news.routes";
import { adminOrderRoutes } from "./orders.routes";
import { adminPageRoutes } from "./pages.routes";
import { storedParameterValue } from "./parameters";
import { adminPlatformRoutes } from "./platform.routes";
import { adminPopupRoutes } from "./popups.routes";
import { adminProductRoutes } from "./products.routes";
import { adminReviewRoutes } from "./reviews.routes";
import { adminServiceRoutes } from "./services.routes";
import { adminSiteRoutes } from "./sites.routes";
import { adminThemeRoutes } from "./theme.routes";

/**
 * The admin panel's own calls. Every route registered here needs an ADMIN or SUPER_ADMIN session
 * on the site, checked before the body is read (401 without a session, 403 for a member), so a
 * new route cannot forget it (access.test.ts walks the OpenAPI document to prove it).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  app.addHook("preValidation", requireAdmin);
  // A suspended site is managed by the platform only: its own administrators wait for its return.
  app.addHook("preValidation", async (request) => {
    const user = await request.currentUser();
    if (user?.role !== "SUPER_ADMIN" && (await app.sites.isSuspended(request.siteId)))
      throw new HttpError(503, SITE_SUSPENDED);
  });

  app.put(
    "/admin/parameter/:type",
    {
      schema: {
        tags,
        summary: "Changes one site parameter",
        params: z.object({ type: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, "Paramètre inconnu.") }),
        body: z.object({ value: text().max(200_000).nullable() }),
        response: { 200: envelope(ParameterSchema) },
      },
    },
    async (request) => {
      const key = request.params.type;
      if (!(PARAMETER_KEYS as string[]).includes(key)) throw notFound("Ce paramètre n'existe pas.");
      const given = request.body.value === "" ? null : request.body.value;
      const error = parameterValueError(key as ParameterKey, given);
      if (error) throw badRequest(error, { value: error });
      const value = storedParameterValue(key as ParameterKey, given);
      const parameter = await app.sites.updateParameter(request.siteId, key, value, await actorOf(request));
      if (!parameter) throw notFound("Ce paramètre n'existe pas pour ce site.");
      return ok(parameter, "Paramètre enregistré.");
    },
  );

  app.get(
    "/admin/audit",
    {
      schema: {
        tags,
        summary: "The site's audit log: every change made from the panel, newest first",
        querystring: listQuerystring,
        response: { 200: envelope(AuditListSchema) },
      },
    },
    async (request) =>
      ok(await listAudit(app.services.database.db, request.siteId, parseList(request.query, AUDIT_LIST))),
  );

  await app.register(adminPageRoutes);
  await app.register(adminLayoutRoutes);

  await app.register(adminOrderRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminDiscountRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminCustomerRoutes);

  await app.register(adminMediaRoutes);
  await app.register(adminFormRoutes);
  await app.register(adminPopupRoutes);
  await app.register(adminAlbumRoutes);
  await app.register(adminElementRoutes);

  await app.register(adminThemeRoutes);
  await app.register(adminLogoRoutes);

  await app.register(adminSiteRoutes);
  await app.register(adminPlatformRoutes);

  await app.register(adminServiceRoutes);
  await app.register(adminBlogRoutes);
  await app.register(adminNewsRoutes);
  await app.register(adminReviewRoutes);
};
