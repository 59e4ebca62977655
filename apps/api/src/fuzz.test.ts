/**
 * Property-based fuzz of every route of the OpenAPI document: requests generated from each
 * route's schemas and hostile values (testing/fuzz.ts), as a visitor, a member, an administrator
 * or with a forged token. Whatever the request: no 5xx, and every error is the envelope
 * { success: false, data, message } with a French message.
 *
 * `npm test` runs FUZZ_RUNS requests per route (30 by default) from a fixed seed, and
 * `npm run test:pg` from another (vitest.config.ts), so that the two suites try different requests;
 * `npm run fuzz` runs many more. FUZZ_SEED replays a run; fast-check prints the seed and path of a
 * failure.
 */
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  blogArticles,
  blogFolders,
  componentConfs,
  discountCodes,
  elementLists,
  externalAppConfigs,
  forms,
  pages,
  services,
  siteParameters,
  users,
} from "./db/schema/index";
import { createTestApi } from "./testing/api";
import { type FuzzRequest, type OpenApiDocument, replyProblems, requestsFor, routesOf } from "./testing/fuzz";

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 30));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** FUZZ_STATS=1 prints, per route, how many replies of each status the run got. */
const STATS = process.env.FUZZ_STATS === "1";
const statuses = new Map<string, Map<number, number>>();

// The fuzz test needs broad data to reach every route: the sample sites.
const api = await createTestApi({ seed: "demo" });
afterAll(async () => {
  await api.close();
  if (!STATS) return;
  const lines = [...statuses].map(([route, counts]) => {
    const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    return `${route.padEnd(52)} ${byStatus.join(" ")}`;
  });
  console.info(`Replies per route and status:\n${lines.join("\n")}`);
});

const doc = (await api.app.inject({ method: "GET", url: "/docs/json" })).json() as OpenApiDocument;
const routes = routesOf(doc);

/** Slugs, page addresses, form names, parameter types and codes of the seeded sites. */
async function knownStrings(): Promise<string[]> {
  const { db } = api.database;
  const columns = await Promise.all([
    db.select({ value: forms.slug }).from(forms),
    db.select({ value: componentConfs.slug }).from(componentConfs),
    db.select({ value: elementLists.route }).from(elementLists),
    db.select({ value: pages.url }).from(pages),
    db.select({ value: services.slug }).from(services),
    db.select({ value: blogArticles.slug }).from(blogArticles),
    db.select({ value: blogFolders.slug }).from(blogFolders),
    db.select({ value: externalAppConfigs.app }).from(externalAppConfigs),
    db.select({ value: siteParameters.type }).from(siteParameters),
    db.select({ value: discountCodes.code }).from(discountCodes),
  ]);
  return [...new Set(columns.flat().map((row) => row.value))];
}
const known = await knownStrings();

let accounts = 0;

/** A bearer token for the request's identity; accounts are new each time (a call may delete or log out). */
async function tokenFor({ identity, accountSite }: FuzzRequest): Promise<string | null> {
  if (identity === "anonymous") return null;
  if (identity === "forgedToken") return randomBytes(32).toString("base64url");
  const site = identity === "otherSiteMember" ? 3 - accountSite : accountSite;
  const role = identity === "admin" ? "ADMIN" : identity === "superAdmin" ? "SUPER_ADMIN" : "CUSTOMER";
  accounts += 1;
  const [user] = await api.database.db
    .insert(users)
    .values({
      siteId: role === "SUPER_ADMIN" ? 1 : site,
      email: `fuzz-${accounts}@exemple.fr`,
      passwordHash: "x",
      firstname: "Camille",
      lastname: "Fuzz",
      role,
      acceptedTermsAt: new Date(),
    })
    .returning({ id: users.id });
  // A session on the account's own site; the other site's member calls with this site's idSite.
  return api.services.accounts.sessions.createSession(site, user!.id);
}

/**
 * A super administrator's call may suspend a site (its calls then answer 503, as they must): put it
 * back online, so that the requests after it reach a live site.
 */
async function reactivateSuspended(url: string, statusCode: number): Promise<void> {
  const suspended = /^\/admin\/platform\/site\/(\d+)\/suspend/.exec(url);
  if (!suspended || statusCode >= 300) return;
  // Super administrators' accounts belong to site 1, which none of them may suspend.
  const token = await tokenFor({ identity: "superAdmin", accountSite: 1 } as FuzzRequest);
  const reply = await api.app.inject({
    method: "POST",
    url: `/admin/platform/site/${suspended[1]}/reactivate`,
    headers: { idSite: "1", authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode).toBe(200);
}

/** Stable per route, so that a route's run does not depend on the others. */
const seedOf = (key: string) => {
  let hash = SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

describe(`API fuzz (${RUNS} requests per route, seed ${SEED})`, () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: no 5xx, errors in the French envelope",
    async (name, route) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, { known }), async (request) => {
          const token = await tokenFor(request);
          const reply = await api.app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          await reactivateSuspended(request.url, reply.statusCode);
          const counts = statuses.get(name) ?? new Map<number, number>();
          counts.set(reply.statusCode, (counts.get(reply.statusCode) ?? 0) + 1);
          statuses.set(name, counts);
          const problems = replyProblems(`${request.url} ${request.payload ?? ""}`, {
            statusCode: reply.statusCode,
            headers: reply.headers,
            body: reply.body,
          });
          if (problems.length) {
            throw new Error(
              `${name} as ${request.identity}: ${problems.join("; ")}\n` +
                `  ${request.method} ${request.url.slice(0, 300)}\n` +
                `  reply ${reply.statusCode} ${reply.body.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: seedOf(name) },
      );
    },
    Math.max(60_000, RUNS * 2_000),
  );
});

describe("reply checks of the fuzz", () => {
  const json = { "content-type": "application/json; charset=utf-8" };
  const check = (statusCode: number, body: unknown, sent = "") =>
    replyProblems(sent, { statusCode, headers: json, body: JSON.stringify(body) });

  it.each<[number, unknown, string]>([
    [400, { success: false, data: null, message: "La requête est invalide." }, ""],
    [
      400,
      {
        success: false,
        data: { errors: { email: "Adresse e-mail invalide." } },
        message: "Certains champs sont invalides.",
      },
      "",
    ],
    [404, { success: false, data: null, message: "Ressource introuvable." }, ""],
    [400, { success: false, data: null, message: "La quantité est limitée à 999 par produit." }, ""],
    [
      400,
      {
        success: false,
        data: { errors: { undefined: "Ce filtre n'existe pas." } },
        message: "Les paramètres de la liste sont invalides.",
      },
      "/news?undefined=1",
    ],
  ])("accepts %i %j", (status, body, sent) => {
    expect(check(status, body, sent)).toEqual([]);
  });

  it.each([
    [500, { success: false, data: null, message: "Une erreur interne est survenue." }],
    [
      400,
      {
        statusCode: 400,
        error: "Bad Request",
        message: "Body cannot be empty when content-type is set to 'application/json'",
      },
    ],
    [415, { success: false, data: null, message: "Unsupported Media Type" }],
    [400, { success: false, data: null, message: "" }],
    [400, { success: true, data: null, message: "La requête est invalide." }],
    [
      400,
      {
        success: false,
        data: { errors: { undefined: "Valeur invalide." } },
        message: "Certains champs sont invalides.",
      },
    ],
    [
      400,
      {
        success: false,
        data: { errors: { email: "Invalid email address" } },
        message: "Certains champs sont invalides.",
      },
    ],
    [400, { success: false, data: { detail: "x" }, message: "Certains champs sont invalides." }],
    [400, { success: false, data: null, message: "Erreur : select * from users where id = 1" }],
  ])("flags %i %j", (status, body) => {
    expect(check(status, body)).not.toEqual([]);
  });

  it("flags an error that is not JSON", () => {
    expect(
      replyProblems("", {
        statusCode: 404,
        headers: { "content-type": "text/html" },
        body: "<h1>Not Found</h1>",
      }),
    ).not.toEqual([]);
  });
});
