import { describe, expect, it } from "vitest";
import {
  type AdultOrderCheck,
  adultOrderProblem,
  MINORS_MESSAGE,
  PRODUCT_ORDERS,
  productAspectRatio,
  productDisplay,
  productOrder,
  productPageStyle,
} from "./catalog-rules";

describe("product parameters", () => {
  it.each<[string | null, string]>([
    ["3/4", "3/4"],
    ["1 / 1", "1/1"],
    ["4:5", "4/5"],
    ["16/9", "16/9"],
    ["1/5", "3/4"],
    ["5/1", "3/4"],
    ["0/4", "3/4"],
    ["3/4; background:red", "3/4"],
    ["carré", "3/4"],
    ["", "3/4"],
    [null, "3/4"],
  ])("PRODUCT_ASPECT_RATIO %s → %s", (value, expected) => {
    expect(productAspectRatio(value)).toBe(expected);
  });

  it("reads PRODUCT_DISPLAY, PRODUCT_PAGE_STYLE and PRODUCT_ORDER, whatever their case, with defaults", () => {
    expect(productDisplay("list")).toBe("LIST");
    expect(productDisplay("GRID")).toBe("GRID");
    expect(productDisplay("mosaïque")).toBe("GRID");
    expect(productDisplay(null)).toBe("GRID");
    expect(productPageStyle(" wide ")).toBe("WIDE");
    expect(productPageStyle("autre")).toBe("CLASSIC");
    expect(productOrder("price_desc")).toBe("PRICE_DESC");
    expect(productOrder("au hasard")).toBe("PRICE_ASC");
    expect(PRODUCT_ORDERS[productOrder("NEWEST")]).toBe("createdAt:desc");
  });
});

describe("adultOrderProblem (sale of alcohol to minors)", () => {
  const today = "2026-11-23";
  const check = (values: Partial<AdultOrderCheck>) =>
    adultOrderProblem({ hasAlcohol: true, confirmedAdult: true, birthdate: null, today, ...values });

  it.each<[string, Partial<AdultOrderCheck>, "ok" | "confirm" | "minor"]>([
    ["confirmed, no birth date", {}, "ok"],
    ["not confirmed", { confirmedAdult: false }, "confirm"],
    ["18 today", { birthdate: "2008-11-23" }, "ok"],
    ["18 tomorrow", { birthdate: "2008-11-24" }, "minor"],
    ["a minor who ticked the box", { birthdate: "2012-05-01" }, "minor"],
    ["a minor who did not tick it", { birthdate: "2012-05-01", confirmedAdult: false }, "minor"],
    ["an adult who did not tick it", { birthdate: "1970-01-01", confirmedAdult: false }, "confirm"],
    ["no alcohol in the order", { hasAlcohol: false, confirmedAdult: false, birthdate: "2012-05-01" }, "ok"],
  ])("%s", (_case, values, expected) => {
    const problem = check(values);
    if (expected === "ok") expect(problem).toBeNull();
    else if (expected === "minor") expect(problem).toContain(MINORS_MESSAGE);
    else expect(problem).toBe("Confirmez que vous avez 18 ans ou plus pour commander de l'alcool.");
  });
});
