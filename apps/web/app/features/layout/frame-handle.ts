import type { Rating } from "../seo/structured-data";

/** What a page tells the site frame around it. */
export interface FrameHints {
  /** The header overlays the top of the page (the page's useAbsoluteMenu). */
  absoluteMenu?: boolean;
  /** The reviews rating of the LocalBusiness data (the home page loads it). */
  rating?: Rating | null;
  /** The page's layout holds its own header (isCustomHeader): the site's is left out. */
  customHeader?: boolean;
  /** The page's layout holds its own footer (isCustomFooter): the site's is left out. */
  customFooter?: boolean;
}

/** A route's `handle`: reads the frame's hints from the route's own loader data. */
export interface FrameHandle {
  frame: (data: unknown) => FrameHints;
}

/** The `handle` export of a route whose loader data gives the frame hints. */
export const frameHandle = <Data>(hints: (data: Data) => FrameHints): FrameHandle => ({
  frame: (data) => hints(data as Data),
});

/** The hints of the routes that rendered, the deepest last; none from a route without data. */
export function frameHints(matches: readonly { handle: unknown; data: unknown }[]): FrameHints {
  const hints: FrameHints = {};
  for (const match of matches) {
    const handle = match.handle as Partial<FrameHandle> | undefined;
    if (match.data === undefined || typeof handle?.frame !== "function") continue;
    Object.assign(hints, handle.frame(match.data));
  }
  return hints;
}

/** The `handle` of a route that draws its own frame (the administration panel), even on its errors. */
export const OWN_FRAME = { ownFrame: true } as const;

/** Whether a route that rendered draws its own frame: no site header, footer or overlays then. */
export const ownsFrame = (matches: readonly { handle: unknown }[]): boolean =>
  matches.some((match) => (match.handle as { ownFrame?: unknown } | undefined)?.ownFrame === true);
