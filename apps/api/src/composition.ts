import type { Config } from "./config";
import type { Database } from "./db/client";
import { JobWorker } from "./db/job-worker";
import { createMailer, type Mailer } from "./lib/mailer";
import { ReplyCache } from "./lib/reply-cache";
import { type AccountServices, createAccountServices } from "./modules/account/service";
import { type ContentServices, createContentServices } from "./modules/content/service";
import { GeoService } from "./modules/geo/service";
import { SiteSearch } from "./modules/search/service";
import { createShopServices, type ShopServices } from "./modules/shop/service";
import { SiteService } from "./modules/site/service";

/** One instance of each domain service per process, shared by the API and the web server. */
export interface Services {
  config: Config;
  database: Database;
  sites: SiteService;
  geo: GeoService;
  accounts: AccountServices;
  mailer: Mailer;
  content: ContentServices;
  shop: ShopServices;
  /** The site search over the pages, the content and the shop (GET /search). */
  search: SiteSearch;
  /** The replies of the API routes marked `siteCache`, per site and content version. */
  replies: ReplyCache;
  /** Runs the timed work of the jobs table (started with the API, stopped when it closes). */
  jobs: JobWorker;
}

/**
 * `versionCheckMs` overrides how long a site's content version is trusted (tests read it each time);
 * `jobPollMs` how often the jobs worker looks for due jobs (0: never, the default under NODE_ENV=test
 * where tests run them with `services.jobs.runDue()`).
 */
export function createServices(
  config: Config,
  database: Database,
  {
    versionCheckMs,
    jobPollMs = config.env === "test" ? 0 : 2000,
  }: { versionCheckMs?: number; jobPollMs?: number } = {},
): Services {
  const { db } = database;
  const jobs = new JobWorker(db, { pollMs: jobPollMs });
  const sites = new SiteService(db, config.mediaDir, versionCheckMs);
  const mailer = createMailer(config);
  const geo = new GeoService(db);
  const content = createContentServices(db, config, sites, mailer, async (siteId, id) => {
    return (await shop.catalog.get(siteId, id)) !== null;
  });
  const shop = createShopServices(db, sites, { geo, calendars: content.calendars, config, jobs, mailer });
  return {
    config,
    database,
    sites,
    geo,
    accounts: createAccountServices(db, sites, mailer, geo),
    mailer,
    content,
    shop,
    search: new SiteSearch(db, sites, content, shop),
    replies: new ReplyCache(),
    jobs,
  };
}
