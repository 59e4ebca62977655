import { parse, serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { z } from "zod";

/**
 * The secrets of the orders placed in this browser (POST /order's `accessKey`, sent back as
 * X-Order-Key), kept in an HttpOnly cookie so that a visitor without an account can open their
 * confirmation page and invoice, as a cart's secret lets them open their cart. Each entry also
 * keeps the Idempotency-Key the order was placed with: a second post of the same payment step
 * (a double click whose first answer the browser dropped) leads to the same order.
 */
export const ORDER_ACCESS_COOKIE = "orderAccess";
const MAX_AGE_S = 90 * 24 * 3600;
/** Orders remembered, the newest first. */
const KEPT = 10;

const EntrySchema = z.object({
  id: z.number().int().positive(),
  key: z.string().min(1).max(200),
  idempotencyKey: z.string().max(255).optional(),
});
export type OrderAccessEntry = z.infer<typeof EntrySchema>;

export function readOrderAccess(request: Request): OrderAccessEntry[] {
  const raw = parse(request.headers.get("cookie") ?? "")[ORDER_ACCESS_COOKIE];
  if (!raw) return [];
  try {
    const parsed = z.array(EntrySchema).safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data.slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** The secret of order `id` placed in this browser, null when none. */
export const orderKeyOf = (request: Request, id: number): string | null =>
  readOrderAccess(request).find((entry) => entry.id === id)?.key ?? null;

/** The order this browser placed with `idempotencyKey`, if any. */
export const orderPlacedWith = (request: Request, idempotencyKey: string): OrderAccessEntry | undefined =>
  readOrderAccess(request).find((entry) => entry.idempotencyKey === idempotencyKey);

/** Set-Cookie value adding (or refreshing) an order, the oldest ones dropped past KEPT. */
export function rememberOrder(
  options: AppLoadContext["cookieOptions"],
  request: Request,
  entry: OrderAccessEntry,
): string {
  const others = readOrderAccess(request).filter((kept) => kept.id !== entry.id);
  const value = JSON.stringify([entry, ...others].slice(0, KEPT));
  return serialize(ORDER_ACCESS_COOKIE, Buffer.from(value, "utf8").toString("base64url"), options(MAX_AGE_S));
}
