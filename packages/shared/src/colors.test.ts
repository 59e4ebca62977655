import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  darken,
  isDark,
  lighten,
  luminance,
  mix,
  parseHex,
  readableTextOn,
  readableVariant,
  shade,
  toHex,
} from "./colors";

describe("parseHex", () => {
  it.each([
    ["#1b3358", { r: 27, g: 51, b: 88 }],
    ["1b3358", { r: 27, g: 51, b: 88 }],
    ["#FFFFFF", { r: 255, g: 255, b: 255 }],
    ["#d6336c80", { r: 214, g: 51, b: 108, a: 128 }],
    ["  #000000  ", { r: 0, g: 0, b: 0 }],
  ])("accepts %s", (input, expected) => {
    expect(parseHex(input)).toEqual(expected);
  });

  it.each(["", "#fff", "#12345", "#1234567", "#gggggg", "red", "#1b3358ff00", "rgb(0,0,0)"])(
    "refuses %j",
    (input) => {
      expect(parseHex(input)).toBeNull();
    },
  );
});

describe("shade, lighten, darken", () => {
  it.each([
    ["#1b3358", 20, "#2f476c"],
    ["#1b3358", -20, "#071f44"],
    ["#f0f0f0", 40, "#ffffff"],
    ["#101010", -40, "#000000"],
    ["#d6336c80", -16, "#c6235c80"],
    ["#00ff7f", 200, "#c8ffff"],
  ])("shade(%s, %d) = %s", (color, amount, expected) => {
    expect(shade(color, amount)).toBe(expected);
  });

  it("lighten and darken ignore the sign of the amount", () => {
    expect(lighten("#102030", -16)).toBe("#203040");
    expect(darken("#102030", 16)).toBe("#001020");
  });

  it("refuses an invalid colour", () => {
    expect(() => shade("blue", 10)).toThrow();
  });

  it("writes hex with two digits per channel", () => {
    expect(toHex({ r: 1, g: 2, b: 3 })).toBe("#010203");
    expect(toHex({ r: 300, g: -5, b: 3.6, a: 0 })).toBe("#ff000400");
  });
});

describe("isDark and readableTextOn", () => {
  it.each([
    ["#000000", 0, true],
    ["#ffffff", 255, false],
    ["#1b3358", 0.2126 * 27 + 0.7152 * 51 + 0.0722 * 88, true],
    ["#d6336c", 0.2126 * 214 + 0.7152 * 51 + 0.0722 * 108, true],
    ["#c9a45c", 0.2126 * 201 + 0.7152 * 164 + 0.0722 * 92, false],
    // exactly 128 counts as dark
    ["#808080", 128, true],
    ["#818181", 129, false],
  ])("%s has luminance %d, dark: %s", (color, expectedLuminance, dark) => {
    expect(luminance(color)).toBeCloseTo(expectedLuminance, 6);
    expect(isDark(color)).toBe(dark);
    expect(readableTextOn(color)).toBe(dark ? "#ffffff" : "#14171f");
  });
});

describe("contrastRatio and readableVariant", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
  ])("contrast of %s on %s is %d", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it.each([
    // Already readable: unchanged.
    ["#1b3358", "#ffffff"],
    ["#d6336c", "#ffffff"],
    // Light gold on cream: darkened until readable.
    ["#c9a45c", "#fffdf8"],
    // Dark blue on a dark footer: lightened until readable.
    ["#1b3358", "#12243f"],
  ])("makes %s readable on %s", (color, background) => {
    const variant = readableVariant(color, background);
    expect(contrastRatio(variant, background)).toBeGreaterThanOrEqual(4.5);
    if (contrastRatio(color, background) >= 4.5) expect(variant).toBe(color);
    else expect(variant).not.toBe(color);
  });
});

describe("mix", () => {
  it.each([
    ["#000000", "#ffffff", 0.5, "#808080"],
    ["#1b3358", "#ffffff", 0.05, "#f4f5f7"],
    ["#ff0000", "#0000ff", 1, "#ff0000"],
    ["#ff0000", "#0000ff", 0, "#0000ff"],
  ])("mix(%s, %s, %d) = %s", (a, b, weight, expected) => {
    expect(mix(a, b, weight)).toBe(expected);
  });
});
