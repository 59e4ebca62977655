import { describe, expect, it } from "vitest";
import { parameterValues } from "../../theme/theme";
import { missingLegalMentions } from "./legal-mentions";

const values = (given: Record<string, string | null>) =>
  parameterValues(
    Object.entries(given).map(([type, value], id) => ({ id, type, kind: "STRING", label: type, value })),
  );

const COMPLETE = {
  LEGAL_COMPANY_NAME: "SARL Le Goff",
  CORPORATE_FORM: "SARL",
  HEAD_OFFICE: "14 rue des Artisans, 56000 Vannes",
  SIRET_NUMBER: "498 213 675 00021",
  LEGAL_AGENT: "Erwan Le Goff, gérant",
  COMPANY_EMAIL: "contact@legoff.fr",
  COMPANY_PHONE: "02 97 00 00 00",
  CONSUMER_MEDIATOR: "CM2C, 49 rue de Ponthieu, 75008 Paris",
  INTRACO_VAT: "FR12498213675",
};

describe("the company's legal information still missing", () => {
  it("is nothing when every mention is given", () => {
    expect(missingLegalMentions(values(COMPLETE))).toEqual([]);
  });

  it("lists the empty and blank ones, in the order of the form", () => {
    expect(
      missingLegalMentions(values({ ...COMPLETE, SIRET_NUMBER: "  ", CONSUMER_MEDIATOR: null })),
    ).toEqual(["SIRET_NUMBER", "CONSUMER_MEDIATOR"]);
  });

  it("does not ask for a VAT number under the VAT franchise", () => {
    const withoutVat = { ...COMPLETE, INTRACO_VAT: null };
    expect(missingLegalMentions(values(withoutVat))).toEqual(["INTRACO_VAT"]);
    expect(missingLegalMentions(values({ ...withoutVat, VAT_FRANCHISE: "true" }))).toEqual([]);
  });
});
