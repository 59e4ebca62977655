import { Writable } from "node:stream";
import { safeError } from "@vitrine/api/lib/log";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { InlineImageContext } from "./features/content/ContentImage";
import { FormReplyContext } from "./features/forms/error-focus";
import { renderKey } from "./features/http/render-key.server";
import { deferHydrationIn } from "./features/hydration/defer-hydration.server";
import { InlineStylesContext } from "./features/styles/SiteStyles";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The same address with the same data was rendered before: its bytes, nonce included.
  const { renders } = loadContext;
  const key = renders ? renderKey(request, routerContext, responseStatusCode, loadContext.nonce) : null;
  const kept = key ? renders?.find(key) : undefined;
  if (kept) {
    loadContext.rendered = kept;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const body = kept.body as Uint8Array<ArrayBuffer>;
    return Promise.resolve(new Response(body, { headers: responseHeaders, status: 200 }));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Pages are rendered whole, then sent in one piece: no page waits on a slow part (nothing
    // suspends), and one buffer costs far less than a stream of small chunks converted twice.
    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext value={loadContext.assetText}>
        <InlineImageContext value={loadContext.inlineImage ?? null}>
          <FormReplyContext value={request.method === "POST"}>
            <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
          </FormReplyContext>
        </InlineImageContext>
      </InlineStylesContext>,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          });
          page.on("finish", () => {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Bytes all the way: the page is never decoded to a string and encoded again.
            // (Buffer.concat allocates a plain ArrayBuffer, never a shared one.)
            const html = deferHydrationIn(Buffer.concat(chunks));
            loadContext.rendered = { body: html, nonce: loadContext.nonce };
            // A part that failed made it a 500: only whole pages are kept.
            if (key && responseStatusCode === 200) renders?.keep(key, loadContext.rendered);
            const body = html as Uint8Array<ArrayBuffer>;
            resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Its type and stack only: a message may quote what the visitor typed.
          if (shellRendered)
            console.error(JSON.stringify({ msg: "page render failed", err: safeError(error) }));
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
