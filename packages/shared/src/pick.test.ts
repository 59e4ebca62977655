import { describe, expect, it } from "vitest";
import { pick } from "./pick";

describe("pick", () => {
  it("copies the named fields only, null and undefined values included", () => {
    const record = { id: 1, name: "Muscadet", summary: null, extra: "long", other: undefined };
    const picked = pick(record, ["id", "summary", "other"]);
    expect(picked).toEqual({ id: 1, summary: null, other: undefined });
    expect(Object.keys(picked)).toEqual(["id", "summary", "other"]);
    expect(picked).not.toBe(record);
  });
});
