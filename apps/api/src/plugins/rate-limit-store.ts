import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema/index";

/** What a store answers @fastify/rate-limit: hits in the window, and milliseconds until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/** The part of @fastify/rate-limit's route options a store reads to tell routes apart. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

const t = rateLimitCounters;
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from ${t.expiresAt} - now()) * 1000))::integer`;

/**
 * Counts one hit on `key` with one atomic upsert, so that every instance on the database counts
 * the same window: a new or expired row starts again at 1 for `windowMs`, a live one adds 1.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const expired = sql`${t.expiresAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, expiresAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({ current: t.count, ttl: ttlMs });
  return row!;
}

/** The hits on `key` in its live window, without counting one (0 when none). */
export async function readHits(db: Db, key: string): Promise<RateLimitCount> {
  const [row] = await db
    .select({ current: t.count, ttl: ttlMs })
    .from(t)
    .where(sql`${t.key} = ${key} and ${t.expiresAt} > now()`);
  return row ?? { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has ended; returns how many. */
export async function purgeExpiredCounters(db: Db): Promise<number> {
  const deleted = await db.delete(t).where(lt(t.expiresAt, sql`now()`)).returning({ key: t.key });
  return deleted.length;
}

/** The route's own prefix ("POST /login "), so that routes sharing a key generator count apart. */
function routePrefix(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (!url) return "";
  return `${Array.isArray(method) ? method.join(",") : (method ?? "")} ${url} `;
}

/**
 * A store for @fastify/rate-limit (its `store` option, which it constructs itself) keeping the
 * counters in the database, shared by every instance. Limits made with `createRateLimit` (login
 * failures, discount codes) have no route: their key generators give each its own prefix.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** Used by `{ increment: false }` (a check before counting). */
    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** `options` are the route's merged limit options (typed by the plugin as its route options). */
    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(undefined, this.prefix + routePrefix(options as ChildOptions));
    }
  };
}
