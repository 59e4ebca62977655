import { describe, expect, it } from "vitest";
import { readPageSources } from "../app/features/http/page-sources";
import { securityHeaders, withPageSources } from "./security";

describe("securityHeaders", () => {
  it("lets only the development server's hot reload open a WebSocket", () => {
    const served = securityHeaders("abc", true)["content-security-policy"];
    expect(served).toContain("connect-src 'self';");
    expect(served).toContain("script-src 'self' 'nonce-abc';");
    const development = securityHeaders("abc", false, undefined, true)["content-security-policy"];
    expect(development).toContain("connect-src 'self' ws://localhost:*;");
  });

  it("sends HSTS only when told to (HTTPS requests in production)", () => {
    expect(securityHeaders("abc", true)["strict-transport-security"]).toContain("max-age=31536000");
    expect(securityHeaders("abc", false)["strict-transport-security"]).toBeUndefined();
  });
});

describe("withPageSources", () => {
  const site = { script: ["https://www.googletagmanager.com"], connect: [], img: [] };

  it("adds Stripe's script, frames and API to the page that asks for them, the site's sources kept", () => {
    const csp = securityHeaders("abc", false, withPageSources(site, ["stripe"]))["content-security-policy"];
    expect(csp).toContain(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com https://js.stripe.com https://*.js.stripe.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toMatch(
      /frame-src https:\/\/www\.openstreetmap\.org [^;]* https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com;/,
    );
  });

  it("leaves every other page's policy without Stripe", () => {
    const csp = securityHeaders("abc", false, withPageSources(site, []))["content-security-policy"];
    expect(csp).not.toContain("stripe");
    expect(readPageSources("stripe, unknown")).toEqual(["stripe"]);
    expect(readPageSources(null)).toEqual([]);
  });
});
