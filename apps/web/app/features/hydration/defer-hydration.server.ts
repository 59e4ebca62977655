import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { BOOTSTRAP_ID } from "./HydrationStarter";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">/;

/**
 * Holds the page's JavaScript back until the page has loaded. React Router preloads every module
 * of the page in the head and runs its bootstrap module at once: on a slow mobile connection those
 * scripts (React alone weighs 60 KB compressed) share the bandwidth with the text, the fonts and
 * the main image. The page works without them (links and forms are plain HTML), so this stream
 * removes the preloads and makes the bootstrap inert (`type="text/x-deferred-module"`), keeping
 * the module list in `data-preload`; `HydrationStarter` restores both once the load event fired.
 *
 * The HTML arrives in chunks cut anywhere: an unfinished tag waits for the next chunk.
 */
export function deferHydration(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = hydrationRewriter();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // Keep an unfinished tag (a "<" with no ">" after it) for the next chunk.
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}

/** The same rewrite, of a whole page at once (the server renders pages whole). */
export const deferHydrationIn = (html: string): string => hydrationRewriter()(html);

/** Rewrites successive pieces of one page; only the preloads before the bootstrap are its own. */
function hydrationRewriter(): (html: string) => string {
  const preloads: string[] = [];
  let bootstrapSeen = false;
  return (html: string) => {
    if (bootstrapSeen) return html;
    const bootstrapAt = html.search(MODULE_BOOTSTRAP);
    const out = html.replace(MODULE_PRELOAD, (tag, href: string, offset: number) => {
      if (bootstrapAt >= 0 && offset > bootstrapAt) return tag;
      preloads.push(href);
      return "";
    });
    return out.replace(MODULE_BOOTSTRAP, (_tag, nonce: string) => {
      bootstrapSeen = true;
      const list = preloads.join(" ");
      return `<script nonce="${nonce}" type="text/x-deferred-module" id="${BOOTSTRAP_ID}" data-preload="${list}">`;
    });
  };
}
