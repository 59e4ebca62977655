import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path of the site, with its query and fragment", () => {
    expect(safeRedirect("/mon-compte", "/")).toBe("/mon-compte");
    expect(safeRedirect("/boutique?type=blanc#liste", "/")).toBe("/boutique?type=blanc#liste");
    expect(safeRedirect("/panier/../mon-compte", "/")).toBe("/mon-compte");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/%09/evil.example".replace("%09", "\t"),
      "/\n/evil.example",
      "/\r\n//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
      "\\\\evil.example",
    ]) {
      expect(safeRedirect(value, "/mon-compte"), JSON.stringify(value)).toBe("/mon-compte");
    }
    expect(safeRedirect(null, "/")).toBe("/");
  });
});
