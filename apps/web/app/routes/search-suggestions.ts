import { isApiError } from "@vitrine/sdk/client";
import { searchCalls } from "@vitrine/sdk/search";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { SUGGESTION_COUNT, SUGGESTION_MIN_LENGTH, type Suggestion } from "../features/search/paths";

/**
 * /recherche/suggestions?q=: the first results of a search (GET /search) as JSON, for the search
 * field's suggestions as one types. A search the API refuses answers an empty list with its status.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (q.length < SUGGESTION_MIN_LENGTH) return Response.json({ items: [] }, { status: 400 });
  try {
    const result = await searchCalls(context.api).search(q, { nbItem: SUGGESTION_COUNT });
    const items: Suggestion[] = result.items.flatMap(({ title, path, kind }) =>
      path === null ? [] : [{ title, path, kind }],
    );
    return Response.json({ items }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      return Response.json({ items: [] }, { status: error.status });
    throw error;
  }
}
