import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { apiPlugin, apiServerOptions } from "@vitrine/api/app";
import type { Services } from "@vitrine/api/composition";
import { cookieOptions } from "@vitrine/api/lib/cookies";
import { withSafeSerializers } from "@vitrine/api/lib/log";
import { sendNotFound } from "@vitrine/api/plugins/errors";
import { createApiClient, type FetchLike } from "@vitrine/sdk/client";
import { injectFetch } from "@vitrine/sdk/inject";
import { isWebProtocol, parseHost } from "@vitrine/shared/site-origin";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { MEDIA_CACHE_CONTROL, mediaVariants } from "./media-variants";
import { declaredLength, isMultipart, limitedBody, pageBodyLimit } from "./page-body";
import { securityHeaders } from "./security";
import { sendShortPage } from "./short-page";
import { requestSite } from "./site-host";

export interface WebServerOptions {
  services: Services;
  /** The React Router server build (from build/server or, in development, from Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built client assets; absent in development (Vite serves them). */
  clientDir?: string;
  mode?: "production" | "development" | "test";
  logger?: boolean | { level: string };
  /** Runs before the page handler, e.g. Vite's middlewares in development. */
  beforePages?: (app: FastifyInstance) => Promise<void>;
}

/** One Fastify process: /api, the built assets, the media files and the server-rendered sites. */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { services } = options;
  const mode = options.mode ?? "production";
  const app = Fastify({
    logger: withSafeSerializers(options.logger ?? false),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: apiServerOptions.routerOptions,
    // A URL the router cannot read: the API's envelope under /api, a short French page elsewhere.
    frameworkErrors(error, request, reply) {
      if (request.url.startsWith("/api/")) return apiServerOptions.frameworkErrors(error, request, reply);
      (reply as FastifyReply)
        .status(400)
        .type("text/plain; charset=utf-8")
        .send("Cette adresse est invalide.");
    },
  });

  // Every answer, pages, API, assets and media: browsers take the declared type as it is.
  // A Host (or a trusted proxy's X-Forwarded-Host and -Proto) no site can have is refused here,
  // before anything builds an address from it.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    if (parseHost(request.host) && isWebProtocol(request.protocol)) return;
    if (isApiUrl(request.url)) {
      return reply
        .status(400)
        .send({ success: false, data: null, message: "L'adresse du site demandée est invalide." });
    }
    return sendShortPage(
      reply,
      400,
      "Adresse invalide",
      "L'adresse du site demandée est invalide. Vérifiez-la, puis réessayez.",
    );
  });

  // Brotli or gzip for pages, scripts, styles and SVG: most of what a first visit downloads.
  // Brotli 5 rather than the plugin's 4: the home page's HTML is 7 % smaller for the same 3 ms.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  await app.register(cookie);
  await app.register(apiPlugin, { services, prefix: "/api" });

  if (options.clientDir && existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of scripts, styles and SVG (vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under /assets: it never changes.
        if (path.includes(`${join("build", "client", "assets")}`)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        } else {
          res.header("Cache-Control", "public, max-age=3600");
        }
      },
    });
  }
  await mediaVariants(services.config.mediaDir, join(services.config.dataDir, "media-variants"))(app);
  await app.register(fastifyStatic, {
    root: services.config.mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    setHeaders(res, path) {
      res.header("Cache-Control", MEDIA_CACHE_CONTROL);
      if (path.endsWith(".svg"))
        res.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  if (options.beforePages) await options.beforePages(app);

  await app.register(async (pagesScope) => {
    // React Router reads request bodies itself (forms, uploads).
    pagesScope.removeAllContentTypeParsers();
    pagesScope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = createRequestHandler(options.build, mode);
    const assetText = assetReader(options.clientDir);
    const render = (request: FastifyRequest, reply: FastifyReply) => {
      // An API address no API route matched gets the API's 404 envelope, not a page.
      if (isApiUrl(request.url)) return sendNotFound(reply);
      // A body announced larger than a page reads is refused unread.
      const length = hasBody(request) ? declaredLength(request.raw) : null;
      if (length !== null && length > pageBodyLimit(request.headers["content-type"])) {
        return sendTooLarge(request, reply);
      }
      return renderPage(request, reply, handle, services, assetText, mode === "development");
    };
    pagesScope.all("/*", render);
    pagesScope.all("/", render);
  });

  return app;
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  services: Services,
  assetText: (href: string) => string | null,
  devServer: boolean,
) {
  const site = await requestSite(services, request);
  if (site === null) {
    return reply
      .status(404)
      .type("text/plain; charset=utf-8")
      .send("Aucun site n'est configuré pour cette adresse.");
  }
  const nonce = randomBytes(16).toString("base64");
  const { id: siteId, origin } = site;
  const token = request.cookies.token;
  // The API sees the visitor, not the web server: rate limits per IP, links to the host used.
  const inProcess = injectFetch(request.server, () => ({
    "user-agent": request.headers["user-agent"] ?? "",
    "x-forwarded-for": request.ip,
    "x-forwarded-host": request.host,
    "x-forwarded-proto": request.protocol,
  }));
  // The cookies the API sets (a new cart's secret) reach the visitor as if it had called the API.
  const apiCookies: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const response = await inProcess(url, init);
    apiCookies.push(...response.headers.getSetCookie());
    return response;
  };
  // The API client of this request; `apiAs` binds another token (the one a login just returned).
  const apiAs = (sessionToken: string | null | undefined) =>
    createApiClient({
      baseUrl: "/api",
      siteId,
      token: sessionToken,
      cartKey: request.cookies.cartKey,
      fetch,
    });
  const api = apiAs(token);

  let bodyTooLarge = false;
  const webRequest = toWebRequest(request, origin, () => {
    bodyTooLarge = true;
  });
  if (!webRequest) return sendShortPage(reply, 400, "Adresse invalide", "Cette adresse est invalide.");
  const documentRequest = !request.url.split("?")[0]?.endsWith(".data");
  let response: Response;
  try {
    response = await handle(webRequest, {
      api,
      apiAs,
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
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  // The page's own cookies come last: they win over the API's for the same name.
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.headers.has("cache-control")) {
    reply.header("cache-control", pageCacheControl(request, response, cookies));
  }
  // The same address answers differently with a session or a cart: caches must tell them apart.
  reply.header("vary", "Cookie");
  for (const [key, value] of Object.entries(
    securityHeaders(
      nonce,
      services.config.env === "production" && request.protocol === "https",
      site.thirdParty,
      devServer,
    ),
  )) {
    if (!response.headers.has(key)) reply.header(key, value);
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/** Reads built assets once and keeps them: they are fingerprinted, so they never change. */
function assetReader(clientDir: string | undefined): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!clientDir) return null;
    let text = texts.get(href);
    if (text === undefined) {
      const file = join(clientDir, href);
      text = href.startsWith("/assets/") && existsSync(file) ? readFileSync(file, "utf8") : null;
      texts.set(href, text);
    }
    return text;
  };
}

/**
 * A first, anonymous view (no cookie at all, none set) is the same for every visitor: shared caches
 * may keep it a minute and serve it stale while they refresh. Anything personal stays private.
 */
function pageCacheControl(request: FastifyRequest, response: Response, cookies: string[]): string {
  const anonymous = !request.headers.cookie && cookies.length === 0;
  if (request.method === "GET" && response.status === 200 && anonymous) {
    return "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
  }
  return "private, no-cache";
}

const isApiUrl = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

const hasBody = (request: FastifyRequest) => request.method !== "GET" && request.method !== "HEAD";

/** 413 with a French page; the rest of the body is never read (the connection closes). */
function sendTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const files = isMultipart(request.headers["content-type"]);
  reply.header("connection", "close");
  return sendShortPage(
    reply,
    413,
    "Envoi trop volumineux",
    files
      ? "Les fichiers envoyés sont trop volumineux : 25 Mo au total au maximum."
      : "Le formulaire envoyé est trop volumineux : 1 Mo au maximum.",
  );
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
