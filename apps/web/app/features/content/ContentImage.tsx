import type { Image } from "@vitrine/shared/schemas/content";

/**
 * An image of the content API with its intrinsic size (no layout shift), decoded off the main
 * thread, lazy unless it is the page's main image (above the fold).
 */
export function ContentImage({
  image,
  priority = false,
  className,
}: {
  image: Pick<Image, "url" | "alt" | "width" | "height">;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
