import { faChevronLeft, faChevronRight, faXmark } from "@fortawesome/free-solid-svg-icons";
import { TIMINGS } from "@vitrine/shared/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { listen, type RootEvents } from "../events";
import { wrapIndex } from "../gallery/gallery";
import { Icon } from "../icons/Icon";

type Slides = RootEvents["vitrine:slider"];

/**
 * Fullscreen slider, opened by a root event. It asks the browser for fullscreen and checks every
 * 250 ms that it still has it: leaving fullscreen from the browser's own controls closes it.
 */
export function FullscreenSlider() {
  const [slides, setSlides] = useState<Slides | null>(null);
  const [index, setIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    setSlides(null);
  }, []);

  useEffect(
    () =>
      listen("vitrine:slider", (detail) => {
        setSlides(detail);
        setIndex(detail.start ?? 0);
      }),
    [],
  );

  useEffect(() => {
    if (!slides) return;
    let entered = false;
    root.current
      ?.requestFullscreen?.()
      .then(() => {
        entered = true;
      })
      .catch(() => undefined);
    const check = window.setInterval(() => {
      if (entered && !document.fullscreenElement) close();
    }, TIMINGS.sliderCheckMs);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key === "ArrowRight") setIndex((i) => wrapIndex(i, 1, slides.images.length));
      if (event.key === "ArrowLeft") setIndex((i) => wrapIndex(i, -1, slides.images.length));
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearInterval(check);
      window.removeEventListener("keydown", onKey);
    };
  }, [slides, close]);

  if (!slides || slides.images.length === 0) return null;
  const image = slides.images[index]!;
  const total = slides.images.length;
  return (
    <div ref={root} className="slider" role="dialog" aria-modal="true" aria-label="Diaporama">
      <img src={image.src} alt={image.alt} className="slider__image" />
      <p className="slider__counter">
        {index + 1} / {total}
      </p>
      <button
        type="button"
        className="slider__nav slider__nav--prev"
        onClick={() => setIndex(wrapIndex(index, -1, total))}
        aria-label="Image précédente"
      >
        <Icon icon={faChevronLeft} />
      </button>
      <button
        type="button"
        className="slider__nav slider__nav--next"
        onClick={() => setIndex(wrapIndex(index, 1, total))}
        aria-label="Image suivante"
      >
        <Icon icon={faChevronRight} />
      </button>
      <button type="button" className="slider__close" onClick={close} aria-label="Fermer">
        <Icon icon={faXmark} />
      </button>
    </div>
  );
}
