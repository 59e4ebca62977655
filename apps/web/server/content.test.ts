/**
 * The content pages, server-rendered: projects, services, blog folders and articles, the CMS
 * placeholders, structured data, legacy addresses (301) and unknown ids (404), and the contact and
 * quote forms posted without JavaScript (French errors per field, typed values kept, files).
 */

import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Services } from "@vitrine/api/composition";
import { elementLists, elements, formSubmissions, pageLayouts, pages } from "@vitrine/api/db/schema/index";
import { prepareLayout } from "@vitrine/api/modules/site/layout";
import type { TestDatabase } from "@vitrine/api/testing/database";
import { readMails, waitForMail } from "@vitrine/api/testing/mail";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestWebServer, type TestWebServer } from "./testing";

let web: TestWebServer;
let testDb: TestDatabase;
let app: FastifyInstance;
let services: Services;

beforeAll(async () => {
  web = await createTestWebServer();
  ({ app, testDb, services } = web);
});

afterAll(() => web?.close());

const SITE1 = "armor-habitat.localhost";
const SITE2 = "domaine-trois-moulins.localhost";
const COMPANY_MAIL = "contact@armor-habitat.fr";

let sequence = 0;
/** Each request from its own address: the forms' rate limits stay out of the way. */
const nextIp = () => `10.40.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

function get(url: string, host = SITE1) {
  return app.inject({ method: "GET", url, headers: { host, "x-forwarded-for": nextIp() } });
}

function post(url: string, fields: Record<string, string | string[]>, ip = nextIp()) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return app.inject({
    method: "POST",
    url,
    headers: { host: SITE1, "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
    payload: body.toString(),
  });
}

/** A multipart post, as a browser sends it (files included). */
async function postMultipart(url: string, form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url,
    headers: {
      host: SITE1,
      "x-forwarded-for": nextIp(),
      "content-type": request.headers.get("content-type")!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Data of an API call of site 1, for ids and expected values. */
async function api<T>(path: string, site = 1): Promise<T> {
  const response = await app.inject({ method: "GET", url: `/api${path}`, headers: { idSite: String(site) } });
  return (response.json() as { data: T }).data;
}

/** The text of an HTML fragment, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { "@type": string },
  );

const ofType = (html: string, type: string) => jsonLd(html).find((data) => data["@type"] === type);

/** The <main> of a page: the frame (menu, footer) left out. */
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

interface ProjectRef {
  id: number;
  slug: string;
  title: string;
  category: string;
  location: string;
  body: string | null;
  facts: unknown[];
}

const projectList = () => api<{ items: ProjectRef[]; total: number }>("/element/realisations?nbItem=100");

describe("/realisations", () => {
  it("lists every completed project, with filters that work without JavaScript", async () => {
    const { items, total } = await projectList();
    expect(total).toBeGreaterThanOrEqual(8);
    const response = await get("/realisations");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(text(main(html))).toContain(`${total} réalisations`);
    for (const project of items) {
      expect(html).toContain(`href="/les-realisations/${project.slug}/${project.id}"`);
    }
    // A GET form: the filters are in the address, no script needed.
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain('<label for="filtre-categorie">Type de travaux</label>');
    expect(html).toContain('<label for="filtre-commune">Commune</label>');
    expect(html).toContain('<option value="renovation-interieure">Rénovation intérieure</option>');
    expect(html).toContain('<option value="Arradon">Arradon</option>');
    // Images keep their size (no layout shift) and load lazily below the fold.
    const cards = main(html).match(/<img [^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(total);
    for (const img of cards) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
      expect(img).toMatch(/alt="[^"]+"/);
    }
  });

  it("sends the projects' cards only in the page data, not their text and fact sheet", async () => {
    const { items } = await projectList();
    // A plain run of words of each project's text (no markup or quote the page data would escape).
    const sample = items.map((p) => /[\p{L}\d ,.]{30,}/u.exec(p.body ?? "")?.[0].slice(0, 30) ?? "");
    expect(sample.every((words) => words.length === 30)).toBe(true);
    expect(items.every((p) => p.facts.length > 0)).toBe(true);
    // The list, a client navigation's data, and the home page's projects grid (site 1).
    for (const url of ["/realisations", "/realisations.data", "/", "/_root.data"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      for (const project of items.slice(0, 3)) expect(response.body).toContain(project.title);
      const raw = response.body.replace(/\\"/g, '"');
      for (const t of sample) expect(raw, `${url}: ${t}`).not.toContain(t);
      expect(raw, url).not.toContain('"facts"');
    }
  });

  it("filters by type of work and by town, and ignores values that match nothing", async () => {
    const { items, total } = await projectList();
    const interior = items.filter((p) => p.category === "renovation-interieure");
    const byCategory = await get("/realisations?categorie=renovation-interieure");
    expect(byCategory.statusCode).toBe(200);
    expect(text(main(byCategory.body))).toContain(
      `${interior.length} réalisations correspondent à votre recherche`,
    );
    for (const project of items) {
      const link = `href="/les-realisations/${project.slug}/${project.id}"`;
      if (project.category === "renovation-interieure") expect(byCategory.body).toContain(link);
      else expect(byCategory.body).not.toContain(link);
    }
    expect(byCategory.body).toContain('<option value="renovation-interieure" selected="">');
    expect(byCategory.body).toContain("Effacer les filtres");

    const town = items[1]!.location;
    const byTown = await get(`/realisations?commune=${encodeURIComponent(town)}`);
    const inTown = items.filter((p) => p.location === town);
    expect(text(main(byTown.body))).toContain(
      `${inTown.length} ${inTown.length > 1 ? "réalisations correspondent" : "réalisation correspond"} à votre recherche`,
    );

    // An operator or an unknown town is not passed to the API: the whole list shows.
    for (const query of ["categorie=lk:renov", "commune=Paris", "categorie=&commune="]) {
      const response = await get(`/realisations?${query}`);
      expect(response.statusCode).toBe(200);
      expect(text(main(response.body))).toContain(`${total} réalisations`);
    }
  });

  it("shows an empty list on a site that publishes no projects", async () => {
    const response = await get("/realisations", SITE2);
    expect(response.statusCode).toBe(200);
    expect(text(main(response.body))).toContain("0 réalisation");
    expect(text(main(response.body))).toContain("Aucune réalisation n'est publiée pour le moment.");
  });
});

describe("/les-realisations/{slug?}/{id}", () => {
  it("shows a project: its fact sheet, its album as links to the files, and its breadcrumb", async () => {
    const project = (await projectList()).items.find((p) => p.slug === "longere-arradon")!;
    const element = await api<{ albumId: number; facts: { label: string; value: string }[] }>(
      `/element/realisations/${project.id}`,
    );
    const album = await api<{ images: { alt: string; onlineImage: { externalPath: string } }[] }>(
      `/album/${element.albumId}`,
    );
    const response = await get(`/les-realisations/${project.slug}/${project.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(html).toContain(`<h1>${project.title.replace(/'/g, "&#x27;")}</h1>`);
    const content = text(main(html));
    expect(content).toContain("Fiche du chantier");
    expect(content).toContain("Type de travaux Rénovation intérieure");
    expect(content).toContain(`Commune ${project.location}`);
    for (const fact of element.facts) expect(content).toContain(`${fact.label} ${fact.value}`);
    // Without JavaScript each picture is a plain link to its file; the first one loads at once.
    expect(album.images.length).toBeGreaterThan(1);
    for (const image of album.images) {
      expect(html).toContain(`href="${image.onlineImage.externalPath}"`);
    }
    const thumbnails = main(html).match(/<a class="album__item"[^>]*><img [^>]*>/g) ?? [];
    expect(thumbnails).toHaveLength(album.images.length);
    expect(thumbnails[0]).toContain('loading="eager"');
    expect(thumbnails[0]).toContain('fetchPriority="high"');
    expect(thumbnails[1]).toContain('loading="lazy"');
    expect(ofType(html, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: "Accueil" },
        { position: 2, name: "Réalisations", item: "http://armor-habitat.localhost:3000/realisations" },
        {
          position: 3,
          name: project.title,
          item: `http://armor-habitat.localhost:3000/les-realisations/${project.slug}/${project.id}`,
        },
      ],
    });
    expect(html).toContain(
      `<meta property="og:image" content="http://armor-habitat.localhost:3000/media/1/projects/`,
    );
  });

  it("answers 301 to the canonical address when the slug is missing or outdated", async () => {
    const project = (await projectList()).items[0]!;
    const canonical = `/les-realisations/${project.slug}/${project.id}`;
    for (const legacy of [
      `/les-realisations/${project.id}`,
      `/les-realisations/ancien-titre/${project.id}`,
      `${canonical}/`,
    ]) {
      const response = await get(legacy);
      expect(response.statusCode, legacy).toBe(301);
      expect(response.headers.location).toBe(canonical);
    }
    expect((await get(canonical)).statusCode).toBe(200);
  });

  it("answers the not-found page for an unknown, malformed or foreign id", async () => {
    const footer = await api<{ items: { id: number }[] }>("/element/logo-footer");
    const otherSite = await api<{ items: { id: number }[] }>("/element/link-footer", 2);
    const project = (await projectList()).items[0]!;
    for (const [path, host] of [
      ["/les-realisations/x/999999", SITE1],
      ["/les-realisations/x/0", SITE1],
      ["/les-realisations/x/12abc", SITE1],
      ["/les-realisations/x/99999999999", SITE1],
      // An element of another list of the site, an element of the other site.
      [`/les-realisations/x/${footer.items[0]!.id}`, SITE1],
      [`/les-realisations/x/${otherSite.items[0]!.id}`, SITE1],
      [`/les-realisations/${project.slug}/${project.id}`, SITE2],
    ] as const) {
      const response = await get(path, host);
      expect(response.statusCode, `${host}${path}`).toBe(404);
      expect(response.body).toContain("Cette page est introuvable");
    }
  });
});

describe("/services/{slug?}/{id}", () => {
  it("shows a service, its projects and a link to its full page", async () => {
    const { services } = await api<{
      services: { id: number; slug: string; title: string; summary: string }[];
    }>("/service?nbItem=100");
    const service = services.find((s) => s.slug === "renovation-exterieure")!;
    const response = await get(`/services/${service.slug}/${service.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(html).toContain(`<h1>${service.title}</h1>`);
    const content = text(main(html));
    expect(content).toContain("Notre savoir-faire");
    expect(content).toContain("Ravalement et traitement des fissures");
    expect(content).toContain("Nos réalisations en rénovation extérieure");
    expect(html).toContain('href="/services/renovation-exterieure"');
    const projects = (await projectList()).items;
    for (const project of projects) {
      if (project.category !== service.slug) {
        expect(main(html)).not.toContain(`/les-realisations/${project.slug}/`);
      }
    }
    expect(main(html)).toMatch(/href="\/les-realisations\/[a-z-]+\/\d+"/);
    expect(ofType(html, "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Accueil" }, { name: service.title }],
    });
  });

  it("redirects legacy addresses and refuses unknown ids", async () => {
    const { services } = await api<{ services: { id: number; slug: string }[] }>("/service");
    const service = services[0]!;
    for (const legacy of [`/services/${service.id}`, `/services/autre-nom/${service.id}`]) {
      const response = await get(legacy);
      expect(response.statusCode, legacy).toBe(301);
      expect(response.headers.location).toBe(`/services/${service.slug}/${service.id}`);
    }
    for (const [path, host] of [
      ["/services/x/999999", SITE1],
      ["/services/x/-1", SITE1],
      [`/services/${service.slug}/${service.id}`, SITE2],
    ] as const) {
      expect((await get(path, host)).statusCode, `${host}${path}`).toBe(404);
    }
  });
});

interface ArticleRef {
  id: number;
  slug: string;
  title: string;
  folder: { id: number; name: string; slug: string } | null;
}

describe("/blog-conseils", () => {
  it("lists the articles, newest first, with the folders and their counts", async () => {
    const { blogs, total } = await api<{ blogs: ArticleRef[]; total: number }>(
      "/blog/folder/list?nbItem=100",
    );
    const root = await api<{ children: { id: number; name: string; slug: string; articleCount: number }[] }>(
      "/blog/folder/",
    );
    const response = await get("/blog-conseils");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    const content = text(main(html));
    expect(content).toContain(`${total} articles`);
    expect(content).toContain(`Tous les articles ${total} articles`);
    for (const folder of root.children) {
      expect(html).toContain(`href="/blog-conseils/dossier/${folder.slug}/${folder.id}"`);
      expect(content).toContain(`${folder.name} ${folder.articleCount} article`);
    }
    // 12 per page (spec section 9): the first twelve, in the API's order.
    const links = [...main(html).matchAll(/<a class="card__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(blogs.slice(0, 12).map((b) => `/blog-conseils/${b.slug}/${b.id}`));
    expect(html.includes('aria-label="Pagination"')).toBe(total > 12);
    expect(ofType(html, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Accueil" },
        { name: "Conseils", item: "http://armor-habitat.localhost:3000/blog-conseils" },
      ],
    });
  });

  it("shows a folder with its subfolders, its articles and its breadcrumb", async () => {
    const root = await api<{ children: { id: number; slug: string; name: string }[] }>("/blog/folder/");
    const energy = root.children.find((f) => f.slug === "renovation-energetique")!;
    const folder = await api<{
      children: { id: number; slug: string; name: string }[];
      articleCount: number;
    }>(`/blog/folder/${energy.id}`);
    const { blogs } = await api<{ blogs: ArticleRef[] }>(`/blog/folder/list/${energy.id}`);
    const response = await get(`/blog-conseils/dossier/${energy.slug}/${energy.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<h1>${energy.name}</h1>`);
    expect(text(main(html))).toContain(`${folder.articleCount} articles`);
    expect(folder.children.length).toBeGreaterThan(0);
    for (const child of folder.children) {
      expect(html).toContain(`href="/blog-conseils/dossier/${child.slug}/${child.id}"`);
    }
    const links = [...main(html).matchAll(/<a class="card__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(blogs.map((b) => `/blog-conseils/${b.slug}/${b.id}`));
    expect(html).toMatch(
      /aria-current="page"[^>]*>Rénovation énergétique|Rénovation énergétique[^<]*<span class="chip__count"/,
    );
    expect(ofType(html, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Accueil" },
        { name: "Conseils" },
        {
          name: energy.name,
          item: `http://armor-habitat.localhost:3000/blog-conseils/dossier/${energy.slug}/${energy.id}`,
        },
      ],
    });

    // A subfolder: the breadcrumb goes through its parent.
    const sub = folder.children[0]!;
    const subPage = await get(`/blog-conseils/dossier/${sub.slug}/${sub.id}`);
    expect(subPage.statusCode).toBe(200);
    expect(ofType(subPage.body, "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Accueil" }, { name: "Conseils" }, { name: energy.name }, { name: sub.name }],
    });

    const legacy = await get(`/blog-conseils/dossier/${energy.id}`);
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe(`/blog-conseils/dossier/${energy.slug}/${energy.id}`);
    expect((await get("/blog-conseils/dossier/x/999999")).statusCode).toBe(404);
    expect((await get(`/blog-conseils/dossier/${energy.slug}/${energy.id}`, SITE2)).statusCode).toBe(404);
  });

  it("shows an article with its Article and BreadcrumbList data", async () => {
    const { blogs } = await api<{ blogs: ArticleRef[] }>("/blog/folder/list?nbItem=100");
    const card = blogs.find((b) => b.slug === "isolation-combles-perdus")!;
    const article = await api<{
      title: string;
      author: string;
      publishedAt: string;
      updatedAt: string;
      cover: { url: string };
    }>(`/blog/${card.id}`);
    const path = `/blog-conseils/${card.slug}/${card.id}`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(text(main(html))).toContain(`Par ${article.author}`);
    expect(text(main(html))).toContain("Combles perdus ou aménageables ?");
    expect(ofType(html, "Article")).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { "@type": "Person", name: article.author },
      image: [`http://armor-habitat.localhost:3000${article.cover.url}`],
      publisher: { "@type": "Organization", name: "Armor Habitat Rénovation" },
      mainEntityOfPage: { "@id": `http://armor-habitat.localhost:3000${path}` },
    });
    expect(ofType(html, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: "Accueil" },
        { position: 2, name: "Conseils" },
        { position: 3, name: card.folder!.name },
        { position: 4, name: article.title, item: `http://armor-habitat.localhost:3000${path}` },
      ],
    });
    // The cover is the page's main image: loaded at once, with its size.
    expect(html).toMatch(
      new RegExp(`<img src="${article.cover.url}"[^>]*width="\\d+" height="\\d+"[^>]*loading="eager"`),
    );
    expect(html).toContain(`<meta property="article:published_time" content="${article.publishedAt}"/>`);

    for (const legacy of [`/blog-conseils/${card.id}`, `/blog-conseils/ancien/${card.id}`]) {
      const redirect = await get(legacy);
      expect(redirect.statusCode, legacy).toBe(301);
      expect(redirect.headers.location).toBe(path);
    }
    for (const [p, host] of [
      ["/blog-conseils/x/999999", SITE1],
      ["/blog-conseils/x/abc", SITE1],
      [path, SITE2],
    ] as const) {
      expect((await get(p, host)).statusCode, `${host}${p}`).toBe(404);
    }
  });
});

describe("layout placeholders", () => {
  it("render the projects, reviews, advice and promoted news of the home page", async () => {
    const reviews = await api<{ average: number; count: number; items: { author: string }[] }>(
      "/google/reviews?nbItem=3",
    );
    const promoted = await api<{ title: string }>("/news?promoted=true");
    const { blogs } = await api<{ blogs: ArticleRef[] }>("/blog/folder/list?nbItem=3");
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(html).not.toContain("data-component");
    const content = text(main(html));
    expect(main(html).match(/href="\/les-realisations\/[a-z-]+\/\d+"/g)).toHaveLength(3);
    expect(content).toContain(`${String(reviews.average).replace(".", ",")} / 5`);
    expect(content).toContain(`sur ${reviews.count} avis`);
    for (const review of reviews.items) expect(content).toContain(review.author);
    for (const blog of blogs) expect(html).toContain(`href="/blog-conseils/${blog.slug}/${blog.id}"`);
    expect(content).toContain("À la une");
    expect(content).toContain(promoted.title);
    // The company's rating in its LocalBusiness data.
    expect(ofType(html, "HomeAndConstructionBusiness")).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: reviews.average,
        reviewCount: reviews.count,
        bestRating: 5,
      },
    });
  });

  it("render the reviews of the about page and the projects of each service page", async () => {
    const about = await get("/a-propos");
    expect(about.statusCode).toBe(200);
    expect(text(main(about.body))).toContain("Ce que nos clients disent de nous");
    expect(about.body).toContain('class="reviews-summary"');

    const projects = (await projectList()).items;
    for (const category of ["renovation-interieure", "installation-equipements"]) {
      const page = await get(`/services/${category}`);
      expect(page.statusCode).toBe(200);
      const shown = [...main(page.body).matchAll(/href="\/les-realisations\/([a-z-]+)\/\d+"/g)].map(
        (m) => m[1],
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const slug of shown) expect(projects.find((p) => p.slug === slug)?.category).toBe(category);
      expect(page.body).toContain(`href="/realisations?categorie=${category}"`);
    }
  });
});

/** A valid contact message; `marker` finds its e-mail. */
const contactFields = (marker: string) => ({
  _form: "contact",
  lastname: "Le Bihan",
  firstname: "Soizic",
  email: "soizic.lebihan@example.fr",
  phone: "06 11 22 33 44",
  postalCode: "56000",
  subject: "information",
  message: `Bonjour, je voudrais des informations sur vos contrats d'entretien. ${marker}`,
  consent: "on",
  website: "",
});

describe("contact page without JavaScript", () => {
  it("shows the form, the address, the opening hours and a map that loads nothing by itself", async () => {
    for (const path of ["/contact", "/nous-contacter"]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(h1Count(html)).toBe(1);
      expect(html).toMatch(
        /<form [^>]*action="\/(contact|nous-contacter)" encType="multipart\/form-data" method="post">/,
      );
      expect(html).toContain('<label class="field__label" for="contact-email">Adresse e-mail');
      // The honeypot: present for robots, out of sight and out of the keyboard's way for people.
      const honeypot =
        /<div class="form-honeypot" aria-hidden="true"><label for="contact-website">[^<]+<\/label>(<input [^>]*>)/.exec(
          html,
        )?.[1];
      expect(honeypot).toBeDefined();
      for (const attribute of ['name="website"', 'type="text"', 'tabindex="-1"', 'autoComplete="off"']) {
        expect(honeypot).toContain(attribute);
      }
      const content = text(main(html));
      expect(content).toContain("14 rue des Artisans, ZA de Laroiseau, 56000 Vannes");
      expect(content).toContain("Horaires d'ouverture");
      expect(content).toContain("Lundi 9h – 17h");
      expect(content).toContain("Afficher la carte");
      expect(html).not.toContain("<iframe");
      expect(html).not.toContain("openstreetmap.org/export/embed");
      expect(html).toContain('href="https://www.openstreetmap.org/?mlat=47.6647&amp;mlon=-2.7436');
    }
  });

  it("answers 400 with French errors tied to each field, and keeps what was typed", async () => {
    const response = await post("/nous-contacter", {
      _form: "contact",
      lastname: "Le Bihan",
      email: "pas-une-adresse",
      message: "Court",
      subject: "information",
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(text(html)).toContain("Certains champs sont invalides.");
    const errors: Record<string, string> = {
      firstname: "Ce champ est obligatoire.",
      email: "Cette adresse e-mail n'est pas valide.",
      message: "Saisissez au moins 10 caractères.",
      consent: "Vous devez cocher cette case.",
    };
    for (const [field, message] of Object.entries(errors)) {
      const id = `contact-${field}`;
      expect(html).toMatch(
        new RegExp(`id="${id}"[^>]*aria-invalid="true" aria-describedby="[^"]*${id}-erreur`),
      );
      expect(text(html)).toContain(message);
      expect(html).toContain(`id="${id}-erreur"`);
    }
    expect(html).toMatch(/id="contact-lastname"[^>]*value="Le Bihan"/);
    expect(html).toMatch(/id="contact-email"[^>]*value="pas-une-adresse"/);
    expect(html).toMatch(/<option value="information" selected="">/);
    expect(html).toContain(">Court</textarea>");
    expect(html).not.toMatch(/id="contact-lastname"[^>]*aria-invalid/);
  });

  it("sends a valid message to the company and confirms it in French", async () => {
    const marker = `message-${Date.now()}`;
    const response = await post("/contact", contactFields(marker));
    expect(response.statusCode).toBe(200);
    expect(text(main(response.body))).toContain("Merci, votre message a bien été envoyé.");
    expect(response.body).not.toContain('name="_form"');
    const mail = await waitForMail(testDb.config.mailDir, COMPANY_MAIL, /Nous contacter/);
    expect(readMails(testDb.config.mailDir).some((m) => m.text.includes(marker))).toBe(true);
    expect(mail.text).toContain("Soizic");
  });

  it("answers a filled honeypot like a success, and keeps nothing", async () => {
    const submissions = async () =>
      (await testDb.database.db.select({ n: count() }).from(formSubmissions))[0]!.n;
    const before = await submissions();
    const marker = `robot-${Date.now()}`;
    const response = await post("/contact", { ...contactFields(marker), website: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(text(main(response.body))).toContain("Merci, votre message a bien été envoyé.");
    expect(await submissions()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readMails(testDb.config.mailDir).some((m) => m.text.includes(marker))).toBe(false);
  });

  it("takes a message after typos, and says in French when too many come from one address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last = "";
    const send = async (fields: Record<string, string>) => {
      const response = await post("/contact", fields, ip);
      statuses.push(response.statusCode);
      last = response.body;
    };
    for (let i = 0; i < 6; i++) await send({ _form: "contact" });
    for (let i = 0; i < 6; i++) await send(contactFields(`limite-${i}`));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 200, 200, 200, 200, 200, 429]);
    expect(text(main(last))).toMatch(/Trop de tentatives\. Merci de patienter 10 minutes/);
  });

  it("refuses a post for another form or without one", async () => {
    expect((await post("/contact", { ...contactFields("x"), _form: "devis" })).statusCode).toBe(400);
    expect((await post("/contact", { lastname: "x" })).statusCode).toBe(400);
    // The home page's action (an index route): an unknown form is not found.
    expect((await post("/?index", { _form: "formulaire-inconnu" })).statusCode).toBe(404);
  });
});

/** A 1×1 PNG picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function quoteForm(marker: string, file?: File): FormData {
  const form = new FormData();
  const fields: Array<[string, string]> = [
    ["_form", "devis"],
    ["service", "renovation-interieure"],
    ["works", "salle-de-bains"],
    ["works", "isolation"],
    ["propertyType", "maison"],
    ["timeframe", "3-mois"],
    ["description", `Salle de bains à refaire entièrement et combles à isoler. ${marker}`],
    ["lastname", "Guého"],
    ["firstname", "Anne"],
    ["email", "anne.gueho@example.fr"],
    ["phone", "06 98 76 54 32"],
    ["postalCode", "56400"],
    ["city", "Auray"],
    ["consent", "on"],
    ["website", ""],
  ];
  for (const [name, value] of fields) form.append(name, value);
  form.append("attachments", file ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}

const uploadedFiles = () => {
  const dir = join(testDb.config.dataDir, "uploads");
  const walk = (d: string): string[] =>
    existsSync(d)
      ? readdirSync(d).flatMap((name) => {
          const path = join(d, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        })
      : [];
  return walk(dir);
};

describe("quote request without JavaScript", () => {
  it("shows every field of the quote form, with file attachments", async () => {
    const response = await get("/demande-devis");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(h1Count(html)).toBe(1);
    expect(html).toMatch(/<form [^>]*action="\/demande-devis" encType="multipart\/form-data" method="post">/);
    const files = /<input id="devis-attachments"[^>]*>/.exec(html)?.[0];
    for (const attribute of [
      'type="file"',
      'name="attachments"',
      'multiple=""',
      'accept=".pdf,.jpg,.jpeg,.png"',
    ]) {
      expect(files).toContain(attribute);
    }
    expect(html).toContain('<legend class="field__label">Votre projet concerne');
    expect(html).toContain('name="works" value="salle-de-bains"');
    expect(html).toContain('name="website"');
  });

  it("stores a valid request with its file and e-mails the company", async () => {
    const before = uploadedFiles().length;
    const marker = `devis-${Date.now()}`;
    const response = await postMultipart(
      "/demande-devis",
      quoteForm(marker, new File([PNG], "salle-de-bains.png", { type: "image/png" })),
    );
    expect(response.statusCode).toBe(200);
    expect(text(main(response.body))).toContain("Merci, votre demande de devis est bien enregistrée.");
    const files = uploadedFiles();
    expect(files.length).toBe(before + 1);
    expect(files.some((f) => f.endsWith(".png"))).toBe(true);
    const [row] = await testDb.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.siteId, 1))
      .orderBy(formSubmissions.id)
      .then((rows) => rows.slice(-1));
    expect(row!.values).toMatchObject({ works: ["salle-de-bains", "isolation"], city: "Auray" });
    expect(row!.files).toEqual([
      expect.objectContaining({ field: "attachments", originalName: "salle-de-bains.png" }),
    ]);
    await waitForMail(testDb.config.mailDir, COMPANY_MAIL, /Demande de devis/);
    expect(readMails(testDb.config.mailDir).some((m) => m.text.includes(marker))).toBe(true);
  });

  it("refuses a file whose content is not what its name says, field by field, in French", async () => {
    const before = uploadedFiles().length;
    const response = await postMultipart(
      "/demande-devis",
      quoteForm(
        "faux",
        new File([Buffer.from("ceci n'est pas une image")], "plan.png", { type: "image/png" }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(text(response.body)).toContain(
      "Le contenu du fichier « plan.png » ne correspond pas à un fichier PNG.",
    );
    expect(response.body).toMatch(/id="devis-attachments"[^>]*aria-invalid="true"/);
    expect(text(response.body)).toContain("Pensez à joindre de nouveau vos fichiers");
    // What was typed stays, the choices too.
    expect(response.body).toContain('name="works" checked="" value="salle-de-bains"');
    expect(response.body).toContain('name="works" value="cuisine"');
    expect(response.body).toMatch(/id="devis-city"[^>]*value="Auray"/);
    expect(uploadedFiles().length).toBe(before);
  });

  it("asks to attach the files again only when some were chosen", async () => {
    const form = quoteForm("sans-fichier-erreur");
    form.set("email", "anne.gueho@example");
    const response = await postMultipart("/demande-devis", form);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/id="devis-email"[^>]*aria-invalid="true"/);
    expect(text(response.body)).not.toContain("Pensez à joindre de nouveau vos fichiers");
  });

  it("tells the number of files a form takes when too many are sent", async () => {
    const form = quoteForm("six-fichiers");
    form.delete("attachments");
    for (let i = 0; i < 6; i++) {
      form.append("attachments", new File([Buffer.from("%PDF-1.4\n%%EOF\n")], `plan-${i}.pdf`));
    }
    const response = await postMultipart("/demande-devis", form);
    expect(response.statusCode).toBe(413);
    expect(text(response.body)).toContain("Trop de fichiers pour ce formulaire : 5 fichiers au maximum.");
    expect(text(response.body)).toContain("Pensez à joindre de nouveau vos fichiers");
  });

  it("accepts a request without attachment (the empty file input is not sent on)", async () => {
    const response = await postMultipart("/demande-devis", quoteForm(`sans-fichier-${Date.now()}`));
    expect(response.statusCode).toBe(200);
    expect(text(main(response.body))).toContain("Merci, votre demande de devis est bien enregistrée.");
  });
});

describe("sitemap", () => {
  it("lists every article, project and service, with the date of their last change", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    const { blogs } = await api<{ blogs: ArticleRef[] }>("/blog/folder/list?nbItem=100");
    for (const blog of blogs) {
      const article = await api<{ updatedAt: string }>(`/blog/${blog.id}`);
      expect(xml).toContain(
        `<loc>http://armor-habitat.localhost:3000/blog-conseils/${blog.slug}/${blog.id}</loc><lastmod>${article.updatedAt.slice(0, 10)}</lastmod>`,
      );
    }
    const projects = await api<{ items: (ProjectRef & { publishedAt: string })[] }>(
      "/element/realisations?nbItem=100",
    );
    for (const project of projects.items) {
      expect(xml).toContain(
        `<loc>http://armor-habitat.localhost:3000/les-realisations/${project.slug}/${project.id}</loc><lastmod>${project.publishedAt.slice(0, 10)}</lastmod>`,
      );
    }
    const { services } = await api<{ services: { id: number; slug: string }[] }>("/service?nbItem=100");
    for (const service of services) {
      expect(xml).toContain(
        `<loc>http://armor-habitat.localhost:3000/services/${service.slug}/${service.id}</loc>`,
      );
    }
    expect(xml).toContain("<loc>http://armor-habitat.localhost:3000/blog-conseils</loc>");
  });

  it("works for a site without projects, services or articles", async () => {
    const response = await get("/sitemap.xml", SITE2);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<loc>http://domaine-trois-moulins.localhost:3000/nos-vins</loc>");
    expect(response.body).not.toContain("/les-realisations/");
  });
});

// Last: adds projects to the database, which the counts above do not expect.
describe("pagination of the projects", () => {
  it("shows 24 projects a page, with links that keep the filters", async () => {
    const db = testDb.database.db;
    const [list] = await db
      .select({ id: elementLists.id })
      .from(elementLists)
      .where(and(eq(elementLists.siteId, 1), eq(elementLists.route, "realisations")));
    const extra = Array.from({ length: 22 }, (_, i) => ({
      siteId: 1,
      listId: list!.id,
      slug: `chantier-test-${i + 1}`,
      title: `Chantier de test n° ${i + 1}`,
      summary: "Un chantier ajouté pour la pagination.",
      category: "renovation-interieure",
      location: "Vannes",
      imageUrl: "/media/1/projects/longere-arradon-1.svg",
      imageAlt: "Maison rénovée",
      order: 100 + i,
      publishedAt: new Date("2025-01-01T08:00:00Z"),
    }));
    await db.insert(elements).values(extra);
    const { total } = await projectList();
    expect(total).toBeGreaterThan(24);

    const first = await get("/realisations");
    const cards = (html: string) =>
      main(html).match(/<a class="card__link" href="\/les-realisations\//g)?.length;
    expect(cards(first.body)).toBe(24);
    expect(first.body).toContain('aria-label="Pagination"');
    expect(first.body).toContain('href="/realisations?page=2"');
    expect(first.body).toMatch(
      /href="\/realisations" aria-current="page" aria-label="Page 1"|aria-current="page"[^>]*>1</,
    );

    const second = await get("/realisations?page=2");
    expect(cards(second.body)).toBe(total - 24);
    expect(second.body).toContain('rel="prev"');

    const filtered = await get("/realisations?categorie=renovation-interieure");
    const interior = (await projectList()).items.filter((p) => p.category === "renovation-interieure").length;
    expect(interior).toBeGreaterThan(24);
    expect(filtered.body).toContain('href="/realisations?categorie=renovation-interieure&amp;page=2"');

    const beyond = await get("/realisations?page=40");
    expect(beyond.statusCode).toBe(200);
    expect(text(main(beyond.body))).toContain("Cette page de la liste est vide.");
  });
});

// Last too: changes the layout of the about page.
describe("every placeholder in a page layout", () => {
  it("renders forms, map, album, slider, services and news, and the page's form posts to the page", async () => {
    const db = testDb.database.db;
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, 1), eq(pages.url, "a-propos")));
    const albums = await api<{ items: { id: number; imageCount: number }[] }>("/album?nbItem=100");
    const [first, second] = albums.items;
    const html = `
<section class="section"><div class="container">
  <h2>Nos services</h2><div data-component="services-list"></div>
  <h2>Actualités</h2><div data-component="news" data-props='{"nbItem":2}'></div>
  <h2>Un chantier</h2><div data-component="album" data-props='{"id":${first!.id}}'></div>
  <h2>Un autre</h2><div data-component="slider" data-props='{"albumId":${second!.id}}'></div>
  <h2>Album supprimé</h2><div data-component="album" data-props='{"id":999999}'></div>
  <h2>Écrivez-nous</h2><div data-component="contact-form"></div>
  <h2>Nous trouver</h2><div data-component="map"></div>
</div></section>`;
    await db
      .update(pageLayouts)
      .set(prepareLayout({ html, css: "" }))
      .where(eq(pageLayouts.pageId, page!.id));
    await services.sites.invalidate(1);

    const response = await get("/a-propos");
    expect(response.statusCode).toBe(200);
    const body = main(response.body);
    expect(body).not.toContain("data-component");
    const { services: list } = await api<{ services: { title: string; page: { path: string } | null }[] }>(
      "/service?nbItem=100",
    );
    for (const service of list) expect(body).toContain(`href="${service.page!.path}"`);
    const news = await api<{ items: { title: string }[] }>("/news?nbItem=2");
    for (const item of news.items) expect(text(body)).toContain(item.title);
    expect(body.match(/class="album__item"/g)?.length).toBeGreaterThanOrEqual(first!.imageCount + 1);
    expect(body).toContain('class="album-slider__track"');
    expect(body).toMatch(/<form [^>]*action="\/a-propos" encType="multipart\/form-data" method="post">/);
    expect(body).toContain('name="website"');
    expect(text(body)).toContain("Afficher la carte");
    expect(body).not.toContain("<iframe");

    const invalid = await post("/a-propos", { _form: "contact", email: "non" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    const valid = await post("/a-propos", contactFields(`a-propos-${Date.now()}`));
    expect(valid.statusCode).toBe(200);
    expect(text(main(valid.body))).toContain("Merci, votre message a bien été envoyé.");
  });
});
