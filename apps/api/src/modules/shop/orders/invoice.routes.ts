import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, idParam, notFound } from "../../../lib/http";
import { accessibleOrder, orderAccessOf } from "./access";
import { type InvoiceKind, invoicePdf } from "./invoices";

const DOCUMENTS: Array<{ path: string; kind: InvoiceKind; file: string; missing: string }> = [
  { path: "invoice", kind: "invoice", file: "facture", missing: "Cette commande n'a pas encore de facture." },
  { path: "credit-note", kind: "creditNote", file: "avoir", missing: "Cette commande n'a pas d'avoir." },
];

/**
 * GET /order/{id}/invoice and /order/{id}/credit-note[?number=A-…]: the order's invoice or credit
 * note (its latest unless numbered) as a PDF, for the member who placed it or whoever presents
 * its X-Order-Key (its secret, or the signed link of its e-mails). Who asks is checked before the
 * number: a stranger learns nothing from a 400. The invoice takes no number (400).
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const links = app.shop.orderLinks;
  const CREDIT_NOTE_NUMBER = /^A-\d{4}-\d{6}$/;
  for (const { path, kind, file, missing } of DOCUMENTS) {
    app.get(
      `/order/:id/${path}`,
      {
        schema: {
          tags: ["orders"],
          summary: `The order's ${kind === "invoice" ? "invoice" : "credit note"} as a PDF (the member who placed it, or the X-Order-Key header); 404 in the envelope when there is none`,
          produces: ["application/pdf"],
          params: z.object({ id: idParam }),
          querystring: z.object({
            number: z
              .string()
              .max(40)
              .optional()
              .describe("A credit note's number, when the order has several (its latest otherwise)"),
          }),
        },
      },
      async (request, reply) => {
        const order = await accessibleOrder(db, links, request.params.id, await orderAccessOf(request));
        const { number } = request.query;
        if (number !== undefined && kind === "invoice") {
          const message = "Une commande n'a qu'une facture : seul un avoir se demande par son numéro.";
          throw badRequest(message, { number: message });
        }
        if (number !== undefined && !CREDIT_NOTE_NUMBER.test(number)) {
          const message = "Ce numéro d'avoir n'est pas valable.";
          throw badRequest(message, { number: message });
        }
        const document = await invoicePdf(db, order, kind, number);
        if (!document) throw notFound(missing);
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${file}-${document.number}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(document.pdf));
      },
    );
  }
};
