import { SizedLru } from "./lru";

/** Published-at dates in the future show up without a write: no reply is kept longer than this. */
export const REPLY_MAX_AGE_MS = 60_000;

export interface CachedReply {
  body: string;
  etag: string;
  /** The envelope's data, parsed and frozen the first time an in-process caller reads it. */
  data?: unknown;
}

/**
 * The serialized replies of the routes marked `siteCache`, keyed by site, content version,
 * language and address; bounded in bytes. The web server reads it for its in-process calls.
 */
export class ReplyCache {
  private readonly replies: SizedLru<CachedReply>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.replies = new SizedLru<CachedReply>(maxBytes, (reply) => reply.body.length * 2, REPLY_MAX_AGE_MS);
  }

  static key(siteId: number, version: number, lang: string, url: string): string {
    return `${siteId}|${version}|${lang}|${url}`;
  }

  get(key: string): CachedReply | undefined {
    return this.replies.get(key);
  }

  /**
   * The data of a kept reply, for in-process callers: parsed once, then shared, so frozen (a caller
   * that changed it would change every later page; it fails instead).
   */
  data(key: string): unknown {
    const reply = this.replies.get(key);
    if (!reply) return undefined;
    if (reply.data === undefined) reply.data = deepFreeze((JSON.parse(reply.body) as { data: unknown }).data);
    return reply.data;
  }

  set(key: string, reply: CachedReply): void {
    this.replies.set(key, reply);
  }

  /** Bytes held (counted as UTF-16), for the benchmarks. */
  get size(): number {
    return this.replies.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
