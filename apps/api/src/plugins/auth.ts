import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http";
import type { SessionUser } from "../modules/account/sessions.service";

declare module "fastify" {
  interface FastifyRequest {
    /** The member behind the request's token on this site, resolved once per request. */
    currentUser(): Promise<SessionUser | null>;
    token: string | null;
  }
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  return request.cookies.token || null;
}

/** Reads the token from the Authorization header or the token cookie. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("token", null);
  app.decorateRequest("currentUser", async function (this: FastifyRequest) {
    return null;
  });
  app.addHook("onRequest", async (request) => {
    request.token = readToken(request);
    let resolved: Promise<SessionUser | null> | undefined;
    request.currentUser = () => {
      resolved ??=
        request.token && request.siteId
          ? app.accounts.sessions.findSessionUser(request.siteId, request.token)
          : Promise.resolve(null);
      return resolved;
    };
  });
});

/** preHandler for calls that need a member. */
export async function requireUser(request: FastifyRequest) {
  if (!(await request.currentUser())) throw new HttpError(401, "Vous devez être connecté.");
}

/** preValidation hook of the admin panel's calls (modules/admin/routes.ts). */
export async function requireAdmin(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, "Vous devez être connecté.");
  if (user.role !== "ADMIN" && user.role !== "SUPER_ADMIN") {
    throw new HttpError(403, "Cette action est réservée aux administrateurs du site.");
  }
}
