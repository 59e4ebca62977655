import { ORDER_KEY_HEADER } from "@vitrine/shared/schemas/orders";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema/index";
import { notFound, unauthorized } from "../../../lib/http";
import { hashToken } from "../../../lib/tokens";
import { isOrderLink, linkRefusal, type OrderLinks } from "./order-links";
import type { OrderRow } from "./order-reads";

/**
 * Who may read an order (decision 021): the member who placed it, or whoever presents its secret
 * (`accessKey` of POST /order) or the signed link of its e-mails (decision 041) in the X-Order-Key
 * header. Used by every /order/{id} call.
 */

export interface OrderAccess {
  siteId: number;
  /** The signed-in member, if any. */
  userId: number | null;
  /** The X-Order-Key header, if any: the order's secret, or its e-mails' signed link. */
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
 * and for one the credentials do not open (an order's existence is not told to strangers). A
 * signed link is checked first, before anything is read (so its answer tells nothing of the
 * order), and a bad one is refused whatever else comes with it: 403 when it is not this order's
 * or was altered, 410 once expired.
 */
export async function accessibleOrder(
  db: Db,
  links: OrderLinks,
  orderId: number,
  access: OrderAccess,
): Promise<OrderRow> {
  const { orderKey } = access;
  if (access.userId === null && orderKey === null) {
    throw unauthorized(
      "Connectez-vous, ou ouvrez le lien de suivi de vos e-mails de commande, pour la consulter.",
    );
  }
  const link =
    orderKey !== null && isOrderLink(orderKey) ? links.check(orderKey, access.siteId, orderId) : null;
  if (link !== null && link !== "valid") throw linkRefusal(link);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, access.siteId)));
  const owner = order && access.userId !== null && order.userId === access.userId;
  const holder =
    order && (link === "valid" || (orderKey !== null && hashToken(orderKey) === order.accessKeyHash));
  if (!order || !(owner || holder)) throw notFound("Cette commande n'existe pas.");
  return order;
}
