import type { Image } from "@vitrine/shared/schemas/content";

/** Reply fields built from nullable columns: no URL, no image or link. */
export function imageOf(url: string | null, alt: string, width: number, height: number): Image | null {
  return url ? { url, alt, width, height } : null;
}

export function linkOf(url: string | null, label: string | null) {
  return url ? { url, label: label ?? url } : null;
}
