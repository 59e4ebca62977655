import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import type { ListQueryInput } from "@vitrine/shared/list-query";
import type { ElementList } from "@vitrine/shared/schemas/content";
import { PROJECTS_ROUTE } from "./projects";

/** The completed projects of the site; none when the site has no such list (a wine estate…). */
export async function projectsOf(api: ApiClient, query: ListQueryInput): Promise<ElementList> {
  try {
    return await api.elements(PROJECTS_ROUTE, query);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { items: [], total: 0 };
    throw error;
  }
}
