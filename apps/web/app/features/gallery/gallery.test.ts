import { describe, expect, it } from "vitest";
import { swipeStep, wrapIndex } from "./gallery";

describe("wrapIndex", () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 0, 0],
  ])("from %d step %d of %d -> %d", (index, step, total, expected) => {
    expect(wrapIndex(index, step, total)).toBe(expected);
  });
});

describe("swipeStep", () => {
  it.each([
    [-80, 5, 1],
    [80, -5, -1],
    [-30, 0, 0],
    [-60, 90, 0],
    [0, 0, 0],
  ])("dx %d dy %d -> %d", (dx, dy, expected) => {
    expect(swipeStep(dx, dy)).toBe(expected);
  });
});
