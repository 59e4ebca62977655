import { IncomingMessage } from "node:http";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

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

/** A call made in the process (Fastify's inject: a page's loader asking the API), not over HTTP. */
export const inProcess = (request: FastifyRequest): boolean => !(request.raw instanceof IncomingMessage);

/**
 * Fastify's request lines, with the calls a page makes in the process at debug: a page view is one
 * request at info, however many API calls its loaders make. Their errors stay at error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!inProcess(request)) super.incomingRequest(request, reply);
    else if (!this.isLogDisabled(request)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || !inProcess(request)) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
