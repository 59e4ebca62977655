import { describe, expect, it } from "vitest";
import {
  AddressBodySchema,
  addressBodySchema,
  COMPANY_ID_WITHOUT_COMPANY,
  VAT_NUMBER_WITHOUT_COMPANY,
} from "./addresses";
import { OrderAddressInputSchema, OrderBodySchema } from "./orders";

const address = {
  type: "BILLING",
  firstname: "Hélène",
  lastname: "Moreau",
  firstPart: "12 rue des Vignes",
  postalCode: "44000",
  city: "Nantes",
  country: 75,
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("a company's identifiers on an address (decision 045)", () => {
  it("keeps every current body valid, the identifiers null", () => {
    for (const body of [
      address,
      { ...address, company: "Cave Moreau" },
      { ...address, companyId: null, vatNumber: "" },
    ]) {
      const parsed = AddressBodySchema.parse(body);
      expect(parsed.companyId).toBeNull();
      expect(parsed.vatNumber).toBeNull();
    }
  });

  it("keeps a SIREN or SIRET as its digits and a VAT number upper case without spaces", () => {
    const parsed = AddressBodySchema.parse({
      ...address,
      company: "Cave Moreau",
      companyId: "732 829 320 00074",
      vatNumber: "fr 44 732 829 320",
    });
    expect(parsed).toMatchObject({ companyId: "73282932000074", vatNumber: "FR44732829320" });
    expect(
      AddressBodySchema.parse({
        ...address,
        company: "Weinhaus",
        companyId: "732829320",
        vatNumber: "DE123456789",
      }),
    ).toMatchObject({
      companyId: "732829320",
      vatNumber: "DE123456789",
    });
  });

  it.each([
    ["companyId", "732829321", "Ce numéro SIREN ou SIRET n'est pas valide."],
    ["companyId", "7328293200007", "Ce numéro SIREN ou SIRET n'est pas valide."],
    ["companyId", 732829320, "Ce numéro SIREN ou SIRET n'est pas valide."],
    ["vatNumber", "FR45732829320", "vérifiez les deux chiffres qui suivent FR"],
    ["vatNumber", "US123456789", "code du pays"],
    ["vatNumber", "D", "n'est pas valide"],
  ])("refuses %s %j in French", (field, value, words) => {
    const result = AddressBodySchema.safeParse({ ...address, company: "Cave Moreau", [field]: value });
    expect(result.success).toBe(false);
    expect(errorsOf(result)[field]).toContain(words);
  });

  it("refuses identifiers without a company, on their own fields, with the other errors", () => {
    const result = addressBodySchema(() => "FR").safeParse({
      ...address,
      city: "",
      companyId: "732829320",
      vatNumber: "FR44732829320",
    });
    expect(errorsOf(result)).toMatchObject({
      city: "Indiquez la ville.",
      companyId: COMPANY_ID_WITHOUT_COMPANY,
      vatNumber: VAT_NUMBER_WITHOUT_COMPANY,
    });
    expect(AddressBodySchema.safeParse({ ...address, company: "  ", companyId: "732829320" }).success).toBe(
      false,
    );
  });

  it("applies to an order's addresses", () => {
    const { type: _, ...orderAddress } = address;
    expect(
      OrderAddressInputSchema.parse({ ...orderAddress, company: "Cave Moreau", companyId: "732 829 320" })
        .companyId,
    ).toBe("732829320");
    const result = OrderBodySchema.safeParse({
      products: [{ id: 1, quantity: 1 }],
      address: { delivery: orderAddress, billing: { ...orderAddress, vatNumber: "FR44732829320" } },
      delivery: { type: "no_delivery" },
      paymentMethod: "TRANSFER",
    });
    expect(errorsOf(result)).toEqual({ "address.billing.vatNumber": VAT_NUMBER_WITHOUT_COMPANY });
  });
});
