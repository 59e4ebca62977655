import { describe, expect, it } from "vitest";
import { isOrderLink, linkRefusal, ORDER_LINK_DAYS, OrderLinks } from "./order-links";

/** The signed links of the order e-mails: bound to a site and an order, tamper-proof, expiring. */

const links = new OrderLinks(Buffer.from("a test secret of thirty-two bytes!", "utf8"));
const SENT = new Date("2026-03-10T09:00:00Z");
const day = (n: number) => new Date(SENT.getTime() + n * 86_400_000);
const token = links.sign(2, 41, SENT);

describe("OrderLinks", () => {
  it("opens its site's order until ORDER_LINK_DAYS after it was sent", () => {
    expect(token).toMatch(/^o1\.[0-9a-z]+\.[\w-]{43}$/);
    expect(isOrderLink(token)).toBe(true);
    expect(links.check(token, 2, 41, SENT)).toBe("valid");
    expect(links.check(token, 2, 41, day(ORDER_LINK_DAYS - 0.01))).toBe("valid");
    expect(links.check(token, 2, 41, day(ORDER_LINK_DAYS))).toBe("expired");
    expect(links.check(token, 2, 41, day(400))).toBe("expired");
  });

  it.each([
    ["another order", token, 2, 42],
    ["another site", token, 3, 41],
    ["another server's secret", new OrderLinks(Buffer.from("x".repeat(32))).sign(2, 41, SENT), 2, 41],
    ["an altered signature", `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`, 2, 41],
    ["a later expiry written by hand", token.replace(/^o1\.[0-9a-z]+\./, "o1.zzzzzz."), 2, 41],
    ["a shortened signature", token.slice(0, -1), 2, 41],
    ["another version", token.replace(/^o1\./, "o2."), 2, 41],
    ["a dot too many", `${token}.x`, 2, 41],
    ["no expiry", token.replace(/^o1\.[0-9a-z]+\./, "o1.."), 2, 41],
    ["an expiry out of range", token.replace(/^o1\.[0-9a-z]+\./, "o1.zzzzzzzzzzzz."), 2, 41],
    ["no signature", "o1.ttw5d0.", 2, 41],
    ["not even a link", "o1.", 2, 41],
  ])("refuses %s as invalid, not expired", (_, given, siteId, orderId) => {
    expect(links.check(given, siteId, orderId, SENT)).toBe("invalid");
    expect(links.check(given, siteId, orderId, day(400))).toBe("invalid");
  });

  it("tells a link from an order's secret (base64url, never a dot)", () => {
    expect(isOrderLink("Jq3w2p0yZf1f6KxVbq7Q1vU8a0H9m3xYtL5nR2sD4eE")).toBe(false);
    expect(isOrderLink("o1")).toBe(false);
  });

  it("refuses in French: 403 when not this order's, 410 once expired", () => {
    expect(linkRefusal("invalid")).toMatchObject({
      statusCode: 403,
      message: expect.stringMatching(/^Ce lien de suivi n'est pas valable pour cette commande\./),
    });
    expect(linkRefusal("expired")).toMatchObject({
      statusCode: 410,
      message: expect.stringMatching(/^Ce lien de suivi a expiré\./),
    });
  });
});
