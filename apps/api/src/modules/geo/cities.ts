import { createRequire } from "node:module";
import type { City } from "@vitrine/shared/schemas/geo";

interface CodePostalEntry {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
}

interface IndexedCity extends City {
  key: string;
}

/** Lower case without accents, hyphens and apostrophes as spaces: "Saint-Avé" -> "saint ave". */
export function normalizeCityName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[-'’]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

let index: IndexedCity[] | undefined;

function cities(): IndexedCity[] {
  if (!index) {
    const entries = createRequire(import.meta.url)("codes-postaux/codes-postaux.json") as CodePostalEntry[];
    index = entries.map((e) => ({
      postalCode: e.codePostal,
      name: e.nomCommune,
      inseeCode: e.codeCommune,
      key: normalizeCityName(e.nomCommune),
    }));
  }
  return index;
}

/** French communes whose postal code or name starts with the search, at most `limit`. */
export function searchFrenchCities(search: string, limit = 20): City[] {
  const term = search.trim();
  const byCode = /^\d{2,5}$/.test(term);
  const key = normalizeCityName(term);
  const found: City[] = [];
  const seen = new Set<string>();
  for (const city of cities()) {
    const match = byCode ? city.postalCode.startsWith(term) : city.key.startsWith(key);
    const id = `${city.postalCode}-${city.inseeCode}-${city.name}`;
    if (!match || seen.has(id)) continue;
    seen.add(id);
    found.push({ postalCode: city.postalCode, name: city.name, inseeCode: city.inseeCode });
  }
  found.sort((a, b) =>
    byCode
      ? a.postalCode.localeCompare(b.postalCode) || a.name.localeCompare(b.name, "fr")
      : a.name.localeCompare(b.name, "fr") || a.postalCode.localeCompare(b.postalCode),
  );
  return found.slice(0, limit);
}
