import { type ApiClient, type ApiClientOptions, createApiClient } from "@vitrine/sdk/client";
import { injectFetch } from "@vitrine/sdk/inject";
import type { TestApi } from "./api";

/**
 * A client whose fetch goes through app.inject, as the web server's in-process client does.
 * `extraHeaders` sees the headers the client sends and may add some (a client address…).
 */
export function injectClient(
  api: TestApi,
  options: Omit<ApiClientOptions, "baseUrl" | "fetch">,
  extraHeaders?: (sent: Record<string, string>) => Record<string, string>,
): ApiClient {
  return createApiClient({ ...options, baseUrl: "", fetch: injectFetch(api.app, extraHeaders) });
}
