import type { TestApi } from "./api";

export type AdminMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One admin call as `token` on `site`, with a JSON body when given: the status and the envelope. */
export function adminCall(
  api: TestApi,
  site: number,
  token: string,
  method: AdminMethod,
  url: string,
  payload?: unknown,
) {
  return api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
