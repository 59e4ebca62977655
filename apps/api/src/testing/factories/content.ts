import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  albumMedia,
  albums,
  blogArticles,
  blogFolders,
  calendarRules,
  calendars,
  elementLists,
  elements,
  forms,
  news,
  reviews,
  services,
} from "../../db/schema/index";
import { formField, type SeedFormField } from "../../db/seed/content";
import { readingTimeOf, sanitizeRichText } from "../../modules/content/html";

/**
 * Content written for a test (modules/content): services, blog folders and articles, news,
 * albums, element lists and their elements, reviews. Each takes the site, then the columns to
 * set; the rest has a unique, sensible default. Rich text is sanitized as the seed does.
 */

let made = 0;
const next = () => ++made;

type Values<T extends { $inferInsert: object }> = Partial<Omit<T["$inferInsert"], "siteId">>;

export async function createService(db: Db, siteId: number, values: Values<typeof services> = {}) {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({
      siteId,
      slug: `prestation-${n}`,
      title: `Prestation ${n}`,
      summary: `Résumé de la prestation ${n}`,
      imageUrl: `/media/${siteId}/service-${n}.svg`,
      imageAlt: `Prestation ${n}`,
      order: n,
      ...values,
      body: sanitizeRichText(values.body ?? `<p>Détail de la prestation ${n}</p>`),
    })
    .returning();
  return row!;
}

export async function createBlogFolder(db: Db, siteId: number, values: Values<typeof blogFolders> = {}) {
  const n = next();
  const [row] = await db
    .insert(blogFolders)
    .values({ siteId, slug: `dossier-${n}`, name: `Dossier ${n}`, order: n, ...values })
    .returning();
  return row!;
}

/** A published article (a day ago unless told). */
export async function createArticle(db: Db, siteId: number, values: Values<typeof blogArticles> = {}) {
  const n = next();
  const body = sanitizeRichText(values.body ?? `<h2>Partie ${n}</h2><p>Texte de l'article ${n}.</p>`);
  const publishedAt = values.publishedAt ?? new Date(Date.now() - 86_400_000 - n * 60_000);
  const [row] = await db
    .insert(blogArticles)
    .values({
      siteId,
      slug: `article-${n}`,
      title: `Article ${n}`,
      excerpt: `Chapeau de l'article ${n}`,
      author: "Rédaction",
      coverUrl: `/media/${siteId}/blog/article-${n}.svg`,
      coverAlt: `Article ${n}`,
      status: "PUBLISHED",
      publishedAt,
      readingTime: readingTimeOf(body),
      createdAt: publishedAt,
      updatedAt: publishedAt,
      ...values,
      body,
    })
    .returning();
  return row!;
}

/** A news item (published a day ago unless told). */
export async function createNews(db: Db, siteId: number, values: Values<typeof news> = {}) {
  const n = next();
  const [row] = await db
    .insert(news)
    .values({
      siteId,
      slug: `actualite-${n}`,
      title: `Actualité ${n}`,
      summary: `Résumé de l'actualité ${n}`,
      imageUrl: `/media/${siteId}/news/actualite-${n}.svg`,
      publishedAt: new Date(Date.now() - 86_400_000 - n * 60_000),
      ...values,
      body: sanitizeRichText(values.body ?? `<p>Texte de l'actualité ${n}</p>`),
    })
    .returning();
  return row!;
}

/** An album with `images` pictures (3 unless told), stored under /media/{site}/projects/. */
export async function createAlbum(
  db: Db,
  siteId: number,
  { images = 3, ...values }: Values<typeof albums> & { images?: number } = {},
) {
  const n = next();
  const [album] = await db
    .insert(albums)
    .values({ siteId, slug: `album-${n}`, name: `Album ${n}`, order: n, ...values })
    .returning();
  const media = images
    ? await db
        .insert(albumMedia)
        .values(
          Array.from({ length: images }, (_, index) => ({
            siteId,
            albumId: album!.id,
            kind: "IMAGE" as const,
            format: "svg" as const,
            filename: `album-${n}-${index + 1}.svg`,
            url: `/media/${siteId}/projects/album-${n}-${index + 1}.svg`,
            alt: `Photo ${index + 1} de l'album ${n}`,
            width: 1200,
            height: 800,
            order: index + 1,
          })),
        )
        .returning()
    : [];
  return { ...album!, media };
}

export async function createElementList(db: Db, siteId: number, values: Values<typeof elementLists> = {}) {
  const n = next();
  const [row] = await db
    .insert(elementLists)
    .values({ siteId, route: `liste-${n}`, name: `Liste ${n}`, ...values })
    .returning();
  return row!;
}

/** An element of a list (`listId`), published a day ago unless told. */
export async function createElement(
  db: Db,
  siteId: number,
  values: Values<typeof elements> & { listId: number },
) {
  const n = next();
  const [row] = await db
    .insert(elements)
    .values({
      siteId,
      slug: `element-${n}`,
      title: `Élément ${n}`,
      summary: `Résumé de l'élément ${n}`,
      imageUrl: `/media/${siteId}/elements/element-${n}.svg`,
      order: n,
      publishedAt: new Date(Date.now() - 86_400_000),
      ...values,
      body: values.body ? sanitizeRichText(values.body) : null,
    })
    .returning();
  return row!;
}

/** An approved (public) Google review rated 5, of `reviewedOn` (2026-01-15 unless told). */
export async function createReview(db: Db, siteId: number, values: Values<typeof reviews> = {}) {
  const n = next();
  const [row] = await db
    .insert(reviews)
    .values({
      siteId,
      author: `Client ${n}`,
      rating: 5,
      text: `Avis numéro ${n} : travail soigné.`,
      reviewedOn: "2026-01-15",
      state: "APPROVED",
      ...values,
    })
    .returning();
  return row!;
}

/** A form of `fields` (each completed with the defaults the seed gives), a name and an e-mail unless told. */
export async function createForm(
  db: Db,
  siteId: number,
  { fields, ...values }: Omit<Values<typeof forms>, "fields"> & { fields?: SeedFormField[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(forms)
    .values({
      siteId,
      slug: `formulaire-${n}`,
      name: `Formulaire ${n}`,
      description: `Description du formulaire ${n}`,
      submitLabel: "Envoyer",
      successMessage: "Merci, votre demande est bien enregistrée.",
      ...values,
      fields: (
        fields ?? [
          { name: "name", type: "text", label: "Votre nom", required: true },
          { name: "email", type: "email", label: "Votre e-mail", required: true },
        ]
      ).map(formField),
    })
    .returning();
  return row!;
}

/**
 * A calendar open on `rules` (Monday to Friday, 9:00 to 12:00 and 14:00 to 18:00 unless told),
 * hour-long appointments without notice nor limit unless told.
 */
export async function createCalendar(
  db: Db,
  siteId: number,
  {
    rules,
    ...values
  }: Values<typeof calendars> & {
    rules?: Array<{ weekday: number; startTime: string; endTime: string }>;
  } = {},
) {
  const n = next();
  const [calendar] = await db
    .insert(calendars)
    .values({ siteId, name: `Agenda ${n}`, ...values })
    .returning();
  const weekdays = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startTime: "09:00", endTime: "12:00" },
    { weekday, startTime: "14:00", endTime: "18:00" },
  ]);
  const list = rules ?? weekdays;
  if (list.length)
    await db
      .insert(calendarRules)
      .values(list.map((rule) => ({ siteId, calendarId: calendar!.id, ...rule })));
  return calendar!;
}

/**
 * Runs `check` while the site's first service is titled `title`, written straight to the database
 * as another instance would (no version check asked); the title is put back afterwards.
 */
export async function withServiceTitle(db: Db, siteId: number, title: string, check: () => Promise<void>) {
  const [service] = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(eq(services.siteId, siteId))
    .limit(1);
  if (!service) throw new Error(`site ${siteId} has no service`);
  await db.update(services).set({ title }).where(eq(services.id, service.id));
  try {
    await check();
  } finally {
    await db.update(services).set({ title: service.title }).where(eq(services.id, service.id));
  }
}
