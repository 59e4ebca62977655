import { join } from "node:path";
import { z } from "zod";
import { resolveFromRoot } from "./paths";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().url().optional(),
  /** A direct connection for LISTEN when DATABASE_URL goes through a transaction pooler (PgBouncer). */
  DATABASE_LISTEN_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Vitrine <no-reply@vitrine.localhost>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The platform's Stripe secret key: card payments are offered only with it. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (POST /api/payment/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a local fake in tests): http://127.0.0.1:12111. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Written into the sample shop's payment settings when the seed runs. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /**
   * Proxies whose X-Forwarded-* headers are believed: loopback by default (a proxy on this host and
   * the web server's in-process API calls), "true" for any, or a list of addresses and ranges.
   */
  TRUST_PROXY: z.string().optional(),
  /** Server processes sharing the port (node:cluster), one per core at most; 1 by default. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * "on" by default; "renders" keeps no page by address but still reuses a render whose data is
   * the same (what a view costs once the site's version moved); "off" renders every page (to
   * measure a render, or to look at a change at once).
   */
  PAGE_CACHE: z.enum(["on", "renders", "off"]).default("on"),
  /**
   * The key that signs the links the e-mails carry (an order's page for a guest), 32 characters or
   * more; a random one kept in DATA_DIR/link-secret when unset (lib/link-secret.ts).
   */
  LINK_SECRET: z.string().min(32, "32 characters at least").optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** PGlite data directory, unless databaseUrl is set; "memory://" keeps it in memory. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** Where the sites' new versions are heard (LISTEN); databaseUrl unless set. */
  databaseListenUrl: string | undefined;
  mediaDir: string;
  /** The resized copies of the sites' photos (`/media/…?w=640`): {mediaVariantsDir}/{width}/{siteId}/…. */
  mediaVariantsDir: string;
  mailDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Stripe's publishable key the seed gives the sample shop; none without it. */
  stripePublishableKey: string | undefined;
  /** Card payments (decision 021): the platform's secret key, the webhook's signing secret, Stripe's API address. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
  /** Fastify's trustProxy: which proxies may tell the visitor's address, host and protocol. */
  trustProxy: boolean | string;
  /** Server processes sharing the port; more than one needs PostgreSQL (databaseUrl). */
  workers: number;
  /** Whether production keeps rendered pages and members' templates (web server's page cache). */
  pageCache: boolean;
  /** Whether production reuses a render whose page data is the same (web server's render cache). */
  renderCache: boolean;
  /** LINK_SECRET: signs the links of the e-mails; undefined for the one kept in DATA_DIR (lib/link-secret.ts). */
  linkSecret: string | undefined;
}

/** Reads the environment once at start; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      "Invalid environment:\nWEB_CONCURRENCY: several processes need DATABASE_URL (PGlite opens its directory in one process only)",
    );
  }
  const dataDir = resolveFromRoot(overrides.dataDir ?? e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: join(dataDir, "db"),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    mediaDir: join(dataDir, "media"),
    mediaVariantsDir: join(dataDir, "media-variants"),
    mailDir: join(dataDir, "mail"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: e.STRIPE_API_URL || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    workers: e.WEB_CONCURRENCY,
    pageCache: e.PAGE_CACHE === "on",
    renderCache: e.PAGE_CACHE !== "off",
    linkSecret: e.LINK_SECRET || undefined,
    ...overrides,
  };
}

/** Loopback when unset, "true"/"false", or a comma-separated list of addresses and ranges ("10.0.0.0/8"). */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === "") return "127.0.0.1,::1";
  if (value === "false") return false;
  if (value === "true") return true;
  return value;
}
