import type { Image } from "@vitrine/shared/schemas/content";

/** Reply fields built from nullable columns: no URL, no image or link. */
export function imageOf(url: string | null, alt: string, width: number, height: number): Image | null {
  if (!url) return null;
  const externalPath = url.replace(/[?#].*$/, "");
  const last = externalPath.slice(externalPath.lastIndexOf("/") + 1);
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape keeps the name as stored.
  }
  return { name, externalPath, url, alt, width, height };
}

export function linkOf(url: string | null, label: string | null) {
  return url ? { url, label: label ?? url } : null;
}
