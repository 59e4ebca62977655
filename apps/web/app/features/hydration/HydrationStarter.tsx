/** Id of the inert copy of React Router's module bootstrap (see `deferHydration`). */
export const BOOTSTRAP_ID = "hydration-bootstrap";

const STARTER = `(() => {
  const start = () => {
    const inert = document.getElementById("${BOOTSTRAP_ID}");
    if (!inert || inert.dataset.started) return;
    inert.dataset.started = "1";
    for (const href of (inert.dataset.preload || "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      // A script preload in the modules' CORS mode: Chromium honours its low priority, and the
      // module loader reuses the response (a modulepreload is always fetched at high priority).
      link.rel = "preload";
      link.as = "script";
      link.crossOrigin = "anonymous";
      link.fetchPriority = "low";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    document.body.append(script);
  };
  // Two frames after the load event: the page, its largest image (decoded asynchronously) and
  // its fonts are painted before any script is fetched or evaluated.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (document.readyState === "complete") afterNextPaint();
  else {
    addEventListener("load", afterNextPaint, { once: true });
    setTimeout(start, 3000);
  }
})();`;

/**
 * Starts the page's JavaScript once the page has loaded and painted (or after 3 s at the latest),
 * from the inert bootstrap written by `deferHydration`: the module preloads first, at low priority
 * so that they never pass a late image or font, then the bootstrap as a real module. A page
 * without that element (its scripts were not deferred) is left alone.
 */
export function HydrationStarter({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STARTER }} />;
}
