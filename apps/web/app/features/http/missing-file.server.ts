import type { LoaderFunctionArgs } from "react-router";
import { escapeHtml } from "./escape-html";

/* Resource routes (PDFs, CSV files) whose file is not there: a French page, not a bare `null`. */

/** Where the page sends the reader back: the screen the download link was on. */
export interface WayBack {
  href: string;
  label: string;
}

/** A 404 thrown with `data(null, { status: 404 })` (readable, requireNumericId). */
function isNotFound(error: unknown): boolean {
  const init = (error as { init?: { status?: number } } | null)?.init;
  return typeof error === "object" && error !== null && init?.status === 404;
}

/** The page itself: no script or style, so that any policy lets it through. */
function missingPage(message: string, back: WayBack): Response {
  const html = `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Document introuvable</title></head>
<body>
<main>
<h1>Document introuvable</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * A resource route's loader answering its file, or a French page saying it is not there (404),
 * with a link back; any other failure (a redirect to the login page, an error) goes on as thrown.
 */
export function fileRoute(
  load: (args: LoaderFunctionArgs) => Promise<Response>,
  missing: (args: LoaderFunctionArgs) => { message: string; back: WayBack },
) {
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    try {
      return await load(args);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const { message, back } = missing(args);
      return missingPage(message, back);
    }
  };
}
