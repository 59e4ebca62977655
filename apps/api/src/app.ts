import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "./composition";
import { withSafeSerializers } from "./lib/log";
import { accountRoutes } from "./modules/account/routes";
import { adminRoutes } from "./modules/admin/routes";
import { contentRoutes } from "./modules/content/routes";
import { geoRoutes } from "./modules/geo/routes";
import { searchRoutes } from "./modules/search/routes";
import { shopRoutes } from "./modules/shop/routes";
import { siteRoutes } from "./modules/site/routes";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { replyCachePlugin } from "./plugins/reply-cache";
import { sitePlugin } from "./plugins/site";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    sites: Services["sites"];
    geo: Services["geo"];
    accounts: Services["accounts"];
    content: Services["content"];
    shop: Services["shop"];
  }
}

// Validation messages in French, for every schema.
z.config(z.locales.fr());

export interface ApiOptions {
  services: Services;
}

/**
 * The documentation page loads Swagger UI's own scripts and styles only; the UI sets inline styles
 * and shows its logo as a data: image, and "Try it out" calls the API on the same origin.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** Every API route, mounted under /api by the web server and at / by the standalone API. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (parent, { services }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("services", services);
  app.decorate("sites", services.sites);
  app.decorate("geo", services.geo);
  app.decorate("accounts", services.accounts);
  app.decorate("content", services.content);
  app.decorate("shop", services.shop);

  if (!app.hasRequestDecorator("cookies")) await app.register(cookie);
  // Replies are JSON (and the documentation's files): browsers take the declared type as it is.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vitrine API",
        description:
          "API des sites Vitrine. Chaque appel porte l'en-tête idSite (identifiant numérique du site).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Mounted under a prefix (/api in the web server), the page without its final slash names its
  // files from the site's root: the prefix is part of that address.
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: DOCS_CSP,
    ...(app.prefix ? { indexPrefix: app.prefix } : {}),
  });
  await app.register(errorsPlugin);
  await app.register(sitePlugin);
  await app.register(replyCachePlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);

  app.get("/health", { config: { withoutSite: true }, schema: { hide: true } }, async () => ({
    success: true,
    data: { status: "ok" },
    message: "",
  }));
  app.get("/ready", { config: { withoutSite: true }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await services.database.db.execute(sql`select 1`);
      return { success: true, data: { status: "ready" }, message: "" };
    } catch {
      return reply.status(503).send({ success: false, data: null, message: "Base de données indisponible." });
    }
  });

  // The jobs worker runs while the API serves; a round in flight ends before the database closes.
  // So does the hearing of the sites' new versions (PostgreSQL only).
  app.addHook("onReady", async () => {
    services.jobs.start(app.log);
    services.sites.versions.follow(services.database, app.log);
  });
  app.addHook("onClose", async () => {
    await Promise.all([services.jobs.stop(), services.sites.versions.unfollow()]);
  });

  await app.register(siteRoutes);
  await app.register(geoRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(contentRoutes);
  await app.register(shopRoutes);
  await app.register(searchRoutes);
};

/**
 * Server options the API relies on, for every Fastify instance that mounts apiPlugin: path
 * parameters up to 500 characters reach the route schemas (slugs allow 120), and the router's own
 * failures (malformed percent-encoding, overlong parameter) answer the envelope, not Fastify's
 * English JSON.
 */
export const apiServerOptions = {
  routerOptions: { maxParamLength: 500 },
  frameworkErrors(error, _request, reply) {
    const internal = error.code === "FST_ERR_ASYNC_CONSTRAINT";
    (reply as FastifyReply).status(internal ? 500 : 400).send({
      success: false,
      data: null,
      message: internal
        ? "Une erreur interne est survenue. Merci de réessayer plus tard."
        : "L'adresse demandée contient un paramètre invalide.",
    });
  },
} satisfies FastifyServerOptions;

export interface BuildApiOptions {
  services: Services;
  logger?: FastifyServerOptions["logger"];
  /** Mount point of the routes; the standalone API serves them at the root. */
  prefix?: string;
}

/** The API as a Fastify instance, not listening: used by tests and by the standalone server. */
export async function buildApi({
  services,
  logger = false,
  prefix = "",
}: BuildApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(logger),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...apiServerOptions,
  });
  await app.register(apiPlugin, { services, prefix });
  await app.ready();
  return app;
}
