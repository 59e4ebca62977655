import { describe, expect, it } from "vitest";
import { isId, MAX_ID, parseId } from "./ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", MAX_ID],
    ["2147483648", null],
    ["9999999999", null],
    ["99999999999", null],
    ["0", null],
    ["012", null],
    ["-1", null],
    ["+1", null],
    ["1e3", null],
    ["1.0", null],
    [" 1", null],
    ["1 ", null],
    ["0x10", null],
    ["", null],
    ["abc", null],
    ["١٢", null],
  ])("%j → %j", (text, id) => {
    expect(parseId(text)).toBe(id);
  });
});

describe("isId", () => {
  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [0, false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ["1", false],
    [null, false],
  ])("%j → %j", (value, expected) => {
    expect(isId(value)).toBe(expected);
  });
});
