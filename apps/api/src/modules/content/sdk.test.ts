import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ApiClient, ApiError } from "@vitrine/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createAlbum,
  createArticle,
  createBlogFolder,
  createCalendar,
  createElement,
  createElementList,
  createForm,
  createNews,
  createReview,
  createService,
} from "../../testing/factories/content";
import { injectClient } from "../../testing/sdk";
import { nextIp } from "./testing";

/** The SDK's content methods reach the routes they name, with the shapes the web app reads. */

let api: TestApi;

/** A client of the site, each call from its own address (rate limits). */
const client = (siteId: number): ApiClient =>
  injectClient(api, { siteId }, () => ({ "x-forwarded-for": nextIp() }));

/** What site 1 holds for these calls, written by the factories. */
const made = { articles: 3, reviews: 3, interiorProjects: 2, calendarId: 0, workshopId: 0 };

async function writeContent() {
  const db = api.database.db;
  await createService(db, 1, { slug: "renovation-interieure", tags: ["peinture"] });
  await createService(db, 1, { slug: "renovation-exterieure", tags: ["toiture"] });
  await createService(db, 1, { slug: "installation-equipements", tags: ["pompe-a-chaleur"] });
  const folder = await createBlogFolder(db, 1);
  await createBlogFolder(db, 1);
  for (let n = 0; n < made.articles; n++) await createArticle(db, 1, { folderId: n ? folder.id : null });
  await createNews(db, 1, { isPromoted: true });
  await createNews(db, 1);
  const album = await createAlbum(db, 1, { images: 3 });
  const projects = await createElementList(db, 1, { route: "realisations", name: "Réalisations" });
  for (const category of ["renovation-interieure", "renovation-exterieure", "renovation-interieure"])
    await createElement(db, 1, { listId: projects.id, category, albumId: album.id });
  const events = await createElementList(db, 1, { route: "evenements", name: "Événements" });
  const workshop = await createElement(db, 1, {
    listId: events.id,
    registrationOpen: true,
    capacity: 12,
    startsAt: new Date(Date.now() + 14 * 86_400_000),
  });
  made.workshopId = workshop.id;
  await createForm(db, 1, {
    slug: "devis",
    fields: [
      { name: "email", type: "email", label: "Votre e-mail", required: true },
      { name: "plans", type: "file", label: "Vos plans", accept: ["application/pdf"] },
    ],
  });
  await createForm(db, 1, {
    slug: "contact",
    fields: [
      { name: "lastname", type: "text", label: "Nom", required: true },
      { name: "firstname", type: "text", label: "Prénom" },
      { name: "email", type: "email", label: "E-mail", required: true },
      {
        name: "subject",
        type: "select",
        label: "Objet",
        options: [{ value: "information", label: "Demande d'information" }],
      },
      { name: "message", type: "textarea", label: "Votre message", required: true },
      { name: "consent", type: "checkbox", label: "J'accepte", required: true },
    ],
  });
  for (const reviewedOn of ["2025-10-01", "2026-01-10", "2026-02-20"])
    await createReview(db, 1, { reviewedOn });
  made.calendarId = (await createCalendar(db, 1)).id;
  mkdirSync(join(api.config.mediaDir, "1"), { recursive: true });
  writeFileSync(
    join(api.config.mediaDir, "1", "logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  );
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await writeContent();
});

afterAll(async () => {
  await api?.close();
});

describe("SDK content methods", () => {
  it("read services, blog, news, albums, elements, forms, reviews, calendars and SVGs", async () => {
    const sdk = client(1);
    const services = await sdk.services({ page: 1, nbItem: 100, tag: ["toiture", "pompe-a-chaleur"] });
    expect(services.services.map((s) => s.slug)).toEqual([
      "renovation-exterieure",
      "installation-equipements",
    ]);
    expect((await sdk.service(services.services[0]!.id)).slug).toBe("renovation-exterieure");

    const blogs = await sdk.blogList(null, { nbItem: 12 });
    expect(blogs.total).toBe(made.articles);
    const article = blogs.blogs[0]!;
    expect((await sdk.blogArticle(article.id)).body).toContain("<p");
    expect((await sdk.blogAriane(article.id)).at(-1)?.kind).toBe("article");
    const root = await sdk.blogFolder();
    expect(root.children.length).toBe(2);
    const folder = root.children[0]!;
    expect(folder.articleCount).toBe(made.articles - 1);
    expect((await sdk.blogList(folder.id)).total).toBe(folder.articleCount);
    expect((await sdk.blogFolder(folder.id)).name).toBe(folder.name);
    expect((await sdk.blogFolderAriane(folder.id)).map((a) => a.kind)).toEqual(["root", "folder"]);
    expect((await sdk.blogFolderAriane()).map((a) => a.kind)).toEqual(["root"]);

    expect((await sdk.news({ nbItem: 2 })).items).toHaveLength(2);
    expect((await sdk.promotedNews())?.isPromoted).toBe(true);
    expect(await client(2).promotedNews()).toBeNull();

    const albums = await sdk.albums({ page: 1, nbItem: 100 });
    expect((await sdk.album(albums.items[0]!.id)).images.length).toBeGreaterThanOrEqual(3);
    const projects = await sdk.elements("realisations", { category: "renovation-interieure" });
    expect(projects.total).toBe(made.interiorProjects);
    expect((await sdk.element("realisations", projects.items[0]!.id)).route).toBe("realisations");

    expect((await sdk.form("devis")).fields.some((f) => f.type === "file")).toBe(true);
    const reviews = await sdk.reviews("2026-01-01");
    expect(reviews.items.every((r) => r.date >= "2026-01-01")).toBe(true);
    expect(reviews.count).toBe(2);
    expect((await sdk.reviews()).count).toBe(made.reviews);

    const calendar = await sdk.calendarAllowedDates(made.calendarId, 3, 2030);
    expect(calendar.timezone).toBe("Europe/Paris");
    expect((await sdk.loadSvg("/media/1/logo.svg")).markup).toMatch(/^<svg/);
  });

  it("send a message, a form and a registration, and surface French errors", async () => {
    const sdk = client(1);
    expect(
      await sdk.sendMessage({
        name: "Jeanne",
        email: "jeanne@exemple.fr",
        subject: "Question",
        message: "Bonjour, une question sur vos délais.",
        consent: true,
      }),
    ).toBeNull();
    const submitted = await sdk.submitForm("contact", {
      lastname: "Le Gall",
      firstname: "Yves",
      email: "yves@exemple.fr",
      subject: "information",
      message: "Bonjour, je voudrais un renseignement.",
      consent: "on",
    });
    expect(submitted).toEqual({ submitted: true });

    const events = await sdk.elements("evenements");
    const workshop = events.items.find((e) => e.id === made.workshopId)!;
    expect(workshop.registration?.capacity).toBe(12);
    const registration = await sdk.registerToElement("evenements", workshop.id, {
      firstname: "Yves",
      lastname: "Le Gall",
      email: "yves@exemple.fr",
      seats: 2,
      consent: true,
    });
    expect(registration).toEqual({ elementId: workshop.id, seats: 2, remaining: 10 });

    const error = await sdk
      .sendMessage({ name: "", email: "x", subject: "", message: "", consent: true })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errors.email).toBe("Cette adresse e-mail n'est pas valide.");
    const missing = await sdk.service(999_999).catch((e) => e);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe("Ce service est introuvable.");
  });
});
