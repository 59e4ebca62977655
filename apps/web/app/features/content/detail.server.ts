import { isApiError } from "@vitrine/sdk/client";
import { data, redirect } from "react-router";

/**
 * The item a detail page shows, or the site's 404 page when the API does not know it: an unknown
 * id, a malformed one and another site's id all answer 404 there.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** A legacy address (no slug, an outdated slug, a trailing slash) answers 301 to the canonical one. */
export function requireCanonical(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
}

/** The page number of a list's query string: 1 when absent or unreadable. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
