import type { ParameterKey } from "@vitrine/shared/parameters";
import { describe, expect, it } from "vitest";
import { type OrderSettings, payTo } from "./order-settings";
import { checkPaymentMethod } from "./payment-instructions";

const reading = (values: Partial<Record<ParameterKey, string>>) => (key: ParameterKey) => values[key] ?? "";

const COMPANY = {
  COMPANY_NAME: "Domaine des Trois Moulins",
  LEGAL_COMPANY_NAME: "SCEA Domaine des Trois Moulins",
  HEAD_OFFICE: "La Grande Moulinière, 44330 Vallet",
};

describe("payTo", () => {
  it("keeps what the site set for the bank and the cheques", () => {
    const details = payTo(
      reading({
        ...COMPANY,
        BANK_ACCOUNT_HOLDER: "Famille Moreau",
        BANK_IBAN: "FR76 3000 4000 0312 3456 7890 143",
        BANK_BIC: "BNPAFRPPXXX",
        CHEQUE_PAYEE: "EARL Moreau",
        CHEQUE_ADDRESS: "BP 12\n44330 Vallet",
      }),
    );
    expect(details).toEqual({
      bank: { holder: "Famille Moreau", iban: "FR76 3000 4000 0312 3456 7890 143", bic: "BNPAFRPPXXX" },
      cheque: { payee: "EARL Moreau", address: "BP 12\n44330 Vallet" },
    });
  });

  it("names the company and its head office where the site left the payee and the address empty", () => {
    expect(payTo(reading(COMPANY)).cheque).toEqual({
      payee: "SCEA Domaine des Trois Moulins",
      address: "La Grande Moulinière, 44330 Vallet",
    });
    expect(payTo(reading({ COMPANY_NAME: "Domaine des Trois Moulins" })).bank.holder).toBe(
      "Domaine des Trois Moulins",
    );
  });
});

describe("a cheque", () => {
  const settings = (values: Partial<Record<ParameterKey, string>>): OrderSettings => ({
    handleStock: false,
    paymentMethods: ["CHEQUE"],
    vatFranchise: false,
    ...payTo(reading(values)),
  });

  it("is taken when the customer knows where to send it", () => {
    expect(() => checkPaymentMethod(settings(COMPANY), "CHEQUE", "delivery")).not.toThrow();
  });

  it("is refused, before anything is written, when no address says where to send it", () => {
    const { HEAD_OFFICE: _none, ...withoutAddress } = COMPANY;
    expect(() => checkPaymentMethod(settings(withoutAddress), "CHEQUE", "delivery")).toThrow(
      expect.objectContaining({
        statusCode: 409,
        message:
          "Le paiement par chèque n'est pas disponible pour le moment : choisissez un autre moyen de paiement.",
      }),
    );
  });
});
