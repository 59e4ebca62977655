import { imageSizes, imageSrcSet } from "@vitrine/shared/image-widths";
import type { Image } from "@vitrine/shared/schemas/content";

/** Cards sit three to a row on large screens, two on tablets; main images span the content column. */
const CARD_SIZES = "(min-width: 996px) 33vw, (min-width: 576px) 50vw, 100vw";
const MAIN_SIZES = "(min-width: 1200px) 1200px, 100vw";

/**
 * An image of the content API with its intrinsic size (no layout shift), decoded off the main
 * thread, lazy unless it is the page's main image (above the fold); photos come with a `srcset`
 * so that a phone downloads a phone-sized file.
 */
export function ContentImage({
  image,
  priority = false,
  className,
  sizes,
}: {
  image: Pick<Image, "url" | "alt" | "width" | "height">;
  priority?: boolean;
  className?: string;
  /** The `sizes` of the srcset; cards by default, the content column for a main image. */
  sizes?: string;
}) {
  const srcSet = imageSrcSet(image.url, image.width);
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? imageSizes(sizes ?? (priority ? MAIN_SIZES : CARD_SIZES), !priority) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
