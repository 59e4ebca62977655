import type { FormField } from "@vitrine/shared/schemas/content";
import { describe, expect, it } from "vitest";
import { validateSubmission } from "./form-validation";

const field = (rules: FormField["rules"]): FormField => ({
  name: "code",
  type: "text",
  label: "Code",
  placeholder: null,
  help: null,
  required: false,
  rules,
  options: [],
  accept: [],
  autocomplete: null,
  width: "full",
});

const errorOf = async (rules: FormField["rules"], value: string) =>
  (await validateSubmission([field(rules)], { code: [value] }, [])).errors.code;

describe("a text field's length rules", () => {
  it("say « caractère » in the singular up to one, as French writes it", async () => {
    expect(await errorOf({ maxLength: 1 }, "ab")).toBe("1 caractère au maximum.");
    expect(await errorOf({ maxLength: 3 }, "abcd")).toBe("3 caractères au maximum.");
    expect(await errorOf({ minLength: 2 }, "a")).toBe("Saisissez au moins 2 caractères.");
  });
});
