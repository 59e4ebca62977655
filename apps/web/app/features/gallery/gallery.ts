/** Index after a step in a gallery of `total` items: navigation wraps at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** A horizontal swipe longer than this (px), and mostly horizontal, steps the gallery. */
export const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous), +1 (next) or 0 for a touch movement. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
