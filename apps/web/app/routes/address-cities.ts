import { addressCalls } from "@vitrine/sdk/addresses";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";

/**
 * /adresses/communes?cp=44330&pays={idCountry}: the communes of a postal code (GET /cities), as
 * JSON for the address forms' suggestions. A search the API refuses answers an empty list.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("cp") ?? "").trim();
  const country = parseId(url.searchParams.get("pays") ?? "");
  if (!/^\d{2,5}$/.test(search) || country === null) return Response.json([], { status: 400 });
  try {
    const cities = await addressCalls(context.api).cities(search, country);
    return Response.json(cities, { headers: { "Cache-Control": "public, max-age=86400" } });
  } catch (error) {
    if (isApiError(error) && error.status < 500) return Response.json([], { status: error.status });
    throw error;
  }
}
