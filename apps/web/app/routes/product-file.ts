import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { orNotFound } from "../features/content/detail.server";
import { requireNumericId } from "../features/layout/numeric-id.server";

/**
 * Resource route /boutique/fiche-technique/{id}[/{declinationId}]: the product's technical sheet
 * (GET /product/generate/file/…), a PDF the browser downloads. A product, declination or sheet the
 * site does not have is the site's 404.
 */
export async function loader({ context, params }: LoaderFunctionArgs<AppLoadContext>) {
  const id = requireNumericId(params.id);
  const declinationId = params.declinationId === undefined ? null : requireNumericId(params.declinationId);
  const response = await orNotFound(context.api.productFile(id, declinationId));
  return new Response(await response.arrayBuffer(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "public, max-age=300",
    },
  });
}
