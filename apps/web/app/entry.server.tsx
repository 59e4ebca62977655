import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { safeError } from "@vitrine/api/lib/log";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "./features/hydration/defer-hydration.server";
import { InlineStylesContext } from "./features/styles/SiteStyles";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption = userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext value={loadContext.assetText}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </InlineStylesContext>,
      {
        nonce: loadContext.nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const html = deferHydration();
          // A visitor who leaves early destroys the page stream: the pipeline then closes React's
          // destination (React stops rendering). Nothing to report, and the error the streams
          // emit once the pipeline is over must not reach the process.
          pipeline(body, html, () => {});
          html.on("error", () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
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
    setTimeout(abort, streamTimeout + 1000);
  });
}
