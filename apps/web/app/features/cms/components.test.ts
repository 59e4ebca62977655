import { LAYOUT_COMPONENTS } from "@vitrine/api/modules/site/layout";
import { describe, expect, it } from "vitest";
import { layoutComponents } from "./components";

describe("layout components", () => {
  it("renders every placeholder a saved layout may hold, and no other", () => {
    expect(Object.keys(layoutComponents).sort()).toEqual([...LAYOUT_COMPONENTS].sort());
  });
});
