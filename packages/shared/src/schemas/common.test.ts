import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, line, NAME_DIRECTION_MESSAGE, nameLine, text } from "./common";

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
