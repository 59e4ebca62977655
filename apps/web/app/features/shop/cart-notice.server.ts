import { parse, serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { z } from "zod";

/**
 * A message for the cart page after a form elsewhere changed the cart (« Commander à nouveau »),
 * in a cookie of one minute read once: the redirect to the cart page then shows the cart the
 * browser now holds (header included), with or without JavaScript.
 */
export const CART_NOTICE_COOKIE = "cartNotice";
const NoticeSchema = z.object({ kind: z.enum(["success", "error"]), text: z.string().max(1500) });
export type CartNotice = z.infer<typeof NoticeSchema>;

type Options = AppLoadContext["cookieOptions"];

export const writeCartNotice = (options: Options, notice: CartNotice) =>
  serialize(
    CART_NOTICE_COOKIE,
    Buffer.from(JSON.stringify({ ...notice, text: notice.text.slice(0, 1500) }), "utf8").toString(
      "base64url",
    ),
    options(60),
  );

export const forgetCartNotice = (options: Options) => serialize(CART_NOTICE_COOKIE, "", options(0));

export function readCartNotice(request: Request): CartNotice | null {
  const raw = parse(request.headers.get("cookie") ?? "")[CART_NOTICE_COOKIE];
  if (!raw) return null;
  try {
    const parsed = NoticeSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
