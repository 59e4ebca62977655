import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_FLOOD_LIMIT } from "../../plugins/rate-limit";
import { createTestApi, type TestApi } from "../../testing/api";
import { createForm } from "../../testing/factories/content";
import { expectFrenchError, multipart, nextIp } from "./testing";

/**
 * Rate limits of the public forms: a post refused by validation counts toward the loose flood
 * limit only; messages taken (and robots' sends caught by the honeypot) toward the strict one.
 */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const fields = [
    { name: "lastname", type: "text" as const, label: "Nom", required: true },
    { name: "email", type: "email" as const, label: "Adresse e-mail", required: true },
  ];
  await createForm(api.database.db, 1, { slug: "devis", name: "Demande de devis", fields });
  await createForm(api.database.db, 1, { slug: "contact", name: "Nous contacter", fields });
});

afterAll(async () => {
  await api?.close();
});

const VALID = { lastname: "Le Bihan", email: "nolwenn.lebihan@exemple.fr" };
const TYPO = { lastname: "Le Bihan", email: "nolwenn.lebihan@exemple" };

function submit(form: string, fields: Record<string, string>, ip: string) {
  const { payload, headers } = multipart(fields);
  return api.call({ method: "POST", url: `/forms/${form}/submit`, payload, headers, remoteAddress: ip });
}

const message = (payload: Record<string, unknown>, ip: string) =>
  api.call({ method: "POST", url: "/message", payload, remoteAddress: ip });

const CONTACT = {
  name: "Gaëlle Le Roux",
  email: "gaelle.leroux@exemple.fr",
  subject: "Entretien",
  message: "Bonjour, pouvez-vous passer pour l'entretien de ma pompe à chaleur ?",
  consent: true,
};

async function statuses(send: () => Promise<{ status: number }>, times: number): Promise<number[]> {
  const all: number[] = [];
  for (let n = 0; n < times; n++) all.push((await send()).status);
  return all;
}

describe("public forms' rate limits", () => {
  it("takes the quote and the contact form after many posts refused by validation", async () => {
    const ip = nextIp();
    expect(await statuses(() => submit("devis", {}, ip), 4)).toEqual([400, 400, 400, 400]);
    expect(await statuses(() => submit("devis", TYPO, ip), 4)).toEqual([400, 400, 400, 400]);
    expect((await submit("devis", VALID, ip)).status).toBe(201);
    expect((await submit("contact", VALID, ip)).status).toBe(201);
  });

  it("counts the messages taken: 5 per 10 minutes, the site's forms together", async () => {
    const ip = nextIp();
    const sent = [
      ...(await statuses(() => submit("devis", VALID, ip), 3)),
      ...(await statuses(() => submit("contact", VALID, ip), 2)),
    ];
    expect(sent).toEqual([201, 201, 201, 201, 201]);
    const limited = await submit("contact", VALID, ip);
    expect(limited.status).toBe(429);
    expectFrenchError(limited.body);
    expect(limited.body.message).toMatch(/^Trop de tentatives\. Merci de patienter 10 minutes/);
    // Refused before validation: the visitor learns to wait, not to correct a field.
    expect((await submit("devis", TYPO, ip)).status).toBe(429);
    expect((await submit("devis", VALID, nextIp())).status).toBe(201);
  });

  it("counts a robot's sends caught by the honeypot", async () => {
    const ip = nextIp();
    const robot = { ...VALID, website: "https://spam.example" };
    expect(await statuses(() => submit("devis", robot, ip), 5)).toEqual([201, 201, 201, 201, 201]);
    expect((await submit("devis", VALID, ip)).status).toBe(429);
  });

  it("still refuses a flood of invalid posts", async () => {
    const ip = nextIp();
    const all = await statuses(() => submit("devis", {}, ip), FORM_FLOOD_LIMIT.max + 1);
    expect(all.slice(0, FORM_FLOOD_LIMIT.max).every((status) => status === 400)).toBe(true);
    expect(all.at(-1)).toBe(429);
  });

  it("takes a contact message after typos, and counts it with the forms", async () => {
    const ip = nextIp();
    const typos = await statuses(() => message({ ...CONTACT, email: "gaelle@" }, ip), 6);
    expect(typos).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await message(CONTACT, ip)).status).toBe(201);
    expect(await statuses(() => submit("devis", VALID, ip), 4)).toEqual([201, 201, 201, 201]);
    expect((await message(CONTACT, ip)).status).toBe(429);
  });

  it("takes a review after typos, 3 reviews per 10 minutes", async () => {
    const ip = nextIp();
    const review = {
      author: "Yann",
      rating: 5,
      text: "Travail soigné, équipe de bon conseil.",
      consent: true,
    };
    const post = (payload: object) =>
      api.call({ method: "POST", url: "/review", payload, remoteAddress: ip });
    expect(await statuses(() => post({ ...review, rating: 0 }), 4)).toEqual([400, 400, 400, 400]);
    expect(await statuses(() => post(review), 4)).toEqual([201, 201, 201, 429]);
  });
});
