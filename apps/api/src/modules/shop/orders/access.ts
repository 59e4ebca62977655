import { ORDER_KEY_HEADER } from "@vitrine/shared/schemas/orders";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema/index";
import { notFound, unauthorized } from "../../../lib/http";
import { hashToken } from "../../../lib/tokens";
import type { OrderRow } from "./order-reads";

/**
 * Who may read an order (decision 021): the member who placed it, or whoever presents its secret
 * (`accessKey` of POST /order) in the X-Order-Key header. Used by every /order/{id} call.
 */

export interface OrderAccess {
  siteId: number;
  /** The signed-in member, if any. */
  userId: number | null;
  /** The X-Order-Key header, if any. */
  orderKey: string | null;
}

/** The credentials a request presents for an order. */
export async function orderAccessOf(request: FastifyRequest): Promise<OrderAccess> {
  const header = request.headers[ORDER_KEY_HEADER];
  const orderKey = typeof header === "string" && header.trim() ? header.trim().slice(0, 512) : null;
  const user = await request.currentUser();
  return { siteId: request.siteId, userId: user?.id ?? null, orderKey };
}

/**
 * The order if `access` may read it. 401 without a session nor a key; 404 for an unknown order
 * and for one the credentials do not open (an order's existence is not told to strangers).
 */
export async function accessibleOrder(db: Db, orderId: number, access: OrderAccess): Promise<OrderRow> {
  if (access.userId === null && access.orderKey === null) {
    throw unauthorized("Connectez-vous, ou ouvrez le lien reçu après votre commande, pour la consulter.");
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, access.siteId)));
  const owner = order && access.userId !== null && order.userId === access.userId;
  const holder = order && access.orderKey !== null && hashToken(access.orderKey) === order.accessKeyHash;
  if (!order || !(owner || holder)) throw notFound("Cette commande n'existe pas.");
  return order;
}
