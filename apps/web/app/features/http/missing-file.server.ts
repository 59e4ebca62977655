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

/*
 * The page's own few rules, inline: a resource route gets none of the site's sheets, and the
 * policy of every page lets inline styles through (style-src 'unsafe-inline').
 */
const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f4;\
color:#1c1917;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}\
main{box-sizing:border-box;max-width:32rem;margin:1rem;padding:2rem;background:#fff;\
border:1px solid #e7e5e4;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.08)}\
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}p{margin:0 0 1.5rem}p:last-child{margin:0}\
a{display:inline-block;padding:.625rem 1rem;border-radius:.5rem;background:#1c1917;color:#fff;\
text-decoration:none;font-weight:600}a:hover{background:#44403c}\
a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

/** The page itself: no script, so that any policy lets it through. */
function missingPage(message: string, back: WayBack): Response {
  const html = `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Document introuvable</title><style>${STYLE}</style></head>
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
