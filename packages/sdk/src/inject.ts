import type { FetchLike } from "./client";

/** A reply of an in-process call, as Fastify's `inject` gives it. */
export interface InjectedReply {
  statusCode: number;
  rawPayload: Uint8Array;
  headers: Record<string, string | string[] | number | undefined>;
}

/** What the adapter needs of a Fastify instance: its `inject`. */
export interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: unknown;
  }): Promise<InjectedReply>;
}

/**
 * A fetch that calls the API in process (Fastify's `inject`, no network): the same routes,
 * validation and envelope as a browser call, and the reply's status, body and headers
 * (Set-Cookie included) as a `Response`. `extraHeaders` sees the headers the client sends and may
 * add some (the visitor's address…).
 */
export function injectFetch(
  app: Injectable,
  extraHeaders: (sent: Record<string, string>) => Record<string, string> = () => ({}),
): FetchLike {
  return async (url, init) => {
    const sent = (init.headers ?? {}) as Record<string, string>;
    const reply = await app.inject({
      method: init.method ?? "GET",
      url,
      headers: { ...sent, ...extraHeaders(sent) },
      payload: init.body ?? undefined,
    });
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: responseHeaders(reply.headers),
    });
  };
}

function responseHeaders(raw: InjectedReply["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}
