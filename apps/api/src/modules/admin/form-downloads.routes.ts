import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition, sendCsv } from "../../lib/attachment";
import { idParam } from "../../lib/http";

const formParams = z.object({ id: idParam });
const submissionParams = z.object({ id: idParam, idSubmission: idParam });

/** A form's downloads in the admin panel (registered by forms.routes.ts): its submissions as CSV, and their files. */
export const adminFormDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.content.formAdmin;

  app.get(
    "/admin/form/:id/submission/csv",
    {
      schema: {
        tags,
        summary:
          "Every submission as CSV for a French spreadsheet (UTF-8 with BOM, « ; » between cells, formulas neutralized)",
        params: formParams,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const { slug, csv } = await admin.csv(request.siteId, request.params.id);
      return sendCsv(reply, `demandes-${slug}`, csv);
    },
  );

  app.get(
    "/admin/form/:id/submission/:idSubmission/file/:index",
    {
      schema: {
        tags,
        summary: "Downloads one file sent with a submission (index: its place among the submission's files)",
        params: submissionParams.extend({
          index: z
            .string()
            .regex(/^\d{1,2}$/, "Numéro de fichier invalide.")
            .transform(Number),
        }),
      },
    },
    async (request, reply) => {
      const { id, idSubmission, index } = request.params;
      const file = await admin.file(request.siteId, id, idSubmission, index);
      return reply
        .type(file.mimeType)
        .header("content-disposition", attachmentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  );
};
