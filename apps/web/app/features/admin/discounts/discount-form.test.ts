import { describe, expect, it } from "vitest";
import { discountBody } from "./discount-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("discountBody", () => {
  it("reads a percentage, a minimum in euros, days and limits", () => {
    expect(
      discountBody(
        form({
          code: " ETE15 ",
          kind: "PERCENT",
          value: "15",
          minimumSubtotal: "49,90",
          validFrom: "2026-06-01",
          validTo: "",
          usageLimit: "100",
          usageLimitPerCustomer: "",
          isActive: "on",
        }),
      ),
    ).toEqual({
      body: {
        code: "ETE15",
        kind: "PERCENT",
        value: 15,
        minimumSubtotal: 4990,
        validFrom: "2026-06-01",
        validTo: null,
        usageLimit: 100,
        usageLimitPerCustomer: null,
        isActive: true,
      },
    });
  });

  it("reads an amount in euros as cents, a free shipping as 0, an unchecked box as disabled", () => {
    expect(discountBody(form({ code: "CINQ", kind: "AMOUNT", value: "7,50" }))).toMatchObject({
      body: { value: 750, isActive: false, minimumSubtotal: null },
    });
    expect(discountBody(form({ code: "PORT", kind: "FREE_SHIPPING", value: "" }))).toMatchObject({
      body: { value: 0 },
    });
  });

  it("refuses in French what it cannot read, on its field", () => {
    expect(
      discountBody(
        form({ code: "XYZ", kind: "AMOUNT", value: "beaucoup", minimumSubtotal: "-3", usageLimit: "1,5" }),
      ),
    ).toEqual({
      errors: {
        value: "Indiquez le montant de la remise en euros (par exemple 5 ou 7,50).",
        minimumSubtotal: "Indiquez le montant minimum en euros (par exemple 50).",
        usageLimit: "Indiquez un nombre entier, ou laissez vide.",
      },
    });
    expect(discountBody(form({ code: "XYZ", kind: "PERCENT", value: "" }))).toEqual({
      errors: { value: "Indiquez le pourcentage, un nombre entier de 1 à 100." },
    });
    expect(discountBody(form({ code: "XYZ", kind: "GIFT" }))).toEqual({
      errors: { kind: "Choisissez le type de remise." },
    });
  });

  it("says every problem at once: its own readings, the schema's fields and the dates' order", () => {
    expect(
      discountBody(
        form({
          code: "BIENVENUE 10%<b>",
          kind: "PERCENT",
          value: "10",
          validFrom: "2026-12-31",
          validTo: "2026-01-01",
          usageLimit: "-3",
        }),
      ),
    ).toEqual({
      errors: {
        code: "Le code ne peut contenir que des lettres sans accent, des chiffres, - et _.",
        validTo: "La date de fin doit suivre la date de début.",
        usageLimit: "Indiquez un nombre entier, ou laissez vide.",
      },
    });
    expect(discountBody(form({ code: "X", kind: "PERCENT", value: "250" }))).toEqual({
      errors: {
        code: "Le code doit compter au moins 3 caractères.",
        value: "Un pourcentage de remise va de 1 à 100.",
      },
    });
  });
});
