import {
  PlatformAuditListSchema,
  PlatformRoleSchema,
  PlatformUserListSchema,
  PlatformUserSchema,
} from "@vitrine/shared/schemas/admin-platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import {
  listPlatformAudit,
  listPlatformUsers,
  PLATFORM_AUDIT_LIST,
  PLATFORM_USER_LIST,
  setUserRole,
} from "./platform-users.service";

const idParams = z.object({ id: idParam });

/**
 * The accounts of every site and their roles, and the audit log of every site: registered by
 * platform.routes.ts, inside its SUPER_ADMIN check.
 */
export const adminPlatformUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = app.services.database.db;

  app.get(
    "/admin/platform/user",
    {
      schema: {
        tags,
        summary:
          "The accounts of every site (filters: idSite, role; search on e-mail and names; orderBy email, createdAt, idSite)",
        querystring: listQuerystring,
        response: { 200: envelope(PlatformUserListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, PLATFORM_USER_LIST);
      const search = request.query.search;
      return ok(await listPlatformUsers(db, query, typeof search === "string" ? search : undefined));
    },
  );

  app.put(
    "/admin/platform/user/:id/role",
    {
      schema: {
        tags,
        summary:
          "Makes an account a member (CUSTOMER) or an administrator (ADMIN) of its site; 409 for one's own account or a site's last administrator",
        params: idParams,
        body: PlatformRoleSchema,
        response: { 200: envelope(PlatformUserSchema) },
      },
    },
    async (request) => {
      const user = await setUserRole(db, request.params.id, request.body.role, await actorOf(request));
      return ok(user, "Rôle enregistré.");
    },
  );

  app.get(
    "/admin/platform/audit",
    {
      schema: {
        tags,
        summary: "The audit log of every site, newest first (filters: idSite, entity, action, userEmail)",
        querystring: listQuerystring,
        response: { 200: envelope(PlatformAuditListSchema) },
      },
    },
    async (request) => ok(await listPlatformAudit(db, parseList(request.query, PLATFORM_AUDIT_LIST))),
  );
};
