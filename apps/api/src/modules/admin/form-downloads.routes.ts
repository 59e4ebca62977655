import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/http";

const formParams = z.object({ id: idParam });
const submissionParams = z.object({ id: idParam, idSubmission: idParam });

/** A file name safe in a Content-Disposition header: ASCII in `filename`, the real name in `filename*`. */
function disposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii || "fichier"}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", disposition(`demandes-${slug}-${day}.csv`))
        .header("cache-control", "private, no-store")
        .send(csv);
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
        .header("content-disposition", disposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  );
};
