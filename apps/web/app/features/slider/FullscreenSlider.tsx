import { faChevronLeft, faChevronRight, faXmark } from "@fortawesome/free-solid-svg-icons";
import { useEffect, useState } from "react";
import { listen, type RootEvents } from "../events";
import { Icon } from "../icons/Icon";

type Slides = RootEvents["vitrine:slider"];

/** Fullscreen image slider, opened by a root event. */
export function FullscreenSlider() {
  const [slides, setSlides] = useState<Slides | null>(null);
  const [index, setIndex] = useState(0);

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
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSlides(null);
      if (event.key === "ArrowRight") setIndex((i) => (i + 1) % slides.images.length);
      if (event.key === "ArrowLeft") setIndex((i) => (i - 1 + slides.images.length) % slides.images.length);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [slides]);

  if (!slides || slides.images.length === 0) return null;
  const image = slides.images[index]!;
  const total = slides.images.length;
  return (
    <div className="slider" role="dialog" aria-modal="true" aria-label="Diaporama">
      <img src={image.src} alt={image.alt} className="slider__image" />
      <p className="slider__counter">
        {index + 1} / {total}
      </p>
      <button
        type="button"
        className="slider__nav slider__nav--prev"
        onClick={() => setIndex((index - 1 + total) % total)}
        aria-label="Image précédente"
      >
        <Icon icon={faChevronLeft} />
      </button>
      <button
        type="button"
        className="slider__nav slider__nav--next"
        onClick={() => setIndex((index + 1) % total)}
        aria-label="Image suivante"
      >
        <Icon icon={faChevronRight} />
      </button>
      <button type="button" className="slider__close" onClick={() => setSlides(null)} aria-label="Fermer">
        <Icon icon={faXmark} />
      </button>
    </div>
  );
}
