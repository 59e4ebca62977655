/**
 * The account pages without JavaScript: plain form posts to the server-rendered routes, French
 * errors in the HTML with status 400, the session cookie, the member area, logout and reset.
 */

import { sessions } from "@vitrine/api/db/schema/index";
import { hashToken } from "@vitrine/api/lib/tokens";
import type { TestDatabase } from "@vitrine/api/testing/database";
import { confirmationLinkOf, resetLinkOf, waitForMail } from "@vitrine/api/testing/mail";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, testDb } = web);
});

afterAll(() => web?.close());

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";
const PASSWORD = "Toit-de-lauze-1987";
const TERMS = "Je reconnais avoir lu et compris les CGU et je les accepte";

let sequence = 0;
const newEmail = () => `web-${++sequence}@example.fr`;
const { get, post } = pageRequests(() => app, SITE1, 20);

/** The text of an HTML fragment, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The `<input>` tag whose id is given. */
function inputTag(html: string, id: string): string {
  const tag = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No input #${id}`);
  return tag;
}

/** The `<a>` tags linking to `href`. */
const anchors = (html: string, href: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${href}"`));

/** The `token` cookie of a response, as sent back by a browser. */
function tokenCookie(response: { headers: Record<string, unknown> }): string {
  const header = ([] as string[]).concat((response.headers["set-cookie"] as string | string[]) ?? []);
  const line = header.find((c) => c.startsWith("token="));
  if (!line) throw new Error("No token cookie");
  return line.split(";")[0]!;
}

const registerFields = (overrides: Record<string, string> = {}) => ({
  intent: "register",
  firstname: "Jeanne",
  lastname: "Martin",
  email: newEmail(),
  phone: "06 12 34 56 78",
  password: PASSWORD,
  acceptTerms: "on",
  ...overrides,
});

async function registeredMember(host = SITE1) {
  const fields = registerFields(host === SITE2 ? { birthdate: "1984-09-21" } : {});
  const response = await post("/auth", fields, { host });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
  return { email: fields.email, cookie: tokenCookie(response) };
}

describe("/auth", () => {
  it("shows login and registration side by side, the terms checkbox linking to /use-terms", async () => {
    const response = await get("/auth");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("Déjà client ? Connectez-vous");
    expect(html).toContain("Nouveau ? Créez votre compte");
    const label = /<label for="inscription-cgu">([\s\S]*?)<\/label>/.exec(html)?.[1] ?? "";
    expect(text(label.replace(/<span[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, ""))).toBe(TERMS);
    expect(label).toContain('href="/use-terms"');
    expect(html).toMatch(/<label class="field__label" for="connexion-email">Adresse e-mail/);
    expect(html).toContain('href="/password/reset/ask"');
    // Site 1 does not ask the birth date.
    expect(html).not.toContain('name="birthdate"');
  });

  it("asks the birth date where the site does (site 2)", async () => {
    const response = await get("/auth", { host: SITE2 });
    expect(response.statusCode).toBe(200);
    expect(inputTag(response.body, "inscription-naissance")).toContain('type="date"');
    expect(response.body).toContain("réservée aux personnes majeures");
  });

  it("answers an invalid registration with 400 and French errors tied to their fields", async () => {
    const response = await post("/auth", {
      intent: "register",
      firstname: "",
      lastname: "Martin",
      email: "pas-une-adresse",
      phone: "12",
      password: "azerty",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    for (const message of [
      "Certains champs sont invalides.",
      "Indiquez votre prénom.",
      "Cette adresse e-mail n&#x27;est pas valide.",
      "Le numéro de téléphone n&#x27;est pas valide.",
      "Le mot de passe doit contenir au moins 12 caractères.",
      "Vous devez accepter les CGU pour créer un compte.",
    ]) {
      expect(html).toContain(message);
    }
    const firstname = inputTag(html, "inscription-prenom");
    expect(firstname).toContain('aria-invalid="true"');
    expect(firstname).toContain('aria-describedby="inscription-prenom-erreur"');
    expect(html).toContain('id="inscription-prenom-erreur"');
    expect(inputTag(html, "inscription-cgu")).toContain(
      'aria-describedby="inscription-cgu-aide inscription-cgu-erreur"',
    );
    expect(inputTag(html, "inscription-nom")).not.toContain("aria-invalid");
    // What was typed comes back, never the password.
    expect(inputTag(html, "inscription-email")).toContain('value="pas-une-adresse"');
    expect(inputTag(html, "inscription-mot-de-passe")).not.toContain("value=");
    expect(html).toContain('role="alert"');
  });

  it("refuses a minor on site 2 with a 400 page", async () => {
    const response = await post("/auth", registerFields({ birthdate: "2015-01-01" }), { host: SITE2 });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("L&#x27;inscription est réservée aux personnes majeures.");
  });

  it("answers wrong credentials with 400 and one French message", async () => {
    const { email } = await registeredMember();
    for (const fields of [
      { intent: "login", email, password: "Pas-le-bon-mot-2026" },
      { intent: "login", email: newEmail(), password: PASSWORD },
    ]) {
      const response = await post("/auth", fields);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("Adresse e-mail ou mot de passe incorrect.");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("registers, sets the token cookie and shows the member in the header", async () => {
    const fields = registerFields({ firstname: "Gwenaëlle" });
    const response = await post("/auth", fields);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/mon-compte");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^token=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("Max-Age=86400");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toContain("Secure");

    const account = await get("/mon-compte", { cookie: tokenCookie(response) });
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain("Bonjour Gwenaëlle");
    // The header's link is read « Gwenaëlle, mon compte »: it starts with the name it shows.
    const links = [...account.body.matchAll(/<a\b[^>]*href="\/mon-compte"[^>]*>(.*?)<\/a>/g)];
    expect(links.map(([, inner]) => (inner ?? "").replace(/<svg.*?<\/svg>/g, ""))).toContain(
      '<span class="site-header__account-name">Gwenaëlle</span><span class="visually-hidden">, mon compte</span>',
    );
    expect(account.body).not.toContain('href="/admin"');
    expect(inputTag(account.body, "profil-telephone")).toContain('value="06 12 34 56 78"');
  });

  it("logs in with a Secure cookie in production, and goes to redirectTo (a path of the site only)", async () => {
    const { email } = await registeredMember();
    testDb.config.env = "production";
    try {
      const response = await post("/auth", {
        intent: "login",
        email,
        password: PASSWORD,
        redirectTo: "/realisations",
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/realisations");
      const setCookie = String(response.headers["set-cookie"]);
      expect(setCookie).toMatch(/^token=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Secure");
    } finally {
      testDb.config.env = "test";
    }
    const outside = await post("/auth", {
      intent: "login",
      email,
      password: PASSWORD,
      redirectTo: "//evil.example.com/",
    });
    expect(outside.headers.location).toBe("/mon-compte");
  });

  it("sends a logged member from /auth to the member area", async () => {
    const { cookie } = await registeredMember();
    const response = await get("/auth", { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/mon-compte");
  });
});

describe("member area", () => {
  it("sends a visitor to the login page", async () => {
    for (const url of ["/mon-compte", "/mon-compte/donnees"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe("/auth?redirectTo=%2Fmon-compte");
    }
    expect((await get("/mon-compte", { cookie: "token=nimporte-quoi" })).statusCode).toBe(302);
  });

  it("updates the profile, with French errors on bad input", async () => {
    const { email, cookie } = await registeredMember();
    const base = { intent: "profile", firstname: "Jeanne", lastname: "Martin", email, birthdate: "" };
    const bad = await post("/mon-compte", { ...base, phone: "12" }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Le numéro de téléphone n&#x27;est pas valide.");
    expect(inputTag(bad.body, "profil-telephone")).toContain('aria-invalid="true"');

    const good = await post(
      "/mon-compte",
      { ...base, lastname: "Le Goff", phone: "02 97 00 00 00" },
      { cookie },
    );
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain("Vos informations sont enregistrées.");
    expect(inputTag(good.body, "profil-nom")).toContain('value="Le Goff"');
  });

  it("changes the password: the two entries must match", async () => {
    const { cookie } = await registeredMember();
    const mismatch = await post(
      "/mon-compte",
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "Ardoise & zinc 2026",
        confirmation: "autre",
      },
      { cookie },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain("Les deux mots de passe ne sont pas identiques.");
    const wrong = await post(
      "/mon-compte",
      {
        intent: "password",
        currentPassword: "Pas-le-bon-mot-2026",
        newPassword: "Ardoise & zinc 2026",
        confirmation: "Ardoise & zinc 2026",
      },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Le mot de passe actuel est incorrect.");
    const done = await post(
      "/mon-compte",
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "Ardoise & zinc 2026",
        confirmation: "Ardoise & zinc 2026",
      },
      { cookie },
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Votre mot de passe est modifié.");
  });

  it("manages the newsletter where the site offers it (site 2) and hides it elsewhere", async () => {
    expect((await get("/mon-compte", { cookie: (await registeredMember()).cookie })).body).not.toContain(
      "Lettre d&#x27;information",
    );
    const { email, cookie } = await registeredMember(SITE2);
    const page = await get("/mon-compte", { host: SITE2, cookie });
    expect(page.body).toContain("Nouvelles du domaine");
    const listId = /id="lettre-(\d+)"/.exec(page.body)?.[1];
    expect(listId).toBeDefined();
    const save = () =>
      post("/mon-compte", { intent: "newsletter", listIds: listId! }, { host: SITE2, cookie });
    // A new member's address is not confirmed: the choice waits for the e-mailed link.
    const pending = await save();
    expect(pending.statusCode).toBe(200);
    expect(text(pending.body)).toContain(
      "Vos choix sont enregistrés. Pour recevoir la lettre d'information, confirmez votre adresse e-mail grâce au lien que nous venons de vous envoyer.",
    );
    expect(inputTag(pending.body, `lettre-${listId}`)).not.toContain("checked");
    const link = new URL(confirmationLinkOf(await waitForMail(testDb.config.mailDir, email, /inscription/)));
    expect((await post(link.pathname, {}, { host: SITE2 })).statusCode).toBe(200);

    const subscribed = await get("/mon-compte", { host: SITE2, cookie });
    expect(inputTag(subscribed.body, `lettre-${listId}`)).toContain("checked");
    const saved = await save();
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain("Vos abonnements sont enregistrés.");
    expect(inputTag(saved.body, `lettre-${listId}`)).toContain("checked");
  });

  it("downloads the personal data as a JSON file", async () => {
    const { email, cookie } = await registeredMember();
    const response = await get("/mon-compte/donnees", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="mes-donnees-[\d-]+\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = JSON.parse(response.body);
    expect(data.profile.email).toBe(email);
    expect(data.profile.phone).toBe("06 12 34 56 78");
  });

  it("deletes the account only once confirmed, then clears the cookies", async () => {
    const { email, cookie } = await registeredMember();
    const unconfirmed = await post("/mon-compte", { intent: "delete" }, { cookie });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain("Cochez la case pour confirmer la suppression de votre compte.");

    const deleted = await post("/mon-compte", { intent: "delete", confirm: "on" }, { cookie });
    expect(deleted.statusCode).toBe(302);
    expect(deleted.headers.location).toBe("/auth?etat=supprime");
    expect(String(deleted.headers["set-cookie"])).toMatch(/token=; Max-Age=0/);
    expect((await get("/mon-compte", { cookie })).statusCode).toBe(302);
    const login = await post("/auth", { intent: "login", email, password: PASSWORD });
    expect(login.statusCode).toBe(400);
    expect((await get("/auth?etat=supprime")).body).toContain("Votre compte est supprimé");
  });

  it("shows the login page without a notice for a state it does not know, even a word of every object", async () => {
    for (const state of ["inconnu", "__proto__", "constructor", "toString"]) {
      const response = await get(`/auth?etat=${state}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Déjà client ? Connectez-vous");
    }
  });
});

describe("logout", () => {
  it("ends the session server-side and clears the token and site cookies", async () => {
    const { cookie } = await registeredMember();
    const token = cookie.slice("token=".length);
    const response = await post("/deconnexion", {}, { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?etat=deconnecte");
    const cleared = ([] as string[]).concat(response.headers["set-cookie"] as string[]);
    expect(cleared.some((c) => /^token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/.test(c))).toBe(true);
    expect(cleared.some((c) => c.startsWith("idSite=; Max-Age=0"))).toBe(true);
    const rows = await testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);
    expect((await get("/mon-compte", { cookie })).statusCode).toBe(302);
    expect((await get("/auth?etat=deconnecte")).body).toContain("Vous êtes déconnecté.");
  });

  it("does not log out on a GET", async () => {
    const { cookie } = await registeredMember();
    expect((await get("/deconnexion", { cookie })).statusCode).toBe(302);
    expect((await get("/mon-compte", { cookie })).statusCode).toBe(200);
  });
});

describe("password reset pages", () => {
  it("explains how to get a link when there is none", async () => {
    const response = await get("/password/reset");
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain("il vous faut le lien personnel que nous envoyons par e-mail");
    expect(response.body).toContain('href="/password/reset/ask"');
  });

  it("asks for a link, follows it from the e-mail and sets a new password", async () => {
    const { email } = await registeredMember();
    const bad = await post("/password/reset/ask", { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Cette adresse e-mail n&#x27;est pas valide.");

    const asked = await post("/password/reset/ask", { email });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Si un compte existe avec cette adresse");
    const link = resetLinkOf(await waitForMail(testDb.config.mailDir, email, /réinitialisation/));
    expect(link).toMatch(/^http:\/\/armor-habitat\.localhost:3000\/password\/reset\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(link).pathname;

    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('name="referrer" content="same-origin"');
    expect((await get(path)).body).toContain('id="nouveau-mot-de-passe"');
    expect(inputTag(page.body, "nouveau-mot-de-passe")).toContain('type="password"');

    const mismatch = await post(path, { password: "Ardoise & zinc 2026", confirmation: "x" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain("Les deux mots de passe ne sont pas identiques.");
    const weak = await post(path, { password: "toitsenardoise", confirmation: "toitsenardoise" });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain("deux types de caractères");

    const done = await post(path, { password: "Ardoise & zinc 2026", confirmation: "Ardoise & zinc 2026" });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/auth?etat=reinitialise");
    const login = await post("/auth", { intent: "login", email, password: "Ardoise & zinc 2026" });
    expect(login.statusCode).toBe(302);

    const reused = await post(path, {
      password: "Encore-un-autre-2026",
      confirmation: "Encore-un-autre-2026",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain("Ce lien de réinitialisation n&#x27;est plus valable.");
    expectSpentLinkPage(await get(path));
  });

  /** The page of a link that may not be used: said at once, the way to a new link, no form. */
  function expectSpentLinkPage(page: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(text(page.body)).toContain(
      "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.",
    );
    expect(page.body).toMatch(/<a [^>]*href="\/password\/reset\/ask"[^>]*>Faire une nouvelle demande<\/a>/);
    expect(page.body).not.toContain('id="nouveau-mot-de-passe"');
    expect(page.body).not.toContain('type="password"');
  }

  it("says at once that an unknown or malformed link is not valid, alike", async () => {
    const unknown = await get(`/password/reset/${"A".repeat(43)}`);
    const malformed = await get(`/password/reset/${"x".repeat(250)}`);
    expectSpentLinkPage(unknown);
    expectSpentLinkPage(malformed);
  });
});

describe("newsletter confirmation page", () => {
  async function visitorLink(email: string): Promise<string> {
    const asked = await app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: {
        host: SITE2,
        idsite: "2",
        "content-type": "application/json",
        "x-forwarded-for": "10.20.250.1",
      },
      payload: JSON.stringify({ email }),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = confirmationLinkOf(await waitForMail(testDb.config.mailDir, email, /inscription/));
    expect(link).toMatch(
      /^http:\/\/domaine-trois-moulins\.localhost:3000\/newsletter\/confirmation\/[A-Za-z0-9_-]{43}$/,
    );
    return new URL(link).pathname;
  }

  it("shows a button (a link follower confirms nothing), then confirms once, without JavaScript", async () => {
    const path = await visitorLink(newEmail());
    const page = await get(path, { host: SITE2 });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('name="referrer" content="same-origin"');
    expect(page.body).toContain('name="robots" content="noindex"');
    expect(page.body).toContain(
      `<form class="account-form" data-discover="true" action="${path}" method="post">`,
    );
    expect(text(page.body)).toContain("Confirmer mon inscription");

    const done = await post(path, {}, { host: SITE2 });
    expect(done.statusCode).toBe(200);
    expect(done.headers["cache-control"]).toBe("private, no-store");
    expect(text(done.body)).toContain("Votre inscription à la lettre d'information est confirmée. Merci !");

    const again = await post(path, {}, { host: SITE2 });
    expect(again.statusCode).toBe(400);
    expect(text(again.body)).toContain("Ce lien de confirmation n'est plus valable.");
    expect(again.body).toContain('role="alert"');
  });

  it("explains the link when it is missing, and answers in French where there is no newsletter", async () => {
    const missing = await get("/newsletter/confirmation", { host: SITE2 });
    expect(missing.statusCode).toBe(200);
    expect(text(missing.body)).toContain("ouvrez le lien personnel de l'e-mail que nous vous avons envoyé");
    const path = await visitorLink(newEmail());
    const elsewhere = await post(path, {}, { host: SITE1 });
    expect(elsewhere.statusCode).toBe(400);
    expect(text(elsewhere.body)).toContain("La lettre d'information n'est pas proposée sur ce site.");
    // The link still works on its own site.
    expect((await post(path, {}, { host: SITE2 })).statusCode).toBe(200);
  });
});

describe("/admin", () => {
  it("sends a visitor to the login page, refuses a customer, admits an administrator", async () => {
    const visitor = await get("/admin");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe("/auth?redirectTo=%2Fadmin");

    const { cookie } = await registeredMember();
    const customer = await get("/admin", { cookie });
    expect(customer.statusCode).toBe(403);
    expect(customer.body).toContain("Accès réservé");

    const admin = testDb.credentials.find((c) => c.role === "ADMIN" && c.email.endsWith("armor-habitat.fr"))!;
    const login = await post("/auth", {
      intent: "login",
      email: admin.email,
      password: admin.password,
      redirectTo: "/admin",
    });
    expect(login.statusCode).toBe(302);
    const page = await get("/admin", { cookie: tokenCookie(login) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Administration du site");
    // The panel draws its own frame: its navigation, not the site's header.
    expect(page.body).toContain('aria-label="Administration"');
    expect(page.body).not.toContain("site-header__admin");
    // The site's own header leads an administrator to the panel.
    const home = await get("/", { cookie: tokenCookie(login) });
    expect(anchors(home.body, "/admin").some((a) => a.includes("site-header__admin"))).toBe(true);
  });

  it("sends an administrator signing in with no destination asked to the panel", async () => {
    for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
      const who = testDb.credentials.find((c) => c.role === role)!;
      const form = await get("/auth");
      expect(form.body).toContain('name="redirectTo" value=""');
      const login = await post("/auth", {
        intent: "login",
        email: who.email,
        password: who.password,
        redirectTo: "",
      });
      expect(login.statusCode, role).toBe(302);
      expect(login.headers.location, role).toBe("/admin");
      // Already signed in, /auth leads there too; an explicit safe destination still wins.
      const again = await get("/auth", { cookie: tokenCookie(login) });
      expect(again.headers.location, role).toBe("/admin");
      const asked = await post("/auth", {
        intent: "login",
        email: who.email,
        password: who.password,
        redirectTo: "/realisations",
      });
      expect(asked.headers.location, role).toBe("/realisations");
    }
    const { email } = await registeredMember();
    const member = await post("/auth", { intent: "login", email, password: PASSWORD });
    expect(member.headers.location).toBe("/mon-compte");
  });
});

describe("profile state", () => {
  it("prefills the contact form with the member's details", async () => {
    const { email, cookie } = await registeredMember();
    const html = (await get("/nous-contacter", { cookie })).body;
    expect(inputTag(html, "contact-email")).toContain(`value="${email}"`);
    expect(inputTag(html, "contact-phone")).toContain('value="06 12 34 56 78"');
    const anonymous = (await get("/nous-contacter")).body;
    expect(inputTag(anonymous, "contact-email")).not.toContain(email);
  });
});
