import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Marks the document with the key of the location React has drawn (`data-shown-location` on
 * `<html>`). The address bar changes before React draws a client navigation (a transition): a
 * script, or a browser test, that sees the new address waits for this mark before reading the page.
 */
export function ShownLocation(): null {
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shownLocation = key;
  }, [key]);
  return null;
}
