import { type RequestAddress, siteOrigin } from "@vitrine/shared/site-origin";
import type { Config } from "../../config";
import type { SiteService } from "./service";

/**
 * Origin of the links to a site (e-mails, canonical URLs): the known address the request used, else
 * the site's main one (see siteOrigin). Without a request, the main address.
 */
export async function linkOrigin(
  sites: SiteService,
  config: Pick<Config, "env" | "port">,
  siteId: number,
  request: RequestAddress | null = null,
): Promise<string> {
  const [hosts, snapshot] = await Promise.all([sites.listHosts(), sites.getSnapshot(siteId)]);
  return siteOrigin(snapshot?.info ?? { devUrls: [], prodUrls: [] }, request, {
    port: config.port,
    production: config.env === "production",
    defaultSite: hosts[0]?.id === siteId,
  });
}
