import { HONEYPOT_FIELD } from "@vitrine/shared/schemas/content";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SendLimit } from "../../plugins/rate-limit";

/**
 * preValidation hook of public JSON forms: a filled honeypot field is answered as a success, with
 * `data`, and nothing is stored or sent; robots learn nothing from the reply. Such a send counts
 * toward the form's strict limit, as a message taken would.
 */
export function honeypotGuard(
  limit: SendLimit,
  status: number,
  message: string,
  data: (request: FastifyRequest) => unknown,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (!body || typeof body !== "object") return;
    const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof value === "string" && value.trim() !== "") {
      request.log.info({ honeypot: true }, "form answered by a robot, ignored");
      await limit.count(request);
      return reply.status(status).send({ success: true, data: data(request), message });
    }
  };
}
