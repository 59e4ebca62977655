import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  EMAIL_MESSAGE,
  emailAddress,
  isPhoneNumber,
  isSlug,
  line,
  NAME_DIRECTION_MESSAGE,
  nameLine,
  PHONE_MESSAGE,
  phoneNumber,
  text,
} from "./common";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("line, text and nameLine", () => {
  it("refuse a control character with the French message, before any other check", () => {
    const subject = line("Indiquez l'objet.").trim().min(5, "Trop court.");
    expect(messageOf(subject.safeParse("a\u0000"))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(text().safeParse("a\u0000b"))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(nameLine().safeParse("Jean\u0000"))).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("check the characters as sent, before trimming", () => {
    expect(messageOf(line().trim().safeParse("code\u000b"))).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("keep tabs and line breaks in a text of several lines only", () => {
    const message = "Bonjour,\r\n\tvoici ma demande.\nMerci.";
    expect(text().safeParse(message)).toEqual({ success: true, data: message });
    expect(messageOf(line().safeParse(message))).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("refuse a bidirectional override in a name only", () => {
    expect(messageOf(nameLine().safeParse("Jean\u202eenruoD"))).toBe(NAME_DIRECTION_MESSAGE);
    expect(messageOf(nameLine().safeParse("Jean\u2066Dupont\u2069"))).toBe(NAME_DIRECTION_MESSAGE);
    expect(line().safeParse("a\u202eb").success).toBe(true);
    expect(nameLine().safeParse("Zoé Le Floc'h").success).toBe(true);
  });

  it("give the caller's message for a value that is not a string", () => {
    expect(messageOf(line("Indiquez votre nom.").safeParse(12))).toBe("Indiquez votre nom.");
    expect(messageOf(text("Écrivez votre message.").safeParse(undefined))).toBe("Écrivez votre message.");
  });
});

describe("slugs, e-mail addresses and phone numbers", () => {
  it.each([
    ["renovation-2024", true],
    ["a", true],
    ["Renovation", false],
    ["double--hyphen", false],
    ["-leading", false],
    ["trailing-", false],
    ["é", false],
  ])("slug %j: %s", (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });

  it("e-mail: one message for a missing or invalid address, lower-cased where asked", () => {
    expect(messageOf(emailAddress().safeParse(" "))).toBe("Indiquez votre adresse e-mail.");
    expect(messageOf(emailAddress().safeParse("jean@"))).toBe(EMAIL_MESSAGE);
    expect(emailAddress().parse(" Jean@Exemple.fr ")).toBe("Jean@Exemple.fr");
    expect(emailAddress({ lowerCase: true }).parse(" Jean@Exemple.fr ")).toBe("jean@exemple.fr");
  });

  it.each([
    ["06 12 34 56 78", true],
    ["+33 6 12 34 56 78", true],
    ["(0)2.97.00.00.00", true],
    ["06-12-34-56-78", true],
    ["12", false],
    ["06 12 34 56", false],
    ["1234567890123456", false],
    ["06 12 34 56 78 ext", false],
    ["0 6 1 2 3 4 5 6 7 8 9 0 1 2 3 4", false],
  ])("phone %j: %s", (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it("phone: optional unless a missing message is given, one message when invalid", () => {
    expect(phoneNumber().parse("")).toBe("");
    expect(messageOf(phoneNumber("Indiquez votre numéro.").safeParse(" "))).toBe("Indiquez votre numéro.");
    expect(messageOf(phoneNumber().safeParse("abc"))).toBe(PHONE_MESSAGE);
  });
});
