import { faChevronLeft, faChevronRight, faPlay } from "@fortawesome/free-solid-svg-icons";
import { imageSizes, imageSrcSet } from "@vitrine/shared/image-widths";
import type { Album } from "@vitrine/shared/schemas/content";
import { type MouseEvent, useRef } from "react";
import { emit, type GalleryItem } from "../events";
import { Icon } from "../icons/Icon";

/** The album's pictures then its videos, as the gallery overlay shows them. */
export function albumItems(album: Album): GalleryItem[] {
  return [
    ...album.images.map(
      (image): GalleryItem => ({
        type: "image",
        src: image.onlineImage.externalPath,
        alt: image.alt,
        caption: image.title || undefined,
        width: image.width,
        height: image.height,
      }),
    ),
    ...album.videos.map(
      (video): GalleryItem => ({
        type: "video",
        src: video.onlineVideo.externalPath,
        alt: video.title,
        width: video.width,
        height: video.height,
        poster: video.poster ?? undefined,
      }),
    ),
  ];
}

/**
 * Opens the gallery overlay at `start` (root event). Without JavaScript, or with a modifier key
 * (new tab), the link simply opens the file.
 */
function openGallery(event: MouseEvent<HTMLAnchorElement>, items: GalleryItem[], start: number) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  emit("vitrine:gallery", { items, start });
}

/** Thumbnails sit several to a row; the first one of a mosaic is twice as large. */
const THUMBNAIL_SIZES = "(min-width: 996px) 50vw, 100vw";

function Thumbnail({ item, priority }: { item: GalleryItem; priority: boolean }) {
  if (item.type === "video") {
    return (
      <>
        {item.poster ? (
          <img
            src={item.poster}
            alt=""
            width={item.width}
            height={item.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="album__video-placeholder" />
        )}
        <span className="album__play">
          <Icon icon={faPlay} />
          <span className="visually-hidden">Vidéo : {item.alt}</span>
        </span>
      </>
    );
  }
  const srcSet = imageSrcSet(item.src, item.width);
  return (
    <img
      src={item.src}
      srcSet={srcSet}
      sizes={srcSet ? imageSizes(THUMBNAIL_SIZES, !priority) : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

/**
 * The album as a grid of thumbnails; each opens the gallery overlay on its own picture.
 * `mosaic` gives the first picture a double size (a project's main photo).
 */
export function AlbumGallery({
  album,
  mosaic = false,
  priorityFirst = false,
  label,
}: {
  album: Album;
  mosaic?: boolean;
  priorityFirst?: boolean;
  label?: string;
}) {
  const items = albumItems(album);
  if (items.length === 0) return null;
  return (
    <ul className={`album${mosaic ? " album--mosaic" : ""}`} aria-label={label ?? `Photos : ${album.name}`}>
      {items.map((item, index) => (
        <li key={item.src} className="album__cell">
          <a
            className="album__item"
            href={item.src}
            onClick={(event) => openGallery(event, items, index)}
            data-gallery-index={index}
          >
            <Thumbnail item={item} priority={priorityFirst && index === 0} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The album as a horizontal strip that scrolls (snap points, arrows); each picture opens the gallery. */
export function AlbumSlider({ album }: { album: Album }) {
  const track = useRef<HTMLUListElement>(null);
  const items = albumItems(album);
  if (items.length === 0) return null;
  const scroll = (direction: number) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <div className="album-slider">
      <ul className="album-slider__track" ref={track} aria-label={`Photos : ${album.name}`}>
        {items.map((item, index) => (
          <li key={item.src} className="album-slider__slide">
            <a className="album__item" href={item.src} onClick={(event) => openGallery(event, items, index)}>
              <Thumbnail item={item} priority={false} />
            </a>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div className="album-slider__controls">
          <button type="button" className="album-slider__button" onClick={() => scroll(-1)}>
            <Icon icon={faChevronLeft} />
            <span className="visually-hidden">Photos précédentes</span>
          </button>
          <button type="button" className="album-slider__button" onClick={() => scroll(1)}>
            <Icon icon={faChevronRight} />
            <span className="visually-hidden">Photos suivantes</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
