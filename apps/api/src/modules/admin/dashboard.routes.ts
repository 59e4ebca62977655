import { DashboardQuerySchema, DashboardSchema } from "@vitrine/shared/schemas/admin-dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok } from "../../lib/http";
import { DashboardService, dashboardSpan } from "./dashboard.service";

/**
 * The panel's home figures (registered by admin/routes.ts, behind its session check): sales, orders
 * by state, average basket and best sellers on a shop; visits by source, new members and form
 * submissions on every site. Read only: nothing to audit.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboards = new DashboardService(app.services.database.db);

  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The dashboard's figures over a period (day: 30 days, week: 12 weeks, month: 12 months, ending on `date`, today in Paris unless given); French days",
        querystring: DashboardQuerySchema,
        response: { 200: envelope(DashboardSchema) },
      },
    },
    async (request) => {
      const { period, date } = request.query;
      const span = dashboardSpan(period, date);
      const { isECommerce } = await app.shop.settings(request.siteId);
      return ok(await dashboards.dashboard(request.siteId, span, isECommerce));
    },
  );
};
