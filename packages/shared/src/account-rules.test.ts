import { describe, expect, it } from "vitest";
import { ageOn, isIsoDate, passwordProblem, todayInParis } from "./account-rules";

describe("passwordProblem", () => {
  it.each([
    ["Court1!", "au moins 12 caractères"],
    [`${"x".repeat(120)}Abcdefgh1`, "au plus 128 caractères"],
    ["toutenminuscules", "deux types de caractères"],
    ["TOUTENMAJUSCULES", "deux types de caractères"],
    ["123456789012345", "deux types de caractères"],
    ["éèàùâêîôûçëïü", "deux types de caractères"],
    ["aaaaaaaaaaaaA1", "répète trop"],
    ["Jeanne.Martin2024", "adresse e-mail"],
    ["xxjeanne.martin@example.frXX", "adresse e-mail"],
    ["Motdepasse123!", "trop courant"],
    ["Azertyuiop12", "trop courant"],
    ["PASSWORD12345", "trop courant"],
    ["1234567890!!", "trop courant"],
    ["Soleil2024!!", "trop courant"],
  ])("refuses %s (%s)", (password, expected) => {
    expect(passwordProblem(password, "jeanne.martin@example.fr")).toContain(expected);
  });

  it.each([
    "Toit-de-lauze-1987",
    "cheval agrafe batterie 7",
    "Ré-no-va-tion!2026",
    "PlancherChêneMassif",
    "correct horse battery staple9",
  ])("accepts %s", (password) => {
    expect(passwordProblem(password, "jeanne.martin@example.fr")).toBeNull();
  });

  it("ignores a very short local part of the e-mail", () => {
    expect(passwordProblem("Cabanon-bois-42", "jo@example.fr")).toBeNull();
  });
});

describe("ageOn", () => {
  it.each([
    ["2008-06-15", "2026-06-14", 17],
    ["2008-06-15", "2026-06-15", 18],
    ["2008-06-15", "2026-06-16", 18],
    ["2008-12-31", "2026-01-01", 17],
    ["1990-02-28", "2026-03-01", 36],
    ["2008-02-29", "2026-02-28", 17],
    ["2008-02-29", "2026-03-01", 18],
  ])("born %s, on %s: %i", (birthdate, today, age) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });
});

describe("todayInParis", () => {
  it.each([
    ["2026-03-14T22:59:00Z", "2026-03-14"],
    ["2026-03-14T23:00:00Z", "2026-03-15"],
    ["2026-07-14T21:59:00Z", "2026-07-14"],
    ["2026-07-14T22:00:00Z", "2026-07-15"],
  ])("%s is %s in France", (instant, day) => {
    expect(todayInParis(new Date(instant))).toBe(day);
  });
});

describe("isIsoDate", () => {
  it.each([
    ["2000-01-31", true],
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2000-13-01", false],
    ["01/02/2000", false],
    ["2000-1-1", false],
    ["", false],
  ])("%s: %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
