import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import { data } from "react-router";

/** Loads a CMS page by its slug; an unknown page is a 404 of the site. */
export async function loadCmsPage(api: ApiClient, url: string) {
  try {
    const page = await api.page(url);
    if (!page.layout) throw data(null, { status: 404 });
    return { page };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
