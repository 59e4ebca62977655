import { describe, expect, it } from "vitest";
import { refundFieldErrors, refundRequest } from "./refund-request";

describe("the refund form's request", () => {
  it.each([
    ["an amount only", { amount: "12,50", reason: "Casse" }, { amount: 1250, reason: "Casse" }],
    [
      "units and fees, the amount left to the server",
      { "quantite-7": "2", "quantite-8": "0", shipping: "4,90", restock: "on" },
      { reason: "", lines: [{ id: 7, quantity: 2 }], shipping: 490, restock: true },
    ],
    [
      "units with a lower amount, not restocked",
      { "quantite-7": "1", "quantite-8": "", amount: "5" },
      { amount: 500, reason: "", lines: [{ id: 7, quantity: 1 }], shipping: 0, restock: false },
    ],
  ])("%s", (_, values, body) => {
    expect(refundRequest(values, [7, 8])).toEqual({ body });
  });

  it("names each field it refuses, in French", () => {
    expect(refundRequest({ "quantite-7": "1,5", shipping: "abc", amount: "-2" }, [7, 8])).toEqual({
      errors: {
        "quantite-7": "Indiquez un nombre entier de bouteilles (0 pour aucune).",
        shipping: "Indiquez les frais à rembourser en euros (par exemple 4,90), ou laissez vide.",
        amount: "Indiquez un montant à rembourser, en euros (par exemple 12,50).",
      },
    });
    expect(refundRequest({}, [7]).errors?.amount).toMatch(/choisissez des bouteilles/);
    // A wrong quantity alone: its own error, not « choose something » on the amount too.
    expect(refundRequest({ "quantite-7": "-1" }, [7])).toEqual({
      errors: { "quantite-7": "Indiquez un nombre entier de bouteilles (0 pour aucune)." },
    });
  });

  it("puts the API's refusal of a line next to that line's field", () => {
    const body = { lines: [{ id: 7, quantity: 9 }], shipping: 0 };
    expect(refundFieldErrors({ "lines.0.quantity": "Trop", shipping: "Non" }, body)).toEqual({
      "quantite-7": "Trop",
      shipping: "Non",
    });
  });
});
