import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf } from "./actor";
import { ensureShop } from "./order-documents.routes";

/** The pickup place a change is about, on a site with a shop (404 otherwise), and who makes it. */
export async function pickupChange(
  app: FastifyInstance,
  request: FastifyRequest & { params: { id: number } },
) {
  await ensureShop(app, request.siteId);
  return { siteId: request.siteId, calendarId: request.params.id, actor: await actorOf(request) };
}
