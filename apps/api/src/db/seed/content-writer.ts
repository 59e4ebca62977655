import { and, eq } from "drizzle-orm";
import { readingTimeOf, sanitizeRichText } from "../../modules/content/html";
import type { Db } from "../client";
import {
  albumMedia,
  albums,
  blogArticles,
  blogFolders,
  calendarExceptions,
  calendarRules,
  calendars,
  elementLists,
  elements,
  forms,
  news,
  pages,
  reviews,
  services,
} from "../schema/index";
import { formField, image, type SeedAlbum, type SeedBlogFolder, type SeedContent } from "./content";

/* Writes the content of a sample site (modules/content), one sub-domain after the other. */

async function insertAlbum(db: Db, siteId: number, album: SeedAlbum, order: number): Promise<number> {
  const [row] = await db
    .insert(albums)
    .values({ siteId, slug: album.slug, name: album.name, description: album.description ?? null, order })
    .returning({ id: albums.id });
  const albumId = row!.id;
  await db.insert(albumMedia).values(
    album.images.map((img, index) => {
      const format = img.file.split(".").pop()!.toLowerCase() as "svg" | "png" | "jpg" | "jpeg";
      return {
        siteId,
        albumId,
        kind: "IMAGE" as const,
        format,
        filename: img.file.split("/").pop()!,
        url: `/media/${siteId}/${img.file}`,
        alt: img.alt,
        width: img.width ?? 1200,
        height: img.height ?? 800,
        order: index + 1,
      };
    }),
  );
  return albumId;
}

async function insertFolders(db: Db, siteId: number, list: SeedBlogFolder[], parentId: number | null) {
  const ids = new Map<string, number>();
  for (const [index, folder] of list.entries()) {
    const [row] = await db
      .insert(blogFolders)
      .values({
        siteId,
        parentId,
        slug: folder.slug,
        name: folder.name,
        description: folder.description,
        order: index + 1,
      })
      .returning({ id: blogFolders.id });
    ids.set(folder.slug, row!.id);
    if (folder.children) {
      for (const [slug, id] of await insertFolders(db, siteId, folder.children, row!.id)) ids.set(slug, id);
    }
  }
  return ids;
}

/** Services, each linked to its CMS page when it names one. */
async function seedServices(db: Db, siteId: number, content: SeedContent) {
  for (const [index, service] of (content.services ?? []).entries()) {
    const [page] = service.pageUrl
      ? await db
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.siteId, siteId), eq(pages.url, service.pageUrl)))
      : [];
    const img = image(siteId, service.image);
    await db.insert(services).values({
      siteId,
      pageId: page?.id ?? null,
      slug: service.slug,
      title: service.title,
      summary: service.summary,
      body: sanitizeRichText(service.body),
      imageUrl: img.url,
      imageAlt: img.alt,
      imageWidth: img.width,
      imageHeight: img.height,
      tags: service.tags,
      order: index + 1,
    });
  }
}

/** Blog folders, then the articles in them. */
async function seedBlog(db: Db, siteId: number, content: SeedContent) {
  const folderIds = await insertFolders(db, siteId, content.blogFolders ?? [], null);
  for (const article of content.articles ?? []) {
    const body = sanitizeRichText(article.body);
    const cover = image(siteId, article.cover);
    const publishedAt = new Date(article.publishedAt);
    await db.insert(blogArticles).values({
      siteId,
      folderId: folderIds.get(article.folder) ?? null,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      body,
      coverUrl: cover.url,
      coverAlt: cover.alt,
      coverWidth: cover.width,
      coverHeight: cover.height,
      author: article.author,
      tags: article.tags,
      status: "PUBLISHED",
      publishedAt,
      readingTime: readingTimeOf(body),
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}

/** News items. */
async function seedNews(db: Db, siteId: number, content: SeedContent) {
  for (const item of content.news ?? []) {
    const img = image(siteId, item.image);
    await db.insert(news).values({
      siteId,
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      body: sanitizeRichText(item.body),
      imageUrl: img.url,
      imageAlt: img.alt,
      imageWidth: img.width,
      imageHeight: img.height,
      linkUrl: item.link?.url ?? null,
      linkLabel: item.link?.label ?? null,
      isPromoted: item.isPromoted ?? false,
      publishedAt: new Date(item.publishedAt),
    });
  }
}

/** Albums, then element lists whose elements may carry an album of their own. */
async function seedAlbumsAndElements(db: Db, siteId: number, content: SeedContent) {
  let albumOrder = 0;
  for (const album of content.albums ?? []) await insertAlbum(db, siteId, album, ++albumOrder);

  for (const list of content.elementLists ?? []) {
    const [row] = await db
      .insert(elementLists)
      .values({ siteId, route: list.route, name: list.name, description: list.description ?? null })
      .returning({ id: elementLists.id });
    for (const [index, element] of list.elements.entries()) {
      const albumId = element.album ? await insertAlbum(db, siteId, element.album, ++albumOrder) : null;
      const img = image(siteId, element.image);
      await db.insert(elements).values({
        siteId,
        listId: row!.id,
        slug: element.slug,
        title: element.title,
        summary: element.summary ?? null,
        body: element.body ? sanitizeRichText(element.body) : null,
        category: element.category ?? null,
        location: element.location ?? null,
        tags: element.tags ?? [],
        imageUrl: img.url,
        imageAlt: img.alt,
        imageWidth: img.width,
        imageHeight: img.height,
        linkUrl: element.link?.url ?? null,
        linkLabel: element.link?.label ?? null,
        facts: element.facts ?? [],
        albumId,
        startsAt: element.startsAt ? new Date(element.startsAt) : null,
        endsAt: element.endsAt ? new Date(element.endsAt) : null,
        registrationOpen: element.registrationOpen ?? false,
        capacity: element.capacity ?? null,
        order: index + 1,
        ...(element.publishedAt ? { publishedAt: new Date(element.publishedAt) } : {}),
      });
    }
  }
}

/** Forms, every field with all its properties. */
async function seedForms(db: Db, siteId: number, content: SeedContent) {
  for (const form of content.forms ?? []) {
    await db.insert(forms).values({
      siteId,
      slug: form.slug,
      name: form.name,
      description: form.description,
      submitLabel: form.submitLabel,
      successMessage: form.successMessage,
      fields: form.fields.map(formField),
    });
  }
}

/** Customer reviews. */
async function seedReviews(db: Db, siteId: number, content: SeedContent) {
  if (content.reviews?.length) {
    await db.insert(reviews).values(
      content.reviews.map((review) => ({
        siteId,
        source: review.source ?? ("GOOGLE" as const),
        author: review.author,
        rating: review.rating,
        text: review.text,
        reviewedOn: review.date,
        reply: review.reply ?? null,
        // The sample reviews are the company's own, kept from its listings: published.
        state: "APPROVED" as const,
      })),
    );
  }
}

/** Calendars with their weekly rules and dated exceptions (computed from `today`). */
async function seedCalendars(db: Db, siteId: number, content: SeedContent, today: Date) {
  for (const calendar of content.calendars ?? []) {
    const [row] = await db
      .insert(calendars)
      .values({
        siteId,
        name: calendar.name,
        description: calendar.description,
        slotMinutes: calendar.slotMinutes,
        minNoticeHours: calendar.minNoticeHours,
        maxAdvanceDays: calendar.maxAdvanceDays,
      })
      .returning({ id: calendars.id });
    const calendarId = row!.id;
    await db.insert(calendarRules).values(calendar.rules.map((rule) => ({ siteId, calendarId, ...rule })));
    const exceptions = calendar.exceptions(today);
    if (exceptions.length) {
      await db.insert(calendarExceptions).values(
        exceptions.map((e) => ({
          siteId,
          calendarId,
          date: e.date,
          isClosed: e.isClosed,
          startTime: e.startTime ?? null,
          endTime: e.endTime ?? null,
          label: e.label,
        })),
      );
    }
  }
}

/** Writes a sample site's content; its pages must already exist (services link to them). */
export async function seedContent(db: Db, siteId: number, content: SeedContent, today = new Date()) {
  await seedServices(db, siteId, content);
  await seedBlog(db, siteId, content);
  await seedNews(db, siteId, content);
  await seedAlbumsAndElements(db, siteId, content);
  await seedForms(db, siteId, content);
  await seedReviews(db, siteId, content);
  await seedCalendars(db, siteId, content, today);
}
