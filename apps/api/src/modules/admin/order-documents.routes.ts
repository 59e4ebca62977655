import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, notFound } from "../../lib/http";

/** 404 in French on a site that does not sell online: it has no orders. */
export async function ensureShop(app: FastifyInstance, siteId: number): Promise<void> {
  if (!(await app.shop.settings(siteId)).isECommerce) throw notFound("Cette boutique n'existe pas.");
}

/** A PDF to download, never kept by a cache. */
const sendPdf = (reply: FastifyReply, file: string, pdf: Uint8Array) =>
  reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${file}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(pdf));

const orderParams = z.object({ id: idParam });

/**
 * An order's PDFs in the admin panel (registered by orders.routes.ts, whose hook checks the shop):
 * its packing slip, its invoice and each of its credit notes.
 */
export const adminOrderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const admin = app.shop.orderAdmin;

  app.get(
    "/admin/order/:id/packing-slip",
    {
      schema: {
        tags,
        summary:
          "The order's packing slip (bon de livraison) as a PDF: lines and quantities, recipient, delivery",
        produces: ["application/pdf"],
        params: orderParams,
      },
    },
    async (request, reply) => {
      const slip = await admin.packingSlipPdf(request.siteId, request.params.id);
      return sendPdf(reply, `bon-de-livraison-${slip.reference}`, slip.pdf);
    },
  );

  app.get(
    "/admin/order/:id/invoice",
    {
      schema: {
        tags,
        summary: "The order's invoice as a PDF; 404 in the envelope when it has none",
        produces: ["application/pdf"],
        params: orderParams,
      },
    },
    async (request, reply) => {
      const document = await admin.documentPdf(request.siteId, request.params.id, "invoice");
      if (!document) throw notFound("Cette commande n'a pas encore de facture.");
      return sendPdf(reply, `facture-${document.number}`, document.pdf);
    },
  );

  app.get(
    "/admin/order/:id/credit-note",
    {
      schema: {
        tags,
        summary: "One of the order's credit notes (by number, its latest otherwise) as a PDF; 404 when none",
        produces: ["application/pdf"],
        params: orderParams,
        querystring: z.object({
          number: z
            .string()
            .regex(/^A-\d{4}-\d{6}$/, "Ce numéro d'avoir n'est pas valable.")
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { number } = request.query;
      const document = await admin.documentPdf(request.siteId, request.params.id, "creditNote", number);
      if (!document) throw notFound("Cette commande n'a pas cet avoir.");
      return sendPdf(reply, `avoir-${document.number}`, document.pdf);
    },
  );
};
