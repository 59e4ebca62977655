/**
 * The media library's details without JavaScript: a deletion the API refuses (the file is in use)
 * leaves the details form as it was, and the panel offers no deletion of a file in use.
 */

import { media } from "@vitrine/api/db/schema/index";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const { get, post } = pageRequests(() => app, "armor-habitat.localhost", 63);

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
});

afterAll(() => web?.close());

/** The session cookie of site 1's administrator. */
async function signIn(): Promise<string> {
  const account = web.testDb.credentials.find(
    (c) => c.role === "ADMIN" && c.email.endsWith("armor-habitat.fr"),
  )!;
  const login = await post("/auth", { intent: "login", email: account.email, password: account.password });
  expect(login.statusCode).toBe(302);
  return String(login.headers["set-cookie"]).match(/token=[^;]+/)![0];
}

/** The `<input>` tag whose id is given. */
const inputTag = (html: string, id: string) =>
  html.match(new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";

/** Site 1's logo file: the site uses it as its main logo. */
async function logoFile() {
  const [file] = await web.testDb.database.db
    .select({ id: media.id, name: media.name, alt: media.alt })
    .from(media)
    .where(and(eq(media.siteId, 1), eq(media.name, "logo.svg")));
  return file!;
}

describe("a file in use", () => {
  it("keeps its details as they were when its deletion is refused", async () => {
    const cookie = await signIn();
    const file = await logoFile();
    expect(file.alt).not.toBe("");
    const path = `/admin/medias?fichier=${file.id}`;
    const refused = await post(path, { intent: "delete", id: String(file.id) }, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("Ce fichier ne peut pas être supprimé : il est utilisé par");
    expect(inputTag(refused.body, "media-alt")).toContain(`value="${file.alt}"`);
    expect(inputTag(refused.body, "media-name")).toContain(`value="${file.name}"`);
  });

  it("gets no way to a deletion, the question's address saying why and where it is used", async () => {
    const cookie = await signIn();
    const file = await logoFile();
    const details = await get(`/admin/medias?fichier=${file.id}`, { cookie });
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain("Supprimer le fichier");
    expect(details.body).toContain("ne peut pas être supprimé tant qu");
    const question = await get(`/admin/medias?fichier=${file.id}&supprimer=1`, { cookie });
    const dialog = question.body.slice(question.body.indexOf("<dialog"), question.body.indexOf("</dialog>"));
    expect(dialog).toContain("Ce fichier ne peut pas être supprimé");
    expect(dialog).toContain("Logo principal");
    expect(dialog).not.toContain('name="intent" value="delete"');
  });
});
