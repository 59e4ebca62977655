import { describe, expect, it } from "vitest";
import {
  ORDER_ACCESS_COOKIE,
  orderKeyOf,
  orderPlacedWith,
  readOrderAccess,
  rememberOrder,
} from "./order-access.server";

const options = (maxAge: number) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: false,
  path: "/" as const,
  maxAge,
});

/** A request carrying the cookie a Set-Cookie value sets. */
const withCookie = (setCookie: string) =>
  new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });

describe("order access cookie", () => {
  it("keeps each order's secret and Idempotency-Key, HttpOnly, the newest first", () => {
    const first = rememberOrder(options, new Request("http://localhost/"), {
      id: 4,
      key: "k4",
      idempotencyKey: "i4",
    });
    expect(first).toMatch(new RegExp(`^${ORDER_ACCESS_COOKIE}=[^;]+;.*HttpOnly`));
    const second = rememberOrder(options, withCookie(first), { id: 7, key: "k7" });
    const request = withCookie(second);
    expect(readOrderAccess(request).map((e) => e.id)).toEqual([7, 4]);
    expect(orderKeyOf(request, 4)).toBe("k4");
    expect(orderKeyOf(request, 5)).toBeNull();
    expect(orderPlacedWith(request, "i4")?.id).toBe(4);
    expect(orderPlacedWith(request, "other")).toBeUndefined();
  });

  it("remembers ten orders at most, and an order once", () => {
    let cookie = rememberOrder(options, new Request("http://localhost/"), { id: 1, key: "k" });
    for (let id = 2; id <= 12; id++)
      cookie = rememberOrder(options, withCookie(cookie), { id, key: `k${id}` });
    cookie = rememberOrder(options, withCookie(cookie), { id: 12, key: "again" });
    const ids = readOrderAccess(withCookie(cookie)).map((e) => e.id);
    expect(ids).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(orderKeyOf(withCookie(cookie), 12)).toBe("again");
  });

  it("reads a cookie it did not write as no order", () => {
    for (const value of [
      "abc",
      Buffer.from('{"id":1}').toString("base64url"),
      Buffer.from('[{"id":"x"}]').toString("base64url"),
    ]) {
      expect(
        readOrderAccess(
          new Request("http://localhost/", { headers: { cookie: `${ORDER_ACCESS_COOKIE}=${value}` } }),
        ),
      ).toEqual([]);
    }
  });
});
