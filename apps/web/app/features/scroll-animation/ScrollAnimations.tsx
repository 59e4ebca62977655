import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Elements marked `data-animate` fade in when they scroll into view: once, or every time they
 * come back into view when the site's REPEAT_ANIMATION is on. Without JavaScript they simply show.
 */
export function ScrollAnimations({ repeat }: { repeat: boolean }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new elements to observe.
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const elements = [...document.querySelectorAll("[data-animate]")];
    // What the visitor already sees stays put: only what lies below the fold waits to fade in.
    for (const element of elements) {
      if (element.getBoundingClientRect().top < window.innerHeight) element.classList.add("is-visible");
    }
    document.documentElement.classList.add("js-animate");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add("is-visible");
            if (!repeat) observer.unobserve(entry.target);
          } else if (repeat) {
            entry.target.classList.remove("is-visible");
          }
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [repeat, pathname]);
  return null;
}
