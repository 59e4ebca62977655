import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Elements marked `data-animate` fade in when they scroll into view: once, or every time they
 * come back into view when the site's REPEAT_ANIMATION is on. Without JavaScript they simply show.
 *
 * No layout is read from script: the observer's first report says where every element is, and
 * only then does the page get the class that hides what lies below the fold. Reading each
 * element's position here forced the layout of every section the browser was still skipping
 * (`content-visibility`), in the same task as hydration.
 */
export function ScrollAnimations({ repeat }: { repeat: boolean }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new elements to observe.
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting || (first && alreadySeen(entry))) {
            entry.target.classList.add("is-visible");
            if (!repeat) observer.unobserve(entry.target);
          } else if (repeat) {
            entry.target.classList.remove("is-visible");
          }
        }
        // Hidden from now on: what is not marked visible, below the fold when the page was shown.
        if (first) document.documentElement.classList.add("js-animate");
        first = false;
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of document.querySelectorAll("[data-animate]")) observer.observe(element);
    // Elements that come later on the same page (its data revalidated with a changed layout,
    // whose HTML React then writes anew) are observed too, or they would stay hidden.
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches("[data-animate]")) observer.observe(node);
          for (const element of node.querySelectorAll("[data-animate]")) observer.observe(element);
        }
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      observer.disconnect();
      // The next page's elements show until its own first report.
      document.documentElement.classList.remove("js-animate");
    };
  }, [repeat, pathname]);
  return null;
}

/**
 * In the first screen when the page was shown, even in the strip the fade-in margin leaves out
 * (`rootBounds` is the screen less that margin; the window's height is read without a layout).
 */
function alreadySeen(entry: IntersectionObserverEntry): boolean {
  const { top, height } = entry.boundingClientRect;
  return height > 0 && top < window.innerHeight;
}
