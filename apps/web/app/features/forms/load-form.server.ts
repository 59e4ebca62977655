import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import type { Form } from "@vitrine/shared/schemas/content";

/** A form of the site by slug; null when the owner has none (the page still gives the contacts). */
export function optionalForm(api: ApiClient, slug: string): Promise<Form | null> {
  return api.form(slug).catch((error: unknown): Form | null => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
}
