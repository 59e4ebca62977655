import { describe, expect, it } from "vitest";
import { consentCookie, consentExpiry, parseConsent } from "./consent";

const now = new Date("2026-11-21T12:00:00Z");
const stored = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("parseConsent", () => {
  it("reads a recent choice", () => {
    const raw = stored({ audience: true, advertising: false, decidedAt: "2026-10-01T10:00:00.000Z" });
    expect(parseConsent(raw, now)).toEqual({
      audience: true,
      advertising: false,
      decidedAt: "2026-10-01T10:00:00.000Z",
    });
  });

  it("asks again after 13 months", () => {
    const justValid = stored({ audience: true, advertising: true, decidedAt: "2025-10-22T12:00:00.000Z" });
    const expired = stored({ audience: true, advertising: true, decidedAt: "2025-10-21T11:00:00.000Z" });
    expect(parseConsent(justValid, now)).not.toBeNull();
    expect(parseConsent(expired, now)).toBeNull();
  });

  it.each([
    undefined,
    "",
    "not json",
    stored({ audience: "yes", advertising: false, decidedAt: "2026-10-01T10:00:00Z" }),
    stored({ audience: true, decidedAt: "2026-10-01T10:00:00Z" }),
    stored({ audience: true, advertising: true, decidedAt: "hier" }),
    stored({ audience: true, advertising: true, decidedAt: "2027-01-01T00:00:00Z" }),
  ])("ignores %j", (raw) => {
    expect(parseConsent(raw, now)).toBeNull();
  });
});

describe("consentCookie", () => {
  it("expires 13 months after the choice", () => {
    expect(consentExpiry(new Date("2026-01-31T00:00:00Z")).toISOString()).toBe("2027-03-03T00:00:00.000Z");
    const cookie = consentCookie(
      { audience: false, advertising: false, decidedAt: "2026-11-21T12:00:00.000Z" },
      true,
    );
    expect(cookie).toContain("Expires=Tue, 21 Dec 2027 12:00:00 GMT");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("HttpOnly");
  });
});
