import { BOOTSTRAP_ID, DEFERRED_DATA_TYPE } from "./HydrationStarter";

const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const BOOTSTRAP_START = Buffer.from('<script nonce="');
const BOOTSTRAP_END = Buffer.from('" type="module" async="">');
/** The end of a data script's opening tag and its start: `<script nonce="…">window.__reactRouterContext.streamController.` */
const DATA_TAG_END = Buffer.from('">window.__reactRouterContext.streamController.');
const DATA_TYPE = Buffer.from(` type="${DEFERRED_DATA_TYPE}"`);
const QUOTE = 0x22;
const TAG_END = 0x3e;

/**
 * Holds the page's JavaScript back until the page has loaded. React Router preloads every module
 * of the page in the head and runs its bootstrap module at once: on a slow mobile connection those
 * scripts (React alone weighs 60 KB compressed) share the bandwidth with the text, the fonts and
 * the main image. The page works without them (links and forms are plain HTML), so the preloads
 * before the bootstrap are removed and the bootstrap is made inert
 * (`type="text/x-deferred-module"`); `HydrationStarter` runs it once the load event fired. The
 * browser's modules come in a few chunks (`vite-chunks.ts`), so the bootstrap's imports reach
 * them all in two steps without a list of preloads.
 *
 * React Router's data scripts after the bootstrap (the page's data, streamed into
 * `__reactRouterContext`, about 30 KB on a home page) are made inert too
 * (`type="text/x-deferred-data"`): compiling and running them cost the phone a task after the first
 * paint, for the hydration only. The starter runs them, in order, just before the bootstrap.
 *
 * The page is rewritten as bytes: the markers are ASCII, which no UTF-8 sequence of another
 * character contains, and a page is never decoded to a string and encoded again.
 */
export function deferHydrationIn(page: Buffer): Buffer {
  const bootstrap = findBootstrap(page);
  if (!bootstrap) return page;
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = page.indexOf(PRELOAD_START); at >= 0 && at < bootstrap.start; ) {
    const hrefStart = at + PRELOAD_START.length;
    const hrefEnd = page.indexOf(QUOTE, hrefStart);
    const tagEnd = page.indexOf(TAG_END, hrefEnd);
    if (hrefEnd < 0 || tagEnd < 0 || tagEnd > bootstrap.start) break;
    parts.push(page.subarray(copied, at));
    copied = tagEnd + 1;
    at = page.indexOf(PRELOAD_START, copied);
  }
  parts.push(
    page.subarray(copied, bootstrap.start),
    Buffer.from(`<script nonce="${bootstrap.nonce}" type="text/x-deferred-module" id="${BOOTSTRAP_ID}">`),
  );
  copied = bootstrap.end;
  for (let at = page.indexOf(DATA_TAG_END, copied); at >= 0; at = page.indexOf(DATA_TAG_END, at + 1)) {
    // Only React Router's own tag: `<script nonce="…` right before, the nonce without a tag end.
    const tagStart = page.lastIndexOf(BOOTSTRAP_START, at);
    if (tagStart < copied || page.indexOf(TAG_END, tagStart) < at) continue;
    parts.push(page.subarray(copied, at + 1), DATA_TYPE);
    copied = at + 1;
  }
  parts.push(page.subarray(copied));
  return Buffer.concat(parts);
}

/** React Router's module bootstrap: `<script nonce="…" type="module" async="">`. */
function findBootstrap(page: Buffer): { start: number; end: number; nonce: string } | null {
  for (let at = page.indexOf(BOOTSTRAP_START); at >= 0; at = page.indexOf(BOOTSTRAP_START, at + 1)) {
    const nonceStart = at + BOOTSTRAP_START.length;
    const nonceEnd = page.indexOf(QUOTE, nonceStart);
    if (nonceEnd < 0) return null;
    if (page.subarray(nonceEnd, nonceEnd + BOOTSTRAP_END.length).equals(BOOTSTRAP_END)) {
      return {
        start: at,
        end: nonceEnd + BOOTSTRAP_END.length,
        nonce: page.toString("latin1", nonceStart, nonceEnd),
      };
    }
  }
  return null;
}
