import type { LoaderFunctionArgs } from "react-router";
import { escapeHtml } from "./escape-html";

/*
 * Resource routes (PDFs, CSV files) whose file is not there, or refused to the signed-in member: a
 * French page, not a bare `null` or JSON.
 */

/** Where the page sends the reader back: the screen the download link was on. */
export interface WayBack {
  href: string;
  label: string;
}

/** What the 404 page says, and where it leads back. */
export interface Missing {
  message: string;
  back: WayBack;
}

/** The status of a response thrown with `data(…, { status })` (readable, requireNumericId, requireAdmin). */
function thrownStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  return (error as { init?: { status?: number } | null }).init?.status ?? null;
}

/** The French message a refusal was thrown with (`data({ message }, { status: 403 })`). */
function thrownMessage(error: unknown): string | null {
  const message = (error as { data?: { message?: unknown } | null }).data?.message;
  return typeof message === "string" ? message : null;
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
function filePage(status: 403 | 404, title: string, message: string, back: WayBack): Response {
  const html = `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * A resource route's loader answering its file, or a French page saying it is not there (404) or
 * not for this member (403), with a link back; any other failure (a redirect to the login page, an
 * error) goes on as thrown.
 */
export function fileRoute(
  load: (args: LoaderFunctionArgs) => Promise<Response>,
  missing: (args: LoaderFunctionArgs) => Missing | Promise<Missing>,
) {
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    try {
      return await load(args);
    } catch (error) {
      const status = thrownStatus(error);
      if (status === 403) {
        const message = thrownMessage(error) ?? "Ce document ne vous est pas accessible.";
        return filePage(403, "Accès refusé", message, { href: "/", label: "Retour au site" });
      }
      if (status !== 404) throw error;
      const { message, back } = await missing(args);
      return filePage(404, "Document introuvable", message, back);
    }
  };
}
