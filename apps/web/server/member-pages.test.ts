import { users } from "@vitrine/api/db/schema/index";
import type { User } from "@vitrine/shared/schemas/account";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cutAtStandIns,
  fillTemplate,
  memberTemplateOf,
  profileShape,
  STAND_INS,
  standInProfile,
} from "./member-pages";
import { createTestWebServer, nonceOf, registerMember, type TestWebServer } from "./testing";

const MEMBER: User = {
  id: 42,
  email: "claire.o'neil@exemple.fr",
  phone: "0601020304",
  firstname: 'Claire <b>& "Cie"',
  lastname: "O'Neil",
  birthdate: null,
  role: "CUSTOMER",
};

const page = { status: 200, headers: [] as [string, string][], nonce: "n" };
const [A, B] = STAND_INS;

/** A page as the render writes a profile: in HTML, and in React Router's data script. */
function rendered(user: User, transform = (value: string) => value): Buffer {
  const data = JSON.stringify(JSON.stringify({ id: user.id, firstname: user.firstname }))
    .replace(/&/g, "\\u0026")
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e");
  // As React escapes text and attributes.
  const html = user.firstname
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
  return Buffer.from(
    `<p title="${html}">Bonjour ${transform(html)}</p>` +
      `<script nonce="n">window.__reactRouterContext.streamController.enqueue(${data});</script>`,
  );
}

describe("a member's page template", () => {
  it("writes each value as the render would, in HTML and in the page's data", () => {
    const template = cutAtStandIns(page, rendered(standInProfile(MEMBER, A)), A);
    expect(template?.slots.map((slot) => [slot.field, slot.inScript])).toEqual([
      ["firstname", false],
      ["firstname", false],
      ["id", true],
      ["firstname", true],
    ]);
    const filled = fillTemplate(template!, MEMBER).toString();
    expect(filled).toBe(rendered(MEMBER).toString());
    expect(filled).toContain("Claire &lt;b&gt;&amp; &quot;Cie&quot;");
    expect(filled).not.toContain("<b>");
  });

  it("is the same whichever stand-ins it was rendered with", () => {
    const template = memberTemplateOf(
      [rendered(standInProfile(MEMBER, A)), rendered(standInProfile(MEMBER, B))],
      page,
      MEMBER,
    );
    expect(template).not.toBeNull();
  });

  it("is refused when the page transforms a value instead of writing it", () => {
    for (const transform of [
      (value: string) => value.toUpperCase(),
      (value: string) => value.slice(0, 1),
      (value: string) => encodeURIComponent(value),
    ]) {
      const renders = [
        rendered(standInProfile(MEMBER, A), transform),
        rendered(standInProfile(MEMBER, B), transform),
      ] as const;
      expect(memberTemplateOf(renders, page, MEMBER)).toBeNull();
    }
  });

  it("is refused when a value stands in a style or in another script", () => {
    const name = standInProfile(MEMBER, A).firstname;
    for (const body of [
      `<style>.x::after{content:"${name}"}</style>`,
      `<script type="application/ld+json">{"name":"${name}"}</script>`,
    ]) {
      expect(cutAtStandIns(page, Buffer.from(body), A)).toBeNull();
    }
  });

  it("has one shape per role and per set of known fields", () => {
    expect(profileShape(MEMBER)).toBe("CUSTOMER:11110");
    expect(profileShape({ ...MEMBER, phone: null, role: "ADMIN" })).toBe("ADMIN:10110");
    // A field the member left empty stays empty in the template: the page may show it differently.
    expect(standInProfile({ ...MEMBER, phone: null }, A).phone).toBeNull();
  });
});

describe("members' pages", () => {
  let web: TestWebServer;
  let app: FastifyInstance;
  const HOST = "armor-habitat.localhost:3000";

  beforeAll(async () => {
    web = await createTestWebServer({}, { pageCache: true });
    app = web.app;
  });

  afterAll(() => web?.close());

  const get = (url: string, cookie: string) =>
    app.inject({ method: "GET", url, headers: { host: HOST, cookie } });

  const member = (firstname: string) => registerMember(app, { host: HOST, firstname });

  it("gives each member the shared page with their own name, escaped", async () => {
    const first = await member("Ysolde");
    // (Names refuse "<" and ">": the unit tests above write those.)
    const second = await member(`Zoé d'Arc & "Cie"`);
    const firstPage = await get("/a-propos", first.cookie);
    const secondPage = await get("/a-propos", second.cookie);
    const again = await get("/a-propos", first.cookie);
    expect([firstPage.statusCode, secondPage.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    // The second and third views come from the template made after the first.
    expect(nonceOf(again)).toBe(nonceOf(secondPage));
    expect(secondPage.body).toContain("Zoé d&#x27;Arc &amp; &quot;Cie&quot;");
    expect(secondPage.body).toContain(String.raw`Zoé d'Arc \u0026 \\\"Cie\\\"`);
    expect(secondPage.body).not.toContain("Ysolde");
    expect(again.body).toContain('<span class="site-header__account-name">Ysolde</span>');
    expect(again.body).not.toContain("Zoé");
    expect(again.headers["cache-control"]).toBe("private, no-cache");
  });

  it("prefills the forms with each member's own details", async () => {
    const first = await member("Bruno");
    const second = await member("Chloé");
    await get("/nous-contacter", first.cookie);
    const page = await get("/nous-contacter", second.cookie);
    expect(page.body).toContain(`value="${second.email}"`);
    expect(page.body).not.toContain(first.email);
  });

  it("renders a personal page for each member", async () => {
    const first = await member("Denis");
    const second = await member("Emma");
    const firstPage = await get("/mon-compte", first.cookie);
    const secondPage = await get("/mon-compte", second.cookie);
    const thirdPage = await get("/mon-compte", second.cookie);
    expect(firstPage.statusCode).toBe(200);
    expect(new Set([nonceOf(firstPage), nonceOf(secondPage), nonceOf(thirdPage)]).size).toBe(3);
    expect(thirdPage.body).toContain(second.email);
    expect(thirdPage.body).not.toContain(first.email);
  });

  it("shows the administration link to administrators only", async () => {
    const customer = await member("Fanny");
    const admin = await member("Gaël");
    await web.testDb.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.email, admin.email));
    for (let view = 0; view < 2; view++) {
      expect((await get("/", customer.cookie)).body).not.toContain('href="/admin"');
      expect((await get("/", admin.cookie)).body).toContain('href="/admin"');
    }
  });

  it("renders the page as for a visitor when the session is unknown", async () => {
    for (let view = 0; view < 2; view++) {
      const response = await get("/a-propos", "token=inconnu");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('aria-label="Se connecter"');
    }
  });

  it("renders the page whole for a member with a cart", async () => {
    const { cookie } = await member("Hugo");
    const shared = await get("/a-propos", cookie);
    await get("/a-propos", cookie);
    const withCart = await get("/a-propos", `${cookie}; cartKey=secret`);
    expect(withCart.statusCode).toBe(200);
    expect(nonceOf(withCart)).not.toBe(nonceOf(shared));
    expect(withCart.body).toContain("Hugo");
  });
});
