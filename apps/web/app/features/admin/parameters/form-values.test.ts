import { PARAMETERS } from "@vitrine/shared/parameters";
import { describe, expect, it } from "vitest";
import { parameterValues } from "../../theme/theme";
import {
  centsToEuros,
  changedValues,
  EURO_MESSAGE,
  errorsByKey,
  eurosToCents,
  PICKER_FROM_SUFFIX,
  PICKER_SUFFIX,
  readGroup,
} from "./form-values";

const current = parameterValues([
  { id: 1, type: "PRIMARY_COLOR", kind: "STRING", label: "", value: "#1b3358" },
  { id: 2, type: "IS_BLOG_ACTIVATED", kind: "BOOLEAN", label: "", value: null },
  { id: 3, type: "COMPANY_NAME", kind: "STRING", label: "", value: "Armor Habitat" },
  { id: 4, type: "FREE_SHIPPING_PRICE", kind: "NUMBER", label: "", value: "15000" },
]);

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("euros", () => {
  it.each([
    ["15000", "150"],
    ["4990", "49,90"],
    ["5", "0,05"],
    [null, ""],
  ])("shows %j cents as %j", (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it.each([
    ["49,90", "4990"],
    ["49.9", "4990"],
    ["1 250 €", "125000"],
    ["0", "0"],
    ["49,999", null],
    ["-3", null],
    ["quarante", null],
  ])("reads %j as %j cents", (typed, cents) => {
    expect(eurosToCents(typed)).toBe(cents);
  });
});

describe("readGroup", () => {
  it("reads switches as true or false, an empty field as null, trimmed texts", () => {
    const read = readGroup(
      form([
        ["SHOW_SEARCHBAR", "true"],
        ["COMPANY_NAME", "  Armor Habitat  "],
        ["BANNER", ""],
      ]),
      ["SHOW_SEARCHBAR", "IS_BLOG_ACTIVATED", "COMPANY_NAME", "BANNER"],
      current,
    );
    expect(read.errors).toEqual({});
    expect(read.values).toEqual({
      SHOW_SEARCHBAR: "true",
      IS_BLOG_ACTIVATED: "false",
      COMPANY_NAME: "Armor Habitat",
      BANNER: null,
    });
  });

  it("joins several choices, and refuses in French what the shared rules refuse", () => {
    const read = readGroup(
      form([
        ["PAYMENT_METHOD", "CARD"],
        ["PAYMENT_METHOD", "TRANSFER"],
        ["COMPANY_EMAIL", "contact@"],
        ["FACEBOOK_URL", "facebook"],
      ]),
      ["PAYMENT_METHOD", "COMPANY_EMAIL", "FACEBOOK_URL"],
      current,
    );
    expect(read.values).toEqual({ PAYMENT_METHOD: "CARD,TRANSFER" });
    expect(read.errors).toEqual({
      COMPANY_EMAIL: "Cette adresse e-mail n'est pas valide.",
      FACEBOOK_URL: expect.stringContaining("lien"),
    });
    expect(read.typed.COMPANY_EMAIL).toBe("contact@");
  });

  it("reads euros as cents, and refuses what is no amount", () => {
    expect(
      readGroup(form([["FREE_SHIPPING_PRICE", "99,50"]]), ["FREE_SHIPPING_PRICE"], current).values,
    ).toEqual({
      FREE_SHIPPING_PRICE: "9950",
    });
    expect(
      readGroup(form([["FREE_SHIPPING_PRICE", "beaucoup"]]), ["FREE_SHIPPING_PRICE"], current).errors,
    ).toEqual({
      FREE_SHIPPING_PRICE: EURO_MESSAGE,
    });
  });

  it("takes a colour from its text field when typed, else from its picker when moved", () => {
    const colour = (typed: string, picked: string) =>
      readGroup(
        form([
          ["PRIMARY_COLOR", typed],
          [`PRIMARY_COLOR${PICKER_SUFFIX}`, picked],
          [`PRIMARY_COLOR${PICKER_FROM_SUFFIX}`, "#1b3358"],
        ]),
        ["PRIMARY_COLOR"],
        current,
      );
    expect(colour("#1b3358", "#0a7f5a").values).toEqual({ PRIMARY_COLOR: "#0a7f5a" });
    expect(colour("#aa0000", "#0a7f5a").values).toEqual({ PRIMARY_COLOR: "#aa0000" });
    expect(colour("#1b3358", "#1b3358").values).toEqual({ PRIMARY_COLOR: "#1b3358" });
    expect(colour("rouge", "#0a7f5a").errors.PRIMARY_COLOR).toContain("couleur");
  });
});

describe("changedValues", () => {
  it("keeps only what differs from the stored values; an unset switch is its default", () => {
    expect(PARAMETERS.IS_BLOG_ACTIVATED.defaultValue).toBe("true");
    expect(
      changedValues(
        {
          IS_BLOG_ACTIVATED: "true",
          SHOW_SEARCHBAR: "true",
          COMPANY_NAME: "Armor Habitat",
          BANNER: null,
          PRIMARY_COLOR: "#000000",
        },
        current,
      ),
    ).toEqual({ SHOW_SEARCHBAR: "true", PRIMARY_COLOR: "#000000" });
  });
});

describe("errorsByKey", () => {
  it("names a schema's refusal by its parameter", () => {
    expect(errorsByKey({ "values.COMPANY_NAME": "Trop long", BANK_IBAN: "Invalide" })).toEqual({
      COMPANY_NAME: "Trop long",
      BANK_IBAN: "Invalide",
    });
  });
});
