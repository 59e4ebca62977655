import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";

let api: TestApi;
let adminOfSite1: number;
let adminOfSite2: number;
const ADMIN_2_EMAIL = "gerant@domaine-essai.fr";

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  adminOfSite1 = (await createMember(api.database.db, 1, { role: "ADMIN" })).id;
  adminOfSite2 = (await createMember(api.database.db, 2, { role: "ADMIN", email: ADMIN_2_EMAIL })).id;
});

afterAll(async () => {
  await api?.close();
});

const logged = (site: number, headers: Record<string, string> = {}) =>
  api.call({ method: "GET", url: "/logged", site, headers });

describe("GET /logged", () => {
  it("answers false without a token", async () => {
    const { status, body } = await logged(1);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: false, message: "" });
  });

  it("answers false with a token that opens no session", async () => {
    const attempts: Array<Record<string, string>> = [
      { authorization: "Bearer not-a-real-token" },
      { authorization: "Bearer " },
      { authorization: `Bearer ${"x".repeat(500)}` },
      { authorization: "Basic dXNlcjpwYXNz" },
      { cookie: "token=not-a-real-token" },
    ];
    for (const headers of attempts) {
      const { status, body } = await logged(1, headers);
      expect(status, JSON.stringify(headers)).toBe(200);
      expect(body.data, JSON.stringify(headers)).toBe(false);
    }
  });

  it("answers true with a session of the site, from the header or the cookie", async () => {
    const token = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await logged(1, { authorization: `Bearer ${token}` })).body).toEqual({
      success: true,
      data: true,
      message: "",
    });
    expect((await logged(1, { cookie: `token=${token}` })).body.data).toBe(true);
  });

  it("answers false for that session on another site", async () => {
    const token = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    expect((await logged(1, { authorization: `Bearer ${token}` })).body.data).toBe(true);
    expect((await logged(2, { authorization: `Bearer ${token}` })).body.data).toBe(false);
    expect((await logged(2, { cookie: `token=${token}` })).body.data).toBe(false);

    const token2 = await api.services.accounts.sessions.createSession(2, adminOfSite2);
    expect((await logged(2, { authorization: `Bearer ${token2}` })).body.data).toBe(true);
    expect((await logged(1, { authorization: `Bearer ${token2}` })).body.data).toBe(false);
  });

  it("stores only the token's hash", async () => {
    const token = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    const rows = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const expiresInS = (rows[0]!.expiresAt.getTime() - Date.now()) / 1000;
    expect(expiresInS).toBeGreaterThan(86_400 - 60);
    expect(expiresInS).toBeLessThanOrEqual(86_400);
  });

  it("answers false once the session has expired or was deleted", async () => {
    const token = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    const auth = { authorization: `Bearer ${token}` };
    expect((await logged(1, auth)).body.data).toBe(true);
    await api.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await logged(1, auth)).body.data).toBe(false);

    const other = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    await api.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(other)));
    expect((await logged(1, { authorization: `Bearer ${other}` })).body.data).toBe(false);
  });

  it("still needs a known site", async () => {
    const token = await api.services.accounts.sessions.createSession(1, adminOfSite1);
    const { status, body } = await api.call({
      method: "GET",
      url: "/logged",
      site: null,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, data: null, message: "Site inconnu" });
  });
});

describe("findSessionUser", () => {
  it("gives the member behind a token, on its site only", async () => {
    const token = await api.services.accounts.sessions.createSession(2, adminOfSite2);
    const user = await api.services.accounts.sessions.findSessionUser(2, token);
    expect(user).toMatchObject({
      id: adminOfSite2,
      siteId: 2,
      email: ADMIN_2_EMAIL,
      role: "ADMIN",
    });
    expect(user).not.toHaveProperty("passwordHash");
    expect(await api.services.accounts.sessions.findSessionUser(1, token)).toBeNull();
    expect(await api.services.accounts.sessions.findSessionUser(2, `${token}x`)).toBeNull();
  });
});
