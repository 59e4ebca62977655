import type { FastifyInstance } from "fastify";

/** Options of a page request in the web server's tests. */
export interface PageOptions {
  host?: string;
  cookie?: string;
}

/**
 * GET and form POST requests to the web server, as a browser without JavaScript sends them. Each
 * request comes from its own address (`10.{network}.x.y`), so the API's rate limits stay out of
 * the way; `network` keeps test files apart.
 */
export function pageRequests(app: () => FastifyInstance, defaultHost: string, network: number) {
  let sequence = 0;
  const nextIp = () => `10.${network}.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const headers = ({ host = defaultHost, cookie }: PageOptions) => ({
    host,
    "x-forwarded-for": nextIp(),
    ...(cookie ? { cookie } : {}),
  });
  return {
    get: (url: string, options: PageOptions = {}) =>
      app().inject({ method: "GET", url, headers: headers(options) }),
    post: (url: string, fields: Record<string, string>, options: PageOptions = {}) =>
      app().inject({
        method: "POST",
        url,
        headers: { ...headers(options), "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}
