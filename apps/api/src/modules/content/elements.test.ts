import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elementLists, elementRegistrations, elements } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createAlbum, createElement, createElementList } from "../../testing/factories/content";
import { expectFrenchError, nextIp } from "./testing";

/** Element lists (projects, footer lists, events) and registrations with capacity. */

let api: TestApi;

/** The projects of site 1 (list "realisations"), written by the factories: the counts below come from them. */
const projects = [
  {
    slug: "salle-de-bains-vannes",
    category: "renovation-interieure",
    location: "Vannes",
    tags: ["salle-de-bains"],
  },
  { slug: "cuisine-auray", category: "renovation-interieure", location: "Auray", tags: ["cuisine"] },
  { slug: "toiture-ploermel", category: "renovation-exterieure", location: "Ploërmel", tags: ["toiture"] },
  {
    slug: "terrasse-baie-sarzeau",
    category: "renovation-exterieure",
    location: "Sarzeau",
    tags: ["terrasse"],
  },
  { slug: "ravalement-muzillac", category: "renovation-exterieure", location: "Muzillac", tags: ["toiture"] },
  { slug: "pompe-a-chaleur-elven", category: "installation-equipements", location: "Elven", tags: [] },
  { slug: "entretien-chaudiere-theix", category: "entretien-maintenance", location: "Theix", tags: [] },
  {
    slug: "douche-italienne-arradon",
    category: "renovation-interieure",
    location: "Arradon",
    tags: ["salle-de-bains"],
  },
  {
    slug: "isolation-combles-questembert",
    category: "renovation-exterieure",
    location: "Questembert",
    tags: [],
  },
];
const badges = ["rge-qualibat", "qualifelec", "handibat", "garantie-decennale"];
const footerLinks = ["mentions-legales", "plan-du-site", "aides-renovation", "recrutement"];
const upcomingEvents = 2;

async function writeLists() {
  const db = api.database.db;
  const realisations = await createElementList(db, 1, { route: "realisations", name: "Réalisations" });
  for (const [index, project] of projects.entries()) {
    const album = await createAlbum(db, 1, { images: 3 + (index % 3) });
    await createElement(db, 1, {
      ...project,
      listId: realisations.id,
      title: `Chantier ${project.location}`,
      imageUrl: `/media/1/projects/${project.slug}.svg`,
      albumId: album.id,
      facts: [
        { label: "Durée", value: `${index + 2} semaines` },
        { label: "Surface", value: `${20 + index} m²` },
        { label: "Année", value: "2025" },
      ],
    });
  }
  const logos = await createElementList(db, 1, { route: "logo-footer", name: "Logos du pied de page" });
  for (const slug of badges) {
    await createElement(db, 1, {
      listId: logos.id,
      slug,
      imageUrl: `/media/1/badges/${slug}.svg`,
      linkUrl: `https://exemple.fr/${slug}`,
      linkLabel: slug,
    });
  }
  const links = await createElementList(db, 1, { route: "link-footer", name: "Liens du pied de page" });
  for (const slug of footerLinks) await createElement(db, 1, { listId: links.id, slug, linkUrl: `/${slug}` });
  const events = await createElementList(db, 1, { route: "evenements", name: "Événements" });
  for (let n = 1; n <= upcomingEvents; n++) {
    await createElement(db, 1, {
      listId: events.id,
      registrationOpen: true,
      capacity: 20,
      startsAt: new Date(Date.now() + n * 7 * 86_400_000),
    });
  }
  // Site 2 has both footer lists, one of them empty.
  await createElementList(db, 2, { route: "logo-footer", name: "Logos du pied de page" });
  const links2 = await createElementList(db, 2, { route: "link-footer", name: "Liens du pied de page" });
  await createElement(db, 2, { listId: links2.id, linkUrl: "/mentions-legales" });
}

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await writeLists();
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site = 1) => api.call({ method: "GET", url, site });
const register = (url: string, payload: Record<string, unknown>, site = 1, ip = nextIp()) =>
  api.call({ method: "POST", url, payload, site, remoteAddress: ip });

const registrant = (n: number, extra: Record<string, unknown> = {}) => ({
  firstname: "Anne",
  lastname: `Visiteur ${n}`,
  email: `visiteur${n}@exemple.fr`,
  phone: "06 12 34 56 78",
  consent: true,
  ...extra,
});

/** A new element of the site's `evenements` list, open to registration. */
async function event(values: Partial<typeof elements.$inferInsert> = {}, site = 1): Promise<number> {
  const db = api.database.db;
  let [list] = await db
    .select({ id: elementLists.id })
    .from(elementLists)
    .where(and(eq(elementLists.siteId, site), eq(elementLists.route, "evenements")));
  if (!list) {
    [list] = await db
      .insert(elementLists)
      .values({ siteId: site, route: "evenements", name: "Événements" })
      .returning({ id: elementLists.id });
  }
  const [row] = await db
    .insert(elements)
    .values({
      siteId: site,
      listId: list!.id,
      slug: `evenement-${Math.random().toString(36).slice(2)}`,
      title: "Atelier de test",
      registrationOpen: true,
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      ...values,
    })
    .returning({ id: elements.id });
  return row!.id;
}

async function seatsOf(id: number) {
  const [row] = await api.database.db
    .select({ registeredSeats: elements.registeredSeats })
    .from(elements)
    .where(eq(elements.id, id));
  const [registrations] = await api.database.db
    .select({ n: count() })
    .from(elementRegistrations)
    .where(eq(elementRegistrations.elementId, id));
  return { registeredSeats: row!.registeredSeats, registrations: registrations!.n };
}

describe("GET /element/{route}", () => {
  it("lists the completed projects, 24 per page by default, each with its album", async () => {
    const { status, body } = await get("/element/realisations");
    expect(status).toBe(200);
    expect(body.data.total).toBe(projects.length);
    expect(body.data.items).toHaveLength(projects.length);
    for (const project of body.data.items) {
      expect(project.route).toBe("realisations");
      expect(project.albumId).toEqual(expect.any(Number));
      expect(project.image.url).toMatch(/^\/media\/1\/projects\/.+\.svg$/);
      expect(project.location).toBeTruthy();
      expect(project.facts.length).toBeGreaterThanOrEqual(3);
      expect(project.registration).toBeNull();
      const album = await get(`/album/${project.albumId}`);
      expect(album.body.data.images.length).toBeGreaterThanOrEqual(3);
      expect(album.body.data.images.length).toBeLessThanOrEqual(5);
    }
    const categories = new Set(body.data.items.map((p: { category: string }) => p.category));
    expect(categories).toEqual(new Set(projects.map((p) => p.category)));
  });

  it("filters, orders and paginates", async () => {
    const exterior = await get("/element/realisations?category=renovation-exterieure");
    expect(exterior.body.data.total).toBe(
      projects.filter((p) => p.category === "renovation-exterieure").length,
    );
    expect(
      exterior.body.data.items.every((p: { category: string }) => p.category === "renovation-exterieure"),
    ).toBe(true);
    const sarzeau = await get("/element/realisations?location=lk:sarz");
    expect(sarzeau.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(["terrasse-baie-sarzeau"]);
    const tagged = await get("/element/realisations?tag=salle-de-bains,toiture");
    expect(tagged.body.data.total).toBe(
      projects.filter((p) => p.tags.includes("salle-de-bains") || p.tags.includes("toiture")).length,
    );
    const notInterior = await get("/element/realisations?category=df:renovation-interieure");
    expect(notInterior.body.data.total).toBe(
      projects.filter((p) => p.category !== "renovation-interieure").length,
    );
    const page = await get("/element/realisations?nbItem=4&page=3&orderBy=title");
    expect(page.body.data.items).toHaveLength(projects.length - 8);
    const upcoming = await get(`/element/evenements?startsAt=gte:${new Date().toISOString().slice(0, 10)}`);
    expect(upcoming.body.data.total).toBe(upcomingEvents);
    expect((await get("/element/evenements?startsAt=gte:demain")).status).toBe(400);
    const unknown = await get("/element/realisations?budget=gt:100");
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors.budget).toBe("Ce filtre n'existe pas.");
  });

  it("serves the footer lists of logos and links", async () => {
    const logos = await get("/element/logo-footer?page=1&nbItem=100");
    expect(logos.body.data.items.map((l: { slug: string }) => l.slug)).toEqual(badges);
    for (const logo of logos.body.data.items) {
      expect(logo.image.url).toMatch(/^\/media\/1\/badges\/.+\.svg$/);
      expect(logo.link.url).toBeTruthy();
    }
    const links = await get("/element/link-footer?page=1&nbItem=100");
    expect(links.body.data.total).toBe(footerLinks.length);
    expect(links.body.data.items.every((l: { link: { url: string } }) => l.link.url)).toBe(true);
    // An empty list answers an empty page, not 404.
    expect((await get("/element/logo-footer?page=1&nbItem=100", 2)).body.data).toEqual({
      items: [],
      total: 0,
    });
    expect((await get("/element/link-footer?page=1&nbItem=100", 2)).body.data.total).toBe(1);
  });

  it("answers one element; 404 for an unknown list, another site's element or a wrong list", async () => {
    const { body: list } = await get("/element/realisations?nbItem=1");
    const id = list.data.items[0].id;
    const one = await get(`/element/realisations/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(id);
    expect((await get(`/element/logo-footer/${id}`)).status).toBe(404);
    expect((await get(`/element/realisations/${id}`, 2)).status).toBe(404);
    expect((await get("/element/realisations", 2)).status).toBe(404);
    const missing = await get("/element/inconnue");
    expect(missing.status).toBe(404);
    expectFrenchError(missing.body);
    for (const url of ["/element/Realisations", "/element/real_isations", "/element/realisations/abc"]) {
      expect((await get(url)).status, url).toBe(400);
    }
  });
});

describe("POST /element/{route}/{id}/register", () => {
  it("registers a visitor, counts the seats and answers the places left", async () => {
    const id = await event({ capacity: 10 });
    const { status, body } = await register(
      `/element/evenements/${id}/register`,
      registrant(1, { seats: 2 }),
    );
    expect(status).toBe(201);
    expect(body.data).toEqual({ elementId: id, seats: 2, remaining: 8 });
    expect(await seatsOf(id)).toEqual({ registeredSeats: 2, registrations: 1 });
    const element = await get(`/element/evenements/${id}`);
    expect(element.body.data.registration).toEqual({ open: true, capacity: 10, remaining: 8 });
  });

  it("never overbooks under concurrent registrations and answers 409 when full", async () => {
    const id = await event({ capacity: 3 });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        register(`/element/evenements/${id}/register`, registrant(100 + n)),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) expectFrenchError(reply.body);
    expect(await seatsOf(id)).toEqual({ registeredSeats: 3, registrations: 3 });
    const full = await register(`/element/evenements/${id}/register`, registrant(200));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Désolé, il n'y a plus de place disponible.");
    const element = await get(`/element/evenements/${id}`);
    expect(element.body.data.registration).toEqual({ open: false, capacity: 3, remaining: 0 });
  });

  it("refuses more seats than are left, a second registration and closed or past elements", async () => {
    const id = await event({ capacity: 4 });
    expect((await register(`/element/evenements/${id}/register`, registrant(300, { seats: 3 }))).status).toBe(
      201,
    );
    const tooMany = await register(`/element/evenements/${id}/register`, registrant(301, { seats: 2 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Il ne reste qu'une place.");
    expect(tooMany.body.data.errors.seats).toBe("Il ne reste qu'une place.");
    const again = await register(
      `/element/evenements/${id}/register`,
      registrant(300, { email: "VISITEUR300@exemple.fr" }),
    );
    expect(again.status).toBe(409);
    expect(again.body.data.errors.email).toBeDefined();
    expect(await seatsOf(id)).toEqual({ registeredSeats: 3, registrations: 1 });

    const closed = await event({ registrationOpen: false });
    expect((await register(`/element/evenements/${closed}/register`, registrant(302))).status).toBe(409);
    const past = await event({ startsAt: new Date(Date.now() - 86_400_000) });
    const late = await register(`/element/evenements/${past}/register`, registrant(303));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Les inscriptions sont fermées pour cet élément.");
  });

  it("answers per-field French errors for bad input", async () => {
    const id = await event();
    const { status, body } = await register(`/element/evenements/${id}/register`, {
      firstname: "",
      email: "pas-une-adresse",
      phone: "abc",
      seats: 0,
      consent: false,
    });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors).toMatchObject({
      firstname: "Indiquez votre prénom.",
      lastname: "Indiquez votre nom.",
      email: "Cette adresse e-mail n'est pas valide.",
      phone: "Le numéro de téléphone n'est pas valide.",
      seats: "Réservez au moins une place.",
    });
    expect(body.data.errors.consent).toMatch(/accepter/);
    expect(await seatsOf(id)).toEqual({ registeredSeats: 0, registrations: 0 });
  });

  it("answers 404 for another site's element and an unknown list, 400 for a malformed id", async () => {
    const id = await event();
    expect((await register(`/element/evenements/${id}/register`, registrant(400), 2)).status).toBe(404);
    expect((await register(`/element/inconnue/${id}/register`, registrant(401))).status).toBe(404);
    expect((await register(`/element/realisations/${id}/register`, registrant(402))).status).toBe(404);
    expect((await register("/element/evenements/x/register", registrant(403))).status).toBe(400);
    expect(await seatsOf(id)).toEqual({ registeredSeats: 0, registrations: 0 });
  });

  it("accepts a filled honeypot silently without registering", async () => {
    const id = await event({ capacity: 5 });
    const { status, body } = await register(`/element/evenements/${id}/register`, {
      ...registrant(500),
      website: "https://spam.example",
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(await seatsOf(id)).toEqual({ registeredSeats: 0, registrations: 0 });
    // Whatever the address says: the reply is checked against its schema before any id is.
    for (const path of ["/element/evenements/99999999999999999999/register", "/element/x.y/0/register"]) {
      const robot = await register(path, { ...registrant(501), website: "https://spam.example" });
      expect(robot.status, path).toBe(201);
      expect(robot.body.data.elementId, path).toBe(0);
    }
  });

  it("limits registrations per address: 429 after 10 in 10 minutes", async () => {
    const id = await event();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push(
        (await register(`/element/evenements/${id}/register`, registrant(600 + n), 1, ip)).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await register(`/element/evenements/${id}/register`, registrant(700), 1, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Trop de tentatives\. Merci de patienter/);
    // Another address is not affected.
    expect((await register(`/element/evenements/${id}/register`, registrant(701))).status).toBe(201);
  });
});
