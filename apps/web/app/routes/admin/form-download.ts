import { adminElementCalls } from "@vitrine/sdk/admin-elements";
import { adminFormCalls } from "@vitrine/sdk/admin-forms";
import { data, type LoaderFunctionArgs } from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { fileRoute } from "../../features/http/missing-file.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";

/**
 * Resource routes of the panel's downloads: /admin/formulaires/{id}/demandes.csv (GET
 * /admin/form/{id}/submission/csv), /admin/formulaires/{id}/demandes/{s}/fichiers/{n} (a
 * submission's file) and /admin/elements/{id}/inscriptions.csv (an event's registrations). For the
 * managed site's administrators only; a file that is gone is a 404 page.
 */
export const loader = fileRoute(download, ({ request }) =>
  new URL(request.url).pathname.endsWith("/inscriptions.csv")
    ? {
        message: "Cet événement n'est pas dans les listes de ce site.",
        back: { href: "/admin/elements", label: "Retour aux listes d'éléments" },
      }
    : {
        message: "Ce fichier n'existe pas ou plus : le formulaire ou la demande a pu être supprimé.",
        back: { href: "/admin/formulaires", label: "Retour aux formulaires" },
      },
);

async function download({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  const calls = adminFormCalls(api);
  const url = new URL(request.url).pathname.endsWith("/inscriptions.csv")
    ? adminElementCalls(api).registrationsCsvUrl(id)
    : params.submission === undefined
      ? calls.submissionsCsvUrl(id)
      : calls.submissionFileUrl(id, requireNumericId(params.submission), Number(requireIndex(params.index)));
  const response = await readable(api.download(url));
  return new Response(await response.arrayBuffer(), {
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/** A file's place among a submission's files: 0 to 99, else 404. */
function requireIndex(raw: string | undefined): string {
  if (!raw || !/^\d{1,2}$/.test(raw)) throw data(null, { status: 404 });
  return raw;
}
