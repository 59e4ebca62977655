/**
 * Two API instances on one database, as behind a load balancer (docs/scaling.md): what one counts
 * or opens, the other sees. Runs on PGlite (two Fastify instances in one process) and on
 * PostgreSQL (two connection pools, as two processes would have).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "./app";
import { createServices } from "./composition";
import { openDatabase } from "./db/client";
import { rateLimitCounters, siteParameters } from "./db/schema/index";
import { LOGIN_FAILURES_PER_ADDRESS } from "./modules/account/login-limits";
import { RATE_LIMITS } from "./modules/account/route-helpers";
import { countHit, purgeExpiredCounters, readHits } from "./plugins/rate-limit-store";
import { createTestDatabase, type TestDatabase } from "./testing/database";
import { createMember } from "./testing/factories/account";

const PASSWORD = "Bon-mot-de-passe-2026";
const WRONG = "Pas-le-bon-mot-2026";

let testDb: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let closeSecondDatabase = async () => {};

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: "minimal" });
  a = await buildApi({ services: createServices(testDb.config, testDb.database) });
  // On PostgreSQL the second instance has its own pool, as a second process would.
  const second = testDb.config.databaseUrl
    ? await openDatabase({ databaseUrl: testDb.config.databaseUrl, pgliteDir: "memory://" })
    : testDb.database;
  if (second !== testDb.database) closeSecondDatabase = () => second.close();
  b = await buildApi({ services: createServices(testDb.config, second) });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeSecondDatabase();
  await testDb?.cleanup();
});

let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

async function call(
  instance: FastifyInstance,
  options: { method: "GET" | "POST"; url: string; body?: object; ip: string; token?: string },
) {
  const response = await instance.inject({
    method: options.method,
    url: options.url,
    remoteAddress: options.ip,
    headers: { idSite: "1", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const login = (instance: FastifyInstance, email: string, password: string, ip: string) =>
  call(instance, { method: "POST", url: "/login", body: { email, password }, ip });

describe("two instances on one database", () => {
  it("count failed logins together: failures through A make B refuse the next try", async () => {
    const member = await createMember(testDb.database.db, 1, { password: PASSWORD });
    const ip = nextIp();
    // Spread over both instances: each alone has seen fewer failures than the limit.
    for (let n = 0; n < LOGIN_FAILURES_PER_ADDRESS.max; n++) {
      const through = n % 2 === 0 ? a : b;
      expect((await login(through, member.email, WRONG, ip)).status).toBe(401);
    }
    const blocked = await login(b, member.email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Trop de tentatives\. Merci de patienter \d+ minutes? /);
    // Another address still logs in, on either instance.
    expect((await login(a, member.email, PASSWORD, nextIp())).status).toBe(200);
  });

  it("count a route's calls together: the login route's per-address limit spent on A answers 429 on B", async () => {
    const ip = nextIp();
    for (let n = 0; n < RATE_LIMITS.login.max; n++) {
      const member = await createMember(testDb.database.db, 1, { password: PASSWORD });
      expect((await login(a, member.email, PASSWORD, ip)).status).toBe(200);
    }
    const member = await createMember(testDb.database.db, 1, { password: PASSWORD });
    expect((await login(b, member.email, PASSWORD, ip)).status).toBe(429);
  });

  it("count form posts together: five contact messages through A, the sixth refused by B", async () => {
    const message = {
      name: "Gaëlle Le Roux",
      email: "gaelle.leroux@exemple.fr",
      subject: "Entretien de ma pompe à chaleur",
      message: "Bonjour, pouvez-vous passer pour l'entretien de ma pompe à chaleur en décembre ?",
      consent: true,
    };
    const ip = nextIp();
    for (let n = 0; n < 5; n++) {
      expect((await call(a, { method: "POST", url: "/message", body: message, ip })).status).toBe(201);
    }
    const refused = await call(b, { method: "POST", url: "/message", body: message, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    // The limit is the route's: the same address may still call another limited route on B.
    expect((await call(b, { method: "GET", url: "/site/visit/1?from=lettre", ip })).status).toBe(200);
  });

  it("share sessions: a session opened on A is valid on B, and a logout on B ends it on A", async () => {
    const member = await createMember(testDb.database.db, 1, { password: PASSWORD });
    const opened = await login(a, member.email, PASSWORD, nextIp());
    expect(opened.status).toBe(200);
    const token: string = opened.body.data.token;
    expect((await call(b, { method: "GET", url: "/logged", ip: nextIp(), token })).body.data).toBe(true);
    expect((await call(b, { method: "POST", url: "/logout", ip: nextIp(), token })).status).toBe(200);
    expect((await call(a, { method: "GET", url: "/logged", ip: nextIp(), token })).body.data).toBe(false);
  });
});

describe("rate-limit counters in the database", () => {
  const db = () => testDb.database.db;

  it("count hits in a window, read them without counting, and start again once it is over", async () => {
    const key = `test:${nextIp()}`;
    expect(await readHits(db(), key)).toEqual({ current: 0, ttl: 0 });
    expect((await countHit(db(), key, 60_000)).current).toBe(1);
    const second = await countHit(db(), key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await readHits(db(), key)).current).toBe(2);

    const short = `test:${nextIp()}`;
    await countHit(db(), short, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readHits(db(), short)).toEqual({ current: 0, ttl: 0 });
    expect((await countHit(db(), short, 60_000)).current).toBe(1);
  });

  it("count every hit of concurrent calls once", async () => {
    const key = `test:${nextIp()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(db(), key, 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
  });

  it("purge the counters whose window is over, and only those", async () => {
    const live = `test:${nextIp()}`;
    const over = `test:${nextIp()}`;
    await countHit(db(), live, 60_000);
    await countHit(db(), over, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await purgeExpiredCounters(db())).toBeGreaterThanOrEqual(1);
    const keys = (await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys).toContain(live);
    expect(keys).not.toContain(over);
  });
});

describe.runIf(process.env.VITRINE_TEST_PG === "1")("two instances on one PostgreSQL database", () => {
  it("show a change made through one on the other at once, not at its next look", async () => {
    const database = await openDatabase({ databaseUrl: testDb.config.databaseUrl, pgliteDir: "memory://" });
    // Its looks an hour apart: only PostgreSQL's notification can tell it in time (decision 039).
    const services = createServices(testDb.config, database, { versionCheckMs: 3_600_000 });
    const c = await buildApi({ services });
    try {
      await expect.poll(() => services.sites.versions.listening, { timeout: 10_000 }).toBe(true);
      const colour = async () => {
        const reply = await call(c, { method: "GET", url: "/parameter", ip: nextIp() });
        return (reply.body.data as { type: string; value: string | null }[]).find(
          (parameter) => parameter.type === "PRIMARY_COLOR",
        )?.value;
      };
      const before = await colour();
      expect(before).toMatch(/^#/);
      const where = and(eq(siteParameters.siteId, 1), eq(siteParameters.type, "PRIMARY_COLOR"));
      await testDb.database.db.update(siteParameters).set({ value: "#2a6f4e" }).where(where);
      await expect.poll(colour, { timeout: 5000 }).toBe("#2a6f4e");
      await testDb.database.db
        .update(siteParameters)
        .set({ value: before ?? null })
        .where(where);
    } finally {
      await c.close();
      await database.close();
    }
  });
});
