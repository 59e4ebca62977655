import { randomBytes } from "node:crypto";
import type { Services } from "@vitrine/api/composition";
import { cookieOptions } from "@vitrine/api/lib/cookies";
import { ReplyCache } from "@vitrine/api/lib/reply-cache";
import { createApiClient, type FetchLike } from "@vitrine/sdk/client";
import { injectFetch } from "@vitrine/sdk/inject";
import { LOCALE_COOKIE, localeOf } from "@vitrine/shared/locale";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { createRequestHandler } from "react-router";
import { PAGE_SOURCES_HEADER, type PageSourceName, readPageSources } from "../app/features/http/page-sources";
import { hasBody, limitedBody, pageBodyLimit, sendTooLarge } from "./page-body";
import { anonymousPageKey, type CachedPage, type PageCache, sendCachedPage } from "./page-cache";
import { securityHeaders, withPageSources } from "./security";
import { sendShortPage } from "./short-page";
import { requestSite } from "./site-host";

/** What every page render of a server shares. */
export interface PageContext {
  services: Services;
  /** Reads a built asset's text (inlined styles). */
  assetText: (href: string) => string | null;
  devServer: boolean;
  /** Anonymous pages as rendered; none in development (pages change with the code). */
  pages: PageCache | null;
}

/**
 * Renders a page of the site the Host names: from the page cache when any anonymous visitor
 * would get the same bytes, else through React Router with an API client bound to the visitor.
 */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  context: PageContext,
) {
  const { services, pages } = context;
  const site = await requestSite(services, request);
  if (site === null) {
    return reply
      .status(404)
      .type("text/plain; charset=utf-8")
      .send("Aucun site n'est configuré pour cette adresse.");
  }
  if (await services.sites.isSuspended(site.id)) {
    return sendShortPage(
      reply,
      503,
      "Site suspendu",
      "Ce site est momentanément suspendu. Merci de revenir plus tard.",
    );
  }
  const version = await services.sites.versions.current(site.id);
  const headersOf = (nonce: string, page: readonly PageSourceName[] = []) =>
    securityHeaders(
      nonce,
      services.config.env === "production" && request.protocol === "https",
      withPageSources(site.thirdParty, page),
      context.devServer,
    );
  const cacheKey =
    pages && version !== null ? anonymousPageKey(request, site.id, version, site.origin) : null;
  const found = cacheKey ? pages?.find(cacheKey) : undefined;
  const cached = found instanceof Promise ? await found : found;
  if (cached) {
    const headers = headersOf(cached.nonce);
    headers["cache-control"] = pageCacheControl(request, cached.status, []);
    return sendCachedPage(request, reply, cached, headers);
  }
  const target: RenderTarget = { siteId: site.id, origin: site.origin, version, headersOf, keep: null };
  if (!cacheKey || !pages) return renderFresh(request, reply, handle, context, target);
  // The visitors asking for this page meanwhile wait for this render, then read it from the cache.
  let stored: Promise<void> = Promise.resolve();
  target.keep = (page) => {
    stored = pages.store(cacheKey, page);
  };
  const done = renderFresh(request, reply, handle, context, target);
  pages.rendered(
    cacheKey,
    done.then(() => stored),
  );
  return done;
}

/** What a render needs of its site, and where it keeps the page when any anonymous visitor may get it. */
interface RenderTarget {
  siteId: number;
  origin: string;
  version: number | null;
  /** The security headers, with the third-party sources the page asked for by name. */
  headersOf: (nonce: string, page?: readonly PageSourceName[]) => Record<string, string>;
  keep: ((page: Omit<CachedPage, "br" | "gzip">) => void) | null;
}

/**
 * The API client of a page request (`apiAs` binds another token, the one a login just returned):
 * in-process calls, replies the API keeps read directly, and the cookies the API sets collected
 * so that they reach the visitor as if it had called the API.
 */
function pageApi(request: FastifyRequest, services: Services, { siteId, version }: RenderTarget) {
  // The API sees the visitor, not the web server: rate limits per IP, links to the host used.
  const inProcess = injectFetch(request.server, () => ({
    "user-agent": request.headers["user-agent"] ?? "",
    "x-forwarded-for": request.ip,
    "x-forwarded-host": request.host,
    "x-forwarded-proto": request.protocol,
  }));
  const apiCookies: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const response = await inProcess(url, init);
    apiCookies.push(...response.headers.getSetCookie());
    return response;
  };
  // A reply the API keeps for this site and version is read directly, without a call.
  const kept = (url: string, lang: string) =>
    version === null ? undefined : services.replies.data(ReplyCache.key(siteId, version, lang, url));
  // The visitor's locale (spec section 4): the address's prefix, the locale cookie, fr_FR.
  const userLang = localeOf(request.url.split("?")[0] ?? "/", request.cookies[LOCALE_COOKIE]);
  const apiAs = (sessionToken: string | null | undefined) =>
    createApiClient({
      baseUrl: "/api",
      siteId,
      userLang,
      token: sessionToken,
      cartKey: request.cookies.cartKey,
      fetch,
      kept,
    });
  // Another site's calls: the session only (the cart and the kept replies are this site's).
  const apiOn = (otherSiteId: number) =>
    createApiClient({ baseUrl: "/api", siteId: otherSiteId, token: request.cookies.token, fetch });
  return { apiAs, apiOn, apiCookies };
}

async function renderFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  { services, assetText }: PageContext,
  target: RenderTarget,
) {
  const { siteId, origin } = target;
  const nonce = randomBytes(16).toString("base64");
  const token = request.cookies.token;
  const { apiAs, apiOn, apiCookies } = pageApi(request, services, target);
  let bodyTooLarge = false;
  const webRequest = toWebRequest(request, origin, () => {
    bodyTooLarge = true;
  });
  if (!webRequest) return sendShortPage(reply, 400, "Adresse invalide", "Cette adresse est invalide.");
  const documentRequest = !request.url.split("?")[0]?.endsWith(".data");
  let response: Response;
  try {
    response = await handle(webRequest, {
      api: apiAs(token),
      apiAs,
      apiOn,
      siteId,
      nonce,
      origin,
      token: token ?? null,
      documentRequest,
      cookieOptions: (maxAge) => cookieOptions(services.config, maxAge),
      assetText,
    });
  } catch (error) {
    if (bodyTooLarge) return sendTooLarge(request, reply);
    throw error;
  }
  // Whatever the page made of a body cut at the limit, the visitor is told it was too large.
  if (bodyTooLarge) {
    await response.body?.cancel();
    return sendTooLarge(request, reply);
  }
  reply.status(response.status);
  const pageSources = readPageSources(response.headers.get(PAGE_SOURCES_HEADER));
  for (const [key, value] of response.headers) {
    if (key === "set-cookie" || key === PAGE_SOURCES_HEADER) continue;
    reply.header(key, value);
  }
  // The page's own cookies come last: they win over the API's for the same name.
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  if (cookies.length) reply.header("set-cookie", cookies);
  const ownCacheControl = response.headers.has("cache-control");
  if (!ownCacheControl) reply.header("cache-control", pageCacheControl(request, response.status, cookies));
  // The same address answers differently with a session or a cart: caches must tell them apart.
  reply.header("vary", "Cookie");
  for (const [key, value] of Object.entries(target.headersOf(nonce, pageSources))) {
    if (!response.headers.has(key)) reply.header(key, value);
  }
  if (!response.body) return reply.send();
  // Pages come whole from the render (entry.server.tsx): one buffer, sent as it is.
  const body = Buffer.from(await response.arrayBuffer());
  // A page any anonymous visitor gets alike is kept for the next ones (its policy the site's own).
  const shared = cookies.length === 0 && !ownCacheControl && pageSources.length === 0;
  if (target.keep && response.status === 200 && shared) {
    const headers = [...response.headers].filter(([key]) => key !== "set-cookie" && key !== "content-length");
    target.keep({ status: 200, headers, nonce, body });
  }
  return reply.send(body);
}

/**
 * A first, anonymous view (no cookie at all, none set) is the same for every visitor: shared caches
 * may keep it a minute and serve it stale while they refresh. Anything personal stays private.
 */
function pageCacheControl(request: FastifyRequest, status: number, cookies: string[]): string {
  const anonymous = !request.headers.cookie && cookies.length === 0;
  if (request.method === "GET" && status === 200 && anonymous) {
    return "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
  }
  return "private, no-cache";
}

/**
 * The request as React Router reads it, on the site's known address (`origin`), never on the
 * Host as such; its body stops at the page limit. Null for a target that is no path.
 */
function toWebRequest(request: FastifyRequest, origin: string, onTooLarge: () => void): Request | null {
  if (!request.url.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(`${origin}${request.url}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const body = hasBody(request)
    ? limitedBody(request.raw, pageBodyLimit(request.headers["content-type"]), () => {
        onTooLarge();
        controller.abort();
      })
    : null;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
}
