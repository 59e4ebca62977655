import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { hashPassword } from "../../lib/passwords";
import { createTestApi, type TestApi } from "../../testing/api";
import { userIdByEmail } from "../../testing/factories/account";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

let api: TestApi;
let adminToken: string;
let customerToken: string;

const userId = (siteId: number, email: string) => userIdByEmail(api.database.db, siteId, email);

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  adminToken = await api.services.accounts.sessions.createSession(
    1,
    await userId(1, MINIMAL_SITES.building.adminEmail),
  );
  const [customer] = await api.database.db
    .insert(users)
    .values({
      siteId: 1,
      email: "client@example.fr",
      passwordHash: await hashPassword("Un mot de passe solide 2026"),
      firstname: "Anne",
      lastname: "Client",
    })
    .returning({ id: users.id });
  customerToken = await api.services.accounts.sessions.createSession(1, customer!.id);
});

afterAll(async () => {
  await api.close();
});

const put = (type: string, value: unknown, token: string | null = adminToken, site = 1) =>
  api.call({
    method: "PUT",
    url: `/admin/parameter/${type}`,
    site,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { value },
  });

describe("PUT /admin/parameter/{type}", () => {
  it("changes a parameter and every later read sees it", async () => {
    const response = await put("GOOGLE_ANALYTICS_ID", "G-TEST1234");
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: "GOOGLE_ANALYTICS_ID",
      value: "G-TEST1234",
      kind: "STRING",
    });
    const parameters = await api.call({ method: "GET", url: "/parameter" });
    expect(parameters.body.data.find((p: { type: string }) => p.type === "GOOGLE_ANALYTICS_ID").value).toBe(
      "G-TEST1234",
    );
    const site2 = await api.call({ method: "GET", url: "/parameter", site: 2 });
    expect(site2.body.data.find((p: { type: string }) => p.type === "GOOGLE_ANALYTICS_ID").value).toBeNull();
  });

  it("empties a parameter with an empty string", async () => {
    expect((await put("BANNER", "Fermeture annuelle du 1er au 15 août")).status).toBe(200);
    const cleared = await put("BANNER", "");
    expect(cleared.body.data.value).toBeNull();
  });

  it.each([
    ["PRIMARY_COLOR", "bleu", "couleur"],
    ["PRIMARY_COLOR", "#12345", "couleur"],
    ["SHOW_SEARCHBAR", "oui", "true ou false"],
    ["MENU_ICON_SIZE", "douze", "nombre"],
    ["FACEBOOK_URL", "javascript:alert(1)", "lien"],
    ["FACEBOOK_URL", "pas une adresse", "lien"],
  ])("refuses %s = %j with a French message", async (type, value, words) => {
    const response = await put(type, value);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(words);
    expect(response.body.data.errors.value).toBe(response.body.message);
  });

  it("answers 404 for an unknown parameter and 400 for a malformed one", async () => {
    expect((await put("NOT_A_PARAMETER", "x")).status).toBe(404);
    expect((await put("lower-case", "x")).status).toBe(400);
  });

  it("needs an administrator of this site", async () => {
    expect((await put("BANNER", "x", null)).status).toBe(401);
    expect((await put("BANNER", "x", "jeton-inconnu")).status).toBe(401);
    expect((await put("BANNER", "x", customerToken)).status).toBe(403);
    // A session opened on site 1 means nothing on site 2.
    expect((await put("BANNER", "x", adminToken, 2)).status).toBe(401);
  });
});

/** The platform operator signing in on a site, as the panel's site switcher does. */
function superAdminLogin(site: number) {
  const superAdmin = api.credentials.find((c) => c.role === "SUPER_ADMIN")!;
  return api.call({
    method: "POST",
    url: "/login",
    site,
    payload: { email: superAdmin.email, password: superAdmin.password },
  });
}

describe("SUPER_ADMIN", () => {
  it("signs in on every site and administers it; a site's ADMIN stays on its own site", async () => {
    const login = await superAdminLogin(2);
    expect(login.status).toBe(200);
    expect(login.body.data.idSite).toBe(2);
    const changed = await put("BANNER", "Vendanges en cours", login.body.data.token, 2);
    expect(changed.status).toBe(200);

    const admin1 = api.credentials.find((c) => c.email === MINIMAL_SITES.building.adminEmail)!;
    const refused = await api.call({
      method: "POST",
      url: "/login",
      site: 2,
      payload: { email: admin1.email, password: admin1.password },
    });
    expect(refused.status).toBe(401);
  });
});

describe("GET /admin/audit", () => {
  const audit = (query = "", token: string | null = adminToken, site = 1) =>
    api.call({
      method: "GET",
      url: `/admin/audit${query}`,
      site,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("lists every parameter change with who made it, the old and the new value, newest first", async () => {
    expect((await put("COMPANY_PHONE", "02 40 00 00 01")).status).toBe(200);
    expect((await put("COMPANY_PHONE", "02 40 00 00 02")).status).toBe(200);
    const reply = await audit("?entityId=COMPANY_PHONE");
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(2);
    const [latest, first] = reply.body.data.items;
    expect(latest).toMatchObject({
      action: "parameter.update",
      entity: "parameter",
      entityId: "COMPANY_PHONE",
      userEmail: MINIMAL_SITES.building.adminEmail,
      before: "02 40 00 00 01",
      after: "02 40 00 00 02",
    });
    expect(first.after).toBe("02 40 00 00 01");
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
  });

  it("writes nothing for a refused change, and keeps each site's log to itself", async () => {
    expect((await put("PRIMARY_COLOR", "bleu")).status).toBe(400);
    expect((await audit("?entityId=PRIMARY_COLOR")).body.data.total).toBe(0);
    const login = await superAdminLogin(2);
    const site2 = await audit("?entityId=COMPANY_PHONE", login.body.data.token, 2);
    expect(site2.status).toBe(200);
    expect(site2.body.data.total).toBe(0);
  });

  it("refuses an unknown filter in French, and anybody but an administrator", async () => {
    const reply = await audit("?password=x");
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/[éèà]|liste/);
    expect((await audit("", null)).status).toBe(401);
    expect((await audit("", customerToken)).status).toBe(403);
  });
});
