import { type ApiClient, type ApiClientOptions, createApiClient } from "@vitrine/sdk/client";
import type { TestApi } from "./api";

/**
 * A client whose fetch goes through app.inject, as the web server's in-process client does.
 * `extraHeaders` sees the headers the client sends and may add some (a client address…).
 */
export function injectClient(
  api: TestApi,
  options: Omit<ApiClientOptions, "baseUrl" | "fetch">,
  extraHeaders: (sent: Record<string, string>) => Record<string, string> = () => ({}),
): ApiClient {
  return createApiClient({
    ...options,
    baseUrl: "",
    fetch: async (url, init) => {
      const sent = init.headers as Record<string, string>;
      const response = await api.app.inject({
        method: init.method as "GET",
        url,
        headers: { ...sent, ...extraHeaders(sent) },
        payload: init.body as string | undefined,
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { "content-type": "application/json" },
      });
    },
  });
}
