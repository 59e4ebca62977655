/**
 * The member calls of the API (registration, login, sessions, password reset, profile, closing of
 * the personal space, right of access, newsletter) with good and bad input, through the harness.
 */
import { readdirSync } from "node:fs";
import { todayInParis } from "@vitrine/shared/account-rules";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  newsletterLists,
  newsletterSubscriptions,
  passwordResetTokens,
  sessions,
  siteParameters,
  users,
} from "../../db/schema/index";
import { hashPassword } from "../../lib/passwords";
import { hashToken } from "../../lib/tokens";
import { createTestApi, type TestApi } from "../../testing/api";
import { createNewsletterList } from "../../testing/factories/account";
import { setParameters } from "../../testing/factories/site";
import { confirmationLinkOf, readMails, resetLinkOf, waitForMail } from "../../testing/mail";

let api: TestApi;

/** Names of the sites of the minimal database, as the e-mails sign. */
const SITE_NAMES = { 1: "Bâtiment d'essai", 2: "Domaine d'essai" };

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  // Site 2 sells wine: it asks the birth date, refuses minors and has two newsletter lists; site 1
  // has one list, closed while ENABLE_NEWSLETTER is off.
  await setParameters(db, 2, {
    ASK_BIRTHDATE_AT_REGISTER: "true",
    BLOCK_MINORS_FROM_REGISTERING: "true",
    ENABLE_NEWSLETTER: "true",
  });
  await setParameters(db, 1, { ENABLE_NEWSLETTER: "false" });
  await createNewsletterList(db, 1, { name: "Conseils et actualités", order: 0 });
  await createNewsletterList(db, 2, { name: "Nouvelles du domaine", order: 0 });
  await createNewsletterList(db, 2, { name: "Offres et ventes privées", order: 1 });
  await api.services.sites.invalidate(1);
  await api.services.sites.invalidate(2);
});

afterAll(async () => {
  await api?.close();
});

const PASSWORD = "Toit-de-lauze-1987";
const OTHER_PASSWORD = "Ardoise & zinc 2026";
/** Words of English replies that must never reach a visitor. */
const ENGLISH = /\b(?:invalid|expected|required|received|must|string|undefined|error)\b/i;

let sequence = 0;
/** Every call comes from its own address unless told otherwise, so that rate limits stay out of the way. */
const nextIp = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};
const newEmail = (label = "membre") => `${label}-${++sequence}@example.fr`;

interface CallOptions {
  method: InjectOptions["method"];
  url: string;
  body?: unknown;
  site?: number;
  token?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

function call({ method, url, body, site = 1, token, ip, headers = {} }: CallOptions) {
  return api.call({
    method,
    url,
    site,
    ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    headers: {
      "x-forwarded-for": ip ?? nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

const memberBody = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: PASSWORD,
  firstname: "Jeanne",
  lastname: "Martin",
  phone: "06 12 34 56 78",
  acceptTerms: true,
  ...overrides,
});

/** A birth date `years` years ago today, plus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayInParis().split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** POST /register of a member's body with these fields. */
const registration = (site: number, fields: Record<string, unknown>) =>
  call({ method: "POST", url: "/register", site, body: memberBody(fields) });

/** The welcome e-mails sent to `email` so far. */
const welcomesTo = (email: string) =>
  readMails(api.config.mailDir).filter((m) => m.to.includes(email) && /^Bienvenue sur /.test(m.subject));

/** A new member, once the welcome e-mail (sent in the background) is out: it never mixes in later. */
async function register(site = 1, overrides: Record<string, unknown> = {}) {
  const body = memberBody(site === 2 ? { birthdate: "1985-04-12", ...overrides } : overrides);
  const email = body.email as string;
  const welcomed = welcomesTo(email).length;
  const response = await call({ method: "POST", url: "/register", site, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  await waitForMail(api.config.mailDir, email, /^Bienvenue sur /, { skip: welcomed });
  return { email, token: response.body.data.token as string };
}

const login = (email: string, password: string, site = 1, ip?: string) =>
  call({ method: "POST", url: "/login", site, body: { email, password }, ...(ip ? { ip } : {}) });

const me = (token: string, site = 1) => call({ method: "GET", url: "/user", site, token });

/** The last part of an e-mailed link: its token. */
const tokenOf = (link: string) => link.split("/").pop()!;

/** The token of the `nth` newsletter confirmation e-mail sent to `email`. */
const confirmationTokenSentTo = async (email: string, nth = 1) =>
  tokenOf(confirmationLinkOf(await waitForMail(api.config.mailDir, email, /inscription/, { skip: nth - 1 })));

const confirmNewsletter = (token: unknown, site = 2) =>
  call({ method: "PUT", url: "/newsletter/subscribe/confirm", site, body: { token } });

async function setParameter(siteId: number, type: string, value: string) {
  await api.database.db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  await api.services.sites.invalidate(siteId);
}

function expectFieldErrors(response: Awaited<ReturnType<typeof call>>, fields: string[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.success).toBe(false);
  expect(Object.keys(response.body.data.errors).sort()).toEqual([...fields].sort());
  for (const message of Object.values<string>(response.body.data.errors)) {
    expect(message).not.toMatch(ENGLISH);
  }
}

describe("POST /register", () => {
  it("creates a member, opens a session and stores an argon2id hash", async () => {
    const body = memberBody({ email: "  Jeanne.Dupont@Example.FR ", firstname: " Jeanne " });
    const { status, body: reply } = await call({ method: "POST", url: "/register", body });
    expect(status).toBe(201);
    expect(reply.success).toBe(true);
    expect(reply.message).toMatch(/compte est créé/);
    expect(reply.data).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), idSite: 1 });

    const profile = await me(reply.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual({
      id: expect.any(Number),
      email: "jeanne.dupont@example.fr",
      phone: "06 12 34 56 78",
      firstname: "Jeanne",
      lastname: "Martin",
      birthdate: null,
      role: "CUSTOMER",
    });
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, 1), eq(users.email, "jeanne.dupont@example.fr")));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.acceptedTermsAt).toBeInstanceOf(Date);
  });

  it("welcomes the new member by e-mail, with the links of the account and of a forgotten password", async () => {
    const email = "bienvenue@example.fr";
    await register(2, { email, firstname: "Lucie" });
    const [mail] = welcomesTo(email);
    expect(mail!.subject).toBe(`Bienvenue sur ${SITE_NAMES[2]} : votre compte est créé`);
    expect(mail!.text).toContain("Bonjour Lucie,");
    expect(mail!.text).toMatch(/^https?:\/\/\S+\/mon-compte$/m);
    expect(mail!.text).toMatch(/https?:\/\/\S+\/password\/reset\/ask$/m);
    // A refused registration sends nothing.
    expect((await registration(2, { email, birthdate: "1985-04-12" })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(welcomesTo(email)).toHaveLength(1);
  });

  it("names every missing field in French", async () => {
    for (const body of [{}, undefined]) {
      const response = await call({ method: "POST", url: "/register", body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Certains champs sont invalides.");
    }
    const response = await call({ method: "POST", url: "/register", body: {} });
    expectFieldErrors(response, ["email", "password", "firstname", "lastname", "phone", "acceptTerms"]);
    expect(response.body.data.errors).toMatchObject({
      email: "Indiquez votre adresse e-mail.",
      password: "Choisissez un mot de passe.",
      firstname: "Indiquez votre prénom.",
      lastname: "Indiquez votre nom.",
      phone: "Indiquez votre numéro de téléphone.",
      acceptTerms: "Vous devez accepter les CGU pour créer un compte.",
    });
  });

  it.each([
    "jeanne",
    "jeanne@",
    "@example.fr",
    "jeanne@example",
    "jeanne martin@example.fr",
    `${"a".repeat(250)}@x.fr`,
  ])("refuses the e-mail %j", async (email) => {
    const response = await call({ method: "POST", url: "/register", body: memberBody({ email }) });
    expectFieldErrors(response, ["email"]);
  });

  it.each([
    ["empty", "", "Choisissez un mot de passe."],
    ["too short", "Court-1", "au moins 12 caractères"],
    ["one kind of characters", "toutenminusculesici", "deux types de caractères"],
    ["a common password", "Motdepasse2024!", "trop courant"],
    ["a common password with digits", "Azertyuiop123", "trop courant"],
    ["repeated characters", "aaaaaaaaaaaaaaB1", "répète trop"],
    ["too long", `${"Ab1-".repeat(40)}`, "au plus 128 caractères"],
  ])("refuses a weak password: %s", async (_label, password, message) => {
    const response = await call({ method: "POST", url: "/register", body: memberBody({ password }) });
    expectFieldErrors(response, ["password"]);
    expect(response.body.data.errors.password).toContain(message);
  });

  it("refuses a password containing the e-mail", async () => {
    const body = memberBody({ email: "paul.lefevre@example.fr", password: "Paul.Lefevre-2026" });
    const response = await call({ method: "POST", url: "/register", body });
    expectFieldErrors(response, ["password"]);
    expect(response.body.data.errors.password).toBe(
      "Le mot de passe ne doit pas contenir votre adresse e-mail.",
    );
  });

  it.each([false, "true", "on", 1, null])(
    "refuses the terms not accepted (acceptTerms = %j)",
    async (acceptTerms) => {
      const response = await call({ method: "POST", url: "/register", body: memberBody({ acceptTerms }) });
      expectFieldErrors(response, ["acceptTerms"]);
    },
  );

  it.each(["12", "abcdefghij", "06 12 34 56 78 90 12 34", "<script>0612345678"])(
    "refuses the phone %j",
    async (phone) => {
      const response = await call({ method: "POST", url: "/register", body: memberBody({ phone }) });
      expectFieldErrors(response, ["phone"]);
    },
  );

  it.each(["", "   ", "<b>Jeanne</b>", "1234"])("refuses the first name %j", async (firstname) => {
    const response = await call({ method: "POST", url: "/register", body: memberBody({ firstname }) });
    expectFieldErrors(response, ["firstname"]);
  });

  it.each(["31/12/1990", "1990-02-30", "1890-01-01", bornYearsAgo(0, 1)])(
    "refuses the birth date %j",
    async (birthdate) => {
      const response = await call({ method: "POST", url: "/register", body: memberBody({ birthdate }) });
      expectFieldErrors(response, ["birthdate"]);
    },
  );

  it("asks the birth date where the site asks for it (site 2) and not elsewhere (site 1)", async () => {
    const missing = await call({ method: "POST", url: "/register", site: 2, body: memberBody() });
    expectFieldErrors(missing, ["birthdate"]);
    expect(missing.body.data.errors.birthdate).toBe("Indiquez votre date de naissance.");
    const empty = await call({
      method: "POST",
      url: "/register",
      site: 2,
      body: memberBody({ birthdate: "" }),
    });
    expectFieldErrors(empty, ["birthdate"]);
    // Shown together with the other fields' errors, not after them.
    const nothing = await call({ method: "POST", url: "/register", site: 2, body: { acceptTerms: true } });
    expectFieldErrors(nothing, ["email", "password", "firstname", "lastname", "phone", "birthdate"]);
    const minorAndMore = await call({
      method: "POST",
      url: "/register",
      site: 2,
      body: memberBody({ phone: "12", birthdate: bornYearsAgo(10) }),
    });
    expectFieldErrors(minorAndMore, ["phone", "birthdate"]);

    const site1 = await call({ method: "POST", url: "/register", site: 1, body: memberBody() });
    expect(site1.status).toBe(201);
  });

  it("refuses minors where the site blocks them (site 2), to the day", async () => {
    const minor = await call({
      method: "POST",
      url: "/register",
      site: 2,
      body: memberBody({ birthdate: bornYearsAgo(18, 1) }),
    });
    expectFieldErrors(minor, ["birthdate"]);
    expect(minor.body.data.errors.birthdate).toBe("L'inscription est réservée aux personnes majeures.");

    const eighteenToday = await call({
      method: "POST",
      url: "/register",
      site: 2,
      body: memberBody({ birthdate: bornYearsAgo(18) }),
    });
    expect(eighteenToday.status).toBe(201);
    const profile = await me(eighteenToday.body.data.token, 2);
    expect(profile.body.data.birthdate).toBe(bornYearsAgo(18));
  });

  it("accepts minors where the site does not block them (site 1)", async () => {
    const response = await call({
      method: "POST",
      url: "/register",
      site: 1,
      body: memberBody({ birthdate: bornYearsAgo(15) }),
    });
    expect(response.status).toBe(201);
  });

  it("refuses minors when only BLOCK_MINORS_FROM_REGISTERING is on, and then needs the birth date", async () => {
    await setParameter(1, "BLOCK_MINORS_FROM_REGISTERING", "true");
    try {
      expectFieldErrors(await call({ method: "POST", url: "/register", body: memberBody() }), ["birthdate"]);
      expectFieldErrors(
        await call({ method: "POST", url: "/register", body: memberBody({ birthdate: bornYearsAgo(17) }) }),
        ["birthdate"],
      );
    } finally {
      await setParameter(1, "BLOCK_MINORS_FROM_REGISTERING", "false");
    }
  });

  it("keeps an e-mail unique within a site (409), whatever its case, but not across sites", async () => {
    const { email } = await register(1);
    for (const again of [email, email.toUpperCase(), ` ${email} `]) {
      const duplicate = await call({ method: "POST", url: "/register", body: memberBody({ email: again }) });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({
        success: false,
        data: { errors: { email: "Un compte existe déjà avec cette adresse e-mail." } },
        message: "Un compte existe déjà avec cette adresse e-mail.",
      });
    }
    const otherSite = await call({
      method: "POST",
      url: "/register",
      site: 2,
      body: memberBody({ email, birthdate: "1980-01-01" }),
    });
    expect(otherSite.status).toBe(201);
    expect(otherSite.body.data.idSite).toBe(2);
    const rows = await api.database.db
      .select({ siteId: users.siteId })
      .from(users)
      .where(eq(users.email, email));
    expect(rows.map((r) => r.siteId).sort()).toEqual([1, 2]);
  });

  it("answers 429 in French after too many registrations from one address, not after corrected typos", async () => {
    const ip = "192.0.2.10";
    // A visitor correcting their form ten times still registers.
    for (let i = 0; i < 10; i++) {
      const response = await call({ method: "POST", url: "/register", ip, body: { email: "x" } });
      expect(response.status).toBe(400);
    }
    expect((await call({ method: "POST", url: "/register", ip, body: memberBody() })).status).toBe(201);
    // Addresses taken count, as they tell which addresses have an account.
    const taken = memberBody();
    expect((await call({ method: "POST", url: "/register", ip, body: taken })).status).toBe(201);
    for (let i = 0; i < 8; i++) {
      expect((await call({ method: "POST", url: "/register", ip, body: taken })).status).toBe(409);
    }
    const blocked = await call({ method: "POST", url: "/register", ip, body: memberBody() });
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.message).toMatch(
      /^Trop de tentatives\. Merci de patienter \d+ minutes? avant de réessayer\.$/,
    );
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Nor through another site's id: the address is counted on all of them.
    const elsewhere = memberBody({ birthdate: "1985-04-12" });
    expect((await call({ method: "POST", url: "/register", ip, site: 2, body: elsewhere })).status).toBe(429);
    // Another address is not affected.
    expect((await call({ method: "POST", url: "/register", body: memberBody() })).status).toBe(201);
  });
});

describe("POST /login", () => {
  it("opens a new session of 86400 s for the right credentials", async () => {
    const { email, token: first } = await register(1);
    const { status, body } = await login(email.toUpperCase(), PASSWORD);
    expect(status).toBe(200);
    expect(body.message).toBe("Vous êtes connecté.");
    expect(body.data).toEqual({ token: expect.any(String), idSite: 1 });
    expect(body.data.token).not.toBe(first);
    expect((await me(body.data.token)).body.data.email).toBe(email);

    const [row] = await api.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.data.token)));
    const seconds = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(86_400 - 60);
    expect(seconds).toBeLessThanOrEqual(86_400);
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const { email } = await register(1);
    const wrongPassword = await login(email, "Pas-le-bon-mot-2026");
    const unknownEmail = await login(newEmail("inconnu"), PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      data: null,
      message: "Adresse e-mail ou mot de passe incorrect.",
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it("takes comparable work for an unknown e-mail and a wrong password (dummy hash)", async () => {
    const { email } = await register(1);
    // The process's CPU time (every thread's, argon2 runs on libuv's pool), not the wall clock: the
    // other processes of a busy machine do not count in it.
    const cpuMs = async (attempt: () => Promise<unknown>) => {
      const start = process.cpuUsage();
      await attempt();
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    await login(newEmail("chauffe"), PASSWORD);
    // Alternated, and the least of each kept: other work of this process only ever adds time.
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrongTimes.push(await cpuMs(() => login(email, "Pas-le-bon-mot-2026")));
      unknownTimes.push(await cpuMs(() => login(newEmail("inconnu"), "Pas-le-bon-mot-2026")));
    }
    const [wrong, unknown] = [Math.min(...wrongTimes), Math.min(...unknownTimes)];
    // Without the dummy hash an unknown e-mail costs a small part of a wrong password's work.
    expect(unknown).toBeGreaterThan(wrong * 0.6);
    expect(unknown).toBeLessThan(wrong * 2);
  });

  it("does not let a member of site 1 in on site 2, nor a session of site 1 work there", async () => {
    const { email, token } = await register(1);
    const elsewhere = await login(email, PASSWORD, 2);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe("Adresse e-mail ou mot de passe incorrect.");
    expect((await me(token, 2)).status).toBe(401);
    expect((await call({ method: "GET", url: "/logged", site: 2, token })).body.data).toBe(false);
    expect((await me(token, 1)).status).toBe(200);
  });

  it("refuses missing fields and a malformed e-mail with French field errors", async () => {
    expectFieldErrors(await call({ method: "POST", url: "/login", body: {} }), ["email", "password"]);
    expectFieldErrors(await call({ method: "POST", url: "/login", body: { email: "x", password: "y" } }), [
      "email",
    ]);
    expectFieldErrors(
      await call({ method: "POST", url: "/login", body: { email: "a@b.fr", password: "" } }),
      ["password"],
    );
  });

  it("answers 429 after too many attempts from one address, whatever the accounts tried", async () => {
    const ip = "192.0.2.20";
    for (let i = 0; i < 10; i++) {
      expect((await login(newEmail("inconnu"), "Pas-le-bon-mot-2026", 1, ip)).status).toBe(401);
    }
    const { email } = await register(1);
    const blocked = await login(email, PASSWORD, 1, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Trop de tentatives/);
  });

  it("answers 429 after five failures on one account from one address, even to the right password", async () => {
    const { email } = await register(1);
    const ip = "192.0.2.21";
    for (let i = 0; i < 5; i++) expect((await login(email, "Pas-le-bon-mot-2026", 1, ip)).status).toBe(401);
    const blocked = await login(email, PASSWORD, 1, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Trop de tentatives\. Merci de patienter 15 minutes/);
    // The same address on another account, and another address on this one, are not affected.
    const other = await register(1);
    expect((await login(other.email, PASSWORD, 1, ip)).status).toBe(200);
    expect((await login(email, PASSWORD, 1, "192.0.2.22")).status).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one, and an IPv4-mapped address as its IPv4", async () => {
    const { email } = await register(1);
    for (let i = 1; i <= 5; i++) {
      expect((await login(email, "Pas-le-bon-mot-2026", 1, `2001:db8:7:8::${i}`)).status).toBe(401);
    }
    expect((await login(email, PASSWORD, 1, "2001:db8:7:8:ffff:1:2:3")).status).toBe(429);
    expect((await login(email, PASSWORD, 1, "2001:db8:7:9::1")).status).toBe(200);

    const mapped = await register(1);
    for (let i = 0; i < 5; i++) {
      expect((await login(mapped.email, "Pas-le-bon-mot-2026", 1, "::ffff:192.0.2.23")).status).toBe(401);
    }
    expect((await login(mapped.email, PASSWORD, 1, "192.0.2.23")).status).toBe(429);
  });

  it("never lets strangers lock the owner out: after 50 failures from 10 other addresses the owner logs in", async () => {
    const owner = "203.0.113.200";
    const body = memberBody();
    expect((await call({ method: "POST", url: "/register", ip: owner, body })).status).toBe(201);
    const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    const statuses: number[] = [];
    for (const ip of attackers) {
      for (let i = 0; i < 5; i++)
        statuses.push((await login(body.email, "Pas-le-bon-mot-2026", 1, ip)).status);
    }
    expect(statuses).toHaveLength(50);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Once the account's budget is spent, later addresses are cut off sooner than the first ones.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(-5)).toEqual([401, 401, 429, 429, 429]);

    const ownerLogin = await login(body.email, PASSWORD, 1, owner);
    expect(ownerLogin.status).toBe(200);
    expect((await me(ownerLogin.body.data.token)).body.data.email).toBe(body.email);
    // So does the owner from a new address, with the right password.
    expect((await login(body.email, PASSWORD, 1, "203.0.113.201")).status).toBe(200);

    // Every attacker's address stays limited, even with the right password.
    for (const ip of [attackers[0]!, attackers[9]!]) {
      const blocked = await login(body.email, PASSWORD, 1, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Trop de tentatives/);
    }
    // While the account is being guessed, a new address gets two tries, not five.
    const late = "198.51.100.50";
    expect((await login(body.email, "Pas-le-bon-mot-2026", 1, late)).status).toBe(401);
    expect((await login(body.email, "Pas-le-bon-mot-2026", 1, late)).status).toBe(401);
    expect((await login(body.email, PASSWORD, 1, late)).status).toBe(429);
  });
});

describe("the platform account's address", () => {
  const superAdmin = () => api.credentials.find((c) => c.role === "SUPER_ADMIN")!;
  const roleOf = async (token: string, site: number) => (await me(token, site)).body.data.role as string;

  it("is refused at registration on every site, exactly as an address already taken", async () => {
    const taken = await register(1);
    const takenReply = await call({
      method: "POST",
      url: "/register",
      body: memberBody({ email: taken.email }),
    });
    expect(takenReply.status).toBe(409);
    for (const site of [1, 2]) {
      for (const email of [superAdmin().email, ` ${superAdmin().email.toUpperCase()} `]) {
        const body = memberBody({ email, ...(site === 2 ? { birthdate: "1980-01-01" } : {}) });
        const reply = await call({ method: "POST", url: "/register", site, body });
        expect(reply.status, `site ${site}`).toBe(409);
        expect(reply.body).toEqual(takenReply.body);
      }
    }
    // The platform administrator still signs in on site 2, as such.
    const login2 = await login(superAdmin().email, superAdmin().password, 2);
    expect(login2.status).toBe(200);
    expect(await roleOf(login2.body.data.token, 2)).toBe("SUPER_ADMIN");
  });

  it("is refused as a member's new e-mail, exactly as an address already taken", async () => {
    const { token } = await register(2);
    const taken = await register(2);
    const base = { firstname: "Jeanne", lastname: "Martin", phone: "0612345678", birthdate: "1985-04-12" };
    const change = (email: string) =>
      call({
        method: "PUT",
        url: "/user",
        site: 2,
        token,
        body: { ...base, email, currentPassword: PASSWORD },
      });
    const takenReply = await change(taken.email);
    expect(takenReply.status).toBe(409);
    const reply = await change(superAdmin().email);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(takenReply.body);
    expect((await me(token, 2)).body.data.email).not.toBe(superAdmin().email);
  });

  it("is never shadowed by an older site account with the same address, which keeps its own password", async () => {
    const [superAdminRow] = await api.database.db
      .select({ siteId: users.siteId })
      .from(users)
      .where(eq(users.email, superAdmin().email));
    const site = superAdminRow!.siteId === 2 ? 1 : 2;
    // Written directly: registration refuses it now, older data may hold it.
    await api.database.db.insert(users).values({
      siteId: site,
      email: superAdmin().email,
      passwordHash: await hashPassword(OTHER_PASSWORD),
      firstname: "Jeanne",
      lastname: "Martin",
      role: "CUSTOMER",
    });
    const asPlatform = await login(superAdmin().email, superAdmin().password, site);
    expect(asPlatform.status).toBe(200);
    expect(await roleOf(asPlatform.body.data.token, site)).toBe("SUPER_ADMIN");
    const asMember = await login(superAdmin().email, OTHER_PASSWORD, site);
    expect(asMember.status).toBe(200);
    expect(await roleOf(asMember.body.data.token, site)).toBe("CUSTOMER");
    const wrong = await login(superAdmin().email, "Pas-le-bon-mot-2026", site);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Adresse e-mail ou mot de passe incorrect.");
  });
});

describe("POST /logout", () => {
  it("deletes the session server-side; the member's other sessions go on", async () => {
    const { email, token } = await register(1);
    const other = (await login(email, PASSWORD)).body.data.token as string;
    const { status, body } = await call({ method: "POST", url: "/logout", token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: null, message: "Vous êtes déconnecté." });
    const rows = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);
    expect((await me(token)).status).toBe(401);
    expect((await call({ method: "GET", url: "/logged", token })).body.data).toBe(false);
    expect((await me(other)).status).toBe(200);
  });

  it("reads the token cookie too, and answers a visitor without a session", async () => {
    const { token } = await register(1);
    const byCookie = await call({ method: "POST", url: "/logout", headers: { cookie: `token=${token}` } });
    expect(byCookie.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await call({ method: "POST", url: "/logout" })).status).toBe(200);
  });

  it("cannot end a session of another site", async () => {
    const { token } = await register(1);
    await call({ method: "POST", url: "/logout", site: 2, token });
    expect((await me(token)).status).toBe(200);
  });
});

describe("password reset", () => {
  const ask = (email: string, site = 1, extra: Partial<CallOptions> = {}) =>
    call({ method: "PUT", url: "/password/reset/ask", site, body: { email }, ...extra });
  const reset = (token: string, password: string, site = 1) =>
    call({ method: "PUT", url: "/password/reset", site, body: { token, password } });

  it("answers the same whether the e-mail is known or not, and mails only a member", async () => {
    const { email } = await register(1);
    const unknown = newEmail("inconnu");
    const known = await ask(email);
    const stranger = await ask(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual(known.body);
    expect(known.body.message).toMatch(/^Si un compte existe avec cette adresse/);

    const mail = await waitForMail(api.config.mailDir, email, /réinitialisation/);
    expect(mail.subject).toBe(`${SITE_NAMES[1]} : réinitialisation de votre mot de passe`);
    expect(mail.text).toContain("Bonjour Jeanne,");
    expect(mail.text).toContain("valable une heure");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readMails(api.config.mailDir).filter((m) => m.to.includes(unknown))).toEqual([]);
    expect(readdirSync(api.config.mailDir).every((name) => name.endsWith(".eml"))).toBe(true);
  });

  it("stores only a hash of the token, valid one hour", async () => {
    const { email } = await register(1);
    await ask(email);
    const token = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));
    const [row] = await api.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  /** The reset link mailed to `email` after an ask with these headers. */
  async function linkAfterAsk(email: string, site: number, headers: Record<string, string>) {
    const count = readMails(api.config.mailDir).filter(
      (m) => m.to.includes(email) && /réinitialisation/.test(m.subject),
    ).length;
    expect((await ask(email, site, { headers })).status).toBe(200);
    return resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/, { skip: count }));
  }

  it("links to the site's known address the visitor used: its stored ones, localhost for the default site", async () => {
    const { email } = await register(1);
    expect(await linkAfterAsk(email, 1, { host: "batiment-essai.localhost:3000" })).toMatch(
      /^http:\/\/batiment-essai\.localhost:3000\/password\/reset\/[A-Za-z0-9_-]{43}$/,
    );
    for (const host of ["localhost:3000", "127.0.0.1:3000"]) {
      expect(await linkAfterAsk(email, 1, { host })).toMatch(new RegExp(`^http://${host}/password/reset/`));
    }
    expect(
      await linkAfterAsk(email, 1, { host: "www.batiment-essai.fr", "x-forwarded-proto": "https" }),
    ).toMatch(/^https:\/\/www\.batiment-essai\.fr\/password\/reset\//);
  });

  it("links to the address of a local run on another port, from the server's port, not the header's", async () => {
    const { email } = await register(1);
    const port = api.config.port;
    api.config.port = 4321;
    try {
      for (const host of ["batiment-essai.localhost:4321", "localhost:4321"]) {
        expect(await linkAfterAsk(email, 1, { host })).toMatch(new RegExp(`^http://${host}/password/reset/`));
      }
      expect(await linkAfterAsk(email, 1, { host: "batiment-essai.localhost:5555" })).toMatch(
        /^http:\/\/batiment-essai\.localhost:4321\/password\/reset\//,
      );
    } finally {
      api.config.port = port;
    }
  });

  it("never builds the link from a forged Host, X-Forwarded-Host or X-Forwarded-Proto", async () => {
    const { email } = await register(2);
    const poisoned = "domaine-essai.localhost:@evil.example";
    for (const headers of [
      { host: poisoned } as Record<string, string>,
      { host: "domaine-essai.localhost:3000", "x-forwarded-host": poisoned },
      { host: "domaine-essai.localhost:3000", "x-forwarded-proto": "javascript" },
      { host: "evil.example.com", "x-forwarded-host": "evil.example.com" },
      { host: "batiment-essai.localhost:3000" },
      // Plain localhost serves the first site, not this one.
      { host: "localhost:3000" },
    ]) {
      const link = await linkAfterAsk(email, 2, headers);
      expect(link, JSON.stringify(headers)).toMatch(
        /^http:\/\/domaine-essai\.localhost:3000\/password\/reset\/[A-Za-z0-9_-]{43}$/,
      );
    }
    api.config.env = "production";
    try {
      expect(await linkAfterAsk(email, 2, { host: poisoned })).toMatch(
        /^https:\/\/www\.domaine-essai\.fr\/password\/reset\//,
      );
    } finally {
      api.config.env = "test";
    }
  });

  it("sets the new password once, ends the other sessions, and the link cannot be used again", async () => {
    const { email, token: session } = await register(1);
    await ask(email);
    const token = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));

    const done = await reset(token, OTHER_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Votre mot de passe est modifié. Vous pouvez vous connecter.");
    expect((await me(session)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, OTHER_PASSWORD)).status).toBe(200);

    const again = await reset(token, "Encore-un-autre-2026");
    expectFieldErrors(again, ["token"]);
    expect(again.body.message).toBe(
      "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.",
    );
    expect((await login(email, OTHER_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const { email } = await register(1);
    await ask(email);
    const token = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));
    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expectFieldErrors(await reset(token, OTHER_PASSWORD), ["token"]);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("keeps the link usable after a weak password, and refuses it on another site", async () => {
    const { email } = await register(1);
    await ask(email);
    const token = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));
    expectFieldErrors(await reset(token, "faible"), ["password"]);
    const withEmail = await reset(token, `${email.split("@")[0]}-Zinc-42`);
    expectFieldErrors(withEmail, ["password"]);
    expectFieldErrors(await reset(token, OTHER_PASSWORD, 2), ["token"]);
    expect((await reset(token, OTHER_PASSWORD)).status).toBe(200);
  });

  it("makes a new request replace the previous link", async () => {
    const { email } = await register(1);
    await ask(email);
    const first = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));
    await ask(email);
    const second = tokenOf(
      resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/, { skip: 1 })),
    );
    expect(second).not.toBe(first);
    expectFieldErrors(await reset(first, OTHER_PASSWORD), ["token"]);
    expect((await reset(second, OTHER_PASSWORD)).status).toBe(200);
  });

  it("refuses missing fields and unknown tokens", async () => {
    expectFieldErrors(await call({ method: "PUT", url: "/password/reset/ask", body: {} }), ["email"]);
    expectFieldErrors(await call({ method: "PUT", url: "/password/reset/ask", body: { email: "nope" } }), [
      "email",
    ]);
    expectFieldErrors(await call({ method: "PUT", url: "/password/reset", body: {} }), ["token", "password"]);
    expectFieldErrors(await reset("a".repeat(43), OTHER_PASSWORD), ["token"]);
    expectFieldErrors(await reset("a".repeat(201), OTHER_PASSWORD), ["token"]);
  });

  it("answers 429 after too many requests from one address", async () => {
    const ip = "192.0.2.30";
    for (let i = 0; i < 5; i++) expect((await ask(newEmail(), 1, { ip })).status).toBe(200);
    const blocked = await ask(newEmail(), 1, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Trop de tentatives/);
  });
});

describe("GET and PUT /user", () => {
  it("answers 401 in French without a valid session", async () => {
    for (const token of [null, "not-a-token"]) {
      const { status, body } = await call({ method: "GET", url: "/user", token });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, data: null, message: "Vous devez être connecté." });
    }
    const put = await call({ method: "PUT", url: "/user", body: {} });
    expect(put.status).toBe(401);
  });

  it("updates the profile fields", async () => {
    const { email, token } = await register(1);
    const { status, body } = await call({
      method: "PUT",
      url: "/user",
      token,
      body: {
        firstname: "Jeanne-Marie",
        lastname: "Le Goff",
        phone: "+33 6 98 76 54 32",
        birthdate: "1979-11-02",
      },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Vos informations sont enregistrées.");
    expect(body.data).toMatchObject({
      email,
      firstname: "Jeanne-Marie",
      lastname: "Le Goff",
      phone: "+33 6 98 76 54 32",
      birthdate: "1979-11-02",
    });
    expect((await me(token)).body.data).toEqual(body.data);
  });

  it("refuses bad fields", async () => {
    const { token } = await register(1);
    expectFieldErrors(await call({ method: "PUT", url: "/user", token, body: {} }), [
      "firstname",
      "lastname",
      "phone",
    ]);
    expectFieldErrors(
      await call({
        method: "PUT",
        url: "/user",
        token,
        body: { firstname: "A", lastname: "B", phone: "123", birthdate: "2020-13-01" },
      }),
      ["phone", "birthdate"],
    );
  });

  it("keeps the site's birth date rules (site 2: required, adults only)", async () => {
    const { token } = await register(2);
    const base = { firstname: "Jeanne", lastname: "Martin", phone: "0612345678" };
    expectFieldErrors(await call({ method: "PUT", url: "/user", site: 2, token, body: base }), ["birthdate"]);
    expectFieldErrors(await call({ method: "PUT", url: "/user", site: 2, token, body: {} }), [
      "firstname",
      "lastname",
      "phone",
      "birthdate",
    ]);
    expectFieldErrors(
      await call({
        method: "PUT",
        url: "/user",
        site: 2,
        token,
        body: { ...base, birthdate: bornYearsAgo(16) },
      }),
      ["birthdate"],
    );
  });

  it("changes the e-mail only with the current password, and not to a taken one", async () => {
    const { token } = await register(1);
    const taken = await register(1);
    const base = { firstname: "Jeanne", lastname: "Martin", phone: "0612345678" };
    const newAddress = newEmail("nouvelle");
    expectFieldErrors(
      await call({ method: "PUT", url: "/user", token, body: { ...base, email: newAddress } }),
      ["currentPassword"],
    );
    expectFieldErrors(
      await call({
        method: "PUT",
        url: "/user",
        token,
        body: { ...base, email: newAddress, currentPassword: "Pas-le-bon-mot-2026" },
      }),
      ["currentPassword"],
    );
    const conflict = await call({
      method: "PUT",
      url: "/user",
      token,
      body: { ...base, email: taken.email, currentPassword: PASSWORD },
    });
    expect(conflict.status).toBe(409);
    const changed = await call({
      method: "PUT",
      url: "/user",
      token,
      body: { ...base, email: newAddress.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe(newAddress);
    expect((await login(newAddress, PASSWORD)).status).toBe(200);
  });
});

describe("PUT /user/password", () => {
  const change = (token: string | null, body: unknown) =>
    call({ method: "PUT", url: "/user/password", token, body });

  it("needs a session", async () => {
    expect((await change(null, { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD })).status).toBe(401);
  });

  it("checks the current password and the policy", async () => {
    const { token } = await register(1);
    expectFieldErrors(await change(token, {}), ["currentPassword", "newPassword"]);
    expectFieldErrors(
      await change(token, { currentPassword: "Pas-le-bon-mot-2026", newPassword: OTHER_PASSWORD }),
      ["currentPassword"],
    );
    expectFieldErrors(await change(token, { currentPassword: PASSWORD, newPassword: "azerty" }), [
      "newPassword",
    ]);
    expectFieldErrors(await change(token, { currentPassword: PASSWORD, newPassword: PASSWORD }), [
      "newPassword",
    ]);
  });

  it("changes the password, keeps this session, ends the others and tells the member by e-mail", async () => {
    const { email, token } = await register(1);
    const other = (await login(email, PASSWORD)).body.data.token as string;
    const { status, body } = await change(token, { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD });
    expect(status).toBe(200);
    expect(body.message).toBe("Votre mot de passe est modifié.");
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, OTHER_PASSWORD)).status).toBe(200);
    const mail = await waitForMail(api.config.mailDir, email, /modifié/);
    expect(mail.text).toContain("vient d'être modifié");
  });
});

describe("GET /user/export", () => {
  it("needs a session", async () => {
    expect((await call({ method: "GET", url: "/user/export" })).status).toBe(401);
  });

  it("downloads every personal data held, as a JSON attachment, without secrets", async () => {
    const { email, token } = await register(2, { firstname: "Élise", birthdate: "1970-03-08" });
    const lists = (await call({ method: "GET", url: "/user/newsletter/lists", site: 2, token })).body.data;
    await call({
      method: "PUT",
      url: "/user/newsletter/subscription",
      site: 2,
      token,
      body: { listIds: [lists[1].id] },
    });
    expect((await confirmNewsletter(await confirmationTokenSentTo(email))).status).toBe(200);
    await call({ method: "PUT", url: "/password/reset/ask", site: 2, body: { email } });

    const { status, body, headers } = await call({ method: "GET", url: "/user/export", site: 2, token });
    expect(status).toBe(200);
    expect(headers["content-disposition"]).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(headers["content-type"]).toContain("application/json");
    expect(headers["cache-control"]).toBe("no-store");
    const data = body.data;
    expect(data.site).toMatchObject({ id: 2, name: SITE_NAMES[2] });
    expect(data.profile).toMatchObject({
      email,
      firstname: "Élise",
      lastname: "Martin",
      phone: "06 12 34 56 78",
      birthdate: "1970-03-08",
      role: "CUSTOMER",
    });
    expect(data.profile.acceptedTermsAt).toEqual(expect.any(String));
    expect(data.sessions).toHaveLength(1);
    expect(data.passwordResetRequests).toHaveLength(1);
    expect(data.newsletterSubscriptions).toEqual([
      { listId: lists[1].id, list: "Offres et ventes privées", subscribedAt: expect.any(String) },
    ]);
    expect(data.processing.retention).toContain("3 ans");
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
  });
});

describe("DELETE /user", () => {
  it("needs a session", async () => {
    expect((await call({ method: "DELETE", url: "/user" })).status).toBe(401);
  });

  it("anonymises the member, keeps the row for future orders, and ends every session", async () => {
    const { email, token } = await register(2, { phone: "07 00 00 00 01" });
    const other = (await login(email, PASSWORD, 2)).body.data.token as string;
    const lists = (await call({ method: "GET", url: "/user/newsletter/lists", site: 2, token })).body.data;
    await call({
      method: "PUT",
      url: "/user/newsletter/subscription",
      site: 2,
      token,
      body: { listIds: [lists[0].id] },
    });
    await call({ method: "PUT", url: "/password/reset/ask", site: 2, body: { email } });
    const [before] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, 2), eq(users.email, email)));

    const { status, body } = await call({ method: "DELETE", url: "/user", site: 2, token });
    expect(status).toBe(200);
    expect(body.message).toMatch(/compte est supprimé/);

    const [row] = await api.database.db.select().from(users).where(eq(users.id, before!.id));
    expect(row).toMatchObject({
      siteId: 2,
      firstname: "Compte",
      lastname: "supprimé",
      phone: null,
      birthdate: null,
      acceptedTermsAt: null,
    });
    expect(row!.email).not.toContain(email.split("@")[0]);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain("07 00 00 00 01");
    expect(await api.database.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
    expect(
      await api.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, row!.id)),
    ).toEqual([]);
    expect(
      await api.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email)),
    ).toEqual([]);
    expect((await me(token, 2)).status).toBe(401);
    expect((await me(other, 2)).status).toBe(401);
    expect((await login(email, PASSWORD, 2)).status).toBe(401);
    // The address is free again.
    expect((await registration(2, { email, birthdate: "1980-01-01" })).status).toBe(201);
  });

  it("refuses to close an administrator's account", async () => {
    const [admin] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, 1), eq(users.role, "ADMIN")));
    const token = await api.services.accounts.sessions.createSession(1, admin!.id);
    const { status, body } = await call({ method: "DELETE", url: "/user", token });
    expect(status).toBe(403);
    expect(body.message).toMatch(/administrateur/);
    expect((await me(token)).status).toBe(200);
  });
});

describe("newsletter", () => {
  it("is closed where ENABLE_NEWSLETTER is off (site 1), for visitors and members", async () => {
    const { token } = await register(1);
    const closed = "La lettre d'information n'est pas proposée sur ce site.";
    const visitor = await call({ method: "POST", url: "/newsletter/subscribe", body: { email: newEmail() } });
    expect(visitor.status).toBe(404);
    expect(visitor.body).toEqual({ success: false, data: null, message: closed });
    for (const [method, url, body] of [
      ["GET", "/user/newsletter/lists", undefined],
      ["GET", "/user/newsletter/subscription", undefined],
      ["PUT", "/user/newsletter/subscription", { listIds: [] }],
    ] as const) {
      const response = await call({ method, url, token, body });
      expect(response.status, url).toBe(404);
      expect(response.body.message).toBe(closed);
    }
  });

  it("opens on site 1 once the parameter is on", async () => {
    await setParameter(1, "ENABLE_NEWSLETTER", "true");
    try {
      const response = await call({
        method: "POST",
        url: "/newsletter/subscribe",
        body: { email: newEmail() },
      });
      expect(response.status).toBe(200);
    } finally {
      await setParameter(1, "ENABLE_NEWSLETTER", "false");
    }
    expect(
      (await call({ method: "POST", url: "/newsletter/subscribe", body: { email: newEmail() } })).status,
    ).toBe(404);
  });

  it("lists the site's lists and sets the member's subscriptions (site 2)", async () => {
    const { email, token } = await register(2);
    const lists = await call({ method: "GET", url: "/user/newsletter/lists", site: 2, token });
    expect(lists.status).toBe(200);
    expect(lists.body.data.map((l: { name: string }) => l.name)).toEqual([
      "Nouvelles du domaine",
      "Offres et ventes privées",
    ]);
    const [first, second] = lists.body.data as Array<{ id: number }>;
    const get = () => call({ method: "GET", url: "/user/newsletter/subscription", site: 2, token });
    const put = (listIds: unknown) =>
      call({ method: "PUT", url: "/user/newsletter/subscription", site: 2, token, body: { listIds } });

    expect((await get()).body.data).toEqual({ listIds: [] });
    // The address is not confirmed yet: the choice waits for the link e-mailed to it.
    const pending = await put([second!.id]);
    expect(pending.body.data).toEqual({ listIds: [], confirmationSent: true });
    expect(pending.body.message).toBe(
      "Vos choix sont enregistrés. Pour recevoir la lettre d'information, confirmez votre adresse e-mail grâce au lien que nous venons de vous envoyer.",
    );
    expect((await get()).body.data).toEqual({ listIds: [] });
    expect((await confirmNewsletter(await confirmationTokenSentTo(email))).status).toBe(200);
    expect((await get()).body.data).toEqual({ listIds: [second!.id] });

    const both = await put([first!.id, second!.id, second!.id]);
    expect(both.body).toEqual({
      success: true,
      data: { listIds: [first!.id, second!.id], confirmationSent: false },
      message: "Vos abonnements sont enregistrés.",
    });
    expect((await get()).body.data).toEqual({ listIds: [first!.id, second!.id] });
    expect((await put([])).body.data).toEqual({ listIds: [], confirmationSent: false });
    expect((await get()).body.data).toEqual({ listIds: [] });
  });

  it("refuses another site's list, bad bodies and visitors without a session", async () => {
    const { token } = await register(2);
    const [site1List] = await api.database.db
      .select({ id: newsletterLists.id })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, 1));
    const put = (body: unknown) =>
      call({ method: "PUT", url: "/user/newsletter/subscription", site: 2, token, body });
    expectFieldErrors(await put({ listIds: [site1List!.id] }), ["listIds"]);
    expectFieldErrors(await put({ listIds: [999_999] }), ["listIds"]);
    expect((await put({ listIds: ["1"] })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await call({ method: "GET", url: "/user/newsletter/lists", site: 2 })).status).toBe(401);
  });

  it("subscribes a visitor once, to the first list unless told, pending the e-mailed link", async () => {
    const email = newEmail("visiteur");
    const subscribe = (body: unknown) =>
      call({ method: "POST", url: "/newsletter/subscribe", site: 2, body });
    const first = await subscribe({ email });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(
      "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un e-mail : ouvrez le lien qu'il contient pour confirmer votre inscription.",
    );
    expect((await subscribe({ email: email.toUpperCase() })).body).toEqual(first.body);
    const rows = await api.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.siteId, 2), eq(newsletterSubscriptions.email, email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "VISITOR", userId: null, confirmedAt: null });
    const [list] = await api.database.db
      .select({ id: newsletterLists.id })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, 2))
      .orderBy(newsletterLists.order);
    expect(rows[0]!.listId).toBe(list!.id);
  });

  it("refuses a bad e-mail or an unknown list", async () => {
    expectFieldErrors(
      await call({ method: "POST", url: "/newsletter/subscribe", site: 2, body: { email: "x" } }),
      ["email"],
    );
    expectFieldErrors(
      await call({
        method: "POST",
        url: "/newsletter/subscribe",
        site: 2,
        body: { email: newEmail(), listId: 999 },
      }),
      ["listId"],
    );
  });

  it("answers 429 after too many subscriptions from one address", async () => {
    const ip = "192.0.2.40";
    for (let i = 0; i < 10; i++) {
      const response = await call({
        method: "POST",
        url: "/newsletter/subscribe",
        site: 2,
        ip,
        body: { email: newEmail() },
      });
      expect(response.status).toBe(200);
    }
    const blocked = await call({
      method: "POST",
      url: "/newsletter/subscribe",
      site: 2,
      ip,
      body: { email: newEmail() },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Trop de tentatives/);
  });
});

describe("newsletter double opt-in (site 2)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const subscribe = (email: string, listId?: number) =>
    call({ method: "POST", url: "/newsletter/subscribe", site: 2, body: { email, listId } });
  const mailsTo = (email: string) => readMails(api.config.mailDir).filter((m) => m.to.includes(email));
  const rowsOf = (email: string) =>
    api.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .orderBy(newsletterSubscriptions.listId);
  const siteLists = () =>
    api.database.db
      .select({ id: newsletterLists.id, name: newsletterLists.name })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, 2))
      .orderBy(newsletterLists.order);
  const subscription = async (token: string) =>
    (await call({ method: "GET", url: "/user/newsletter/subscription", site: 2, token })).body.data;
  const choose = (token: string, listIds: number[]) =>
    call({ method: "PUT", url: "/user/newsletter/subscription", site: 2, token, body: { listIds } });
  const exported = async (token: string) =>
    (await call({ method: "GET", url: "/user/export", site: 2, token })).body.data
      .newsletterSubscriptions as Array<{
      listId: number;
    }>;
  /** A visitor's subscription, confirmed through the e-mailed link. */
  async function visitorSubscribed(email: string, listId: number) {
    const sent = mailsTo(email).filter((m) => /inscription/.test(m.subject)).length;
    expect((await subscribe(email, listId)).status).toBe(200);
    expect((await confirmNewsletter(await confirmationTokenSentTo(email, sent + 1))).status).toBe(200);
  }

  it("stores a pending row and e-mails a French link; the reply is the same for a new, pending or subscribed address", async () => {
    const email = newEmail("visiteur");
    const [news] = await siteLists();
    const fresh = await subscribe(email);
    expect(fresh.status).toBe(200);
    const mail = await waitForMail(api.config.mailDir, email, /inscription/);
    expect(mail.subject).toBe(`${SITE_NAMES[2]} : confirmez votre inscription à la lettre d'information`);
    expect(mail.text).toContain("« Nouvelles du domaine »");
    expect(mail.text).toContain("valable 7 jours");
    const link = confirmationLinkOf(mail);
    expect(link).toMatch(/^https?:\/\/[^/]+\/newsletter\/confirmation\/[A-Za-z0-9_-]{43}$/);
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      siteId: 2,
      listId: news!.id,
      source: "VISITOR",
      userId: null,
      confirmedAt: null,
    });
    // Only the token's hash is stored.
    expect(row!.confirmTokenHash).toBe(hashToken(tokenOf(link)));

    // Pending: the same reply, a new link, the previous one dead.
    const pending = await subscribe(email.toUpperCase());
    expect(pending.body).toEqual(fresh.body);
    const second = await confirmationTokenSentTo(email, 2);
    expect(second).not.toBe(tokenOf(link));
    expectFieldErrors(await confirmNewsletter(tokenOf(link)), ["token"]);
    expect((await confirmNewsletter(second)).status).toBe(200);

    // Subscribed: the same reply, and no e-mail.
    const count = mailsTo(email).length;
    expect((await subscribe(email)).body).toEqual(fresh.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toHaveLength(count);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("confirms once; refuses a used, unknown, malformed, expired or another site's link in French", async () => {
    const email = newEmail("visiteur");
    await subscribe(email);
    const token = await confirmationTokenSentTo(email);
    await setParameter(1, "ENABLE_NEWSLETTER", "true");
    try {
      expectFieldErrors(await confirmNewsletter(token, 1), ["token"]);
    } finally {
      await setParameter(1, "ENABLE_NEWSLETTER", "false");
    }
    expect((await confirmNewsletter(token, 1)).status).toBe(404);

    const done = await confirmNewsletter(token);
    expect(done.body).toEqual({
      success: true,
      data: null,
      message: "Votre inscription à la lettre d'information est confirmée. Merci !",
    });
    const [row] = await rowsOf(email);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.confirmTokenHash).toBeNull();
    const used = await confirmNewsletter(token);
    expectFieldErrors(used, ["token"]);
    expect(used.body.message).toMatch(
      /^Ce lien de confirmation n'est plus valable\. Si vous avez déjà confirmé/,
    );

    expectFieldErrors(await confirmNewsletter("a".repeat(43)), ["token"]);
    expectFieldErrors(await confirmNewsletter(""), ["token"]);
    expectFieldErrors(await confirmNewsletter("a".repeat(201)), ["token"]);
    expectFieldErrors(await confirmNewsletter(42), ["token"]);
    expectFieldErrors(
      await call({ method: "PUT", url: "/newsletter/subscribe/confirm", site: 2, body: {} }),
      ["token"],
    );

    // Seven days without confirmation: the link is dead, and the row goes at the next subscription.
    const late = newEmail("visiteur");
    await subscribe(late);
    const lateToken = await confirmationTokenSentTo(late);
    await api.database.db
      .update(newsletterSubscriptions)
      .set({ createdAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(eq(newsletterSubscriptions.email, late));
    expectFieldErrors(await confirmNewsletter(lateToken), ["token"]);
    await subscribe(newEmail("visiteur"));
    expect(await rowsOf(late)).toEqual([]);
  });

  it("keeps a visitor's subscription out of reach of whoever registers the address", async () => {
    const victim = newEmail("victime");
    const [news, offers] = await siteLists();
    await visitorSubscribed(victim, news!.id);
    const [victimRow] = await rowsOf(victim);

    // Registering needs no proof of the address: the account sees nothing of the victim's.
    const { token } = await register(2, { email: victim });
    expect(await subscription(token)).toEqual({ listIds: [] });
    expect(await exported(token)).toEqual([]);

    // It can neither unsubscribe the victim nor take the row over.
    expect((await choose(token, [])).body.data).toEqual({ listIds: [], confirmationSent: false });
    const held = await choose(token, [news!.id]);
    const free = await choose(token, [offers!.id]);
    expect(held.status).toBe(200);
    // Asking for the victim's list answers as asking for a list the address does not have.
    expect(held.body).toEqual(free.body);
    expect(held.body.data).toEqual({ listIds: [], confirmationSent: true });
    expect(await subscription(token)).toEqual({ listIds: [] });
    expect(await exported(token)).toEqual([]);
    expect((await rowsOf(victim)).find((row) => row.listId === news!.id)).toEqual(victimRow);

    // The victim was told plainly; the link of the account's own choice says what opening it means.
    const proof = await waitForMail(api.config.mailDir, victim, /: confirmez votre adresse e-mail$/);
    expect(proof.text).toContain("/password/reset/ask");
    expect(proof.text).not.toMatch(/newsletter\/confirmation/);
    const ownChoice = await waitForMail(
      api.config.mailDir,
      victim,
      /votre adresse e-mail et votre inscription/,
    );
    expect(ownChoice.text).toContain(`Si vous n'avez pas ouvert de compte sur ${SITE_NAMES[2]}`);

    // Changing the account's address, then closing it, leaves the victim's subscription where it is.
    const moved = await call({
      method: "PUT",
      url: "/user",
      site: 2,
      token,
      body: {
        firstname: "Jeanne",
        lastname: "Martin",
        phone: "0612345678",
        birthdate: "1985-04-12",
        email: newEmail("ailleurs"),
        currentPassword: PASSWORD,
      },
    });
    expect(moved.status).toBe(200);
    expect(await rowsOf(victim)).toEqual([victimRow]);
    expect((await call({ method: "DELETE", url: "/user", site: 2, token })).status).toBe(200);
    expect(await rowsOf(victim)).toEqual([victimRow]);
  });

  it("leaves a visitor's pending request to its own link when an unconfirmed member asks for the list", async () => {
    const email = newEmail("visiteur");
    const [news] = await siteLists();
    await subscribe(email, news!.id);
    const visitorToken = await confirmationTokenSentTo(email);
    const { token } = await register(2, { email });
    expect((await choose(token, [news!.id])).body.data).toEqual({ listIds: [], confirmationSent: true });
    expect((await confirmNewsletter(visitorToken)).status).toBe(200);
    expect(await rowsOf(email)).toMatchObject([{ source: "VISITOR", userId: null }]);
    // Confirming a visitor's request proves nothing about the account.
    expect(await subscription(token)).toEqual({ listIds: [] });
  });

  it("makes a visitor's request of a list take over an unconfirmed member's pending one, so its link proves nothing", async () => {
    const victim = newEmail("victime");
    const [news] = await siteLists();
    const { token } = await register(2, { email: victim });
    expect((await choose(token, [news!.id])).body.data).toEqual({ listIds: [], confirmationSent: true });
    await waitForMail(api.config.mailDir, victim, /votre adresse e-mail et votre inscription/);
    // The victim, who never opened the account's e-mail, asks for the same list as a visitor.
    await visitorSubscribed(victim, news!.id);
    expect(await rowsOf(victim)).toMatchObject([{ source: "VISITOR", userId: null }]);
    expect(await subscription(token)).toEqual({ listIds: [] });
    const [account] = await api.database.db
      .select({ emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(and(eq(users.siteId, 2), eq(users.email, victim)));
    expect(account!.emailConfirmedAt).toBeNull();
  });

  it("confirms a member's address by the link of their first choice, then gives them the address's subscriptions", async () => {
    const email = newEmail("membre");
    const [news, offers] = await siteLists();
    await visitorSubscribed(email, news!.id);
    const { token } = await register(2, { email });

    const chosen = await choose(token, [offers!.id]);
    expect(chosen.body.data).toEqual({ listIds: [], confirmationSent: true });
    const mail = await waitForMail(api.config.mailDir, email, /votre adresse e-mail et votre inscription/);
    expect(mail.subject).toBe(`${SITE_NAMES[2]} : confirmez votre adresse e-mail et votre inscription`);
    expect(mail.text).toContain("Bonjour Jeanne,");
    expect(mail.text).toContain("« Offres et ventes privées »");
    // Pending: neither shown nor exported.
    expect(await subscription(token)).toEqual({ listIds: [] });
    expect(await exported(token)).toEqual([]);

    expect((await confirmNewsletter(tokenOf(confirmationLinkOf(mail)))).status).toBe(200);
    const [member] = await api.database.db
      .select({ emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(and(eq(users.siteId, 2), eq(users.email, email)));
    expect(member!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await subscription(token)).toEqual({ listIds: [news!.id, offers!.id] });
    expect((await exported(token)).map((s) => s.listId)).toEqual([news!.id, offers!.id]);

    // Confirmed: choices apply at once, without e-mail, the visitor's row included.
    const count = mailsTo(email).length;
    expect((await choose(token, [offers!.id])).body.data).toEqual({
      listIds: [offers!.id],
      confirmationSent: false,
    });
    expect((await rowsOf(email)).map((row) => row.listId)).toEqual([offers!.id]);
    expect((await choose(token, [news!.id, offers!.id])).body.data).toEqual({
      listIds: [news!.id, offers!.id],
      confirmationSent: false,
    });
    const rows = await rowsOf(email);
    expect(rows.every((row) => row.source === "MEMBER" && row.confirmedAt instanceof Date)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toHaveLength(count);
  });

  it("counts a password reset through the e-mailed link as a proof of the address", async () => {
    const email = newEmail("membre");
    const [news] = await siteLists();
    await visitorSubscribed(email, news!.id);
    const { token } = await register(2, { email });
    expect(await subscription(token)).toEqual({ listIds: [] });
    await call({ method: "PUT", url: "/password/reset/ask", site: 2, body: { email } });
    const resetToken = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));
    const reset = await call({
      method: "PUT",
      url: "/password/reset",
      site: 2,
      token,
      body: { token: resetToken, password: OTHER_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(await subscription(token)).toEqual({ listIds: [news!.id] });
    expect((await exported(token)).map((s) => s.listId)).toEqual([news!.id]);
  });

  it("moves a member's subscriptions to a new address pending its confirmation; an older reset link proves nothing", async () => {
    const { email, token } = await register(2);
    const [news] = await siteLists();
    await choose(token, [news!.id]);
    expect((await confirmNewsletter(await confirmationTokenSentTo(email))).status).toBe(200);
    expect(await subscription(token)).toEqual({ listIds: [news!.id] });
    await call({ method: "PUT", url: "/password/reset/ask", site: 2, body: { email } });
    const oldReset = tokenOf(resetLinkOf(await waitForMail(api.config.mailDir, email, /réinitialisation/)));

    const newAddress = newEmail("nouvelle");
    const changed = await call({
      method: "PUT",
      url: "/user",
      site: 2,
      token,
      body: {
        firstname: "Jeanne",
        lastname: "Martin",
        phone: "0612345678",
        birthdate: "1985-04-12",
        email: newAddress,
        currentPassword: PASSWORD,
      },
    });
    expect(changed.status).toBe(200);
    expect(await subscription(token)).toEqual({ listIds: [] });
    expect(await rowsOf(email)).toEqual([]);
    const reset = await call({
      method: "PUT",
      url: "/password/reset",
      site: 2,
      body: { token: oldReset, password: OTHER_PASSWORD },
    });
    expectFieldErrors(reset, ["token"]);

    const mail = await waitForMail(api.config.mailDir, newAddress, /inscription/);
    expect(mail.text).toContain("est désormais celle-ci");
    expect(mail.text).toContain("« Nouvelles du domaine »");
    expect((await confirmNewsletter(tokenOf(confirmationLinkOf(mail)))).status).toBe(200);
    expect(await subscription(token)).toEqual({ listIds: [news!.id] });
  });
});
