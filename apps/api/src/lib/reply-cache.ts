import { SizedLru } from "./lru";

/** Published-at dates in the future show up without a write: no reply is kept longer than this. */
export const REPLY_MAX_AGE_MS = 60_000;

export interface CachedReply {
  body: string;
  etag: string;
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

  set(key: string, reply: CachedReply): void {
    this.replies.set(key, reply);
  }

  /** Bytes held (counted as UTF-16), for the benchmarks. */
  get size(): number {
    return this.replies.size;
  }
}
