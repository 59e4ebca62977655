import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import {
  AlbumListSchema,
  AlbumSchema,
  ArianeItemSchema,
  BlogArticleSchema,
  BlogFolderSchema,
  BlogListSchema,
  CalendarMonthSchema,
  ElementListSchema,
  ElementSchema,
  NewsListSchema,
  NewsSchema,
  ReviewListSchema,
  ServiceListSchema,
  ServiceSchema,
} from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { badRequest, envelope, idParam, notFound, ok, slugParam } from "../../lib/http";
import { ALBUM_LIST } from "./albums";
import { BLOG_LIST } from "./blog";
import { ELEMENT_LIST } from "./elements";
import { NEWS_LIST } from "./news";
import { publicFormRoutes } from "./public-forms.routes";
import { parseReviewFrom, REVIEW_LIST } from "./reviews";
import { SERVICE_LIST } from "./services";

const monthParam = z
  .string()
  .regex(/^(?:0?[1-9]|1[0-2])$/, "Le mois doit être compris entre 1 et 12.")
  .transform(Number);
const yearParam = z
  .string()
  .regex(/^\d{4}$/, "L'année doit comporter 4 chiffres.")
  .transform(Number)
  .refine((y) => y >= 2000 && y <= 2100, "L'année doit être comprise entre 2000 et 2100.");

/** Content domain: services, blog, news, albums, element lists, forms, messages, reviews, calendars. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both plugins stay inside this module's context unless the API already registered them.
  if (!app.hasDecorator("rateLimit")) await app.register(rateLimit, { global: false });
  if (!app.hasRequestDecorator("isMultipart")) {
    // Each form sets its own limits when it reads its parts (forms.ts: maxFileSizeOf, maxFilesOf).
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: 5 * 1024 * 1024, files: 5 },
    });
  }

  const content = app.content;

  /* Services ---------------------------------------------------------------------------------- */
  {
    const tags = ["services"];
    app.get(
      "/service",
      {
        schema: {
          tags,
          summary: "Services of the site (tag=a,b keeps those carrying any of the tags)",
          querystring: listQuerystring,
          response: { 200: envelope(ServiceListSchema) },
        },
      },
      async (request) =>
        ok(await content.services.list(request.siteId, parseList(request.query, SERVICE_LIST))),
    );

    app.get(
      "/service/:id",
      {
        schema: {
          tags,
          summary: "One service",
          params: z.object({ id: idParam }),
          response: { 200: envelope(ServiceSchema) },
        },
      },
      async (request) => {
        const service = await content.services.get(request.siteId, request.params.id);
        if (!service) throw notFound("Ce service est introuvable.");
        return ok(service);
      },
    );
  }

  /* Blog -------------------------------------------------------------------------------------- */
  {
    const tags = ["blog"];
    const folderMissing = () => notFound("Ce dossier est introuvable.");
    const articleMissing = () => notFound("Cet article est introuvable.");
    const optionalId = z.object({ id: idParam.optional() });

    for (const url of ["/blog/folder/list", "/blog/folder/list/:id"]) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "Published articles, newest first (of a folder and its subfolders when id is given)",
            params: optionalId,
            querystring: listQuerystring,
            response: { 200: envelope(BlogListSchema) },
          },
        },
        async (request) => {
          const query = parseList(request.query, BLOG_LIST);
          const list = await content.blog.list(request.siteId, request.params.id ?? null, query);
          if (!list) throw folderMissing();
          return ok(list);
        },
      );
    }

    for (const url of ["/blog/folder", "/blog/folder/", "/blog/folder/:id"]) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "A folder with its subfolders (the blog's root without id)",
            params: optionalId,
            response: { 200: envelope(BlogFolderSchema) },
          },
        },
        async (request) => {
          const folder = await content.blog.folder(request.siteId, request.params.id ?? null);
          if (!folder) throw folderMissing();
          return ok(folder);
        },
      );
    }

    for (const url of ["/blog/folder/ariane", "/blog/folder/ariane/", "/blog/folder/ariane/:id"]) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "Breadcrumb of a folder, from the blog's root",
            params: optionalId,
            response: { 200: envelope(z.array(ArianeItemSchema)) },
          },
        },
        async (request) => {
          const ariane = await content.blog.folderAriane(request.siteId, request.params.id ?? null);
          if (!ariane) throw folderMissing();
          return ok(ariane);
        },
      );
    }

    app.get(
      "/blog/ariane/:id",
      {
        schema: {
          tags,
          summary: "Breadcrumb of an article, from the blog's root",
          params: z.object({ id: idParam }),
          response: { 200: envelope(z.array(ArianeItemSchema)) },
        },
      },
      async (request) => {
        const ariane = await content.blog.articleAriane(request.siteId, request.params.id);
        if (!ariane) throw articleMissing();
        return ok(ariane);
      },
    );

    app.get(
      "/blog/:id",
      {
        schema: {
          tags,
          summary: "One published article",
          params: z.object({ id: idParam }),
          response: { 200: envelope(BlogArticleSchema) },
        },
      },
      async (request) => {
        const article = await content.blog.article(request.siteId, request.params.id);
        if (!article) throw articleMissing();
        return ok(article);
      },
    );
  }

  /* News -------------------------------------------------------------------------------------- */
  app.get(
    "/news",
    {
      schema: {
        tags: ["news"],
        summary: "News, newest first; with promoted=true, the promoted item (or null)",
        querystring: listQuerystring,
        response: { 200: envelope(z.union([NewsListSchema, NewsSchema.nullable()])) },
      },
    },
    async (request) => {
      const query = parseList(request.query, NEWS_LIST);
      const promoted = request.query.promoted;
      if (promoted !== undefined && promoted !== "true" && promoted !== "false") {
        throw badRequest("Les paramètres de la liste sont invalides.", {
          promoted: "Indiquez true ou false.",
        });
      }
      if (promoted === "true") return ok(await content.news.promoted(request.siteId));
      return ok(await content.news.list(request.siteId, query));
    },
  );

  /* Albums ------------------------------------------------------------------------------------ */
  app.get(
    "/album",
    {
      schema: {
        tags: ["albums"],
        summary: "Albums with their cover and media counts",
        querystring: listQuerystring,
        response: { 200: envelope(AlbumListSchema) },
      },
    },
    async (request) => ok(await content.albums.list(request.siteId, parseList(request.query, ALBUM_LIST))),
  );

  app.get(
    "/album/:id",
    {
      schema: {
        tags: ["albums"],
        summary: "One album with its images and videos",
        params: z.object({ id: idParam }),
        response: { 200: envelope(AlbumSchema) },
      },
    },
    async (request) => {
      const album = await content.albums.get(request.siteId, request.params.id);
      if (!album) throw notFound("Cet album est introuvable.");
      return ok(album);
    },
  );

  /* Element lists ----------------------------------------------------------------------------- */
  app.get(
    "/element/:route",
    {
      schema: {
        tags: ["elements"],
        summary: "Elements of a list (realisations, logo-footer, link-footer…)",
        params: z.object({ route: slugParam }),
        querystring: listQuerystring,
        response: { 200: envelope(ElementListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, ELEMENT_LIST);
      const list = await content.elements.list(request.siteId, request.params.route, query);
      if (!list) throw notFound("Cette liste est introuvable.");
      return ok(list);
    },
  );

  app.get(
    "/element/:route/:id",
    {
      schema: {
        tags: ["elements"],
        summary: "One element of a list",
        params: z.object({ route: slugParam, id: idParam }),
        response: { 200: envelope(ElementSchema) },
      },
    },
    async (request) => {
      const element = await content.elements.get(request.siteId, request.params.route, request.params.id);
      if (!element) throw notFound("Cet élément est introuvable.");
      return ok(element);
    },
  );

  /* Reviews ----------------------------------------------------------------------------------- */
  app.get(
    "/google/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "Customer reviews with their average; from=YYYY-MM-DD or from=google|site",
        querystring: listQuerystring,
        response: { 200: envelope(ReviewListSchema) },
      },
    },
    async (request) => {
      const query = parseList(request.query, REVIEW_LIST);
      const from = parseReviewFrom(request.query.from);
      return ok(await content.reviews.list(request.siteId, from, query));
    },
  );

  /* Calendars --------------------------------------------------------------------------------- */
  app.get(
    "/calendar/:id/date/allowed/:month/:year",
    {
      schema: {
        tags: ["calendar"],
        summary: "Days of a month open for appointments, with their periods (Europe/Paris)",
        params: z.object({ id: idParam, month: monthParam, year: yearParam }),
        response: { 200: envelope(CalendarMonthSchema) },
      },
    },
    async (request) => {
      const { id, month, year } = request.params;
      const result = await content.calendars.allowedDates(request.siteId, id, month, year);
      if (!result) throw notFound("Ce calendrier est introuvable.");
      return ok(result);
    },
  );

  await app.register(publicFormRoutes);
};
