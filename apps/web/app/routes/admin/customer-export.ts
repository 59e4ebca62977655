import { adminCustomerCalls } from "@vitrine/sdk/admin-customers";
import type { LoaderFunctionArgs } from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { fileRoute } from "../../features/http/missing-file.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";

/**
 * Resource route /admin/clients/{id}/export: the customer's personal data as a JSON download
 * (GET /admin/customer/{id}/export, audited). For the managed site's administrators only; a
 * customer the site does not have is a 404 page.
 */
export const loader = fileRoute(customerExport, () => ({
  message: "Ce client n'est pas parmi ceux de ce site.",
  back: { href: "/admin/clients", label: "Retour aux clients" },
}));

async function customerExport({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  const data = await readable(adminCustomerCalls(api).exportCustomer(id));
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="donnees-client-${id}-${data.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
