import { describe, expect, it } from "vitest";
import { offeredMethods } from "./payment-methods";

describe("offeredMethods", () => {
  it("reads PAYMENT_METHOD in the site's order, whatever its spaces and case, each method once", () => {
    expect(offeredMethods("TRANSFER, card ,CHEQUE,TRANSFER", "delivery")).toEqual([
      "TRANSFER",
      "CARD",
      "CHEQUE",
    ]);
  });

  it("offers payment at pickup for click-and-collect only", () => {
    expect(offeredMethods("CARD,ON_SITE", "clickAndCollect")).toEqual(["CARD", "ON_SITE"]);
    expect(offeredMethods("CARD,ON_SITE", "delivery")).toEqual(["CARD"]);
    expect(offeredMethods("ON_SITE", "no_delivery")).toEqual([]);
  });

  it("ignores unknown names and an empty parameter", () => {
    expect(offeredMethods("PAYPAL,,CHEQUE", "delivery")).toEqual(["CHEQUE"]);
    expect(offeredMethods("", "delivery")).toEqual([]);
    expect(offeredMethods(null, "delivery")).toEqual([]);
  });

  it("leaves the card out while card payments are not set up", () => {
    expect(offeredMethods("CARD,TRANSFER", "delivery", false)).toEqual(["TRANSFER"]);
    expect(offeredMethods("CARD,TRANSFER", "delivery", true)).toEqual(["CARD", "TRANSFER"]);
  });
});
