import { isApiError } from "@vitrine/sdk/client";
import { orderCalls } from "@vitrine/sdk/orders";
import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { type AppLoadContext, data, redirect } from "react-router";
import { requireNumericId } from "../layout/numeric-id.server";
import { orderKeyOf } from "./order-access.server";
import { confirmationPath } from "./paths";

export interface VisitorOrder {
  order: OrderDetail;
  /** The order's secret kept in this browser, null when the member's session opens it. */
  orderKey: string | null;
}

/**
 * The order `rawId` as this visitor may read it (GET /order/{id}): the member's own through their
 * session, or one placed in this browser through its secret (the orderAccess cookie). With
 * neither, the login page, which comes back here; an order they may not read is the site's 404.
 */
export async function visitorOrder(
  context: AppLoadContext,
  request: Request,
  rawId: string | undefined,
): Promise<VisitorOrder> {
  const id = requireNumericId(rawId);
  const orderKey = orderKeyOf(request, id);
  if (!orderKey && !context.token) loginFirst(request);
  return { order: await readable(orderCalls(context.api).getOrder(id, { orderKey })), orderKey };
}

/**
 * A call about an order this visitor may not read (unknown, someone else's, a stale secret, an
 * e-mail's link expired since it was kept): the site's 404.
 */
export async function readable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && [400, 401, 403, 404, 410].includes(error.status))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The login page, coming back to the address asked for. */
export function loginFirst(request: Request): never {
  const here = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(here.pathname + here.search)}`);
}

/**
 * « Annuler ma commande » (POST /order/{id}/cancel) for the visitor who may read the order: back to
 * its page, or the API's French refusal (409: no longer awaiting its payment) to show there.
 */
export async function cancelVisitorOrder(
  context: AppLoadContext,
  request: Request,
  rawId: string | undefined,
) {
  const { order, orderKey } = await visitorOrder(context, request, rawId);
  try {
    await orderCalls(context.api).cancelOrder(order.id, { orderKey });
  } catch (error) {
    if (isApiError(error) && error.status === 409)
      return data({ cancelError: error.message }, { status: 409 });
    throw error;
  }
  return redirect(confirmationPath(order.id));
}
