import { eq, gt } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import type { NotificationLog, Notifications } from "../../db/notifications";
import { sites } from "../../db/schema/index";

/**
 * How long this instance trusts the versions it knows before asking the database which sites
 * changed: a change made through another instance is seen here within this delay (docs/scaling.md).
 */
export const VERSION_CHECK_MS = 500;

/**
 * A version is taken when a write's statement runs and seen when its transaction commits: a write
 * may commit after another one that took a higher version. A look therefore asks again for the
 * versions of writes that may have committed since the look before it, assuming no transaction
 * commits more than this long after its statement (notifications cover the longer ones).
 */
export const LOOK_OVERLAP_MS = 10_000;

/** The channel on which PostgreSQL tells each new version (migration 0024), as "<site id>:<version>". */
export const SITE_VERSION_CHANNEL = "site_versions";
const TOLD_VERSION = /^(\d{1,9}):(\d{1,15})$/;

/**
 * Each site's content version as this instance knows it. The database bumps a site's
 * `content_version` on every write to what the site shows (migration 0005, one sequence for every
 * site), so one query returns every site changed since the last look, whatever the number of sites.
 * Every cache of a site's data (snapshot, API replies, rendered pages) is keyed by this version.
 */
export class SiteVersions {
  private readonly known = new Map<number, number>();
  /** The highest version seen, by a look, a single query or a notification (`latest`). */
  private highest = 0;
  /** What the next look asks beyond (`lookFrom`), and what it needs to know. */
  private floor = 0;
  private lookedUpTo = 0;
  private lastLookAt = Number.NEGATIVE_INFINITY;
  private readonly marks: { doneAt: number; upTo: number }[] = [];
  private notifications: Notifications | null = null;
  private checkedAt = 0;
  private looking: Promise<void> | null = null;
  /** Counts the writes made here: a look that began before one of them proves nothing about it. */
  private writes = 0;
  private lookingSince = 0;

  constructor(
    private readonly db: Db,
    private readonly checkMs = VERSION_CHECK_MS,
    private readonly lookOverlapMs = LOOK_OVERLAP_MS,
  ) {}

  /** The site's current version; null for a site that does not exist. */
  async current(siteId: number): Promise<number | null> {
    await this.refresh();
    const version = this.known.get(siteId);
    if (version !== undefined) return version;
    const [row] = await this.db
      .select({ version: sites.contentVersion })
      .from(sites)
      .where(eq(sites.id, siteId));
    if (!row) return null;
    this.learn(siteId, row.version);
    return row.version;
  }

  /**
   * The site's version without a query nor a promise: known, and checked less than `checkMs` ago
   * with no write made here since. Undefined otherwise (`current` then asks).
   */
  currentNow(siteId: number): number | undefined {
    return this.fresh() ? this.known.get(siteId) : undefined;
  }

  /** Whether the known versions may be trusted without asking the database. */
  fresh(): boolean {
    return Date.now() - this.checkedAt < this.checkMs;
  }

  /** After a write made here: the next call asks the database, so this instance reads its own writes. */
  recheck(): void {
    this.writes++;
    this.checkedAt = 0;
  }

  /** Asks the database which sites changed, unless it was asked less than `checkMs` ago. */
  async refresh(): Promise<void> {
    if (!this.fresh()) await this.lookForChanges();
  }

  /**
   * On PostgreSQL, learns each new version as the database tells it (at the commit of the write,
   * whichever instance or script made it), so that a change is seen here at once; the looks every
   * `checkMs` remain for what is told while the listening connection is lost. Null on PGlite.
   */
  follow(database: Pick<Database, "listen">, log?: NotificationLog): Notifications | null {
    // Once it listens (again), a look finds what was written while nobody listened.
    const listening = () => {
      this.checkedAt = 0;
    };
    void this.notifications?.stop();
    this.notifications =
      database.listen?.(SITE_VERSION_CHANNEL, (payload) => this.hear(payload), { log, listening }) ?? null;
    return this.notifications;
  }

  /** Stops hearing the database's notifications (when the API closes). */
  async unfollow(): Promise<void> {
    const notifications = this.notifications;
    this.notifications = null;
    await notifications?.stop();
  }

  /** Whether the database's notifications are heard now (false on PGlite). */
  get listening(): boolean {
    return this.notifications?.listening ?? false;
  }

  /** A version told by the database; anything but "<site id>:<version>" is ignored. */
  hear(payload: string): void {
    const told = TOLD_VERSION.exec(payload);
    if (told) this.learn(Number(told[1]), Number(told[2]));
  }

  /** The highest version seen here: it changes whenever any site has changed. */
  latest(): number {
    return this.highest;
  }

  /**
   * One query at a time, whatever the number of requests waiting for it; a write made here since
   * the query under way began needs one more, begun after it.
   */
  private lookForChanges(): Promise<void> {
    if (this.looking && this.lookingSince === this.writes) return this.looking;
    const writes = this.writes;
    const look = (this.looking ?? Promise.resolve())
      .then(() => {
        const from = this.lookFrom();
        this.lastLookAt = Date.now();
        return this.db
          .select({ id: sites.id, version: sites.contentVersion })
          .from(sites)
          .where(gt(sites.contentVersion, from));
      })
      .then((rows) => {
        for (const row of rows) {
          this.learn(row.id, row.version);
          if (row.version > this.lookedUpTo) this.lookedUpTo = row.version;
        }
        this.marks.push({ doneAt: Date.now(), upTo: this.lookedUpTo });
        if (writes === this.writes) this.checkedAt = Date.now();
      })
      .finally(() => {
        if (this.looking === look) this.looking = null;
      });
    this.looking = look;
    this.lookingSince = writes;
    return look;
  }

  /**
   * What a look may ask beyond: the highest version a look had seen when it ended LOOK_OVERLAP_MS
   * before the last look began. Every version below it was taken before, so its write had
   * committed when the last look ran, which saw it (or a look before, by the same reasoning).
   * Neither a single query nor a notification moves it: they say nothing of the other sites.
   */
  private lookFrom(): number {
    const before = this.lastLookAt - this.lookOverlapMs;
    while (this.marks[0] && this.marks[0].doneAt <= before)
      this.floor = this.marks.shift()?.upTo ?? this.floor;
    return this.floor;
  }

  private learn(siteId: number, version: number): void {
    if ((this.known.get(siteId) ?? 0) < version) this.known.set(siteId, version);
    if (version > this.highest) this.highest = version;
  }
}
