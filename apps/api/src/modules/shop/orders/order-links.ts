import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpError } from "../../../lib/http";
import { newToken } from "../../../lib/tokens";

/**
 * The order's link of the e-mails to a guest (decision 041): it opens the order's page and its
 * invoices, sent back as X-Order-Key as the order's own secret is. It reads `o1.{expiry}.{mac}`:
 * the expiry in seconds (base 36) and an HMAC-SHA256, under the server's link secret, of the site,
 * the order and the expiry; nothing is stored. Access keys are base64url, never with a dot.
 */

/** A link opens its order this long after the e-mail left, as long as the browser keeps an order's secret. */
export const ORDER_LINK_DAYS = 90;
const VERSION = "o1";
const DAY_S = 86_400;

export type OrderLinkCheck = "valid" | "invalid" | "expired";

/** Whether an X-Order-Key is a signed link rather than the order's secret. */
export const isOrderLink = (key: string) => key.startsWith(`${VERSION}.`);

export class OrderLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly days = ORDER_LINK_DAYS,
  ) {}

  /** A link to order `orderId` of site `siteId`, valid `days` from `now`. */
  sign(siteId: number, orderId: number, now = new Date()): string {
    const expiry = (Math.floor(now.getTime() / 1000) + this.days * DAY_S).toString(36);
    return `${VERSION}.${expiry}.${this.mac(siteId, orderId, expiry)}`;
  }

  /**
   * « invalid » for anything not signed here for this very site and order (another order's link, an
   * altered one), « expired » for a genuine link past its expiry: the signature is checked first, so
   * an expiry changed by hand is « invalid ».
   */
  check(token: string, siteId: number, orderId: number, now = new Date()): OrderLinkCheck {
    const [version, expiry, mac, ...rest] = token.split(".");
    if (version !== VERSION || !expiry || !mac || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(expiry)) {
      return "invalid";
    }
    const expected = Buffer.from(this.mac(siteId, orderId, expiry));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
    return Number.parseInt(expiry, 36) * 1000 > now.getTime() ? "valid" : "expired";
  }

  /**
   * The secret of an order placed with `idempotencyKey` (or a random one without): derived, so that
   * a retried request gets the same secret back, under the server's secret, so that knowing the key
   * (a hidden field of the checkout's payment page, a client's predictable key) is not knowing it.
   */
  accessKey(siteId: number, idempotencyKey: string | null): string {
    if (!idempotencyKey) return newToken();
    return createHmac("sha256", this.secret)
      .update(`order-access:${siteId}:${idempotencyKey}`, "utf8")
      .digest("base64url");
  }

  private mac(siteId: number, orderId: number, expiry: string): string {
    return createHmac("sha256", this.secret)
      .update(`order-link:${siteId}:${orderId}:${expiry}`, "utf8")
      .digest("base64url");
  }
}

/** The refusal of a link that does not open the order: 403 when it is not this order's, 410 once expired. */
export function linkRefusal(check: Exclude<OrderLinkCheck, "valid">): HttpError {
  return check === "expired"
    ? new HttpError(
        410,
        "Ce lien de suivi a expiré. Ouvrez le lien d'un e-mail plus récent de la boutique, ou répondez à l'un de ses e-mails pour en recevoir un nouveau.",
      )
    : new HttpError(
        403,
        "Ce lien de suivi n'est pas valable pour cette commande. Vérifiez que vous avez ouvert le lien entier de l'e-mail, ou connectez-vous à votre compte.",
      );
}
