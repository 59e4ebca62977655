import { describe, expect, it } from "vitest";
import { type LinkOptions, mainOrigin, parseHost, type SiteAddresses, siteOrigin } from "./site-origin";

const SITE1: SiteAddresses = {
  devUrls: ["http://armor-habitat.localhost:3000"],
  prodUrls: ["https://www.armor-habitat.fr"],
};
const SITE2: SiteAddresses = {
  devUrls: ["http://domaine-trois-moulins.localhost:3000"],
  prodUrls: ["https://www.domaine-trois-moulins.fr", "https://domaine-trois-moulins.fr"],
};

const production: LinkOptions = { port: 3000, production: true, defaultSite: true };
const development: LinkOptions = { port: 3000, production: false, defaultSite: true };

describe("parseHost", () => {
  it.each([
    ["localhost", { hostname: "localhost", port: null }],
    ["localhost:3000", { hostname: "localhost", port: 3000 }],
    ["Armor-Habitat.LOCALHOST:3000", { hostname: "armor-habitat.localhost", port: 3000 }],
    ["www.armor-habitat.fr", { hostname: "www.armor-habitat.fr", port: null }],
    ["127.0.0.1:65535", { hostname: "127.0.0.1", port: 65535 }],
    ["[::1]:3000", { hostname: "[::1]", port: 3000 }],
    ["[0:0:0:0:0:0:0:1]", { hostname: "[::1]", port: null }],
    ["my_host.internal:80", { hostname: "my_host.internal", port: 80 }],
  ])("reads %s", (value, expected) => {
    expect(parseHost(value)).toEqual(expected);
  });

  it.each([
    "",
    "localhost:",
    "localhost:@evil.example",
    "domaine-trois-moulins.localhost:@evil.example",
    "localhost:abc",
    "localhost:99999",
    "localhost:0",
    "localhost:3000:3000",
    "user@localhost",
    "evil.example/path",
    "evil.example#x",
    "evil example",
    "-bad.example",
    "bad-.example",
    "a..example",
    "example.com.",
    "999.1.1.1",
    "1.2.3",
    "127.0.0.01",
    "a.0x7f",
    "[::1",
    "[not:an:address]",
    "[::1]x",
    "::1",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(127)}fr`,
  ])("refuses %j", (value) => {
    expect(parseHost(value)).toBeNull();
  });
});

describe("siteOrigin", () => {
  const at = (host: string, protocol = "http") => ({ host, protocol });

  it.each([
    // The site's stored addresses, matched on host name and port.
    [SITE1, at("armor-habitat.localhost:3000"), production, "http://armor-habitat.localhost:3000"],
    [SITE1, at("www.armor-habitat.fr", "https"), production, "https://www.armor-habitat.fr"],
    [SITE1, at("www.armor-habitat.fr:443", "https"), development, "https://www.armor-habitat.fr"],
    [SITE2, at("domaine-trois-moulins.fr", "https"), production, "https://domaine-trois-moulins.fr"],
    // The scheme comes from the stored address, not from the request.
    [
      SITE1,
      at("armor-habitat.localhost:3000", "javascript"),
      production,
      "http://armor-habitat.localhost:3000",
    ],
    // Plain localhost and loopback addresses on this server's port: the default site only.
    [SITE1, at("localhost:3000"), production, "http://localhost:3000"],
    [SITE1, at("127.0.0.1:3000"), production, "http://127.0.0.1:3000"],
    [SITE1, at("[::1]:3000"), production, "http://[::1]:3000"],
    [
      SITE2,
      at("localhost:3000"),
      { ...production, defaultSite: false },
      "https://www.domaine-trois-moulins.fr",
    ],
    // A local run on another port: the site's loopback addresses on that port.
    [
      SITE1,
      at("armor-habitat.localhost:4321"),
      { ...production, port: 4321 },
      "http://armor-habitat.localhost:4321",
    ],
    [SITE1, at("localhost:4321"), { ...development, port: 4321 }, "http://localhost:4321"],
    // Another port than the server's or the stored one: not an address of the site.
    [SITE1, at("armor-habitat.localhost:4321"), production, "https://www.armor-habitat.fr"],
    [SITE1, at("armor-habitat.localhost:4321"), development, "http://armor-habitat.localhost:3000"],
    [SITE1, at("armor-habitat.localhost"), development, "http://armor-habitat.localhost:3000"],
    [SITE1, at("www.armor-habitat.fr"), production, "https://www.armor-habitat.fr"],
    [SITE1, at("localhost:8080"), production, "https://www.armor-habitat.fr"],
    // Another site's address, a stranger's, or an unreadable host: the main address.
    [SITE1, at("domaine-trois-moulins.localhost:3000"), development, "http://armor-habitat.localhost:3000"],
    [SITE1, at("evil.example"), production, "https://www.armor-habitat.fr"],
    [
      SITE2,
      at("domaine-trois-moulins.localhost:@evil.example"),
      production,
      "https://www.domaine-trois-moulins.fr",
    ],
    [
      SITE2,
      at("domaine-trois-moulins.localhost:@evil.example"),
      { ...development, defaultSite: false },
      "http://domaine-trois-moulins.localhost:3000",
    ],
    [SITE1, at("localhost:abc"), production, "https://www.armor-habitat.fr"],
    [SITE1, null, production, "https://www.armor-habitat.fr"],
    [SITE1, null, development, "http://armor-habitat.localhost:3000"],
  ])("%# links to the known address", (site, request, options, expected) => {
    expect(siteOrigin(site, request, options)).toBe(expected);
  });

  it("ignores stored addresses of another scheme than http and https", () => {
    const site = {
      devUrls: ["javascript://armor-habitat.localhost:3000", "http://armor-habitat.localhost:3000"],
      prodUrls: ["ftp://www.armor-habitat.fr", "not a url", "https://armor-habitat.fr"],
    };
    expect(siteOrigin(site, at("www.armor-habitat.fr:21"), production)).toBe("https://armor-habitat.fr");
    expect(mainOrigin(site, development)).toBe("http://armor-habitat.localhost:3000");
  });

  it("falls back to localhost on this server's port for a site without an address", () => {
    expect(mainOrigin({ devUrls: [], prodUrls: ["mailto:contact@example.fr"] }, production)).toBe(
      "http://localhost:3000",
    );
  });

  it("keeps a non-loopback dev address as stored", () => {
    const site = { devUrls: ["https://recette.armor-habitat.fr"], prodUrls: [] };
    expect(mainOrigin(site, { ...development, port: 4321 })).toBe("https://recette.armor-habitat.fr");
  });
});
