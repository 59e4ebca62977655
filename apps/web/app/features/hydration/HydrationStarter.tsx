/** Id of the inert copy of React Router's module bootstrap (see `deferHydration`). */
export const BOOTSTRAP_ID = "hydration-bootstrap";

const STARTER = `(() => {
  const start = () => {
    const inert = document.getElementById("${BOOTSTRAP_ID}");
    if (!inert || inert.dataset.started) return;
    inert.dataset.started = "1";
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
 * Starts the page's JavaScript once the page has loaded and painted (or after 3 s at the latest):
 * the inert bootstrap written by `deferHydration` becomes a real module, whose imports (a few
 * chunks, `vite-chunks.ts`) the module loader fetches and compiles off the main thread. A page
 * without that element (its scripts were not deferred) is left alone.
 */
export function HydrationStarter({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STARTER }} />;
}
