import { describe, expect, it } from "vitest";
import { PARAMETER_KEYS, PARAMETERS, type ParameterKey } from "../parameters";
import { crossParameterErrors, isIban, PARAMETER_CHOICES, parameterValueError } from "./parameters";
import { FontsBodySchema } from "./theme";

describe("parameterValueError", () => {
  it("accepts every parameter's default value, and an empty value for every key but the company's name", () => {
    for (const key of PARAMETER_KEYS) {
      if (key === "COMPANY_NAME") continue;
      expect(parameterValueError(key, PARAMETERS[key].defaultValue), key).toBeNull();
      expect(parameterValueError(key, ""), key).toBeNull();
      expect(parameterValueError(key, null), key).toBeNull();
    }
  });

  it("refuses to empty the company's name, which the legal notice, e-mails and invoices print", () => {
    for (const value of [null, "", "   "]) {
      expect(parameterValueError("COMPANY_NAME", value), String(value)).toBe(
        "Indiquez le nom de l'entreprise : il figure dans les mentions légales, les e-mails et les factures.",
      );
    }
    expect(parameterValueError("COMPANY_NAME", "Armor Habitat Rénovation")).toBeNull();
  });

  it.each<[ParameterKey, string]>([
    ["PRIMARY_COLOR", "#0a7f5a"],
    ["PRIMARY_COLOR", "#0A7F5A80"],
    ["SHOW_SEARCHBAR", "true"],
    ["COMPANY_EMAIL", "contact@armor-habitat.fr"],
    ["COMPANY_PHONE", "02 97 00 00 00"],
    ["COMPANY_PHONE", "+33 2 97 00 00 00"],
    ["SIRET_NUMBER", "732 829 320 00074"],
    ["SIRET_NUMBER", "356 000 000 00051"],
    ["INTRACO_VAT", "FR44732829320"],
    ["INTRACO_VAT", "FR44 732 829 320"],
    ["INTRACO_VAT", "DE123456789"],
    ["VAT_FRANCHISE", "true"],
    ["BANK_IBAN", "FR76 3000 6000 0112 3456 7890 189"],
    ["BANK_BIC", "AGRIFRPP882"],
    ["GOOGLE_ANALYTICS_ID", "G-AB12CD34"],
    ["META_PIXEL_ID", "123456789012345"],
    ["FACEBOOK_URL", "https://www.facebook.com/armorhabitat"],
    ["COMPANY_LATITUDE", "47.6559"],
    ["COMPANY_LONGITUDE", "-2.7603"],
    ["LOGO_POSITION", "CENTER"],
    ["MENU_TYPE", "FIXED"],
    ["PRODUCT_ORDER", "NEWEST"],
    ["PRODUCT_ASPECT_RATIO", "1/1"],
    ["PAYMENT_METHOD", "CARD,TRANSFER"],
    ["FREE_SHIPPING_PRICE", "15000"],
    ["BOTTLE_MULTIPLE", "6"],
    ["LEGAL_NOTICE", "<p>Éditeur : {{LEGAL_COMPANY_NAME}}</p>\n<p>Siège : {{HEAD_OFFICE}}</p>"],
  ])("accepts %s = %j", (key, value) => {
    expect(parameterValueError(key, value)).toBeNull();
  });

  it.each<[ParameterKey, string, string]>([
    ["PRIMARY_COLOR", "bleu", "couleur"],
    ["PRIMARY_COLOR", "#12345", "couleur"],
    ["SHOW_SEARCHBAR", "oui", "true ou false"],
    ["MENU_ICON_SIZE", "douze", "nombre"],
    ["MENU_ICON_SIZE", "12.5", "entier"],
    ["MENU_ICON_SIZE", "500", "entre 8 et 64 px"],
    ["COMPANY_LATITUDE", "91", "entre -90 et 90"],
    ["FACEBOOK_URL", "javascript:alert(1)", "https://"],
    ["FACEBOOK_URL", "pas une adresse", "lien"],
    ["COMPANY_EMAIL", "contact@", "adresse e-mail"],
    ["COMPANY_EMAIL", "contact armor-habitat.fr", "adresse e-mail"],
    ["COMPANY_PHONE", "appelez-nous", "téléphone"],
    ["SIRET_NUMBER", "1234", "14 chiffres"],
    ["SIRET_NUMBER", "732 829 320 00075", "un chiffre est faux"],
    ["SIRET_NUMBER", "732 829 302 00074", "deux sont inversés"],
    ["SIRET_NUMBER", "356 000 000 00049", "un chiffre est faux"],
    ["INTRACO_VAT", "FR45732829320", "vérifiez les deux chiffres qui suivent FR"],
    ["INTRACO_VAT", "12345", "code du pays"],
    ["VAT_FRANCHISE", "oui", "true ou false"],
    ["BANK_IBAN", "FR76 3000 6000 0112 3456 7890 188", "IBAN"],
    ["BANK_BIC", "AGRI", "BIC"],
    ["GOOGLE_ANALYTICS_ID", "UA-1234", "G-"],
    ["META_PIXEL_ID", "abc", "chiffres"],
    ["LOGO_POSITION", "RIGHT", "À gauche, Au centre"],
    ["PAYMENT_METHOD", "CARD,BITCOIN", "Carte bancaire"],
    ["PAYMENT_METHOD", "CARD,", "Choisissez"],
    ["PRODUCT_ASPECT_RATIO", "10/1", "largeur/hauteur"],
    ["BOTTLE_MULTIPLE", "0", "entre 1 et 100"],
    ["COMPANY_NAME", "Armor\nHabitat", "caractères non autorisés"],
    ["COMPANY_NAME", "x".repeat(501), "500 caractères"],
  ])("refuses %s = %j in French (%s)", (key, value, words) => {
    expect(parameterValueError(key, value)).toContain(words);
  });

  it("offers choices only for keys that exist, each with a French label", () => {
    for (const [key, choices] of Object.entries(PARAMETER_CHOICES)) {
      expect(PARAMETER_KEYS).toContain(key);
      expect(Object.keys(choices!).length).toBeGreaterThan(1);
    }
  });
});

describe("isIban", () => {
  it.each([
    ["FR1420041010050500013M02606", true],
    ["fr14 2004 1010 0505 0001 3m02 606", true],
    ["DE89370400440532013000", true],
    ["FR1420041010050500013M02607", false],
    ["FR14", false],
    ["1420041010050500013M02606FR", false],
  ])("%s: %s", (iban, valid) => {
    expect(isIban(iban)).toBe(valid);
  });
});

describe("crossParameterErrors", () => {
  const bounds = (min: string | null, max: string | null) => ({
    MINIMUM_EXPEDITION_BOTTLE: min,
    MAXIMUM_EXPEDITION_BOTTLE: max,
  });

  it("refuses a maximum per shipment below the minimum when either changes", () => {
    for (const changed of ["MINIMUM_EXPEDITION_BOTTLE", "MAXIMUM_EXPEDITION_BOTTLE"]) {
      expect(crossParameterErrors(bounds("12", "6"), [changed])).toEqual({
        MAXIMUM_EXPEDITION_BOTTLE: expect.stringContaining("inférieur au minimum"),
      });
    }
    expect(crossParameterErrors(bounds("6", "12"), ["MAXIMUM_EXPEDITION_BOTTLE"])).toEqual({});
    expect(crossParameterErrors(bounds("6", null), ["MAXIMUM_EXPEDITION_BOTTLE"])).toEqual({});
  });

  it("leaves a change elsewhere alone, whatever the stored bounds", () => {
    expect(crossParameterErrors(bounds("12", "6"), ["COMPANY_NAME"])).toEqual({});
  });
});

describe("FontsBodySchema", () => {
  const font = { type: "TITLE", family: "Lora", color: "#1b3358", size: 18, weight: 700, style: "normal" };

  it("accepts the self-hosted families", () => {
    expect(FontsBodySchema.safeParse({ fonts: [font, { ...font, type: "MENU" }] }).success).toBe(true);
  });

  it.each([
    [{ ...font, family: "Comic Sans MS" }, "Inter, Montserrat, Playfair Display, Lora"],
    [{ ...font, color: "rouge" }, "couleur"],
    [{ ...font, size: 4 }, "entre 10 et 48"],
    [{ ...font, weight: 300 }, "400, 500, 600, 700"],
    [{ ...font, style: "oblique" }, "italique"],
    [{ ...font, type: "FOOTER" }, "titres, texte ou menu"],
  ])("refuses %j in French", (bad, words) => {
    const result = FontsBodySchema.safeParse({ fonts: [bad] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(words);
  });

  it("refuses the same use twice", () => {
    const result = FontsBodySchema.safeParse({ fonts: [font, font] });
    expect(result.error?.issues[0]?.message).toBe("Une police par usage au plus.");
  });
});
