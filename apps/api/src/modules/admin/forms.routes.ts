import {
  ADMIN_FORM_LIST,
  ADMIN_SUBMISSION_LIST,
  AdminFormBodySchema,
  AdminFormListSchema,
  AdminFormSchema,
  AdminSubmissionListSchema,
} from "@vitrine/shared/schemas/admin-forms";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerystring, parseList } from "../../db/list-query";
import { envelope, idParam, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { adminFormDownloadRoutes } from "./form-downloads.routes";

const formParams = z.object({ id: idParam });

/**
 * The forms in the admin panel (registered by admin/routes.ts, behind its session check): the
 * builder's calls and the submissions; their files and CSV export in form-downloads.routes.ts.
 */
export const adminFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.formAdmin;

  app.get(
    "/admin/form",
    {
      schema: {
        tags,
        summary: "The site's forms with their submission counts (filters: name, isActive; orderBy name, id)",
        querystring: listQuerystring,
        response: { 200: envelope(AdminFormListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.siteId, parseList(request.query, ADMIN_FORM_LIST))),
  );

  app.post(
    "/admin/form",
    {
      schema: {
        tags,
        summary: "Creates a form (its slug made from its name); per-field French errors in data.errors",
        body: AdminFormBodySchema,
        response: { 201: envelope(AdminFormSchema) },
      },
    },
    async (request, reply) => {
      const form = await admin.create(request.siteId, request.body, await actorOf(request));
      return reply.status(201).send(ok(form, "Formulaire créé."));
    },
  );

  app.get(
    "/admin/form/:id",
    {
      schema: {
        tags,
        summary: "One form with all its fields, active or not",
        params: formParams,
        response: { 200: envelope(AdminFormSchema) },
      },
    },
    async (request) => ok(await admin.get(request.siteId, request.params.id)),
  );

  app.put(
    "/admin/form/:id",
    {
      schema: {
        tags,
        summary:
          "Replaces a form's texts and fields (a field without name gets one from its label); the public form shows them at once",
        params: formParams,
        body: AdminFormBodySchema,
        response: { 200: envelope(AdminFormSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.update(request.siteId, request.params.id, request.body, await actorOf(request)),
        "Formulaire enregistré.",
      ),
  );

  app.get(
    "/admin/form/:id/submission",
    {
      schema: {
        tags,
        summary: "What visitors sent through the form, newest first, with their files",
        params: formParams,
        querystring: listQuerystring,
        response: { 200: envelope(AdminSubmissionListSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.submissions(
          request.siteId,
          request.params.id,
          parseList(request.query, ADMIN_SUBMISSION_LIST),
        ),
      ),
  );

  await app.register(adminFormDownloadRoutes);
};
