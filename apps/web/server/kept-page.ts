import type { Services } from "@vitrine/api/composition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageSourceName } from "../app/features/http/page-sources";
import { anonymousPageKey, type CachedPage, type PageCache, sendCachedPage } from "./page-cache";
import { isApiUrl } from "./page-request";
import { securityHeaders, withPageSources } from "./security";
import { type RequestSite, requestSiteNow } from "./site-host";

/** What sending a page needs of the server. */
export interface KeptPageContext {
  services: Services;
  devServer: boolean;
  /** Anonymous pages as rendered; none in development (pages change with the code). */
  pages: PageCache | null;
}

/**
 * Answers a page view from the page cache as soon as the request is routed, before the page
 * route's hooks and handler (cookies, compression, body), when everything it needs is in memory:
 * the host table, the site's snapshot and version checked less than VERSION_CHECK_MS ago, and the
 * page itself. No query and no promise: a kept page's view costs its lookups and its write. Anything
 * else (a page being rendered, a suspended site, versions to check) goes the whole way (renderPage),
 * which answers the same bytes. Returns whether it answered.
 */
export function sendKeptPageNow(
  request: FastifyRequest,
  reply: FastifyReply,
  context: KeptPageContext,
): boolean {
  if (request.method !== "GET" || !context.pages) return false;
  const known = requestSiteNow(context.services, request);
  if (!known || known.suspended) return false;
  const key = anonymousPageKey(request, known.site.id, known.version, known.site.origin);
  const page = key ? context.pages.get(key) : undefined;
  if (!page) return false;
  sendKeptPage(request, reply, page, known.site, context);
  return true;
}

/**
 * Adds the hook of `sendKeptPageNow` to `app`, for the requests routed to the pages: call it before
 * registering the plugins whose hooks it skips (compression, cookies).
 */
export function answerKeptPagesFirst(app: FastifyInstance, context: KeptPageContext): void {
  app.addHook("onRequest", (request, reply, done) => {
    const route = request.routeOptions.url;
    const page = (route === "/*" || route === "/") && !isApiUrl(request.url);
    if (page && sendKeptPageNow(request, reply, context)) return;
    done();
  });
}

/** Sends a kept page with this request's own headers (CSP with the page's nonce, cache policy). */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  site: RequestSite,
  context: KeptPageContext,
) {
  // The request's own headers vary by its protocol (HSTS) and its cookies (cache policy) only.
  const variant = `${request.protocol}|${Boolean(request.headers.cookie)}`;
  return sendCachedPage(request, reply, page, variant, () => {
    const headers = pageSecurityHeaders(request, site, context)(page.nonce);
    headers["cache-control"] = pageCacheControl(request, page.status, []);
    return headers;
  });
}

/** The security headers of a page of `site`, with the third-party sources the page asked for by name. */
export const pageSecurityHeaders =
  (request: FastifyRequest, site: RequestSite, { services, devServer }: KeptPageContext) =>
  (nonce: string, page: readonly PageSourceName[] = []) =>
    securityHeaders(
      nonce,
      services.config.env === "production" && request.protocol === "https",
      withPageSources(site.thirdParty, page),
      devServer,
    );

/**
 * A first, anonymous view (no cookie at all, none set) is the same for every visitor: shared caches
 * may keep it a minute and serve it stale while they refresh. Anything personal stays private.
 */
export function pageCacheControl(request: FastifyRequest, status: number, cookies: string[]): string {
  const anonymous = !request.headers.cookie && cookies.length === 0;
  if (request.method === "GET" && status === 200 && anonymous) {
    return "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
  }
  return "private, no-cache";
}
