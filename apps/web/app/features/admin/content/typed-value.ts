import type { FormResult } from "../../forms/form-result";

/** A field's value: what was typed before a refusal, else what is stored. */
export const typedValue =
  (result: FormResult | undefined) =>
  (name: string, stored: string): string => {
    const value = result?.values[name];
    return typeof value === "string" ? value : stored;
  };
