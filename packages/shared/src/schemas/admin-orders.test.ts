import { describe, expect, it } from "vitest";
import { AdminOrderRefundBodySchema, eurosToCents } from "./admin-orders";

describe("eurosToCents", () => {
  it("reads euros as the French type them", () => {
    expect(eurosToCents("12,50")).toBe(1250);
    expect(eurosToCents("12.5")).toBe(1250);
    expect(eurosToCents(" 1 250 € ")).toBe(125_000);
    expect(eurosToCents("1\u202f250,05\u00a0€")).toBe(125_005);
    expect(eurosToCents("0,01")).toBe(1);
    expect(eurosToCents("7")).toBe(700);
  });

  it("refuses what is no amount", () => {
    for (const typed of ["", "-5", "12,505", "douze", "12,5,0", "1e3", "0x10", ",50"]) {
      expect([typed, eurosToCents(typed)]).toEqual([typed, null]);
    }
  });
});

describe("AdminOrderRefundBodySchema", () => {
  it("takes cents and a one-line reason, refusing the rest in French", () => {
    expect(AdminOrderRefundBodySchema.parse({ amount: 550, reason: "  Casse " })).toEqual({
      amount: 550,
      reason: "Casse",
    });
    const refused = AdminOrderRefundBodySchema.safeParse({ amount: 0, reason: "a\nb" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Le montant à rembourser doit être d'au moins 0,01 €.",
      "Ce champ contient des caractères non autorisés.",
    ]);
  });
});
