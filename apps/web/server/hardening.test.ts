/**
 * Requests as an attacker sends them to the web server: forged or malformed addresses (Host,
 * X-Forwarded-Host, X-Forwarded-Proto), oversized form posts; and the headers every answer carries.
 */

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Services } from "@vitrine/api/composition";
import type { TestDatabase } from "@vitrine/api/testing/database";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWebServer } from "./app";
import { createTestWebServer, registerMember, type TestWebServer } from "./testing";

let web: TestWebServer;
let testDb: TestDatabase;
let app: FastifyInstance;
let services: Services;

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, testDb, services } = web);
});

afterAll(() => web?.close());

let sequence = 0;
const nextIp = () => `10.60.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

const get = (url: string, headers: Record<string, string | undefined> = {}) =>
  app.inject({
    method: "GET",
    url,
    headers: { host: "armor-habitat.localhost:3000", "x-forwarded-for": nextIp(), ...headers },
  });

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("malformed addresses", () => {
  it.each([
    "localhost:@evil.example",
    "domaine-trois-moulins.localhost:@evil.example",
    "localhost:abc",
    "localhost:99999",
    "localhost:0",
    "evil.example/chemin",
  ])("answers Host %j with a French 400 page, never a 500", async (host) => {
    const response = await get("/", { host });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain("L'adresse du site demandée est invalide.");
    expect(response.body).not.toContain("evil");
  });

  it("refuses a trusted proxy's malformed X-Forwarded-Host or a protocol other than http and https", async () => {
    for (const headers of [
      { "x-forwarded-host": "localhost:@evil.example" },
      { "x-forwarded-host": "armor-habitat.localhost:3000, localhost:abc" },
      { "x-forwarded-proto": "javascript" },
      { "x-forwarded-proto": "ftp" },
    ]) {
      const response = await get("/", headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.body).toContain("Adresse invalide");
    }
  });

  it("answers the API's French envelope under /api", async () => {
    const forged: Record<string, string>[] = [
      { host: "localhost:@evil.example" },
      { "x-forwarded-proto": "javascript" },
    ];
    for (const headers of forged) {
      const response = await get("/api/site/info", { idSite: "1", ...headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        message: "L'adresse du site demandée est invalide.",
      });
    }
  });

  it("still serves well-formed addresses: a port, IPv4, IPv6 and a proxy's https", async () => {
    const wellFormed: Record<string, string>[] = [
      { host: "armor-habitat.localhost:3000" },
      { host: "localhost" },
      { host: "127.0.0.1:3000" },
      { host: "[::1]:3000" },
      { host: "www.armor-habitat.fr", "x-forwarded-proto": "https" },
    ];
    for (const headers of wellFormed) {
      expect((await get("/", headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe("canonical, Open Graph, structured data and sitemap addresses", () => {
  it.each([
    ["armor-habitat.localhost:3000", "http", "http://armor-habitat.localhost:3000"],
    ["localhost:3000", "http", "http://localhost:3000"],
    ["www.armor-habitat.fr", "https", "https://www.armor-habitat.fr"],
    // A host of the site on a port it does not use: the site's main address, not the header's.
    ["armor-habitat.localhost:4321", "http", "http://armor-habitat.localhost:3000"],
    ["www.armor-habitat.fr:8443", "https", "http://armor-habitat.localhost:3000"],
  ])("are built on the site's known address for %s (%s)", async (host, proto, origin) => {
    const page = await get("/", { host, "x-forwarded-proto": proto });
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${origin}/`);
    expect(page.body).toContain(`<meta property="og:url" content="${origin}/"/>`);
    expect(page.body).toContain(`"@id":"${origin}/#entreprise"`);
    expect(page.body).not.toMatch(/href="null|:4321|:8443/);
    const sitemap = await get("/sitemap.xml", { host, "x-forwarded-proto": proto });
    expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap.body.match(/<loc>[^<]*/g)?.every((loc) => loc.startsWith(`<loc>${origin}/`))).toBe(true);
    const robots = await get("/robots.txt", { host, "x-forwarded-proto": proto });
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("keeps each site's addresses to itself", async () => {
    const site2 = await get("/", { host: "domaine-trois-moulins.localhost:3000" });
    expect(canonicalOf(site2.body)).toBe("http://domaine-trois-moulins.localhost:3000/");
    // The site's host without its port: the site's main address.
    const trusted = await get("/", {
      host: "domaine-trois-moulins.localhost:3000",
      "x-forwarded-host": "domaine-trois-moulins.localhost",
    });
    expect(canonicalOf(trusted.body)).toBe("http://domaine-trois-moulins.localhost:3000/");
  });
});

/** A body of `size` bytes of "a", made only as the server reads it; `pulled` tells how much it read. */
function lazyBody(size: number) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (pulled >= size) return this.push(null);
      pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const MB = 1024 * 1024;

describe("form posts on pages", () => {
  const post = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      headers: {
        host: "armor-habitat.localhost:3000",
        "x-forwarded-for": nextIp(),
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      payload,
    });

  it("refuses a plain form announced over 1 MB with a French 413, without reading it", async () => {
    const body = lazyBody(100 * MB);
    const response = await post("/consent", body.stream, { "content-length": String(100 * MB) });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers.connection).toBe("close");
    expect(response.body).toContain("Le formulaire envoyé est trop volumineux : 1 Mo au maximum.");
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a chunked body at the limit and answers 413", async () => {
    const body = lazyBody(100 * MB);
    const response = await post("/consent", body.stream);
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain("trop volumineux");
    expect(body.pulled()).toBeLessThan(1.5 * MB);
  });

  it("gives the file forms their own limit: 25 MB of files", async () => {
    const headers = { "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * MB) };
    const body = lazyBody(30 * MB);
    const response = await post("/demande-devis", body.stream, headers);
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain("Les fichiers envoyés sont trop volumineux : 25 Mo au total au maximum.");
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    // Under its limit, a multipart post is read and answered by the page.
    const small = await post(
      "/consent",
      '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\naccept\r\n--x--\r\n',
      {
        "content-type": "multipart/form-data; boundary=x",
      },
    );
    expect(small.statusCode).toBe(302);
  });

  it.each([
    ["/consent", "armor-habitat.localhost:3000"],
    ["/auth", "armor-habitat.localhost:3000"],
    ["/newsletter/inscription", "armor-habitat.localhost:3000"],
    ["/password/reset/ask", "armor-habitat.localhost:3000"],
    ["/panier", "domaine-trois-moulins.localhost:3000"],
    ["/commande", "domaine-trois-moulins.localhost:3000"],
    ["/boutique/muscadet/1", "domaine-trois-moulins.localhost:3000"],
  ])("answers a post to %s that is no readable form with a French 4xx, never a 500", async (url, host) => {
    const unreadable: [Record<string, string>, number][] = [
      [{ "content-type": "text/plain" }, 415],
      [{ "content-type": "application/json" }, 415],
      [{ "content-type": "multipart/form-data" }, 400],
      [{ "content-type": "multipart/form-data; boundary=x" }, 400],
    ];
    for (const [headers, status] of unreadable) {
      const response = await post(url, "intent=save", { host, ...headers });
      expect(response.statusCode, headers["content-type"]).toBe(status);
      expect(response.body).toContain("Le formulaire envoyé est illisible. Merci de réessayer.");
      // The error page's title in French, not React Router's status text.
      expect(response.body).toContain(
        `<h1>${status === 415 ? "Formulaire illisible" : "Demande invalide"}</h1>`,
      );
    }
    // The same through React Router's data request (a post made with JavaScript).
    const data = await post(`${url}.data`, "intent=save", { host, "content-type": "text/plain" });
    expect(data.statusCode).toBe(415);
  });

  it("asks who posts to a member's pages before reading the form: the login page, then the 415", async () => {
    const pages: [string, string, number][] = [
      ["/mon-compte", "armor-habitat.localhost:3000", 1],
      ["/mon-compte/commandes", "domaine-trois-moulins.localhost:3000", 2],
    ];
    for (const [url, host, siteId] of pages) {
      for (const cookie of [undefined, "token=inconnu"]) {
        const anonymous = await post(url, "intent=save", {
          host,
          "content-type": "text/plain",
          ...(cookie ? { cookie } : {}),
        });
        expect(anonymous.statusCode, `${url} ${cookie}`).toBe(302);
        expect(anonymous.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent(url)}`);
      }
      const { cookie } = await registerMember(app, { host, siteId });
      const member = await post(url, "intent=save", { host, "content-type": "text/plain", cookie });
      expect(member.statusCode, url).toBe(415);
      expect(member.body).toContain("Le formulaire envoyé est illisible. Merci de réessayer.");
    }
  });

  it("answers TRACE, which no web request carries, and a PUT, which no page takes, with a French 405", async () => {
    // A form of the home page posts to "/?index": "/" itself is the root route's, which has no action.
    const allows = {
      "/": "GET, HEAD",
      "/?index": "GET, HEAD, POST",
      "/a-propos": "GET, HEAD, POST",
      "/consent": "GET, HEAD, POST",
      "/_root.data": "GET, HEAD",
    };
    for (const [url, allow] of Object.entries(allows)) {
      const trace = await app.inject({
        method: "TRACE",
        url,
        headers: { host: "armor-habitat.localhost:3000", "x-forwarded-for": nextIp() },
      });
      expect(trace.statusCode, url).toBe(405);
      expect(trace.headers.allow, url).toBe(allow);
      expect(trace.body).toContain("Méthode non autorisée");
    }
    const put = await app.inject({
      method: "PUT",
      url: "/consent",
      headers: { host: "armor-habitat.localhost:3000", "x-forwarded-for": nextIp() },
    });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
  });

  it("still reads a normal form post, up to 1 MB", async () => {
    const accepted = await post("/consent", "intent=accept&redirectTo=%2Fa-propos");
    expect(accepted.statusCode).toBe(302);
    expect(accepted.headers.location).toBe("/a-propos");
    expect(String(accepted.headers["set-cookie"])).toContain("cookie-consent=");
    const padded = `intent=refuse&notes=${"a".repeat(MB - 100)}`;
    expect((await post("/consent", padded)).statusCode).toBe(302);
  });

  it("refuses a form posted from another site with a French 403 page, and takes the site's own", async () => {
    for (const origin of ["https://evil.example", "null", "pas une adresse"]) {
      const refused = await post("/consent", "intent=accept&redirectTo=%2F", { origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers["content-type"], origin).toBe("text/html; charset=utf-8");
      expect(refused.body, origin).toContain("Ce formulaire a été envoyé depuis un autre site");
      expect(refused.headers["set-cookie"], origin).toBeUndefined();
    }
    const data = await post("/consent.data", "intent=accept", { origin: "https://evil.example" });
    expect(data.statusCode).toBe(403);
    const own = await post("/consent", "intent=accept&redirectTo=%2F", {
      origin: "http://armor-habitat.localhost:3000",
    });
    expect(own.statusCode).toBe(302);
  });

  it("logs no error once a short page is sent: a form from another site, one too large", async () => {
    const errors = vi.spyOn(app.log, "error");
    try {
      expect((await post("/consent", "intent=accept", { origin: "https://evil.example" })).statusCode).toBe(
        403,
      );
      expect((await post("/consent", lazyBody(2 * MB).stream)).statusCode).toBe(413);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("headers", () => {
  it("keeps the servers' addresses out of the site info and the page data", async () => {
    const info = await get("/api/site/info", { idSite: "1" });
    expect(info.json().data.servers).toEqual([{ id: 1, name: "web-1" }]);
    expect(info.body).not.toContain("127.0.0.1");
    const page = await get("/");
    expect(page.body).not.toContain("127.0.0.1");
    expect(page.body).not.toContain('"ip"');
    // Nor the site's other addresses and servers' names: the page's data is public.
    for (const field of ["devUrls", "prodUrls", "servers", "web-1"]) {
      expect(page.body).not.toContain(field);
    }
  });

  it("sends HSTS in production on HTTPS requests only", async () => {
    testDb.config.env = "production";
    try {
      const https = await get("/", { host: "www.armor-habitat.fr", "x-forwarded-proto": "https" });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const http = await get("/", { host: "armor-habitat.localhost:3000" });
      expect(http.statusCode).toBe(200);
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      testDb.config.env = "test";
    }
  });

  it("sends nosniff with JSON, media, built assets and error pages", async () => {
    await mkdir(join(testDb.config.mediaDir, "1"), { recursive: true });
    await writeFile(join(testDb.config.mediaDir, "1", "note.txt"), "texte");
    const clientDir = await mkdtemp(join(tmpdir(), "vitrine-client-"));
    await mkdir(join(clientDir, "assets"));
    await writeFile(join(clientDir, "assets", "entry-abc123.js"), "console.log(1);");
    const withAssets = await createWebServer({
      services,
      build: web.build,
      mode: "test",
      clientDir,
    });
    try {
      const asset = await withAssets.inject({ method: "GET", url: "/assets/entry-abc123.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await withAssets.close();
      await rm(clientDir, { recursive: true, force: true });
    }
    for (const [url, status] of [
      ["/api/site/info", 200],
      ["/api/health", 200],
      ["/api/nope", 404],
      ["/media/1/note.txt", 200],
      ["/media/1/absent.jpg", 404],
      ["/", 200],
    ] as const) {
      const response = await get(url, { idSite: "1" });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("answers a media file that is not there, or a method no page knows, with a French 404 page", async () => {
    for (const [method, url] of [
      ["GET", "/media/1/absent.jpg"],
      ["GET", "/media/..%2f..%2fetc%2fpasswd"],
      ["PROPFIND", "/"],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { host: "armor-habitat.localhost:3000", "x-forwarded-for": nextIp() },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain("Rien ne se trouve à cette adresse.");
      expect(response.body, url).not.toContain("not found");
    }
    expect((await get("/api/nope")).json()).toMatchObject({
      success: false,
      message: "Ressource introuvable.",
    });
  });

  it("answers a request Node cannot read with a short French text, not the framework's English JSON", async () => {
    const server = await createWebServer({ services, build: web.build, mode: "test" });
    try {
      await server.listen({ port: 0, host: "127.0.0.1" });
      const { port } = server.server.address() as AddressInfo;
      const host = "Host: armor-habitat.localhost\r\n";
      for (const request of [
        `POST /consent HTTP/1.1\r\n${host}Content-Length: abc\r\n\r\n`,
        `POST /consent HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
        `FOO / HTTP/1.1\r\n${host}\r\n`,
      ]) {
        const answer = await rawExchange(port, request);
        expect(answer, request).toMatch(/^HTTP\/1\.1 400 /);
        expect(answer, request).toContain("La requête est illisible. Merci de réessayer.");
        expect(answer, request).not.toContain("Client Error");
      }
    } finally {
      await server.close();
    }
  });

  it("gives the API documentation a strict CSP that still lets Swagger UI run", async () => {
    // The address printed at start has no final slash; the page's files resolve from either.
    for (const address of ["/api/docs", "/api/docs/"]) {
      const page = await get(address);
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      // Only script files of its own: nothing inline that the policy would block.
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(files.length).toBeGreaterThan(3);
      for (const file of files) {
        const url = new URL(file, `http://localhost${address}`).pathname;
        const reply = await get(url);
        expect(reply.statusCode, `${address}: ${file}`).toBe(200);
        expect(reply.headers["content-security-policy"]).toBe(csp);
      }
    }
    expect((await get("/api/docs/json")).json().openapi).toBe("3.1.0");
  });
});

/** What a server at `port` answers to `request` written as is on a socket, until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}
