import {
  ADMIN_BLOG_LIST,
  AdminBlogArticleListSchema,
  AdminBlogArticleSchema,
  AdminBlogFolderListSchema,
  AdminBlogFolderSchema,
  BlogArticleCreateBodySchema,
  BlogArticleUpdateBodySchema,
  BlogFolderBodySchema,
  BlogFolderUpdateBodySchema,
} from "@vitrine/shared/schemas/admin-content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { pictureChooser } from "./content-pictures";

const params = z.object({ id: idParam });

/**
 * The blog in the admin panel (registered by admin/routes.ts, behind its session check): folders
 * (the articles' breadcrumb) and articles (drafts, publication, cover from the media library, body
 * sanitized when saved). The rules live in the content module (BlogFoldersAdmin, BlogArticlesAdmin).
 */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminBlogFolderRoutes);
  await app.register(adminBlogArticleRoutes);
};

/** The folders: list (with their breadcrumb), add, rename or move, delete when empty. */
const adminBlogFolderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const folders = app.content.admin.blogFolders;

  app.get(
    "/admin/blog/folder",
    {
      schema: {
        tags,
        summary: "Every folder of the blog with its breadcrumb (path) and its number of articles",
        response: { 200: envelope(AdminBlogFolderListSchema) },
      },
    },
    async (request) => ok({ items: await folders.list(request.siteId) }),
  );

  app.post(
    "/admin/blog/folder",
    {
      schema: {
        tags,
        summary: "Adds a folder (parentId: the folder it is in, null at the top)",
        body: BlogFolderBodySchema,
        response: { 201: envelope(AdminBlogFolderSchema) },
      },
    },
    async (request, reply) => {
      const folder = await folders.create(request.siteId, request.body, await actorOf(request));
      reply.status(201);
      return ok(folder, "Dossier ajouté.");
    },
  );

  app.put(
    "/admin/blog/folder/:id",
    {
      schema: {
        tags,
        summary: "Renames or moves a folder; 409 when moved into itself or below itself",
        params,
        body: BlogFolderUpdateBodySchema,
        response: { 200: envelope(AdminBlogFolderSchema) },
      },
    },
    async (request) =>
      ok(
        await folders.update(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Dossier enregistré.",
      ),
  );

  app.delete(
    "/admin/blog/folder/:id",
    {
      schema: {
        tags,
        summary: "Deletes an empty folder; 409 while it holds articles or folders",
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await folders.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Dossier supprimé.");
    },
  );
};

/** The articles: list, one, write, change, publish or take off, delete. */
const adminBlogArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const articles = app.content.admin.blogArticles;
  const pictureOf = pictureChooser(app);

  app.get(
    "/admin/blog/article",
    {
      schema: {
        tags,
        summary:
          "The blog's articles, drafts too, last changed first (search; status DRAFT or PUBLISHED; folderId)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminBlogArticleListSchema) },
      },
    },
    async (request) => ok(await articles.list(request.siteId, parseList(request.query, ADMIN_BLOG_LIST))),
  );

  app.get(
    "/admin/blog/article/:id",
    {
      schema: {
        tags,
        summary: "One article, draft or published",
        params,
        response: { 200: envelope(AdminBlogArticleSchema) },
      },
    },
    async (request) => ok(await articles.get(request.siteId, request.params.id)),
  );

  app.post(
    "/admin/blog/article",
    {
      schema: {
        tags,
        summary: "Writes a new article, as a draft (body sanitized: no script survives)",
        body: BlogArticleCreateBodySchema,
        response: { 201: envelope(AdminBlogArticleSchema) },
      },
    },
    async (request, reply) => {
      const { coverMediaId, ...body } = request.body;
      const cover = await pictureOf(request.siteId, coverMediaId, "coverMediaId");
      const article = await articles.create(request.siteId, { ...body, cover }, await actorOf(request));
      reply.status(201);
      return ok(article, "Article enregistré comme brouillon.");
    },
  );

  app.put(
    "/admin/blog/article/:id",
    {
      schema: {
        tags,
        summary: "Changes an article (only the fields given; coverMediaId null takes the cover away)",
        params,
        body: BlogArticleUpdateBodySchema,
        response: { 200: envelope(AdminBlogArticleSchema) },
      },
    },
    async (request) => {
      const { coverMediaId, ...body } = request.body;
      const cover = await pictureOf(request.siteId, coverMediaId, "coverMediaId");
      const article = await articles.update(
        request.siteId,
        request.params.id,
        { ...body, cover },
        await actorOf(request),
      );
      return ok(article, "Article enregistré.");
    },
  );

  for (const [path, published, summary, message] of [
    ["publish", true, "Publishes an article on the site (its date is set the first time)", "Article publié."],
    ["unpublish", false, "Takes an article off the site (back to draft)", "Article retiré du site."],
  ] as const) {
    app.post(
      `/admin/blog/article/:id/${path}`,
      { schema: { tags, summary, params, response: { 200: envelope(AdminBlogArticleSchema) } } },
      async (request) =>
        ok(
          await articles.publish(request.siteId, request.params.id, published, await actorOf(request)),
          message,
        ),
    );
  }

  app.delete(
    "/admin/blog/article/:id",
    { schema: { tags, summary: "Deletes an article", params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await articles.remove(request.siteId, request.params.id, await actorOf(request));
      return ok(null, "Article supprimé.");
    },
  );
};
