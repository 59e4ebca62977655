import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

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
