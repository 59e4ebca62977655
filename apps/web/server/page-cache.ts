import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { SizedLru } from "@vitrine/api/lib/lru";
import { LOCALE_COOKIE, localeOf } from "@vitrine/shared/locale";
import { parse } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CONSENT_COOKIE, choiceOf, parseConsent } from "../app/features/consent/consent";
import { type MemberTemplate, templateSize } from "./member-pages";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Response headers as Node writes them. */
type Headers = Record<string, string | number | string[] | undefined>;

/** A page rendered for anonymous visitors, with its bytes compressed once. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The CSP nonce the page was rendered with: unknown before the render, fixed with the bytes. */
  nonce: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The response headers as written, per encoding and variant of request (sendCachedPage). */
  written?: Map<string, Headers>;
}

/** Rendered pages kept at most this long, whatever happens: dates and "upcoming" lists move on. */
export const PAGE_MAX_AGE_MS = 60_000;
/** Memory the rendered pages may take, all sites together. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Memory the members' page templates may take, all sites together. */
export const TEMPLATE_CACHE_BYTES = 32 * 1024 * 1024;

/** A members' page that is not the same for every member (it reads their orders, their cart…). */
export const NOT_SHARED = "not-shared";
export type KeptTemplate = MemberTemplate | typeof NOT_SHARED;

/**
 * Anonymous pages as rendered, keyed by site, content version, address used, consent choice and
 * path with query: a page view that finds its page here costs no render and no database call.
 * Bounded in bytes (least recently used pages leave first); a change to the site changes its
 * version, so the old pages are never served again and age out.
 */
export class PageCache {
  private readonly pages: SizedLru<CachedPage>;
  /** Members' pages with their profile left blank (member-pages.ts), or the mark of a personal page. */
  private readonly templates = new SizedLru<KeptTemplate>(
    TEMPLATE_CACHE_BYTES,
    (kept) => (kept === NOT_SHARED ? 64 : templateSize(kept)),
    PAGE_MAX_AGE_MS,
  );
  /**
   * The compressed forms of a page's bytes, by those very bytes: a render kept by its data
   * (render-cache.ts) comes back as the same buffer once the site's version moved, and is not
   * compressed again.
   */
  private readonly compressed = new WeakMap<Buffer, [Buffer, Buffer]>();
  /** Pages being rendered: the visitors asking for one meanwhile wait for it rather than render it too. */
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.pages = new SizedLru<CachedPage>(
      maxBytes,
      (page) => page.body.length + page.br.length + page.gzip.length,
      PAGE_MAX_AGE_MS,
    );
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * The kept page; while it is being rendered, the page once the render is over. Answers at once
   * (no promise) when nothing is under way, so that a miss and the mark of the render that follows
   * it happen in the same turn.
   */
  find(key: string): CachedPage | undefined | Promise<CachedPage | undefined> {
    return this.lookup(this.pages, key);
  }

  /** The members' template of a key (`memberPageKey` and the profile's shape), as `find` does. */
  findTemplate(key: string): KeptTemplate | undefined | Promise<KeptTemplate | undefined> {
    return this.lookup(this.templates, key);
  }

  storeTemplate(key: string, kept: KeptTemplate): void {
    this.templates.set(key, kept);
  }

  private lookup<V>(kept: SizedLru<V>, key: string): V | undefined | Promise<V | undefined> {
    const value = kept.get(key);
    const pending = value ? undefined : this.rendering.get(key);
    return pending ? pending.then(() => kept.get(key)) : value;
  }

  /** Marks the page as being rendered until `done` settles. */
  rendered(key: string, done: Promise<unknown>): void {
    const settled = done.then(
      () => {},
      () => {},
    );
    this.rendering.set(key, settled);
    void settled.then(() => this.rendering.delete(key));
  }

  /** Keeps a page once its compressed forms are ready (off the request's path); never fails. */
  async store(key: string, page: Omit<CachedPage, "br" | "gzip">): Promise<void> {
    const compressed = this.compressed.get(page.body) ?? (await this.compress(page.body));
    if (!compressed) return;
    this.compressed.set(page.body, compressed);
    this.pages.set(key, { ...page, br: compressed[0], gzip: compressed[1] });
  }

  private compress(body: Buffer): Promise<[Buffer, Buffer] | null> {
    return Promise.all([
      brotli(body, {
        params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 9 },
      }),
      gzipAsync(body, { level: 9 }),
    ]).catch(() => null);
  }

  get size(): number {
    return this.pages.size + this.templates.size;
  }
}

/**
 * The cache key of a request any anonymous visitor could have made, or null: a cookie other than the
 * consent choice and analytics' own ("_ga"…) means a session, a cart or a form's state.
 */
export function anonymousPageKey(
  request: FastifyRequest,
  siteId: number,
  version: number,
  origin: string,
): string | null {
  const key = visitorPageKey(request, siteId, version, origin);
  return key && key.token === null ? key.key : null;
}

/**
 * The key of a page asked by a member (a session cookie and nothing personal besides: no cart),
 * before the profile's shape is added, with their token; null for anything else. Documents only:
 * React Router's data requests (`.data`) are written differently and rendered each time.
 */
export function memberPageKey(
  request: FastifyRequest,
  siteId: number,
  version: number,
  origin: string,
): { key: string; token: string } | null {
  const key = visitorPageKey(request, siteId, version, origin);
  if (!key?.token || (request.url.split("?")[0] ?? "").endsWith(".data")) return null;
  return { key: `member|${key.key}`, token: key.token };
}

/** A cookie that leaves a page the same for every visitor who has it alike (consent, locale, analytics' own). */
const sharedCookie = (name: string) =>
  name === CONSENT_COOKIE || name === LOCALE_COOKIE || name.startsWith("_");

/**
 * Whether any anonymous visitor could have made this request: a GET without a session, a cart or
 * any cookie but the shared ones. Only such pages are kept, by address or by their data.
 */
export function anonymousRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET") return false;
  return Object.keys(request.headers.cookie ? parse(request.headers.cookie) : {}).every(sharedCookie);
}

function visitorPageKey(
  request: FastifyRequest,
  siteId: number,
  version: number,
  origin: string,
): { key: string; token: string | null } | null {
  if (request.method !== "GET") return null;
  const cookies = request.headers.cookie ? parse(request.headers.cookie) : {};
  for (const name of Object.keys(cookies)) {
    if (name !== "token" && !sharedCookie(name)) return null;
  }
  const choice = choiceOf(parseConsent(cookies[CONSENT_COOKIE]));
  const consent = choice ? `${Number(choice.audience)}${Number(choice.advertising)}` : "-";
  const locale = localeOf(request.url.split("?")[0] ?? "/", cookies[LOCALE_COOKIE]);
  return {
    key: `${siteId}|${version}|${origin}|${consent}|${locale}|${request.url}`,
    token: cookies.token || null,
  };
}

/**
 * Sends a kept page in the encoding the visitor accepts, with the request's own headers (CSP…)
 * that `headersOf` gives for this `variant` of request (computed once per page and variant).
 * Written straight to the connection: the page is already compressed, so the reply's hooks
 * (compression among them) have nothing left to do.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  variant: string,
  headersOf: () => Record<string, string>,
) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  const key = `${encoding}|${variant}`;
  // What the server's hooks set before (`x-content-type-options`) is kept, as a reply would.
  const earlier = reply.getHeaders();
  page.written ??= new Map();
  let headers = page.written.get(key);
  if (!headers) {
    headers = { ...earlier, ...Object.fromEntries(page.headers), ...headersOf() };
    headers.vary = "Cookie, Accept-Encoding";
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    page.written.set(key, headers);
  }
  reply.hijack();
  reply.raw.writeHead(page.status, withEarlier(headers, earlier));
  reply.raw.end(request.method === "HEAD" ? undefined : body);
  return reply;
}

/**
 * The kept headers with those the hooks set before (the kept ones win). The kept headers were
 * written with the hooks' headers of their first reply: while those are the same, as they are for
 * every page today, they are sent as they are (copying these dozen headers for each view was 8 %
 * of a kept page's CPU time).
 */
export function withEarlier(headers: Headers, earlier: Headers): Headers {
  for (const name in earlier) {
    if (headers[name] !== earlier[name]) return { ...earlier, ...headers };
  }
  return headers;
}

/** Sends a member's page written from its template (compressed on the way, as a render is). */
export function sendMemberPage(
  reply: FastifyReply,
  template: MemberTemplate,
  headers: Record<string, string>,
  body: Buffer,
) {
  return keptHeaders(reply, template, headers).header("vary", "Cookie").send(body);
}

function keptHeaders(
  reply: FastifyReply,
  page: { status: number; headers: [string, string][] },
  headers: Record<string, string>,
) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  for (const [key, value] of Object.entries(headers)) reply.header(key, value);
  return reply;
}
