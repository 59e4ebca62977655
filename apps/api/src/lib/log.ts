import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Log serializers that keep personal data out of the logs: a request is written as its method,
 * route and address, never its query string or body; an error as its type, codes, SQL text and
 * stack frames, never its message (a driver's or a mailer's message quotes the values it was given:
 * names, e-mails, messages).
 */

/** A path segment that looks like a secret (base64url, 32 characters or more, an upper-case letter): slugs never do. */
const TOKEN_SEGMENT = /^(?=[\w-]*[A-Z])[\w-]{32,}$/;

/** The route a request matched (`/api/site/visit/:id`), else its path without query string nor token. */
export function loggedRoute(
  request: Pick<FastifyRequest, "url"> & { routeOptions?: { url?: string } },
): string {
  const route = request.routeOptions?.url;
  if (route && !route.includes("*")) return route;
  const path = request.url.split("?")[0] ?? "";
  return path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ":token" : segment))
    .join("/");
}

interface SafeError {
  type: string;
  code?: string;
  statusCode?: number;
  /** SQL of a failed query, with its placeholders and without its parameters. */
  query?: string;
  stack?: string;
  cause?: SafeError;
}

/** An error reduced to what helps to find its cause without quoting any input. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  const safe: SafeError = { type: error.constructor?.name || error.name };
  if (typeof fields.code === "string" || typeof fields.code === "number") safe.code = String(fields.code);
  if (typeof fields.statusCode === "number") safe.statusCode = fields.statusCode;
  if (typeof fields.query === "string") safe.query = fields.query;
  const frames = error.stack?.split("\n").filter((row) => /^\s+at /.test(row));
  if (frames?.length) safe.stack = frames.join("\n");
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedRoute(request),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => safeError(error),
};

/** Fastify logger options with the serializers above; `false` stays false. */
export function withSafeSerializers(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  // Fastify's type wants an error's message and stack in the log: leaving the message out is the point.
  const serializers = { ...options.serializers, ...logSerializers } as typeof options.serializers;
  return { ...options, serializers };
}
