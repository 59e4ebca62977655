import {
  PageCreateBodySchema,
  PageMoveBodySchema,
  PageUpdateBodySchema,
  TrashedPageSchema,
} from "@vitrine/shared/schemas/admin-pages";
import { PageNodeSchema } from "@vitrine/shared/schemas/site";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuditActor } from "../../db/audit";
import { envelope, idParam, ok } from "../../lib/http";

/** Who makes the change: the administrator whose session the admin hook has checked. */
async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const user = (await request.currentUser())!;
  return { userId: user.id, email: user.email };
}

const pageParams = z.object({ idPage: idParam });

/**
 * The page tree of the admin panel (registered by admin/routes.ts, behind its session check): the
 * whole tree, create, change, move, and the trash. The rules live in the site module (PageAdmin).
 */
export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const pages = app.sites.pages;

  app.get(
    "/admin/page",
    {
      schema: {
        tags,
        summary: "The site's whole page tree (hidden and invalid pages too), children in their order",
        response: { 200: envelope(z.array(PageNodeSchema)) },
      },
    },
    async (request) => ok(await pages.tree(request.siteId)),
  );

  app.post(
    "/admin/page",
    {
      schema: {
        tags,
        summary: "Creates a page (its slug made from the title unless given), last of its parent's children",
        body: PageCreateBodySchema,
        response: { 200: envelope(PageNodeSchema) },
      },
    },
    async (request) =>
      ok(await pages.create(request.siteId, request.body, await actorOf(request)), "Page créée."),
  );

  app.put(
    "/admin/page/:idPage",
    {
      schema: {
        tags,
        summary: "Changes the fields of a page; a new address leaves a redirect from the old one",
        params: pageParams,
        body: PageUpdateBodySchema,
        response: { 200: envelope(PageNodeSchema) },
      },
    },
    async (request) => {
      const { idPage } = request.params;
      const page = await pages.update(request.siteId, idPage, request.body, await actorOf(request));
      return ok(page, "Page enregistrée.");
    },
  );

  app.put(
    "/admin/page/:idPage/move",
    {
      schema: {
        tags,
        summary: "Moves a page under another parent (null: the root) at a position among its siblings",
        params: pageParams,
        body: PageMoveBodySchema,
        response: { 200: envelope(PageNodeSchema) },
      },
    },
    async (request) => {
      const { idPage } = request.params;
      const page = await pages.move(request.siteId, idPage, request.body, await actorOf(request));
      return ok(page, "Page déplacée.");
    },
  );

  await app.register(adminPageTrashRoutes);
};

/** The trash of the page tree: delete, list, restore, purge. */
const adminPageTrashRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const pages = app.sites.pages;

  app.delete(
    "/admin/page/:idPage",
    {
      schema: {
        tags,
        summary: "Moves a page and the pages below it to the trash",
        params: pageParams,
        response: { 200: envelope(TrashedPageSchema) },
      },
    },
    async (request) => {
      const trashed = await pages.trash(request.siteId, request.params.idPage, await actorOf(request));
      return ok(trashed, "Page placée dans la corbeille.");
    },
  );

  app.get(
    "/admin/page/trash",
    {
      schema: {
        tags,
        summary: "The pages in the trash, newest first",
        response: { 200: envelope(z.array(TrashedPageSchema)) },
      },
    },
    async (request) => ok(await pages.listTrash(request.siteId)),
  );

  app.post(
    "/admin/page/:idPage/restore",
    {
      schema: {
        tags,
        summary:
          "Brings a page of the trash back, under its parent if it is still on the site, else at the root",
        params: pageParams,
        response: { 200: envelope(PageNodeSchema) },
      },
    },
    async (request) => {
      const page = await pages.restore(request.siteId, request.params.idPage, await actorOf(request));
      return ok(page, "Page restaurée.");
    },
  );

  app.delete(
    "/admin/page/:idPage/purge",
    {
      schema: {
        tags,
        summary: "Deletes for good a page of the trash and the pages deleted with it",
        params: pageParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await pages.purge(request.siteId, request.params.idPage, await actorOf(request));
      return ok(null, "Page supprimée définitivement.");
    },
  );
};
