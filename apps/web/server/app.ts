import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { apiPlugin, apiServerOptions } from "@vitrine/api/app";
import type { Services } from "@vitrine/api/composition";
import { RequestLogController, withSafeSerializers } from "@vitrine/api/lib/log";
import { sendNotFound } from "@vitrine/api/plugins/errors";
import { isWebProtocol, parseHost } from "@vitrine/shared/site-origin";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { answerClientError } from "./client-error";
import { inlineImages } from "./inline-images";
import { answerKeptPagesFirst } from "./kept-page";
import { MEDIA_CACHE_CONTROL, mediaVariants } from "./media-variants";
import { declaredLength, hasBody, pageBodyLimit, sendTooLarge } from "./page-body";
import { PageCache } from "./page-cache";
import { methodRefusal } from "./page-methods";
import { isApiUrl } from "./page-request";
import { RenderCache } from "./render-cache";
import { renderPage } from "./render-page";
import { sendShortPage } from "./short-page";

export interface WebServerOptions {
  services: Services;
  /** The React Router server build (from build/server or, in development, from Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built client assets; absent in development (Vite serves them). */
  clientDir?: string;
  mode?: "production" | "development" | "test";
  logger?: boolean | { level: string };
  /** Keeps anonymous pages as rendered (PageCache); by default in production only. */
  pageCache?: boolean;
  /** Reuses a render whose page data is the same (RenderCache); by default in production only. */
  renderCache?: boolean;
  /** Runs before the page handler, e.g. Vite's middlewares in development. */
  beforePages?: (app: FastifyInstance) => Promise<void>;
}

/** One Fastify process: /api, the built assets, the media files and the server-rendered sites. */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { services } = options;
  const mode = options.mode ?? "production";
  const app = Fastify({
    logger: withSafeSerializers(options.logger ?? false),
    logController: new RequestLogController(),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
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
  // before anything builds an address from it (a callback: no promise for every request).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-content-type-options", "nosniff");
    if (parseHost(request.host) && isWebProtocol(request.protocol)) return done();
    if (isApiUrl(request.url)) {
      reply
        .status(400)
        .send({ success: false, data: null, message: "L'adresse du site demandée est invalide." });
      return;
    }
    sendShortPage(
      reply,
      400,
      "Adresse invalide",
      "L'adresse du site demandée est invalide. Vérifiez-la, puis réessayez.",
    );
  });

  // Pages kept for anonymous visitors, shared by the page route and the hook that answers them first.
  const pages =
    (options.pageCache ?? (mode === "production" && services.config.pageCache)) ? new PageCache() : null;
  // A kept page is answered once its request is routed to the pages, before any other hook.
  if (pages) answerKeptPagesFirst(app, { services, devServer: mode === "development", pages });

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
  await mediaVariants(services.config.mediaDir, services.config.mediaVariantsDir)(app);
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

  app.setNotFoundHandler(sendNothingHere);

  await app.register(async (pagesScope) => {
    // React Router reads request bodies itself (forms, uploads).
    pagesScope.removeAllContentTypeParsers();
    pagesScope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = createRequestHandler(options.build, mode);
    const context = pageContext(options, mode, pages);
    const refusedMethod = methodRefusal(options.build);
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // An API address no API route matched gets the API's 404 envelope, not a page.
      if (isApiUrl(request.url)) return sendNotFound(reply);
      if (await refusedMethod(request, reply)) return reply;
      return refusedRequest(request, reply) ?? renderPage(request, reply, handle, context);
    };
    pagesScope.all("/*", render);
    pagesScope.all("/", render);
  });

  return app;
}

/**
 * What no route answers (a media file that is not there, a method no page knows): the API's
 * envelope under /api, a short French page elsewhere, never the framework's English JSON.
 */
function sendNothingHere(request: FastifyRequest, reply: FastifyReply) {
  if (isApiUrl(request.url)) return sendNotFound(reply);
  return sendShortPage(reply, 404, "Adresse introuvable", "Rien ne se trouve à cette adresse.");
}

/** What rendering a page needs of the server. */
function pageContext(options: WebServerOptions, mode: string, pages: PageCache | null) {
  const { services } = options;
  return {
    services,
    assetText: assetReader(options.clientDir),
    inlineImage: inlineImages(services.config.mediaDir),
    devServer: mode === "development",
    pages,
    renders:
      (options.renderCache ?? (mode === "production" && services.config.renderCache))
        ? new RenderCache()
        : null,
  };
}

/** The answer to a request no page reads, or null: a body too large. */
function refusedRequest(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  // A body announced larger than a page reads is refused unread.
  const length = hasBody(request) ? declaredLength(request.raw) : null;
  if (length !== null && length > pageBodyLimit(request.headers["content-type"]))
    return sendTooLarge(request, reply);
  return null;
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
