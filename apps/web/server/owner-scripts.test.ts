/**
 * The site owner's scripts (SCRIPT_TO_LOAD, the menu's script links) are in the pages' data for
 * visitors and members, never for the platform's administrator, whose session reaches every site,
 * nor on the pages where a password is typed.
 */
import { createPage, setParameters } from "@vitrine/api/testing/factories/site";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, registerMember, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const SITE1 = "armor-habitat.localhost";
const { get, post } = pageRequests(() => app, SITE1, 88);
const OWNER_SCRIPT = "window.ownerScriptRan=1";
const LINK_SCRIPT = "window.ownerLinkRan=1";

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
  const db = web.testDb.database.db;
  await setParameters(db, 1, { SCRIPT_TO_LOAD: OWNER_SCRIPT });
  await createPage(db, 1, { title: "Script", linkType: "JS", linkJsCode: LINK_SCRIPT, showInMenu: true });
  web.services.sites.invalidate();
});

afterAll(() => web?.close());

/** The session cookie of the seed's SUPER_ADMIN, signed in on site 1. */
async function superAdmin(): Promise<string> {
  const account = web.testDb.credentials.find((c) => c.role === "SUPER_ADMIN")!;
  const login = await post("/auth", { intent: "login", email: account.email, password: account.password });
  expect(login.statusCode).toBe(302);
  const lines = ([] as string[]).concat((login.headers["set-cookie"] as string | string[]) ?? []);
  return lines.find((line) => line.startsWith("token="))!.split(";")[0]!;
}

const carries = (body: string) => ({ script: body.includes(OWNER_SCRIPT), link: body.includes(LINK_SCRIPT) });

describe("the site owner's scripts", () => {
  it("are in a visitor's and a member's pages", async () => {
    expect(carries((await get("/")).body)).toEqual({ script: true, link: true });
    const member = await registerMember(app, { host: SITE1 });
    expect(carries((await get("/", { cookie: member.cookie })).body)).toEqual({ script: true, link: true });
  });

  it("are never in the platform administrator's pages", async () => {
    const cookie = await superAdmin();
    for (const path of ["/", "/nous-contacter"]) {
      const page = await get(path, { cookie });
      expect(page.statusCode, path).toBe(200);
      expect(carries(page.body), path).toEqual({ script: false, link: false });
    }
  });

  it("are never on the pages where a password is typed", async () => {
    for (const path of ["/auth", "/password/reset/ask"]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(carries(page.body), path).toEqual({ script: false, link: false });
    }
  });
});
