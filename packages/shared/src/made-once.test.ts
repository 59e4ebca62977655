import { describe, expect, it } from "vitest";
import { madeOnce } from "./made-once";

describe("madeOnce", () => {
  it("makes the value at the first call only, then gives the same one", () => {
    let made = 0;
    const value = madeOnce(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
