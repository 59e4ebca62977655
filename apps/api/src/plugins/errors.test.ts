import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApi } from "../app";
import { createServices, type Services } from "../composition";
import { expectFrenchError, nextIp } from "../modules/content/testing";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { WRONG_SHAPE_MESSAGE } from "./errors";

/** Errors of the API: bodies of the wrong shape, and what the log keeps of a failed request. */

let database: TestDatabase;
let services: Services;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: "minimal" });
  services = createServices(database.config, database.database);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApi({ services, logger: { level: "info", stream } as { level: string } });
});

afterAll(async () => {
  await app?.close();
  await database?.cleanup();
});

async function call(method: "POST" | "PUT", url: string, payload: string, site = 1) {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { idSite: String(site), "content-type": "application/json" },
    remoteAddress: nextIp(),
  });
  return { status: response.statusCode, body: response.json() };
}

describe("a JSON body of the wrong shape", () => {
  const shapes = ["[]", "[1, 2]", "null", '"texte"', "42", "true"];

  it("gets the errors of the expected fields, keyed by field name, and a French message", async () => {
    for (const payload of shapes) {
      const { status, body } = await call("POST", "/message", payload);
      expect(status, payload).toBe(400);
      expectFrenchError(body);
      expect(body.message).toBe(WRONG_SHAPE_MESSAGE);
      expect(body.data.errors).toEqual({
        name: "Indiquez votre nom.",
        email: "Indiquez votre adresse e-mail.",
        subject: "Indiquez l'objet de votre message.",
        message: "Écrivez votre message.",
        consent: "Vous devez accepter que vos données soient utilisées pour vous répondre.",
      });
    }
  });

  it("never gives an error keyed 'undefined', whatever the route", async () => {
    const routes: Array<["POST" | "PUT", string, number]> = [
      ["POST", "/register", 1],
      ["POST", "/login", 1],
      ["PUT", "/password/reset/ask", 1],
      ["PUT", "/password/reset", 1],
      ["POST", "/newsletter/subscribe", 1],
      ["POST", "/image/load-svg", 1],
      ["POST", "/cart", 2],
    ];
    for (const [method, url, site] of routes) {
      for (const payload of shapes) {
        const { status, body } = await call(method, url, payload, site);
        // POST /cart takes no body at all, or null.
        if (url === "/cart" && payload === "null") {
          expect(status, `${url} ${payload}`).toBe(201);
          continue;
        }
        expect(status, `${url} ${payload}`).toBe(400);
        expectFrenchError(body);
        const keys = Object.keys(body.data?.errors ?? {});
        expect(keys, `${url} ${payload}`).not.toContain("undefined");
        expect(
          keys.every((key) => /^[a-zA-Z]+$/.test(key)),
          `${url} ${payload}: ${keys}`,
        ).toBe(true);
      }
    }
    const register = await call("POST", "/register", "[]");
    expect(Object.keys(register.body.data.errors)).toEqual(
      expect.arrayContaining(["email", "password", "firstname", "lastname", "phone", "acceptTerms"]),
    );
  });

  it("with a nested field of the wrong type, names that field", async () => {
    const payload = JSON.stringify({
      name: 12,
      email: ["jean@exemple.fr"],
      subject: { text: "Devis" },
      message: null,
      consent: "oui",
    });
    const { status, body } = await call("POST", "/message", payload);
    expect(status).toBe(400);
    expect(body.message).toBe("Certains champs sont invalides.");
    expect(Object.keys(body.data.errors).sort()).toEqual(["consent", "email", "message", "name", "subject"]);
    const list = await call(
      "POST",
      "/newsletter/subscribe",
      JSON.stringify({ email: "a@exemple.fr", listId: "x" }),
    );
    expect(list.status).toBe(400);
    expect(Object.keys(list.body.data.errors)).toEqual(["listId"]);
  });
});

describe("the log of a failed request", () => {
  const personal = [
    "Jean Dupont",
    "jean.dupont@exemple.fr",
    "Rénovation de ma longère",
    "appelez-moi le soir",
  ];
  const contact = {
    name: "Jean Dupont",
    email: "jean.dupont@exemple.fr",
    phone: "06 12 34 56 78",
    subject: "Rénovation de ma longère",
    message: "Bonjour, appelez-moi le soir.",
    consent: true,
  };

  /** The log lines of one request, sent alone. */
  async function logged(options: { method: "GET" | "POST"; url: string; payload?: object }) {
    logLines.length = 0;
    const response = await app.inject({ ...options, headers: { idSite: "1" }, remoteAddress: nextIp() });
    return { status: response.statusCode, lines: [...logLines] };
  }

  it("on a 500 from the database, has the route, status and ids, and none of the input", async () => {
    const create = services.content.messages.create.bind(services.content.messages);
    // A failure the schemas no longer let through: the database refuses a NUL in the name.
    const spy = vi
      .spyOn(services.content.messages, "create")
      .mockImplementation((siteId, input) => create(siteId, { ...input, name: `${input.name}\u0000` }));
    const { status, lines } = await logged({
      method: "POST",
      url: "/message?ref=jean.dupont@exemple.fr",
      payload: contact,
    });
    spy.mockRestore();
    expect(status).toBe(500);
    const text = lines.join("");
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).not.toContain("06 12 34 56 78");
    const error = lines.map((row) => JSON.parse(row)).find((row) => row.msg === "unhandled error");
    expect(error).toMatchObject({ route: "/message", method: "POST", status: 500, siteId: 1 });
    // Enough to find the cause: the error's type, the SQL with its placeholders, the database's code.
    expect(error.err.type).toBe("DrizzleQueryError");
    expect(error.err.query).toMatch(/^insert into "contact_messages" .* values \(default, \$1/);
    expect(error.err.cause.code).toBe("22021");
    expect(error.err.stack).toMatch(/messages\.ts:\d+/);
  });

  it("on a 400, has neither the body nor the query's values", async () => {
    const replies = [
      await logged({
        method: "POST",
        url: "/message",
        payload: { ...contact, message: `${contact.message}\u0000` },
      }),
      await logged({
        method: "GET",
        url: "/service?title=lk:Jean%20Dupont%00&author=jean.dupont@exemple.fr",
      }),
      await logged({ method: "GET", url: `/site/visit/${encodeURIComponent("jean.dupont@exemple.fr")}%00` }),
    ];
    for (const { status, lines } of replies) {
      expect(status).toBe(400);
      const text = lines.join("");
      expect(text).toContain('"statusCode":400');
      for (const value of personal) expect(text).not.toContain(value);
      expect(text).not.toContain("jean.dupont%40exemple.fr");
      expect(text).not.toContain("Dupont");
    }
    const urls = replies.map(({ lines }) => JSON.parse(lines[0]!).req.url);
    expect(urls).toEqual(["/message", "/service", "/site/visit/:id"]);
  });
});
