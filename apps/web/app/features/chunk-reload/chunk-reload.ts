/** A page whose code chunk failed to load (after a deployment) reloads, at most once per minute. */

export const RELOAD_MARKER = "chunk-reload-at";
const MIN_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless a reload already happened within the last minute; returns whether it reloaded. */
export function reloadAfterChunkError(
  storage: Storage = localStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOAD_MARKER));
  if (Number.isFinite(last) && Date.now() - last < MIN_INTERVAL_MS) return false;
  storage.setItem(RELOAD_MARKER, String(Date.now()));
  reload();
  return true;
}

/** Vite reports failed preloads with this event. */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
