import { CONTROL_CHARACTER_MESSAGE, NAME_DIRECTION_MESSAGE } from "@vitrine/shared/schemas/common";
import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, elementLists, elements, formSubmissions } from "./db/schema/index";
import { expectFrenchError, multipart, nextIp } from "./modules/content/testing";
import { createTestApi, type TestApi } from "./testing/api";
import { createForm } from "./testing/factories/content";
import { QUOTE_FIELDS } from "./testing/factories/forms";

/**
 * Control characters in every kind of text input (JSON bodies, multipart fields, path parameters,
 * list filters) answer 400 with a French field error, never 500; names refuse bidirectional overrides.
 */

let api: TestApi;
let eventId: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  const [list] = await db
    .insert(elementLists)
    .values({ siteId: 1, route: "ateliers", name: "Ateliers" })
    .returning({ id: elementLists.id });
  const [row] = await db
    .insert(elements)
    .values({
      siteId: 1,
      listId: list!.id,
      slug: "atelier-isolation",
      title: "Atelier isolation",
      registrationOpen: true,
      startsAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: elements.id });
  eventId = row!.id;
  await createForm(db, 1, { slug: "devis", fields: QUOTE_FIELDS });
});

afterAll(async () => {
  await api?.close();
});

const PARAMETER_MESSAGE = "Ce paramètre contient des caractères non autorisés.";

const contact = (extra: Record<string, unknown> = {}) => ({
  name: "Jean Dupont",
  email: "jean.dupont@exemple.fr",
  subject: "Rénovation de ma salle de bains",
  message: "Bonjour, je voudrais un rendez-vous pour une visite.",
  consent: true,
  ...extra,
});

const registrant = (extra: Record<string, unknown> = {}) => ({
  firstname: "Anne",
  lastname: "Le Goff",
  email: "anne.legoff@exemple.fr",
  consent: true,
  ...extra,
});

const quote = (extra: Record<string, string> = {}) => ({
  service: "renovation-interieure",
  propertyType: "maison",
  timeframe: "3-mois",
  description: "Remplacer la baignoire par une douche à l'italienne.",
  lastname: "Le Bihan",
  firstname: "Nolwenn",
  email: "nolwenn.lebihan@exemple.fr",
  phone: "06 71 22 34 90",
  postalCode: "56000",
  city: "Vannes",
  consent: "true",
  ...extra,
});

const post = (url: string, payload: unknown, site = 1) =>
  api.call({ method: "POST", url, payload: payload as object, site, remoteAddress: nextIp() });
const get = (url: string, site = 1) => api.call({ method: "GET", url, site, remoteAddress: nextIp() });

function submitQuote(fields: Record<string, string>) {
  const { payload, headers } = multipart(fields);
  return api.call({
    method: "POST",
    url: "/forms/devis/submit",
    payload,
    headers,
    remoteAddress: nextIp(),
  });
}

async function stored() {
  const db = api.database.db;
  const [messages] = await db.select({ n: count() }).from(contactMessages);
  const [submissions] = await db.select({ n: count() }).from(formSubmissions);
  return { messages: messages!.n, submissions: submissions!.n };
}

function expectFieldError(
  reply: { status: number; body: { success: boolean; data: unknown; message: string } },
  field: string,
  message = CONTROL_CHARACTER_MESSAGE,
) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expectFrenchError(reply.body);
  expect((reply.body.data as { errors: Record<string, string> }).errors[field]).toBe(message);
}

describe("control characters", () => {
  it("are refused in the requests of the attack pass, with a French field error and nothing stored", async () => {
    const before = await stored();
    expectFieldError(
      await post("/message", contact({ message: "Bonjour, un message\u0000 caché." })),
      "message",
    );
    expectFieldError(await post("/message", contact({ subject: "Devis\u0000" })), "subject");
    expectFieldError(await submitQuote(quote({ lastname: "Le\u0000Bihan" })), "lastname");
    expectFieldError(
      await post(`/element/ateliers/${eventId}/register`, registrant({ lastname: "Le\u0000Goff" })),
      "lastname",
    );
    expectFieldError(await post("/cart", { discountCode: "BIENVENUE10\u0000" }, 2), "discountCode");
    expectFieldError(await get("/site/visit/a%00b"), "id");
    expectFieldError(await get("/product?name=lk:a%00b", 2), "name", PARAMETER_MESSAGE);
    expectFieldError(await get("/product?tags=a%00", 2), "tags", PARAMETER_MESSAGE);
    expectFieldError(await get("/service?title=lk:a%00b"), "title", PARAMETER_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it("are refused in every list's filters and in the other path parameters", async () => {
    for (const url of [
      "/blog/folder/list?title=lk:a%00b",
      "/news?title=lk:a%00b",
      "/news?promoted=1%00",
      "/album?name=a%00",
      "/element/realisations?category=a%1Fb",
      "/google/reviews?from=a%00",
      "/company/address?city=lk:Van%00nes",
    ]) {
      const reply = await get(url);
      expect(reply.status, url).toBe(400);
      expectFrenchError(reply.body);
      expect(Object.values(reply.body.data.errors)).toEqual([PARAMETER_MESSAGE]);
    }
    expectFieldError(await get("/cities/van%00/1"), "search");
    expectFieldError(await get("/site/visit/flyer%7F"), "id");
    expectFieldError(await get("/site/visit/flyer%C2%85"), "id");
  });

  it("are refused in the other public text inputs: e-mails, phones, JSON forms, C1 and DEL", async () => {
    expectFieldError(await post("/message", contact({ email: "jean\u0000@exemple.fr" })), "email");
    expectFieldError(await post("/message", contact({ phone: "06 12 34 56 78\u0000" })), "phone");
    expectFieldError(await post("/message", contact({ name: "Jean\u0085Dupont" })), "name");
    expectFieldError(await post("/message", contact({ subject: "Devis\u007f" })), "subject");
    expectFieldError(
      await post(`/element/ateliers/${eventId}/register`, registrant({ message: "Merci\u0000" })),
      "message",
    );
    expectFieldError(await post("/cart", { type: "delivery\u0000" }, 2), "type");
    expectFieldError(await post("/forms/devis/submit", quote({ city: "Vannes\u0000" })), "city");
    expectFieldError(await post("/image/load-svg", { url: "/media/1/logo.svg\u0000" }), "url");
    const reset = await api.call({
      method: "PUT",
      url: "/password/reset/ask",
      payload: { email: "a\u0000@exemple.fr" },
      remoteAddress: nextIp(),
    });
    expectFieldError(reset, "email");
    expectFieldError(
      await post("/register", {
        email: "nouveau@exemple.fr",
        password: "Un-mot-de-passe-1",
        firstname: "Jean\u0000",
        lastname: "Dupont",
        phone: "06 12 34 56 78",
        acceptTerms: true,
      }),
      "firstname",
    );
  });

  it("keep tabs and line breaks out of single-line fields", async () => {
    expectFieldError(await post("/message", contact({ subject: "Devis\tsalle de bains" })), "subject");
    expectFieldError(await submitQuote(quote({ city: "Vannes\nAuray" })), "city");
  });
});

describe("texts of several lines", () => {
  it("keep their tabs and line breaks in a contact message", async () => {
    const message = "Bonjour,\r\n\n\tJe souhaite un devis :\n\t- salle de bains ;\n\t- cuisine.\r\nMerci.";
    const reply = await post("/message", contact({ message }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [row] = await api.database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row!.message).toBe(message);
  });

  it("keep them in a registration message and in a form's textarea", async () => {
    const registration = await post(
      `/element/ateliers/${eventId}/register`,
      registrant({ message: "Nous serons deux.\n\tMerci !" }),
    );
    expect(registration.status, JSON.stringify(registration.body)).toBe(201);
    const description = "Salle de bains :\r\n\t- douche à l'italienne\r\n\t- isolation des murs";
    const reply = await submitQuote(quote({ description }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [row] = await api.database.db
      .select({ values: formSubmissions.values })
      .from(formSubmissions)
      .orderBy(desc(formSubmissions.id))
      .limit(1);
    expect((row!.values as Record<string, unknown>).description).toBe(description);
  });
});

describe("names", () => {
  const overrides = ["Jean\u202eenruoD", "\u202aJean", "Jean\u2066Dupont\u2069", "\u2068Anne"];

  it("refuse bidirectional overrides and isolates with a French field error", async () => {
    for (const name of overrides) {
      expectFieldError(await post("/message", contact({ name })), "name", NAME_DIRECTION_MESSAGE);
      expectFieldError(
        await post(`/element/ateliers/${eventId}/register`, registrant({ firstname: name })),
        "firstname",
        NAME_DIRECTION_MESSAGE,
      );
      expectFieldError(await submitQuote(quote({ lastname: name })), "lastname", NAME_DIRECTION_MESSAGE);
      expectFieldError(
        await post("/register", {
          email: "nouveau@exemple.fr",
          password: "Un-mot-de-passe-1",
          firstname: "Jean",
          lastname: name,
          phone: "06 12 34 56 78",
          acceptTerms: true,
        }),
        "lastname",
        NAME_DIRECTION_MESSAGE,
      );
    }
  });

  it("accept them in a message, where a quotation in another script may need them", async () => {
    const reply = await post(
      "/message",
      contact({ message: "Notre enseigne s'écrit \u2067שלום\u2069 en hébreu." }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  });

  it("accept accents, apostrophes, hyphens and other scripts", async () => {
    for (const name of ["Zoé Le Floc'h", "Jean-Éric N'Diaye", "محمد"]) {
      const reply = await post("/message", contact({ name }));
      expect(reply.status, name).toBe(201);
    }
  });
});
