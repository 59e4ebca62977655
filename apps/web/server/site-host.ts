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

/** The site that serves this host: matched against the sites' URLs; plain localhost is the first site. */
export async function resolveSiteId(sites: SiteService, hostname: string): Promise<number | null> {
  const host = hostname
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
  const match = await sites.siteIdForHost(host);
  if (match !== null) return match;
  if (host === "localhost" || host === "127.0.0.1" || host === "::1")
    return (await sites.listHosts())[0]?.id ?? null;
  return null;
}
