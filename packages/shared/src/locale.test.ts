import { describe, expect, it } from "vitest";
import { localeOf } from "./locale";

describe("localeOf", () => {
  it.each([
    ["/", undefined, "fr_FR"],
    ["/a-propos", "fr_FR", "fr_FR"],
    // Unsupported prefixes and cookie values fall back to the default.
    ["/en_GB/about", undefined, "fr_FR"],
    ["/", "en_GB", "fr_FR"],
    ["/", "", "fr_FR"],
    ["/fr_FR/a-propos", "xx", "fr_FR"],
  ])("%s with the cookie %s is %s", (path, cookie, locale) => {
    expect(localeOf(path, cookie)).toBe(locale);
  });

  it.each([
    ["/en_GB/about", "fr_FR", "en_GB"],
    ["/about", "en_GB", "en_GB"],
    ["/about", "de_DE", "fr_FR"],
    ["/de_DE/about", undefined, "fr_FR"],
  ])("with en_GB served too, %s and the cookie %s give %s (prefix, then cookie)", (path, cookie, locale) => {
    expect(localeOf(path, cookie, ["fr_FR", "en_GB"])).toBe(locale);
  });
});
