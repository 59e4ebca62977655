/** Id of the inert copy of React Router's module bootstrap (see `deferHydration`). */
export const BOOTSTRAP_ID = "hydration-bootstrap";

/** Type of React Router's inert data scripts (see `deferHydration`), run just before the bootstrap. */
export const DEFERRED_DATA_TYPE = "text/x-deferred-data";

/**
 * Runs the inert bootstrap once: its imports (a few chunks, `vite-chunks.ts`) load and hydrate.
 * Also defines `afterPaint`, used by both moments.
 */
const START = `const start = () => {
    const inert = document.getElementById("${BOOTSTRAP_ID}");
    if (!inert || inert.dataset.started) return;
    // The page's data scripts come last: all of them are run, in order, once all are there.
    if (document.readyState === "loading") {
      addEventListener("DOMContentLoaded", start, { once: true });
      return;
    }
    inert.dataset.started = "1";
    const run = (source, type) => {
      const script = document.createElement("script");
      if (type) script.type = type;
      script.nonce = source.nonce;
      script.textContent = source.textContent;
      document.body.append(script);
    };
    for (const data of document.querySelectorAll('script[type="${DEFERRED_DATA_TYPE}"]')) run(data);
    run(inert, "module");
  };
  // Two frames after the load event: the page, its largest image (decoded asynchronously) and
  // its fonts are painted first.
  const afterPaint = (then) => {
    const run = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
    if (document.readyState === "complete") run();
    else addEventListener("load", run, { once: true });
  };`;

// Once the page is painted, before any script is fetched or evaluated; 3 s at the latest.
const AT_LOAD = `(() => {
  ${START}
  afterPaint(start);
  if (document.readyState !== "complete") setTimeout(start, 3000);
})();`;

// At the visitor's first gesture. A click on a control that only scripts serve (a button outside
// a form, a role="button") before React has drawn the page is held, then made again once it has
// (ShownLocation marks <html>): the visitor's first click is never lost. Links, form buttons,
// fields and <summary> work as plain HTML meanwhile and are left alone.
const AT_FIRST_GESTURE = `(() => {
  ${START}
  const root = document.documentElement;
  const drawn = () => root.dataset.shownLocation !== undefined;
  const gestures = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll", "focusin"];
  const onGesture = () => {
    for (const type of gestures) removeEventListener(type, onGesture, true);
    start();
  };
  for (const type of gestures) addEventListener(type, onGesture, { capture: true, passive: true });
  let held = null;
  const scriptOnly = (control) =>
    control.localName === "button"
      ? !control.hasAttribute("popovertarget") &&
        !(control.form && (control.type === "submit" || control.type === "reset"))
      : control.getAttribute("role") === "button";
  const hold = (event) => {
    if (drawn()) return;
    start();
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest("a[href], button, [role=button], summary, label, input, select, textarea");
    if (!control || !scriptOnly(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute("aria-busy");
    held = control;
    held.setAttribute("aria-busy", "true");
  };
  addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (!drawn()) return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    held?.removeAttribute("aria-busy");
    if (held?.isConnected) held.click();
    held = null;
  }).observe(root, { attributes: true, attributeFilter: ["data-shown-location"] });
  // Once the page is painted, its modules come into the browser's cache at the lowest priority
  // (not evaluated): the first gesture then waits for their evaluation only.
  // One module a task: each link starts a request, and together they made one long task.
  const prefetch = () => {
    const inert = document.getElementById("${BOOTSTRAP_ID}");
    if (!inert || inert.dataset.started || navigator.connection?.saveData) return;
    const modules = [...inert.textContent.matchAll(/"(\\/assets\\/[^"]+\\.js)"/g)].map((found) => found[1]);
    const next = () => {
      const href = modules.shift();
      if (!href || inert.dataset.started) return;
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      document.head.append(link);
      setTimeout(next, 0);
    };
    next();
  };
  afterPaint(prefetch);
  // A tracked link's visit (?from=, spec section 2) is logged by the page's scripts.
  if (new URLSearchParams(location.search).has("from")) afterPaint(start);
})();`;

/**
 * Starts the page's JavaScript without delaying the page: the inert bootstrap written by
 * `deferHydration` becomes a real module. The site's public pages work as plain HTML (links,
 * forms, consent, menus), so their scripts wait for the visitor's first gesture (decision 048): a
 * reader who only reads costs the phone no script at all. Pages that need their scripts at once
 * (the panel, the order's pages, a form's reply: `scripts-moment.ts`) start them once loaded and
 * painted. A page without the inert bootstrap (its scripts were not deferred) is left alone.
 */
export function HydrationStarter({ nonce, atFirstGesture }: { nonce?: string; atFirstGesture: boolean }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: atFirstGesture ? AT_FIRST_GESTURE : AT_LOAD }}
    />
  );
}
