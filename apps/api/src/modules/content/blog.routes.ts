import {
  ArianeItemSchema,
  BlogArticleSchema,
  BlogFolderSchema,
  BlogListSchema,
} from "@vitrine/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, notFound, ok } from "../../lib/http";
import { BLOG_LIST } from "./blog";

/** The blog: articles, folders and their breadcrumbs; every call answers 404 while IS_BLOG_ACTIVATED is off. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["blog"];
  app.addHook("onRequest", async (request) => {
    if (!(await app.sites.isOn(request.siteId, "IS_BLOG_ACTIVATED")))
      throw notFound("Le blog n'est pas proposé sur ce site.");
  });
  const folderMissing = () => notFound("Ce dossier est introuvable.");
  const articleMissing = () => notFound("Cet article est introuvable.");
  const optionalId = z.object({ id: idParam.optional() });

  for (const url of ["/blog/folder/list", "/blog/folder/list/:id"]) {
    app.get(
      url,
      {
        config: { siteCache: true },
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
        const list = await app.content.blog.list(request.siteId, request.params.id ?? null, query);
        if (!list) throw folderMissing();
        return ok(list);
      },
    );
  }

  for (const url of ["/blog/folder", "/blog/folder/", "/blog/folder/:id"]) {
    app.get(
      url,
      {
        config: { siteCache: true },
        schema: {
          tags,
          summary: "A folder with its subfolders (the blog's root without id)",
          params: optionalId,
          response: { 200: envelope(BlogFolderSchema) },
        },
      },
      async (request) => {
        const folder = await app.content.blog.folder(request.siteId, request.params.id ?? null);
        if (!folder) throw folderMissing();
        return ok(folder);
      },
    );
  }

  for (const url of ["/blog/folder/ariane", "/blog/folder/ariane/", "/blog/folder/ariane/:id"]) {
    app.get(
      url,
      {
        config: { siteCache: true },
        schema: {
          tags,
          summary: "Breadcrumb of a folder, from the blog's root",
          params: optionalId,
          response: { 200: envelope(z.array(ArianeItemSchema)) },
        },
      },
      async (request) => {
        const ariane = await app.content.blog.folderAriane(request.siteId, request.params.id ?? null);
        if (!ariane) throw folderMissing();
        return ok(ariane);
      },
    );
  }

  app.get(
    "/blog/ariane/:id",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "Breadcrumb of an article, from the blog's root",
        params: z.object({ id: idParam }),
        response: { 200: envelope(z.array(ArianeItemSchema)) },
      },
    },
    async (request) => {
      const ariane = await app.content.blog.articleAriane(request.siteId, request.params.id);
      if (!ariane) throw articleMissing();
      return ok(ariane);
    },
  );

  app.get(
    "/blog/:id",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "One published article",
        params: z.object({ id: idParam }),
        response: { 200: envelope(BlogArticleSchema) },
      },
    },
    async (request) => {
      const article = await app.content.blog.article(request.siteId, request.params.id);
      if (!article) throw articleMissing();
      return ok(article);
    },
  );
};
