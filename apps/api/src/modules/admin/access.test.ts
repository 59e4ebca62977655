import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { type OpenApiDocument, type Route, routesOf } from "../../testing/fuzz";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

/*
 * The role matrix of every admin call, walked from the OpenAPI document: a route added under
 * /admin is checked here without anybody listing it. The session is checked before the body, so
 * each call is made with a body its schema refuses.
 */

let api: TestApi;
let adminRoutes: Route[];
const tokens: Record<"member" | "otherSiteAdmin" | "otherSiteMember", string> = {
  member: "",
  otherSiteAdmin: "",
  otherSiteMember: "",
};

/** Calls the spec puts under /admin yet every visitor makes at start (spec section 7). */
const PUBLIC_ADMIN_CALLS = ["GET /admin/address/type"];

const SITE = MINIMAL_SITES.building.id;
const OTHER_SITE = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const session = async (siteId: number, role: "CUSTOMER" | "ADMIN") =>
    api.services.accounts.sessions.createSession(
      siteId,
      (await createMember(api.database.db, siteId, { role })).id,
    );
  tokens.member = await session(SITE, "CUSTOMER");
  tokens.otherSiteAdmin = await session(OTHER_SITE, "ADMIN");
  tokens.otherSiteMember = await session(OTHER_SITE, "CUSTOMER");
  const doc = (await api.app.inject({ method: "GET", url: "/docs/json" })).json() as OpenApiDocument;
  adminRoutes = routesOf(doc).filter(
    (route) =>
      route.path.startsWith("/admin/") && !PUBLIC_ADMIN_CALLS.includes(`${route.method} ${route.path}`),
  );
});

afterAll(async () => {
  await api.close();
});

/** The route's path with every parameter filled with 1, and a body no admin schema accepts. */
function call(route: Route, token: string | null) {
  const url = route.path.replace(/\{[^}]+\}/g, "1");
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return api.call({
    method: route.method,
    url,
    site: SITE,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(hasBody ? { payload: { unexpected: ["<script>"] } } : {}),
  });
}

describe("every /admin call", () => {
  it("is documented (the walk below covers something)", () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toContain(
      "PUT /admin/parameter/{type}",
    );
  });

  it("is public only for the spec's start-up call", async () => {
    const reply = await api.call({ method: "GET", url: "/admin/address/type", site: SITE });
    expect(reply.status).toBe(200);
  });

  it("answers 401 in French without a session, whatever the body", async () => {
    for (const route of adminRoutes) {
      const reply = await call(route, null);
      expect([route.method, route.path, reply.status]).toEqual([route.method, route.path, 401]);
      expect(reply.body.message).toBe("Vous devez être connecté.");
    }
  });

  it("answers 403 to a member of the site who is no administrator", async () => {
    for (const route of adminRoutes) {
      const reply = await call(route, tokens.member);
      expect([route.method, route.path, reply.status]).toEqual([route.method, route.path, 403]);
      expect(reply.body.message).toBe("Cette action est réservée aux administrateurs du site.");
    }
  });

  it("refuses another site's administrator and member (their session is not this site's)", async () => {
    for (const route of adminRoutes) {
      for (const token of [tokens.otherSiteAdmin, tokens.otherSiteMember]) {
        const reply = await call(route, token);
        expect([route.method, route.path, [401, 403].includes(reply.status)]).toEqual([
          route.method,
          route.path,
          true,
        ]);
      }
    }
  });
});
