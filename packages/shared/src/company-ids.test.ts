import { describe, expect, it } from "vitest";
import {
  COMPANY_ID_MESSAGE,
  companyIdLines,
  companyIdProblem,
  formatCompanyId,
  isSiren,
  isSiret,
  VAT_NUMBER_MESSAGE,
  vatNumberOf,
  vatNumberProblem,
} from "./company-ids";

describe("SIREN and SIRET", () => {
  it.each([
    ["732829320", true],
    ["732 829 320", true],
    ["356000000", true],
    ["732829321", false],
    ["732829302", false],
    ["73282932", false],
    ["73282932a", false],
  ])("SIREN %s is %s", (value, valid) => {
    expect(isSiren(value)).toBe(valid);
  });

  it.each([
    ["73282932000074", true],
    ["732 829 320 00074", true],
    // La Poste's establishments: their digits add up to a multiple of 5.
    ["35600000000051", true],
    ["73282932000075", false],
    ["35600000000049", false],
  ])("SIRET %s is %s", (value, valid) => {
    expect(isSiret(value)).toBe(valid);
  });

  it.each([
    ["732829320", null],
    ["732 829 320 00074", null],
    ["732829321", COMPANY_ID_MESSAGE],
    ["7328293200007", COMPANY_ID_MESSAGE],
    ["", COMPANY_ID_MESSAGE],
  ])("companyIdProblem(%j) is %j", (value, problem) => {
    expect(companyIdProblem(value)).toBe(problem);
  });

  it("formats a SIREN 3-3-3 and a SIRET 3-3-3-5", () => {
    expect(formatCompanyId("732829320")).toBe("732 829 320");
    expect(formatCompanyId("73282932000074")).toBe("732 829 320 00074");
  });
});

describe("intra-EU VAT numbers", () => {
  it("are kept upper case without spaces", () => {
    expect(vatNumberOf(" fr 44 732 829 320 ")).toBe("FR44732829320");
    expect(vatNumberOf("be 0123.456.789")).toBe("BE0123456789");
  });

  it.each(["FR44732829320", "DE123456789", "BE0123456789", "ATU12345678", "EL123456789", "NL123456789B01"])(
    "%s reads as one",
    (vat) => {
      expect(vatNumberProblem(vat)).toBeNull();
    },
  );

  it.each([
    ["FR45732829320", "vérifiez les deux chiffres qui suivent FR"],
    ["FR4473282932", VAT_NUMBER_MESSAGE],
    ["US123456789", VAT_NUMBER_MESSAGE],
    ["DE1", VAT_NUMBER_MESSAGE],
    ["DE1234567890123", VAT_NUMBER_MESSAGE],
    ["12345678901", VAT_NUMBER_MESSAGE],
  ])("%s is refused in French", (vat, words) => {
    expect(vatNumberProblem(vat)).toContain(words);
  });
});

describe("companyIdLines", () => {
  it("says the SIREN, the SIRET when given, and the VAT number", () => {
    expect(companyIdLines({ companyId: "732829320", vatNumber: "FR44732829320" })).toEqual([
      "SIREN : 732 829 320",
      "N° TVA : FR44732829320",
    ]);
    expect(companyIdLines({ companyId: "73282932000074" })).toEqual([
      "SIREN : 732 829 320",
      "SIRET : 732 829 320 00074",
    ]);
    expect(companyIdLines({})).toEqual([]);
  });
});
