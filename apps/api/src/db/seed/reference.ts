import { createRequire } from "node:module";
import countriesLib from "i18n-iso-countries";
import type { Db } from "../client";
import { countries, languages } from "../schema/index";

const require = createRequire(import.meta.url);

/** Every ISO 3166-1 country with its French name, from i18n-iso-countries. */
export function isoCountries() {
  countriesLib.registerLocale(require("i18n-iso-countries/langs/fr.json"));
  const names = countriesLib.getNames("fr", { select: "official" });
  return Object.entries(names)
    .map(([alphaTwo, name]) => ({
      alphaTwo,
      alphaThree: countriesLib.alpha2ToAlpha3(alphaTwo) ?? alphaTwo,
      numCode: countriesLib.alpha2ToNumeric(alphaTwo) ?? "",
      name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/** Countries and languages, shared by every site; returns the ids the sites refer to. */
export async function seedReference(db: Db) {
  const inserted = await db
    .insert(countries)
    .values(isoCountries())
    .returning({ id: countries.id, alphaTwo: countries.alphaTwo });
  const france = inserted.find((c) => c.alphaTwo === "FR")!;
  const [french] = await db
    .insert(languages)
    .values({ code: "fr_FR", label: "Français", deeplCode: "FR", flag: "🇫🇷", countryId: france.id })
    .returning({ id: languages.id });
  return { franceId: france.id, frenchId: french!.id };
}
