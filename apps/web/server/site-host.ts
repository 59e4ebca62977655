import type { Services } from "@vitrine/api/composition";
import type { SiteService } from "@vitrine/api/modules/site/service";
import type { FastifyRequest } from "fastify";
import { pageScriptHashes, thirdPartySources } from "./security";

/** The site of a page request, as the web server needs it before any page is chosen. */
export interface RequestSite {
  id: number;
  /** The site's known address the visitor used, else its main one (canonical, Open Graph, links). */
  origin: string;
  /**
   * The script sources of the CSP beyond the page's nonce: the third-party hosts the site's
   * parameters allow (analytics, pixel…) and the hashes of its pages' link scripts.
   */
  thirdParty: ReturnType<typeof thirdPartySources>;
}

/**
 * The one place the web server reads the site itself, from the site service's cached snapshot:
 * which site serves the host, its address and its CSP sources. Everything a page shows comes
 * through the API client instead (decision 015). Null when no site serves the host.
 */
export async function requestSite(services: Services, request: FastifyRequest): Promise<RequestSite | null> {
  const id = await resolveSiteId(services.sites, request.hostname);
  if (id === null) return null;
  const [origin, snapshot] = await Promise.all([
    services.sites.linkOrigin(services.config, id, request),
    services.sites.getSnapshot(id),
  ]);
  return { id, origin, thirdParty: snapshot ? sourcesOf(snapshot) : thirdPartySources([]) };
}

type Snapshot = NonNullable<Awaited<ReturnType<SiteService["getSnapshot"]>>>;
const snapshotSources = new WeakMap<Snapshot, RequestSite["thirdParty"]>();

/** The CSP sources of a site, once per snapshot (the service keeps one per site version). */
function sourcesOf(snapshot: Snapshot): RequestSite["thirdParty"] {
  let sources = snapshotSources.get(snapshot);
  if (!sources) {
    sources = thirdPartySources(snapshot.parameters);
    sources.script.push(...pageScriptHashes(snapshot.pageTree));
    snapshotSources.set(snapshot, sources);
  }
  return sources;
}

/**
 * `requestSite` and the site's version without a query nor a promise, when all of it is kept in
 * memory at versions checked less than VERSION_CHECK_MS ago; null otherwise (or for no site).
 */
export function requestSiteNow(
  services: Services,
  request: FastifyRequest,
): { site: RequestSite; version: number; suspended: boolean } | null {
  const host = hostKey(request.hostname);
  const match = services.sites.siteIdForHostNow(host);
  const id = match && (match.id ?? (LOCAL_HOSTS.has(host) ? match.first : null));
  const kept = id ? services.sites.keptNow(services.config, id, request) : null;
  if (!id || !kept) return null;
  const site = { id, origin: kept.origin, thirdParty: sourcesOf(kept.snapshot) };
  return { site, version: kept.version, suspended: kept.suspended };
}

/** Plain localhost (any port) is the first site. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

/** A host name as the sites' URLs are matched: lower case, no port, no brackets. */
const hostKey = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");

/** The site that serves this host: matched against the sites' URLs; plain localhost is the first site. */
export async function resolveSiteId(sites: SiteService, hostname: string): Promise<number | null> {
  const host = hostKey(hostname);
  const match = await sites.siteIdForHost(host);
  if (match !== null) return match;
  if (LOCAL_HOSTS.has(host)) return (await sites.listHosts())[0]?.id ?? null;
  return null;
}
