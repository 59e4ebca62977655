import { existsSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TestDatabase } from "@vitrine/api/testing/database";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, type TestWebServer } from "./testing";

let web: TestWebServer;
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, testDb } = web);
});

afterAll(() => web?.close());

const get = (url: string, host = "localhost") => app.inject({ method: "GET", url, headers: { host } });

describe("server-rendered pages", () => {
  it("renders the home page of site 1 with its menu, theme and French content", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>");
    expect(html).toContain("Armor Habitat");
    for (const entry of ["Nos services", "Réalisations", "À propos", "Conseils", "Nous contacter"]) {
      expect(html).toContain(entry);
    }
    expect(html).toContain('href="/services/renovation-interieure"');
    expect(html).toContain("--color-primary:#1b3358");
    expect(html).toContain("--color-accent:#d6336c");
    expect(html).toContain("--color-on-primary:#ffffff");
    expect(html).toMatch(/--menu-icon-size:12px/);
    expect(html).toContain("Votre maison");
    expect(html).toContain('class="bottom-bar"');
    expect(html).toContain("Lundi");
    expect(html).toContain("9h – 17h");
  });

  it("chooses the site from the host", async () => {
    const site1 = await get("/", "armor-habitat.localhost:3000");
    const site2 = await get("/", "domaine-trois-moulins.localhost");
    expect(site1.statusCode).toBe(200);
    expect(site2.statusCode).toBe(200);
    expect(site2.body).toContain("Domaine des Trois Moulins");
    expect(site2.body).toContain("--color-primary:#5b1a2b");
    expect(site2.body).not.toContain("Armor Habitat");
    expect(site2.body).toContain("Nos vins");
  });

  it("refuses a host that no site serves", async () => {
    const response = await get("/", "inconnu.example.com");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Aucun site");
  });

  it.each(["/a-propos", "/services/renovation-interieure", "/services/entretien-maintenance"])(
    "renders the CMS page %s from its stored layout",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body.match(/<h1[\s>]/g)?.length).toBe(1);
    },
  );

  it("renders a page the owner created outside the route table", async () => {
    const response = await get("/nos-vins", "domaine-trois-moulins.localhost");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Muscadet");
    expect((await get("/nos-vins")).statusCode).toBe(404);
  });

  it("answers 404 with the not-found page for an unknown path", async () => {
    const response = await get("/cette-page-n-existe-pas");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Cette page est introuvable");
    expect(response.body).toContain("Retour à l&#x27;accueil");
    expect(response.body).toContain("Nos services");
  });

  it.each(["/services/abc", "/services/slug/abc", "/les-realisations/x/0", "/les-realisations/1.5"])(
    "answers 404 when the route's id check fails: %s",
    async (path) => {
      expect((await get(path)).statusCode).toBe(404);
    },
  );

  it("fills the legal placeholders from the site parameters", async () => {
    const response = await get("/legal-notice");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Armor Habitat Rénovation SARL");
    expect(response.body).toContain("RCS Vannes 812 457 398");
    expect(response.body).toContain("FR50 812457398");
    expect(response.body).not.toContain("{{");
  });

  it.each([
    "/contact",
    "/nous-contacter",
    "/demande-devis",
    "/realisations",
    "/blog-conseils",
    "/auth",
    "/password/reset/ask",
    "/password/reset",
    "/cookie-policy",
    "/privacy-policy",
    "/use-terms",
    "/sale-terms",
  ])("wires the route %s", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('lang="fr"');
  });

  it("sends security headers with a script nonce", async () => {
    const response = await get("/");
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`nonce="${nonce}"`);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("API addresses beside the pages", () => {
  it("answers an unknown API address with the API's 404 envelope, not a page", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["GET", "/api/cart/12/quelque-chose"],
      ["POST", "/api/nope"],
    ] as const) {
      const response = await app.inject({ method, url, headers: { host: "localhost", idSite: "1" } });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toMatchObject({ success: false, message: "Ressource introuvable." });
    }
    // Known API routes and pages are untouched.
    expect((await app.inject({ method: "GET", url: "/api/health" })).json().success).toBe(true);
    expect((await get("/nous-contacter")).statusCode).toBe(200);
  });
});

describe("unreadable addresses", () => {
  it("answers a French 400 for a page and the envelope under /api", async () => {
    const page = await get("/%E0%A4%A");
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Cette adresse est invalide.");
    const api = await app.inject({ method: "GET", url: "/api/page/%E0%A4%A", headers: { idSite: "1" } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ success: false, message: expect.stringContaining("invalide") });
  });
});

describe("page caching", () => {
  it("lets shared caches keep an anonymous first view, never a personal one", async () => {
    const anonymous = await get("/a-propos");
    expect(anonymous.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    const withCookie = await app.inject({
      method: "GET",
      url: "/a-propos",
      headers: { host: "localhost", cookie: "cookie-consent=x" },
    });
    expect(withCookie.headers["cache-control"]).toBe("private, no-cache");
    expect((await get("/page-inconnue")).headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("footer lists", () => {
  it("shows the site's logo-footer and link-footer element lists", async () => {
    const html = (await get("/a-propos")).body;
    expect(html).toContain('aria-label="Labels et certifications"');
    expect(html).toContain("Liens utiles");
    const site2 = (await get("/", "domaine-trois-moulins.localhost")).body;
    expect(site2).not.toContain("Labels et certifications");
  });
});

describe("visitors who leave early", () => {
  it("keeps serving when a page's connection closes before the page is sent", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    for (const delay of [0, 1, 2, 5, 10, 20, 40, 80]) {
      for (const encoding of ["br", "identity"]) {
        await new Promise<void>((resolve) => {
          const request = httpGet(
            { host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": encoding } },
            (response) =>
              response
                .resume()
                .once("end", resolve)
                .once("error", () => resolve()),
          );
          request.once("error", () => resolve());
          setTimeout(() => {
            request.destroy();
            resolve();
          }, delay);
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await fetch(`http://127.0.0.1:${port}/nous-contacter`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Armor Habitat");
  });
});

describe("responsive photos", () => {
  it("resizes a site photo to the widths of its srcset, once, and refuses the others", async () => {
    const { mediaDir, dataDir } = testDb.config;
    await mkdir(join(mediaDir, "1"), { recursive: true });
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f5d8a" } })
      .jpeg()
      .toBuffer();
    await writeFile(join(mediaDir, "1", "chantier.jpg"), photo);

    const small = await app.inject({ method: "GET", url: "/media/1/chantier.jpg?w=640" });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);
    expect(existsSync(join(dataDir, "media-variants", "640", "1", "chantier.jpg"))).toBe(true);
    const again = await app.inject({ method: "GET", url: "/media/1/chantier.jpg?w=640" });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);

    // Never enlarged; the original without w; a width outside the list is refused in French.
    const wide = await app.inject({ method: "GET", url: "/media/1/chantier.jpg?w=1920" });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1600);
    expect((await app.inject({ method: "GET", url: "/media/1/chantier.jpg" })).rawPayload.equals(photo)).toBe(
      true,
    );
    const odd = await app.inject({ method: "GET", url: "/media/1/chantier.jpg?w=500" });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain("Largeur d'image non prise en charge");

    // Nothing outside the media directory, nothing missing.
    for (const url of [
      "/media/1/..%2F..%2Fdb%2Fsecret.jpg?w=640",
      "/media/1/absent.jpg?w=640",
      "/media/1/absent.svg?w=640",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("draws an SVG illustration to the srcset's widths as WebP, and serves the drawing when it cannot", async () => {
    const { mediaDir, dataDir } = testDb.config;
    await mkdir(join(mediaDir, "1"), { recursive: true });
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 120 80"><rect width="120" height="80" fill="#2f5d8a"/><circle cx="60" cy="40" r="30" fill="#f2c14e"/></svg>';
    await writeFile(join(mediaDir, "1", "dessin.svg"), drawing);

    for (const width of [320, 1920]) {
      const drawn = await app.inject({ method: "GET", url: `/media/1/dessin.svg?w=${width}` });
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(drawn.rawPayload).metadata();
      // Drawn at that size (a vector is not enlarged from a smaller picture), proportions kept.
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 2) / 3)]);
    }
    expect(existsSync(join(dataDir, "media-variants", "1920", "1", "dessin.svg"))).toBe(true);
    const centre = await sharp(
      (await app.inject({ method: "GET", url: "/media/1/dessin.svg?w=640" })).rawPayload,
    )
      .extract({ left: 320, top: 213, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...centre.subarray(0, 3)].map((c) => Math.round(c / 16))).toEqual([15, 12, 5]);
    const odd = await app.inject({ method: "GET", url: "/media/1/dessin.svg?w=500" });
    expect(odd.statusCode).toBe(400);

    // A drawing that cannot be drawn, or that writes text (the browser's fonts draw it), stays one.
    await writeFile(join(mediaDir, "1", "casse.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><rect");
    const written = drawing.replace("</svg>", '<text x="10" y="70">Devis gratuit</text></svg>');
    await writeFile(join(mediaDir, "1", "etiquette.svg"), written);
    for (const file of ["casse.svg", "etiquette.svg"]) {
      const kept = await app.inject({ method: "GET", url: `/media/1/${file}?w=640` });
      expect(kept.statusCode, file).toBe(200);
      expect(kept.headers["content-type"], file).toContain("image/svg+xml");
      expect(kept.headers["content-security-policy"], file).toContain("default-src 'none'");
    }
    expect(existsSync(join(dataDir, "media-variants", "640", "1", "etiquette.svg"))).toBe(false);

    // Kept as it is until the file changes: the same drawing without its words is then drawn.
    const label = join(mediaDir, "1", "etiquette.svg");
    await writeFile(label, drawing);
    const later = new Date(Date.now() + 60_000);
    await utimes(label, later, later);
    const redrawn = await app.inject({ method: "GET", url: "/media/1/etiquette.svg?w=640" });
    expect(redrawn.headers["content-type"]).toBe("image/webp");
  });
});
