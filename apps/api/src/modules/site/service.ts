import { todayInParis } from "@vitrine/shared/account-rules";
import type { ParameterKey } from "@vitrine/shared/parameters";
import type { PageRedirect } from "@vitrine/shared/schemas/admin-pages";
import type { SearchHit } from "@vitrine/shared/schemas/search";
import type { PageDetail, Parameter, Popup } from "@vitrine/shared/schemas/site";
import type { RequestAddress } from "@vitrine/shared/site-origin";
import { switchOnIn } from "@vitrine/shared/site-switches";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { type AuditActor, recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import {
  componentConfs,
  externalAppConfigs,
  pageLayouts,
  paymentConfigs,
  popups,
  siteParameters,
  sites,
  siteVisits,
} from "../../db/schema/index";
import type { SearchHits } from "../../db/search";
import { LayoutAdmin } from "./layout-admin.service";
import { originOf } from "./link-origin";
import { PageAdmin } from "./page-admin.service";
import { findRedirect } from "./page-redirects";
import { searchPages } from "./page-search";
import { arianeOf } from "./page-tree";
import { hostnameOf } from "./site-rows";
import { loadSiteSnapshot, type SiteSnapshot } from "./site-snapshot";
import { SiteVersions } from "./site-versions";
import { ThemeAdmin } from "./theme-admin.service";

/** Distinct visit sources a site counts per day: strangers cannot grow the table without bound. */
export const MAX_VISIT_SOURCES_PER_DAY = 200;
/** Where a day's visits from further sources are counted; a tracked link's id is never empty. */
export const OTHER_VISIT_SOURCE = "";

export type { SiteSnapshot };

interface CacheEntry {
  snapshot: SiteSnapshot;
  pageDetails: Map<string, PageDetail | null>;
}

export interface SiteHost {
  id: number;
  name: string;
  hostnames: string[];
  /** The platform has suspended the site: its hosts answer 503. */
  suspended: boolean;
}

export class SiteService {
  private readonly cache = new Map<number, CacheEntry>();
  private readonly loading = new Map<number, Promise<CacheEntry | null>>();
  private hosts: {
    list: SiteHost[];
    byHost: Map<string, number>;
    ids: Set<number>;
    suspended: Set<number>;
    version: number;
  } | null = null;
  readonly versions: SiteVersions;
  /** The page tree as the admin panel edits it (with its trash and redirects), and the pages' layouts. */
  readonly pages: PageAdmin;
  readonly layouts: LayoutAdmin;
  /** Parameters, fonts and logos as the admin panel edits them. */
  readonly theme: ThemeAdmin;

  /** `mediaDir`: config.mediaDir; `versionCheckMs`: how long the known versions are trusted (VERSION_CHECK_MS; 0 reads them each time). */
  constructor(
    private readonly db: Db,
    mediaDir: string,
    versionCheckMs?: number,
  ) {
    this.versions = new SiteVersions(db, versionCheckMs);
    this.pages = new PageAdmin(db, () => this.invalidate());
    this.layouts = new LayoutAdmin(db, mediaDir, () => this.invalidate());
    this.theme = new ThemeAdmin(db, () => this.invalidate());
  }

  /**
   * Origin of the links to a site (e-mails, canonical URLs): the known address the request used, else
   * the site's main one (see siteOrigin). Without a request, the main address.
   */
  async linkOrigin(
    config: Pick<Config, "env" | "port">,
    siteId: number,
    request: RequestAddress | null = null,
  ): Promise<string> {
    const [hosts, snapshot] = await Promise.all([this.listHosts(), this.getSnapshot(siteId)]);
    return originOf(config, hosts, siteId, snapshot, request);
  }

  /**
   * The host table, the site's snapshot and link origin as kept, when the versions are fresh and
   * both are at them: no query, no promise (a kept page's view). Null when one must be read.
   */
  keptNow(
    config: Pick<Config, "env" | "port">,
    siteId: number,
    request: RequestAddress,
  ): { snapshot: SiteSnapshot; version: number; origin: string; suspended: boolean } | null {
    const hosts = this.hostsNow();
    const version = this.versions.currentNow(siteId);
    const snapshot = this.cache.get(siteId)?.snapshot;
    if (!hosts || version === undefined || !snapshot || snapshot.version < version) return null;
    return {
      snapshot,
      version,
      origin: originOf(config, hosts.list, siteId, snapshot, request),
      suspended: hosts.suspended.has(siteId),
    };
  }

  /** The site that serves this host name, when the host table is kept at the fresh versions. */
  siteIdForHostNow(hostname: string): { id: number | null; first: number | null } | null {
    const hosts = this.hostsNow();
    return hosts ? { id: hosts.byHost.get(hostname) ?? null, first: hosts.list[0]?.id ?? null } : null;
  }

  private hostsNow() {
    const hosts = this.hosts;
    return this.versions.fresh() && hosts && hosts.version === this.versions.latest() ? hosts : null;
  }

  /**
   * Ids, names and hostnames of every site, for matching a request's host (and the SUPER_ADMIN's
   * list of sites); read again when a site changes.
   */
  async listHosts(): Promise<SiteHost[]> {
    return (await this.hostTable()).list;
  }

  /** The site that serves this host name (lower case, no port), if any. */
  async siteIdForHost(hostname: string): Promise<number | null> {
    return (await this.hostTable()).byHost.get(hostname) ?? null;
  }

  async exists(siteId: number): Promise<boolean> {
    return (await this.hostTable()).ids.has(siteId);
  }

  /** Whether the platform has suspended the site (read with the host table, at the latest version). */
  async isSuspended(siteId: number): Promise<boolean> {
    return (await this.hostTable()).suspended.has(siteId);
  }

  private async hostTable() {
    await this.versions.refresh();
    const version = this.versions.latest();
    if (this.hosts && this.hosts.version === version) return this.hosts;
    const rows = await this.db
      .select({
        id: sites.id,
        name: sites.name,
        devUrls: sites.devUrls,
        prodUrls: sites.prodUrls,
        suspendedAt: sites.suspendedAt,
      })
      .from(sites)
      .orderBy(asc(sites.id));
    const list = rows.map((row) => ({
      id: row.id,
      name: row.name,
      hostnames: [...row.devUrls, ...row.prodUrls].map(hostnameOf).filter((h): h is string => h !== null),
      suspended: row.suspendedAt !== null,
    }));
    const byHost = new Map<string, number>();
    for (const site of list)
      for (const host of site.hostnames) if (!byHost.has(host)) byHost.set(host, site.id);
    const suspended = new Set(list.filter((site) => site.suspended).map((site) => site.id));
    this.hosts = { list, byHost, ids: new Set(list.map((site) => site.id)), suspended, version };
    return this.hosts;
  }

  /**
   * After a write made here, to this site or any: the next read checks the versions again (the
   * database has bumped the site's own; other instances see it within VERSION_CHECK_MS).
   */
  invalidate(_siteId?: number): void {
    this.versions.recheck();
  }

  /** The site's snapshot at its current version, loaded once per version whatever the requests waiting. */
  private async entry(siteId: number): Promise<CacheEntry | null> {
    const version = await this.versions.current(siteId);
    const cached = this.cache.get(siteId);
    if (version === null) {
      this.cache.delete(siteId);
      return null;
    }
    if (cached && cached.snapshot.version >= version) return cached;
    let loading = this.loading.get(siteId);
    if (!loading) {
      loading = loadSiteSnapshot(this.db, siteId)
        .then((snapshot) => {
          if (!snapshot) {
            this.cache.delete(siteId);
            return null;
          }
          const fresh: CacheEntry = { snapshot, pageDetails: new Map() };
          this.cache.set(siteId, fresh);
          return fresh;
        })
        .finally(() => this.loading.delete(siteId));
      this.loading.set(siteId, loading);
    }
    return loading;
  }

  async getSnapshot(siteId: number): Promise<SiteSnapshot | null> {
    return (await this.entry(siteId))?.snapshot ?? null;
  }

  /** The site search's share of the pages (GET /search): the public tree's, ranked. */
  async searchPages(siteId: number, tsquery: string, limit: number): Promise<SearchHits<SearchHit>> {
    const snapshot = await this.getSnapshot(siteId);
    if (!snapshot) return { hits: [], total: 0 };
    return searchPages(this.db, siteId, snapshot.pagesByUrl.values(), tsquery, limit);
  }

  /** Whether an on/off parameter of the site is on (its default when unset), from the snapshot. */
  async isOn(siteId: number, key: ParameterKey): Promise<boolean> {
    return switchOnIn((await this.getSnapshot(siteId))?.parameters ?? [], key);
  }

  /** A valid page of the site with its layout; null when the site has no such page. */
  async getPage(siteId: number, url: string): Promise<PageDetail | null> {
    const entry = await this.entry(siteId);
    if (!entry) return null;
    if (entry.pageDetails.has(url)) return entry.pageDetails.get(url) ?? null;
    const node = entry.snapshot.pagesByUrl.get(url);
    let detail: PageDetail | null = null;
    if (node) {
      const [layout] = await this.db
        .select({ id: pageLayouts.id, css: pageLayouts.css, hash: pageLayouts.hash, tree: pageLayouts.tree })
        .from(pageLayouts)
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, node.id)));
      const { children: _children, ...page } = node;
      detail = { ...page, layout: layout ?? null, ariane: arianeOf(node, entry.snapshot.pagesByUrl) };
    }
    entry.pageDetails.set(url, detail);
    return detail;
  }

  /** Where a former path of a page leads now, unless a page of the site is at that path. */
  async redirectFor(siteId: number, path: string): Promise<PageRedirect | null> {
    const snapshot = await this.getSnapshot(siteId);
    return snapshot ? findRedirect(this.db, siteId, snapshot.pagesByUrl, path) : null;
  }

  /**
   * Changes one parameter; a change made by an administrator (`actor`) is written, with the old
   * value, to the audit log in the same transaction.
   */
  async updateParameter(
    siteId: number,
    type: string,
    value: string | null,
    actor?: AuditActor,
  ): Promise<Parameter | null> {
    const row = await this.db.transaction(async (tx) => {
      const where = and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type));
      const [before] = await tx
        .select({ value: siteParameters.value })
        .from(siteParameters)
        .where(where)
        .for("update");
      if (!before) return null;
      const [updated] = await tx.update(siteParameters).set({ value }).where(where).returning({
        id: siteParameters.id,
        type: siteParameters.type,
        kind: siteParameters.kind,
        label: siteParameters.label,
        value: siteParameters.value,
      });
      if (actor) {
        const change = { action: "parameter.update", entity: "parameter", entityId: type };
        await recordAudit(tx, { siteId, actor, ...change, before: before.value, after: value });
      }
      return updated ?? null;
    });
    if (!row) return null;
    this.invalidate();
    return row;
  }

  /**
   * One more visit from this source today (Europe/Paris): a counter, not a row per call. Past
   * MAX_VISIT_SOURCES_PER_DAY sources in a day, new ones are counted under OTHER_VISIT_SOURCE.
   */
  async recordVisit(siteId: number, source: string): Promise<void> {
    const day = todayInParis();
    const sameDay = and(eq(siteVisits.siteId, siteId), eq(siteVisits.day, day));
    // One statement: the sources of the day are counted only for a source not seen yet today.
    const kept = sql`case
      when exists (select 1 from ${siteVisits} where ${sameDay} and ${siteVisits.source} = ${source}) then ${source}
      when (select count(*) from ${siteVisits} where ${sameDay}) < ${MAX_VISIT_SOURCES_PER_DAY} then ${source}
      else ${OTHER_VISIT_SOURCE} end`;
    await this.db
      .insert(siteVisits)
      .values({ siteId, source: kept, day, count: 1 })
      .onConflictDoUpdate({
        target: [siteVisits.siteId, siteVisits.source, siteVisits.day],
        set: { count: sql`${siteVisits.count} + 1` },
      });
  }

  async getComponentConf(siteId: number, slug: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db
      .select({ conf: componentConfs.conf })
      .from(componentConfs)
      .where(and(eq(componentConfs.siteId, siteId), eq(componentConfs.slug, slug)));
    return row?.conf ?? null;
  }

  async getPopup(siteId: number, id: number): Promise<Popup | null> {
    const [row] = await this.db
      .select()
      .from(popups)
      .where(and(eq(popups.siteId, siteId), eq(popups.id, id), eq(popups.isActive, true)));
    if (!row) return null;
    const { siteId: _, isActive: __, startsAt: ___, endsAt: ____, ...popup } = row;
    return popup;
  }

  async getExternalAppPublicConfig(siteId: number, app: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db
      .select({ publicConfig: externalAppConfigs.publicConfig })
      .from(externalAppConfigs)
      .where(and(eq(externalAppConfigs.siteId, siteId), eq(externalAppConfigs.app, app)));
    return row?.publicConfig ?? null;
  }

  async getPaymentPublicConfig(siteId: number) {
    const [row] = await this.db
      .select({ provider: paymentConfigs.provider, publishableKey: paymentConfigs.publishableKey })
      .from(paymentConfigs)
      .where(eq(paymentConfigs.siteId, siteId));
    return {
      provider: row?.provider ?? "STRIPE",
      publicKey: row?.publishableKey ?? null,
      enabled: Boolean(row?.publishableKey),
    };
  }
}
