import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/http";

/** GET /product/generate/file/{id}[/{idDeclination}]: the technical sheet, a PDF file. */
export const technicalFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["shop"],
    summary:
      "A product's technical sheet as a PDF (the site's PRODUCT_FILE_GENERATOR: model WINE_SHEET or TASTING_CARD, format A4 or A5); 404 in the envelope when there is none",
    produces: ["application/pdf"],
  };
  const send = async (
    siteId: number,
    reply: import("fastify").FastifyReply,
    id: number,
    declinationId: number | null,
  ) => {
    const { pdf, filename } = await app.shop.technicalFiles.generate(siteId, id, declinationId);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "public, max-age=300")
      .send(Buffer.from(pdf));
  };

  app.get(
    "/product/generate/file/:id",
    { schema: { ...schema, params: z.object({ id: idParam }) } },
    (request, reply) => send(request.siteId, reply, request.params.id, null),
  );
  app.get(
    "/product/generate/file/:id/:idDeclination",
    { schema: { ...schema, params: z.object({ id: idParam, idDeclination: idParam }) } },
    (request, reply) => send(request.siteId, reply, request.params.id, request.params.idDeclination),
  );
};
