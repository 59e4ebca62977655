import { faChevronLeft, faChevronRight, faXmark } from "@fortawesome/free-solid-svg-icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { type GalleryItem, listen } from "../events";
import { Icon } from "../icons/Icon";
import { swipeStep, wrapIndex } from "./gallery";

/**
 * Gallery overlay (spec section 2): opened by a root event with items and a start index; counter,
 * arrows from medium screens up, Escape, arrow keys and swipes; wraps at both ends.
 */
export function GalleryOverlay() {
  const [items, setItems] = useState<GalleryItem[] | null>(null);
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(
    () =>
      listen("vitrine:gallery", ({ items: next, start = 0 }) => {
        if (next.length === 0) return;
        setItems(next);
        setIndex(wrapIndex(start, 0, next.length));
      }),
    [],
  );

  useEffect(() => {
    if (!items) return;
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
      opener?.focus?.();
    };
  }, [items]);

  const close = useCallback(() => {
    dialog.current?.close();
    setItems(null);
  }, []);

  if (!items) return null;
  const total = items.length;
  const item = items[index]!;
  const caption = item.caption || item.alt;
  const step = (delta: number) => setIndex((current) => wrapIndex(current, delta, total));

  return (
    <dialog
      ref={dialog}
      className="gallery"
      aria-label="Galerie"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") step(1);
        else if (event.key === "ArrowLeft") step(-1);
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
      }}
      onTouchEnd={(event) => {
        const touch = event.changedTouches[0];
        const start = touchStart.current;
        touchStart.current = null;
        if (touch && start) {
          const delta = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
          if (delta) step(delta);
        }
      }}
    >
      <p className="gallery__counter" aria-live="polite">
        {index + 1} / {total}
      </p>
      <button type="button" className="gallery__close" onClick={close} aria-label="Fermer la galerie">
        <Icon icon={faXmark} />
      </button>
      <figure className="gallery__stage">
        {item.type === "video" ? (
          <video
            key={item.src}
            className="gallery__video"
            src={item.src}
            poster={item.poster}
            controls
            playsInline
          >
            <track kind="captions" />
          </video>
        ) : (
          <img
            key={item.src}
            className="gallery__image"
            src={item.src}
            alt={item.alt}
            width={item.width}
            height={item.height}
          />
        )}
        {caption ? <figcaption className="gallery__caption">{caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="gallery__nav gallery__nav--prev"
            onClick={() => step(-1)}
            aria-label="Élément précédent"
          >
            <Icon icon={faChevronLeft} />
          </button>
          <button
            type="button"
            className="gallery__nav gallery__nav--next"
            onClick={() => step(1)}
            aria-label="Élément suivant"
          >
            <Icon icon={faChevronRight} />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
