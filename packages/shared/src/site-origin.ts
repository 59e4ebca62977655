/**
 * Where links to a site point (e-mailed links, canonical and Open Graph URLs, sitemaps): always one
 * of the site's own known addresses, never a request's Host or X-Forwarded-* headers as such.
 */

/** A request's host, split and normalized (lower case, IPv6 in brackets as URL writes it). */
export interface HostAndPort {
  hostname: string;
  /** The explicit port; null when the host has none. */
  port: number | null;
}

/** What a request says about the address it was sent to (Fastify's request.host and protocol). */
export interface RequestAddress {
  host: string;
  protocol: string;
}

/** The stored addresses of a site (site info). */
export interface SiteAddresses {
  devUrls: readonly string[];
  prodUrls: readonly string[];
}

export interface LinkOptions {
  /** The port this server listens on (its configuration, never a header). */
  port: number;
  production: boolean;
  /** The site that plain localhost serves (the first one). */
  defaultSite: boolean;
}

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

export const isWebProtocol = (protocol: string | undefined): protocol is "http" | "https" =>
  protocol === "http" || protocol === "https";

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
/** A last label URL parsers read as a number: the whole host must then be a dotted IPv4. */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;

function normalizeHostname(value: string): string | null {
  const name = value.toLowerCase();
  if (name.startsWith("[")) {
    if (!/^\[[0-9a-f:.]+\]$/.test(name)) return null;
    try {
      return new URL(`http://${name}/`).hostname;
    } catch {
      return null;
    }
  }
  if (name.length === 0 || name.length > 253) return null;
  const labels = name.split(".");
  if (NUMERIC_LABEL.test(labels[labels.length - 1]!)) return IPV4.test(name) ? name : null;
  return labels.every((label) => LABEL.test(label)) ? name : null;
}

/**
 * A Host header as a host name and port: a reg-name, an IPv4 address or a bracketed IPv6 address,
 * then an optional port from 1 to 65535; null for anything else ("localhost:@evil.example").
 */
export function parseHost(value: string): HostAndPort | null {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const hostname = normalizeHostname(match[1]!);
  const port = match[2] === undefined ? null : Number(match[2]);
  if (hostname === null || port === 0 || (port !== null && port > 65535)) return null;
  return { hostname, port };
}

/** A stored address usable in a link: http or https only; anything else is ignored. */
function webUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const isLoopback = (hostname: string) =>
  hostname === "localhost" ||
  hostname.endsWith(".localhost") ||
  hostname === "[::1]" ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** A loopback address on the port this server listens on: it never leaves the visitor's machine. */
const onLocalPort = (url: URL, port: number) => new URL(`http://${url.hostname}:${port}`);

const portOf = (url: URL) => (url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol.slice(0, -1)]!);

/**
 * Every address a link to the site may use: its stored dev and prod URLs; their loopback ones on
 * this server's port too (a local run on another PORT); localhost itself for the default site.
 */
export function knownOrigins(site: SiteAddresses, options: LinkOptions): URL[] {
  const stored = [...site.devUrls, ...site.prodUrls].map(webUrl).filter((url): url is URL => url !== null);
  const local = stored.filter((url) => isLoopback(url.hostname)).map((url) => onLocalPort(url, options.port));
  const plain = options.defaultSite
    ? ["localhost", "127.0.0.1", "[::1]"].map((name) => new URL(`http://${name}:${options.port}`))
    : [];
  return [...stored, ...local, ...plain];
}

/**
 * The site's main address: its first production URL in production; elsewhere its first dev URL,
 * on this server's port when it is a loopback one, so that a local run links to itself.
 */
export function mainOrigin(site: SiteAddresses, options: LinkOptions): string {
  const dev = site.devUrls.map(webUrl).filter((url): url is URL => url !== null);
  const prod = site.prodUrls.map(webUrl).filter((url): url is URL => url !== null);
  const local = dev.map((url) => (isLoopback(url.hostname) ? onLocalPort(url, options.port) : url));
  const main = options.production ? (prod[0] ?? local[0]) : (local[0] ?? prod[0]);
  return main?.origin ?? `http://localhost:${options.port}`;
}

/**
 * Origin of a link to the site: the known address the request was sent to, matched exactly on host
 * name and port (a host without a port has its scheme's default one), else the site's main address.
 */
export function siteOrigin(
  site: SiteAddresses,
  request: RequestAddress | null,
  options: LinkOptions,
): string {
  const host = request ? parseHost(request.host) : null;
  if (host && request) {
    const port = host.port ?? (isWebProtocol(request.protocol) ? DEFAULT_PORTS[request.protocol] : null);
    const match = knownOrigins(site, options).find(
      (url) => url.hostname === host.hostname && portOf(url) === port,
    );
    if (match) return match.origin;
  }
  return mainOrigin(site, options);
}
