import { describe, expect, it } from "vitest";
import { hasControlCharacters, hasDirectionOverride } from "./text-rules";

describe("hasControlCharacters", () => {
  it.each([
    ["plain text", "Rénovation d'une longère à Vannes", false, false],
    ["accents, quotes and no-break spaces", "«\u00a0Été\u00a0» – 1\u202f234 €", false, false],
    ["emoji and other scripts", "Merci 🙂 שלום 日本", false, false],
    ["NUL", "a\u0000b", true, true],
    ["bell", "a\u0007", true, true],
    ["escape", "\u001b[31m", true, true],
    ["vertical tab", "a\u000bb", true, true],
    ["form feed", "a\u000cb", true, true],
    ["DEL", "a\u007f", true, true],
    ["C1: next line", "a\u0085b", true, true],
    ["C1: last of the block", "a\u009f", true, true],
    ["tab", "a\tb", true, false],
    ["line feed", "a\nb", true, false],
    ["carriage return and line feed", "a\r\nb", true, false],
    ["a lone high surrogate", "a\ud800b", true, true],
    ["a lone low surrogate", "\udc00", true, true],
    ["a high surrogate at the end", "Merci \ud83d", true, true],
  ])("%s: one line %s, several lines %s", (_name, value, oneLine, severalLines) => {
    expect(hasControlCharacters(value)).toBe(oneLine);
    expect(hasControlCharacters(value, true)).toBe(severalLines);
  });
});

describe("hasDirectionOverride", () => {
  it.each([
    ["a French name", "Jean-Marie O'Brien", false],
    ["a right-to-left script", "محمد", false],
    ["a left-to-right mark, a mere mark", "a\u200eb", false],
    ["U+202A embedding", "a\u202ab", true],
    ["U+202E right-to-left override", "\u202egpj.exe", true],
    ["U+2066 isolate", "a\u2066b", true],
    ["U+2069 pop isolate", "a\u2069", true],
    ["U+206A, after the range", "a\u206ab", false],
  ])("%s", (_name, value, expected) => {
    expect(hasDirectionOverride(value)).toBe(expected);
  });
});
