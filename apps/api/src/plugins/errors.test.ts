import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../app";
import { expectFrenchError, nextIp } from "../modules/content/testing";
import { createServices, type Services } from "../services";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { WRONG_SHAPE_MESSAGE } from "./errors";

/** Errors of the API: bodies of the wrong shape. */

let database: TestDatabase;
let services: Services;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
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
