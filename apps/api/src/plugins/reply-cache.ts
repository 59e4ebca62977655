import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type CachedReply, ReplyCache } from "../lib/reply-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The reply depends on the site, the address and the language only, never on the caller: it is
     * kept until the site's content version changes (or REPLY_MAX_AGE_MS has passed).
     */
    siteCache?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's reply is kept, on a route with `siteCache`. */
    replyCacheKey: string | null;
  }
}

const CACHE_CONTROL = "public, no-cache";

/**
 * Serves the routes marked `siteCache` from the reply cache: no session read, no validation, no
 * database. An ETag (site and version) lets clients revalidate for free (304).
 */
export const replyCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = app.services.replies;
  app.decorateRequest("replyCacheKey", null);

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.routeOptions.config?.siteCache || !request.siteId) return;
    const version = await app.sites.versions.current(request.siteId);
    if (version === null) return;
    const key = ReplyCache.key(request.siteId, version, request.userLang, request.url);
    const cached = cache.get(key);
    if (!cached) {
      request.replyCacheKey = key;
      return;
    }
    sendCached(request, reply, cached);
    return reply;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // A write made here: this instance reads the versions again before its next reply.
    if (request.method !== "GET" && request.method !== "HEAD") app.sites.invalidate();
    const key = request.replyCacheKey;
    // A compressed reply is a stream: only a plain one is kept.
    if (key && reply.statusCode === 200 && typeof payload === "string") {
      const etag = `W/"${key.split("|", 3).join("-")}"`;
      cache.set(key, { body: payload, etag });
      reply.header("etag", etag).header("cache-control", CACHE_CONTROL);
    }
    return payload;
  });
});

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  reply.header("etag", cached.etag).header("cache-control", CACHE_CONTROL);
  if (request.headers["if-none-match"] === cached.etag) {
    reply.code(304).send();
    return;
  }
  reply.type("application/json; charset=utf-8").send(cached.body);
}
