import { describe, expect, it } from "vitest";
import {
  departmentOf,
  FOREIGN_POSTAL_CODE_MESSAGE,
  FRENCH_DEPARTMENT_MESSAGE,
  FRENCH_POSTAL_CODE_MESSAGE,
  frenchPostalCodeProblem,
  POSTAL_CODE_MESSAGE,
  postalCodeProblem,
} from "./postal-codes";

describe("departmentOf", () => {
  it.each([
    ["44330", "44"],
    ["01000", "01"],
    ["95000", "95"],
    ["75116", "75"],
    ["20000", "2A"],
    ["20167", "2A"],
    ["20190", "2A"],
    ["20200", "2B"],
    ["20600", "2B"],
    ["20620", "2B"],
    ["97100", "971"],
    ["97200", "972"],
    ["97300", "973"],
    ["97400", "974"],
    ["97500", "975"],
    ["97600", "976"],
  ])("%s is in %s", (code, department) => {
    expect(departmentOf(code)).toBe(department);
  });

  it.each(["00000", "00100", "96000", "97000", "97700", "98000", "98800", "99000", "20700", "20999"])(
    "%s is in no département",
    (code) => {
      expect(departmentOf(code)).toBeNull();
    },
  );

  it.each(["4433", "443300", "44 330", "4433A", "", "2A000"])("%s is not a postal code", (code) => {
    expect(departmentOf(code)).toBeNull();
  });
});

describe("frenchPostalCodeProblem", () => {
  it.each([
    ["44330", null],
    [" 44330 ", null],
    ["20090", null],
    ["97490", null],
    ["", POSTAL_CODE_MESSAGE],
    ["   ", POSTAL_CODE_MESSAGE],
    ["4433", FRENCH_POSTAL_CODE_MESSAGE],
    ["44 330", FRENCH_POSTAL_CODE_MESSAGE],
    ["2A004", FRENCH_POSTAL_CODE_MESSAGE],
    ["00000", FRENCH_DEPARTMENT_MESSAGE],
    ["96100", FRENCH_DEPARTMENT_MESSAGE],
    ["98000", FRENCH_DEPARTMENT_MESSAGE],
    ["20800", FRENCH_DEPARTMENT_MESSAGE],
  ])("%j -> %j", (code, problem) => {
    expect(frenchPostalCodeProblem(code)).toBe(problem);
  });
});

describe("postalCodeProblem", () => {
  it("applies the French rule in France only", () => {
    expect(postalCodeProblem("1000", "FR")).toBe(FRENCH_POSTAL_CODE_MESSAGE);
    expect(postalCodeProblem("1000", "BE")).toBeNull();
    expect(postalCodeProblem("SW1A 1AA", "GB")).toBeNull();
    expect(postalCodeProblem("1012-AB", "NL")).toBeNull();
    expect(postalCodeProblem("98000", "MC")).toBeNull();
  });

  it.each(["", "<script>", "1", "12345678901234", "-1000", "10_00"])("refuses %j abroad", (code) => {
    expect(postalCodeProblem(code, "DE")).toBe(
      code === "" ? POSTAL_CODE_MESSAGE : FOREIGN_POSTAL_CODE_MESSAGE,
    );
  });
});
