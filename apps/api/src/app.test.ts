import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApi } from "./app";
import { createTestApi, type TestApi } from "./testing/api";
import { createComponentConf, createExternalApp, createPage, createPopup } from "./testing/factories/site";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  // What PUBLIC_ROUTES read: a home page, a component's configuration and a popup on site 1, an
  // external app on site 2.
  const db = api.database.db;
  await createPage(db, 1, { url: "accueil", title: "Accueil", layout: { html: "<h1>Bienvenue</h1>" } });
  await createComponentConf(db, 1, "map", { zoom: 13 });
  await createExternalApp(db, 2, "PRODUCT_FILE_GENERATOR", { enabled: true });
  const popup = await createPopup(db, 1);
  if (popup.id !== 1) throw new Error("PUBLIC_ROUTES reads /popup/1: the first popup of a new database.");
});

afterAll(async () => {
  await api?.close();
});

/** Words of Fastify's own English replies, which must never reach a visitor. */
const ENGLISH = /\b(?:not found|bad request|internal server error|route|error|invalid|must|expected)\b/i;

function expectFrenchErrorEnvelope(body: { success: boolean; data: unknown; message: string }) {
  expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(ENGLISH);
  expect(body.data === null || typeof body.data === "object").toBe(true);
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stack|\.ts:\d+|\.js:\d+|node_modules|select |relation "/i);
}

/** Every GET route with a valid path, as the site's visitors call them. */
const PUBLIC_ROUTES = [
  "/parameter",
  "/site/info",
  "/logged",
  "/page",
  "/page/accueil",
  "/site/visit/flyer",
  "/component/conf/map",
  "/custom-stripe/public-key",
  "/countries",
  "/cities/vannes/1",
  "/admin/address/type",
  "/company/address",
  "/external-app/PRODUCT_FILE_GENERATOR/config/public",
  "/popup/1",
];

describe("health and readiness", () => {
  it("answers /health without a site", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/health", site: null });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: "ok" }, message: "" });
  });

  it("answers /ready without a site once the database answers", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/ready", site: null });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: "ready" }, message: "" });
    expect((await api.call({ method: "GET", url: "/ready", site: 999 })).status).toBe(200);
  });

  it("answers 503 on /ready when the database fails", async () => {
    const spy = vi
      .spyOn(api.services.database.db, "execute")
      .mockRejectedValueOnce(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    try {
      const { status, body } = await api.call({ method: "GET", url: "/ready", site: null });
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, data: null, message: "Base de données indisponible." });
    } finally {
      spy.mockRestore();
    }
    expect((await api.call({ method: "GET", url: "/ready", site: null })).status).toBe(200);
  });
});

describe("site of the request", () => {
  it.each(PUBLIC_ROUTES)("refuses %s without an idSite header", async (url) => {
    const { status, body } = await api.call({ method: "GET", url, site: null });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, data: null, message: "Site inconnu" });
  });

  it.each(["999", "abc", "1.5", "-1", "0", "", "1e0", "0x1", "1 2", "99999999999"])(
    "refuses the idSite %j",
    async (site) => {
      const { status, body } = await api.call({ method: "GET", url: "/parameter", site });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, data: null, message: "Site inconnu" });
    },
  );

  it("reads the header whatever its case", async () => {
    const response = await api.app.inject({
      method: "GET",
      url: "/site/info",
      headers: { IDSITE: "2" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(2);
  });

  it.each(PUBLIC_ROUTES)("answers %s on a known site", async (url) => {
    const { status, body } = await api.call({
      method: "GET",
      url,
      site: url.startsWith("/external-app") ? 2 : 1,
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe("string");
  });

  it("accepts a userLang header and ignores a malformed one", async () => {
    for (const userLang of ["fr_FR", "en_GB", "<script>", "x".repeat(300)]) {
      const { status } = await api.call({ method: "GET", url: "/parameter", headers: { userLang } });
      expect(status).toBe(200);
    }
  });
});

describe("errors", () => {
  it("answers an unknown route with a French 404 envelope", async () => {
    for (const url of ["/nope", "/page/accueil/extra", "/api/parameter", "/popup"]) {
      const { status, body } = await api.call({ method: "GET", url });
      expect(status, url).toBe(404);
      expect(body, url).toEqual({ success: false, data: null, message: "Ressource introuvable." });
    }
  });

  it("answers an unknown method with a 404 envelope", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"] as const) {
      const { status, body } = await api.call({ method, url: "/parameter", payload: {} });
      expect(status, method).toBe(404);
      expectFrenchErrorEnvelope(body);
    }
  });

  it("answers the envelope for a malformed percent-encoding", async () => {
    const { status, body } = await api.call({ method: "GET", url: "/page/%E0%A4%A" });
    expect(status).toBe(400);
    expectFrenchErrorEnvelope(body);
    expect(body.message).toBe("L'adresse demandée contient un paramètre invalide.");
  });

  it("answers the envelope for an overlong path parameter", async () => {
    for (const length of [121, 201, 499, 501, 5000]) {
      const { status, body } = await api.call({ method: "GET", url: `/page/${"a".repeat(length)}` });
      expect(status, String(length)).toBe(400);
      expectFrenchErrorEnvelope(body);
    }
    // Up to 120 characters a slug is well formed: an unknown one is a 404.
    expect((await api.call({ method: "GET", url: `/page/${"a".repeat(120)}` })).status).toBe(404);
  });

  it("answers every failure with the French envelope, never a stack", async () => {
    const failures: Array<{ url: string; site?: string | number | null; status: number }> = [
      { url: "/parameter", site: null, status: 400 },
      { url: "/parameter", site: 999, status: 400 },
      { url: "/page/UPPER", status: 400 },
      { url: "/page/..%2F", status: 400 },
      { url: "/page/inconnue", status: 404 },
      { url: "/popup/abc", status: 400 },
      { url: "/popup/0", status: 400 },
      { url: "/popup/999999", status: 404 },
      { url: "/component/conf/inconnu", status: 404 },
      { url: "/external-app/lower-case/config/public", status: 400 },
      { url: "/external-app/PRODUCT_FILE_GENERATOR/config/public", site: 1, status: 404 },
      { url: "/cities/a/1", status: 400 },
      { url: "/cities/vannes/abc", status: 400 },
      { url: "/cities/vannes/99999", status: 400 },
      { url: "/company/address?foo=bar", status: 400 },
      { url: "/company/address?nbItem=0", status: 400 },
      { url: "/nope", status: 404 },
    ];
    for (const { url, site = 1, status } of failures) {
      const reply = await api.call({ method: "GET", url, site });
      expect(reply.status, url).toBe(status);
      expect(String(reply.headers["content-type"]), url).toMatch(/^application\/json/);
      expectFrenchErrorEnvelope(reply.body);
    }
  });

  it("puts per-field messages in data.errors for bad input", async () => {
    const { body } = await api.call({ method: "GET", url: "/popup/abc" });
    expect(body.message).toBe("L'adresse demandée contient un paramètre invalide.");
    expect(Object.keys(body.data)).toEqual(["errors"]);
    expect(typeof body.data.errors.id).toBe("string");
    expect(body.data.errors.id).not.toMatch(ENGLISH);
  });

  it("hides a database failure behind a French 500", async () => {
    const { db } = api.database;
    await db.execute(sql`alter table company_addresses rename to company_addresses_away`);
    try {
      // An address not asked before: a reply kept from an earlier call would hide the failure.
      const { status, body } = await api.call({ method: "GET", url: "/company/address?nbItem=13" });
      expect(status).toBe(500);
      expect(body).toEqual({
        success: false,
        data: null,
        message: "Une erreur interne est survenue. Merci de réessayer plus tard.",
      });
    } finally {
      await db.execute(sql`alter table company_addresses_away rename to company_addresses`);
    }
    expect((await api.call({ method: "GET", url: "/company/address" })).status).toBe(200);
  });
});

describe("OpenAPI document", () => {
  it("is served at /docs/json without a site and lists the routes", async () => {
    const response = await api.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Vitrine API");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearer", "cookie"]);
    const expected: Array<[string, string]> = [
      ["/parameter", "site"],
      ["/site/info", "site"],
      ["/page", "site"],
      ["/page/{url}", "site"],
      ["/site/visit/{id}", "site"],
      ["/component/conf/{slug}", "site"],
      ["/popup/{id}", "site"],
      ["/external-app/{app}/config/public", "site"],
      ["/custom-stripe/public-key", "site"],
      ["/logged", "account"],
      ["/countries", "geo"],
      ["/cities/{search}/{idCountry}", "geo"],
      ["/admin/address/type", "geo"],
      ["/company/address", "geo"],
    ];
    for (const [path, tag] of expected) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]!.get!.tags, path).toEqual([tag]);
      expect(doc.paths[path]!.get!.summary, path).toBeTruthy();
    }
    // Internal probes are not part of the documented API.
    expect(doc.paths["/health"]).toBeUndefined();
    expect(doc.paths["/ready"]).toBeUndefined();
  });

  it("describes path parameters and the reply envelope", async () => {
    const doc = (await api.app.inject({ method: "GET", url: "/docs/json" })).json();
    const popup = doc.paths["/popup/{id}"].get;
    expect(popup.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
    const schema = popup.responses["200"].content["application/json"].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(["data", "message", "success"]);
  });

  it("serves the documentation page without a site", async () => {
    const response = await api.app.inject({ method: "GET", url: "/docs" });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe("mounted under /api", () => {
  let prefixed: FastifyInstance;

  beforeAll(async () => {
    prefixed = await buildApi({ services: api.services, prefix: "/api" });
  });

  afterAll(async () => {
    await prefixed?.close();
  });

  it("serves the same routes under the prefix", async () => {
    const health = await prefixed.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect((await prefixed.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    const info = await prefixed.inject({ method: "GET", url: "/api/site/info", headers: { idSite: "2" } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.id).toBe(2);
    const noSite = await prefixed.inject({ method: "GET", url: "/api/site/info" });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json()).toEqual({ success: false, data: null, message: "Site inconnu" });
    const unknown = await prefixed.inject({ method: "GET", url: "/api/nope", headers: { idSite: "1" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, data: null, message: "Ressource introuvable." });
  });

  it("serves its OpenAPI document without a site", async () => {
    const response = await prefixed.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain("/api/parameter");
  });
});
