import { adminOrderCalls } from "@vitrine/sdk/admin-orders";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { fileRoute } from "../../features/http/missing-file.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";

/**
 * Resource routes of an order's PDFs in the admin panel: /admin/commandes/{id}/bon-de-livraison,
 * /facture and /avoir/{number} (GET /admin/order/{id}/packing-slip, /invoice, /credit-note). For
 * the managed site's administrators only; a document the order does not have is a 404 page.
 */
export const loader = fileRoute(orderDocument, async ({ context, request, params }) => {
  const id = parseId(params.id ?? "");
  if (id === null || !(await orderExists(context, request, id))) {
    return {
      message: "Cette commande n'existe pas sur ce site.",
      back: { href: "/admin/commandes", label: "Retour aux commandes" },
    };
  }
  return {
    message:
      "Cette commande n'a pas ce document : une facture n'existe qu'une fois la commande payée, un avoir qu'après un remboursement.",
    back: { href: `/admin/commandes/${id}`, label: "Retour à la commande" },
  };
});

/** Whether the managed site has order `id` (its document's 404 says which is missing). */
async function orderExists(context: AppLoadContext, request: Request, id: number): Promise<boolean> {
  try {
    await adminOrderCalls(await adminApi(context, request)).adminOrder(id);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

async function orderDocument({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  const calls = adminOrderCalls(api);
  const path = new URL(request.url).pathname;
  const url = path.endsWith("/bon-de-livraison")
    ? calls.packingSlipUrl(id)
    : path.endsWith("/facture")
      ? calls.adminInvoiceUrl(id)
      : calls.adminCreditNoteUrl(id, params.number ?? "");
  const response = await readable(api.download(url));
  return new Response(await response.arrayBuffer(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition":
        response.headers.get("content-disposition") ?? `attachment; filename="commande-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
