import { describe, expect, it } from "vitest";
import { OWN_FRAME } from "../layout/frame-handle";
import { SCRIPTS_AT_LOAD, scriptsAtFirstGesture } from "./scripts-moment";

const page = (...handles: unknown[]) => [{ handle: undefined }, ...handles.map((handle) => ({ handle }))];

describe("scriptsAtFirstGesture", () => {
  it("waits for the first gesture on a public page read as plain HTML", () => {
    expect(scriptsAtFirstGesture(page(), false)).toBe(true);
    expect(scriptsAtFirstGesture(page({ frame: () => ({}) }), false)).toBe(true);
  });

  it("starts at load in the panel, on a route asking for it and on a form's reply", () => {
    expect(scriptsAtFirstGesture(page(OWN_FRAME), false)).toBe(false);
    expect(scriptsAtFirstGesture(page(SCRIPTS_AT_LOAD), false)).toBe(false);
    expect(scriptsAtFirstGesture(page(), true)).toBe(false);
  });

  it("does not take a handle's other values for a request", () => {
    expect(scriptsAtFirstGesture(page({ scriptsAtLoad: "yes" }, null), false)).toBe(true);
  });
});
