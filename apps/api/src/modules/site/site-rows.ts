import type { Language, Logo } from "@vitrine/shared/schemas/site";
import type { countries, languages, logos } from "../../db/schema/index";

/** Rows of the site's tables as the site service reads them. */

export function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function toLogo(row: typeof logos.$inferSelect): Logo {
  return {
    id: row.id,
    filename: row.filename,
    type: row.type,
    alt: row.alt,
    width: row.width,
    height: row.height,
    onlineImage: {
      id: row.id,
      externalId: row.externalId,
      externalType: row.externalType,
      externalPath: row.url,
      url: row.url,
    },
  };
}

export function toLanguage(
  row: typeof languages.$inferSelect,
  country: typeof countries.$inferSelect,
): Language {
  const { id, alphaTwo, alphaThree, numCode, name } = country;
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    deeplCode: row.deeplCode,
    country: { id, alphaTwo, alphaThree, numCode, name },
    isValid: row.isValid,
  };
}
