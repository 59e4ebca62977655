/**
 * Responsive images: the widths the server resizes a site's photos to (`/media/...?w=640`), and
 * the `srcset` the pages give the browser so a phone never downloads a desktop-sized photo.
 * Vector images (SVG) scale by themselves and keep a single source.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

const RESIZABLE = /\.(jpe?g|png|webp)$/i;

/** True for a site photo the server can resize (JPEG, PNG, WebP under /media/). */
export function isResizableImage(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.startsWith("/media/") && RESIZABLE.test(path);
}

/**
 * The `srcset` of a site photo of intrinsic width `width`: every smaller variant, then the original.
 * Undefined for what cannot be resized (SVG, external URLs) or when the photo is already small.
 */
export function imageSrcSet(url: string, width?: number | null): string | undefined {
  if (!isResizableImage(url)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => !width || w < width);
  if (widths.length === 0) return undefined;
  const sources = widths.map((w) => `${url}?w=${w} ${w}w`);
  if (width) sources.push(`${url} ${width}w`);
  return sources.join(", ");
}
