import { describe, expect, it } from "vitest";
import { isSafeLink, RICH_TEXT_HTML } from "./rich-text";

describe("isSafeLink", () => {
  const schemes = RICH_TEXT_HTML.schemes;

  it.each([
    "https://exemple.fr/page",
    "HTTP://exemple.fr",
    "mailto:contact@exemple.fr",
    "tel:+33297000000",
    "/nos-vins",
    "/nos-vins?annee=2024#rouges",
    "#contact",
    "page.html",
    "?page=2",
  ])("keeps %s", (href) => {
    expect(isSafeLink(href, schemes)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    " //evil.com",
  ])("drops %j", (href) => {
    expect(isSafeLink(href, schemes)).toBe(false);
  });

  it("follows the schemes it is given", () => {
    expect(isSafeLink("ftp://exemple.fr", schemes)).toBe(false);
    expect(isSafeLink("ftp://exemple.fr", [...schemes, "ftp"])).toBe(true);
  });
});
