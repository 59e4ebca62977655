import type { Services } from "@vitrine/api/composition";
import { ReplyCache } from "@vitrine/api/lib/reply-cache";
import { createApiClient, type FetchLike } from "@vitrine/sdk/client";
import { injectFetch } from "@vitrine/sdk/inject";
import { LOCALE_COOKIE, localeOf } from "@vitrine/shared/locale";
import type { FastifyRequest } from "fastify";
import { hasBody, limitedBody, pageBodyLimit } from "./page-body";

/**
 * The API client of a page request (`apiAs` binds another token, the one a login just returned):
 * in-process calls, replies the API keeps read directly, and the cookies the API sets collected
 * so that they reach the visitor as if it had called the API.
 */
export function pageApi(
  request: FastifyRequest,
  services: Services,
  { siteId, version }: { siteId: number; version: number | null },
) {
  // The API sees the visitor, not the web server: rate limits per IP, links to the host used.
  const inProcess = injectFetch(request.server, () => ({
    "user-agent": request.headers["user-agent"] ?? "",
    "x-forwarded-for": request.ip,
    "x-forwarded-host": request.host,
    "x-forwarded-proto": request.protocol,
  }));
  const apiCookies: string[] = [];
  let calls = 0;
  const fetch: FetchLike = async (url, init) => {
    calls += 1;
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
  return { apiAs, apiOn, apiCookies, calls: () => calls };
}

/**
 * The request as React Router reads it, on the site's known address (`origin`), never on the
 * Host as such; its body stops at the page limit. Null for a target that is no path.
 */
export function toWebRequest(
  request: FastifyRequest,
  origin: string,
  onTooLarge: () => void,
): Request | null {
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form posted from another site: an `Origin` other than the request's own (« null » included),
 * the check React Router makes before any action, made first here so that the refusal is a French
 * page rather than its English « Bad Request » and a stack trace in the log.
 */
export function crossSiteAction(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (SAFE_METHODS.has(request.method) || origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** An address of the API (under /api), never a page. */
export const isApiUrl = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
