import { type RequestAddress, siteOrigin } from "@vitrine/shared/site-origin";
import type { Config } from "../../config";
import type { SiteSnapshot } from "./site-snapshot";

/** The link origin of each address a site was asked at, per snapshot. */
const linkOrigins = new WeakMap<SiteSnapshot, Map<string, string>>();
/** Addresses kept per snapshot: a Host header is the visitor's to choose (any port of localhost). */
const MAX_KEPT_ORIGINS = 64;

/**
 * Origin of the links to a site (e-mails, canonical URLs): the known address the request used, else
 * the site's main one (see siteOrigin). `hosts` is every site's, in id order (the first one answers
 * plain localhost). Asked on every page view: kept per snapshot (one per site version) and address.
 */
export function originOf(
  config: Pick<Config, "env" | "port">,
  hosts: readonly { id: number }[],
  siteId: number,
  snapshot: SiteSnapshot | null,
  request: RequestAddress | null,
): string {
  const options = {
    port: config.port,
    production: config.env === "production",
    defaultSite: hosts[0]?.id === siteId,
  };
  if (!snapshot) return siteOrigin({ devUrls: [], prodUrls: [] }, request, options);
  const key = `${options.defaultSite}|${options.production}|${options.port}|${request?.protocol}|${request?.host}`;
  let origins = linkOrigins.get(snapshot);
  if (!origins || origins.size >= MAX_KEPT_ORIGINS) {
    origins = new Map();
    linkOrigins.set(snapshot, origins);
  }
  let origin = origins.get(key);
  if (origin === undefined) {
    origin = siteOrigin(snapshot.info, request, options);
    origins.set(key, origin);
  }
  return origin;
}
