import { DEFAULT_LANG } from "@vitrine/shared/constants";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http";

declare module "fastify" {
  interface FastifyRequest {
    /** Site of the request, from the idSite header; 0 on the few routes that need none. */
    siteId: number;
    userLang: string;
  }
  interface FastifyContextConfig {
    /** The route answers without an idSite header (health, readiness, documentation). */
    withoutSite?: boolean;
  }
}

export const SITE_SUSPENDED = "Ce site est suspendu.";

const SITE_ID = /^[1-9]\d{0,8}$/;
const LANG = /^[a-z]{2}_[A-Z]{2}$/;

/** Resolves the idSite header of every call; a missing or unknown site answers 400. */
export const sitePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("siteId", 0);
  app.decorateRequest("userLang", DEFAULT_LANG);

  app.addHook("onRequest", async (request) => {
    const lang = request.headers.userlang;
    if (typeof lang === "string" && LANG.test(lang)) request.userLang = lang;
    if (request.routeOptions.config?.withoutSite || request.url.startsWith(`${app.prefix}/docs`)) return;
    const raw = request.headers.idsite;
    if (typeof raw !== "string" || !SITE_ID.test(raw) || !(await app.sites.exists(Number(raw)))) {
      throw new HttpError(400, "Site inconnu");
    }
    request.siteId = Number(raw);
    // A suspended site answers nothing but the platform's admin calls (the panel still manages it).
    if (!request.url.startsWith(`${app.prefix}/admin/`) && (await app.sites.isSuspended(request.siteId))) {
      throw new HttpError(503, SITE_SUSPENDED);
    }
  });
});
