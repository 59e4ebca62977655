import type { Config } from "./config";
import type { Database } from "./db/client";
import { AccountService } from "./modules/account/service";
import { GeoService } from "./modules/geo/service";
import { SiteService } from "./modules/site/service";

/** One instance of each domain service per process, shared by the API and the web server. */
export interface Services {
  config: Config;
  database: Database;
  sites: SiteService;
  geo: GeoService;
  accounts: AccountService;
}

export function createServices(config: Config, database: Database): Services {
  const { db } = database;
  return {
    config,
    database,
    sites: new SiteService(db),
    geo: new GeoService(db),
    accounts: new AccountService(db),
  };
}
