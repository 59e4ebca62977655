import { isHexColor } from "@vitrine/shared/colors";
import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";

/** Checks a new value against its parameter's kind; returns a French message when it is refused. */
export function validateParameterValue(key: ParameterKey, value: string | null): string | null {
  if (value === null || value === "") return null;
  const { kind } = PARAMETERS[key];
  if (key.endsWith("_COLOR") && !isHexColor(value))
    return "La couleur doit être au format #rrggbb ou #rrggbbaa.";
  if (kind === "BOOLEAN" && value !== "true" && value !== "false")
    return "La valeur doit être true ou false.";
  if (kind === "NUMBER" && !/^-?\d+(\.\d+)?$/.test(value)) return "La valeur doit être un nombre.";
  if (kind === "LINK") {
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" && url.protocol !== "http:")
        return "Le lien doit commencer par https://.";
    } catch {
      return "Le lien n'est pas une adresse valide.";
    }
  }
  if (kind === "STRING" && value.length > 500) return "La valeur ne doit pas dépasser 500 caractères.";
  if (value.length > 200_000) return "La valeur est trop longue.";
  return null;
}
