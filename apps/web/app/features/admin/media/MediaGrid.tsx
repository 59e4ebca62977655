import { faFilm } from "@fortawesome/free-solid-svg-icons";
import { formatBytes } from "@vitrine/shared/file-size";
import { MEDIA_FORMATS, type Media } from "@vitrine/shared/schemas/admin-media";
import type { ReactNode } from "react";
import { Icon } from "../../icons/Icon";

/** The thumbnails of the media library: its screen's grid and the picker's. */

const NBSP = "\u00a0";

/** « JPEG · 1600 × 900 px · 245 Ko »: what a file is, in one line (each fact kept whole). */
export function mediaFacts(media: Media): string {
  const format =
    Object.values(MEDIA_FORMATS).find((f) => f.mimeType === media.mimeType)?.label ?? media.mimeType;
  const facts = [format, formatBytes(media.size).replace(" ", NBSP)];
  if (media.width && media.height) facts.splice(1, 0, [media.width, "×", media.height, "px"].join(NBSP));
  return facts.join(" · ");
}

/** A file's small picture: its smallest copy for a photo, the drawing itself, a sign for a video. */
export function MediaThumb({ media }: { media: Media }) {
  if (media.kind === "VIDEO") {
    return (
      <span className="media-thumb media-thumb--video" aria-hidden="true">
        <Icon icon={faFilm} />
      </span>
    );
  }
  const src = media.variants[0]?.url ?? media.url;
  return (
    <span className="media-thumb">
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={media.width ?? undefined}
        height={media.height ?? undefined}
      />
    </span>
  );
}

interface MediaGridProps {
  items: Media[];
  /** The card's action: a link (the screen) or a button (the picker). */
  renderCard: (media: Media, content: ReactNode) => ReactNode;
  /** The label of the list, for screen readers. */
  label: string;
  empty: ReactNode;
}

/** The files as cards: thumbnail, name and facts; each card opens or picks its file. */
export function MediaGrid({ items, renderCard, label, empty }: MediaGridProps) {
  if (items.length === 0) return <p className="media-grid__empty">{empty}</p>;
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((media) => (
        <li key={media.id} className="media-grid__item">
          {renderCard(
            media,
            <>
              <MediaThumb media={media} />
              <span className="media-grid__name" title={media.name}>
                {media.name}
              </span>
              <span className="media-grid__facts">{mediaFacts(media)}</span>
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}
