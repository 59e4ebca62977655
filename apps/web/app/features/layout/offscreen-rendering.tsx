import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * On the first document of a visit, the page's sections below the first screen and its footer are
 * laid out only when they come near the viewport (`content-visibility: auto` in the styles): the
 * phone paints the top of the page sooner. Their heights are estimated until then, so every page
 * is fully laid out again as soon as a scroll position must be restored exactly: after a client
 * navigation (back and forward included), and on a document reloaded or reached by back or forward
 * (React Router restores the position it stored, or the browser its own when the page was left
 * before its scripts ran). This attribute on `<html>` switches the skipping off.
 */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

const renderAll = () => document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, "");

/** Before React Router's restoring script: a position to restore needs the real heights. */
const GUARD = `(() => {
  try {
    const entry = performance.getEntriesByType("navigation")[0];
    const returning = entry && (entry.type === "reload" || entry.type === "back_forward");
    const key = history.state && history.state.key;
    const positions = JSON.parse(sessionStorage.getItem("react-router-scroll-positions") || "{}");
    if (returning || (key && typeof positions[key] === "number")) document.documentElement.setAttribute("${RENDER_ALL_ATTRIBUTE}", "");
  } catch {}
})();`;

export function RestoredScrollGuard({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GUARD }} />;
}

/** From the first client navigation on, pages render whole (before the new page is shown). */
export function useRenderAllOnNavigation() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle") renderAll();
  }, [state]);
}
