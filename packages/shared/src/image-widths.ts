/**
 * Responsive images: the widths the server resizes a site's photos to (`/media/...?w=640`), and
 * the `srcset` the pages give the browser so a phone never downloads a desktop-sized photo.
 * Drawings made at a photo's size (SVG illustrations) are offered drawn to those widths too, as
 * WebP pictures: a browser decodes those off the page's main thread, where each SVG image is a
 * whole document to build. Logos, badges and icons keep their single vector source.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The narrowest SVG drawn to the srcset's widths: smaller ones are logos, badges and icons. */
export const ILLUSTRATION_MIN_WIDTH = 480;

const RESIZABLE = /\.(jpe?g|png|webp)$/i;
const VECTOR = /\.svg$/i;

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? "";

/** True for a site photo the server can resize (JPEG, PNG, WebP under /media/). */
export function isResizableImage(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith("/media/") && RESIZABLE.test(path);
}

/** True for a site's SVG drawing, which the server draws to IMAGE_WIDTHS as WebP pictures. */
export function isVectorImage(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith("/media/") && VECTOR.test(path);
}

/**
 * The `srcset` of a site image of intrinsic width `width`. A photo: every smaller variant, then the
 * original. An illustration (an SVG at least ILLUSTRATION_MIN_WIDTH wide): every width, as a
 * vector has no size to stay under. Undefined for what cannot be resized (external URLs), small
 * SVGs, and photos already small.
 */
export function imageSrcSet(url: string, width?: number | null): string | undefined {
  if (isVectorImage(url)) {
    if (!width || width < ILLUSTRATION_MIN_WIDTH) return undefined;
    return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", ");
  }
  if (!isResizableImage(url)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => !width || w < width);
  if (widths.length === 0) return undefined;
  const sources = widths.map((w) => `${url}?w=${w} ${w}w`);
  if (width) sources.push(`${url} ${width}w`);
  return sources.join(", ");
}

/**
 * The `sizes` of an image with a srcset: a lazy one starts with `auto`, the width the page gives it
 * once laid out (a card of 272 px on a wide screen then takes the 320 px file, not one of the
 * window's width); `sizes` is the estimate of browsers without `auto`, and of eager images, which
 * are fetched before any layout.
 */
export const imageSizes = (sizes: string, lazy: boolean) => (lazy ? `auto, ${sizes}` : sizes);
