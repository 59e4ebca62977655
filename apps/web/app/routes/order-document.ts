import { orderCalls } from "@vitrine/sdk/orders";
import { ORDER_KEY_HEADER } from "@vitrine/shared/schemas/orders";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { fileRoute } from "../features/http/missing-file.server";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { loginFirst, readable } from "../features/orders/order.server";
import { orderKeyOf } from "../features/orders/order-access.server";

/**
 * Resource routes /commande/facture/{id}, /commande/avoir/{id} and /commande/avoir/{id}/{number}:
 * an order's invoice, its latest credit note or the one of that number (GET /order/{id}/invoice,
 * /credit-note[?number=]), a PDF, for the member who placed it or the browser that keeps its
 * secret. None issued, or an order they may not read: a 404 page.
 */
export const loader = fileRoute(orderDocument, () => ({
  message: "Ce document n'est pas disponible : la commande n'en a pas encore, ou elle n'est pas la vôtre.",
  back: { href: "/mon-compte/commandes", label: "Voir mes commandes" },
}));

async function orderDocument({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  const id = requireNumericId(params.id);
  const url = new URL(request.url);
  const kind = url.pathname.startsWith("/commande/avoir/") ? "creditNote" : "invoice";
  const orderKey = orderKeyOf(request, id);
  if (!orderKey && !context.token) loginFirst(request);
  const response = await readable(
    context.api.download(
      orderCalls(context.api).invoicePdfUrl(id, kind, params.number),
      orderKey ? { [ORDER_KEY_HEADER]: orderKey } : undefined,
    ),
  );
  const name = kind === "invoice" ? "facture" : "avoir";
  return new Response(await response.arrayBuffer(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition":
        response.headers.get("content-disposition") ?? `attachment; filename="${name}-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
