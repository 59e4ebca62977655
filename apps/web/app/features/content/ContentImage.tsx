import { imageSizes, imageSrcSet } from "@vitrine/shared/image-widths";
import type { Image } from "@vitrine/shared/schemas/content";
import { createContext, useContext } from "react";

/** Cards sit three to a row on large screens, two on tablets; main images span the content column. */
const CARD_SIZES = "(min-width: 996px) 33vw, (min-width: 576px) 50vw, 100vw";
const MAIN_SIZES = "(min-width: 1200px) 1200px, 100vw";

/**
 * The server's reader of small drawings (decision 050): a drawing's `data:` URL to write into the
 * page, or null. Absent in the browser, which keeps what the server wrote.
 */
export const InlineImageContext = createContext<((url: string, pictures: boolean) => string | null) | null>(
  null,
);

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
  // The page's main image, when a small drawing, comes with the page: no request before it shows.
  const inline = useContext(InlineImageContext);
  const written = priority && inline ? inline(image.url, srcSet !== undefined) : null;
  return (
    <img
      className={className}
      src={written ?? image.url}
      srcSet={written ? undefined : srcSet}
      sizes={
        srcSet && !written ? imageSizes(sizes ?? (priority ? MAIN_SIZES : CARD_SIZES), !priority) : undefined
      }
      // The browser renders the address (it has no reader): the drawing the server wrote stays.
      suppressHydrationWarning={priority || undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
