import type { SiteService } from "@vitrine/api/modules/site/service";

/** The site that serves this host: matched against the sites' URLs; plain localhost is the first site. */
export async function resolveSiteId(sites: SiteService, hostname: string): Promise<number | null> {
  const host = hostname
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
  const list = await sites.listHosts();
  const match = list.find((site) => site.hostnames.includes(host));
  if (match) return match.id;
  if (host === "localhost" || host === "127.0.0.1" || host === "::1") return list[0]?.id ?? null;
  return null;
}
