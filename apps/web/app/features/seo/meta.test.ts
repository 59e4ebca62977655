import { describe, expect, it } from "vitest";
import { pageTitle } from "./meta";

const ARMOR = "Armor Habitat Rénovation";
const MOULINS = "Domaine des Trois Moulins";

describe("pageTitle", () => {
  it.each([
    // title, site name, full title
    ["Rénovation intérieure à Vannes", ARMOR, "Rénovation intérieure à Vannes | Armor Habitat Rénovation"],
    [
      "Rénovation intérieure à Vannes : salle de bains, cuisine, sols – Armor Habitat",
      ARMOR,
      "Rénovation intérieure à Vannes : salle de bains, cuisine, sols | Armor Habitat Rénovation",
    ],
    ["Nos réalisations – Armor Habitat Rénovation", ARMOR, "Nos réalisations | Armor Habitat Rénovation"],
    ["Nos réalisations | Armor Habitat Rénovation", ARMOR, "Nos réalisations | Armor Habitat Rénovation"],
    ["Nos réalisations - armor habitat", ARMOR, "Nos réalisations | Armor Habitat Rénovation"],
    [
      "Armor Habitat Rénovation – Rénovation et entretien de maisons à Vannes",
      ARMOR,
      "Rénovation et entretien de maisons à Vannes | Armor Habitat Rénovation",
    ],
    [
      "Domaine des Trois Moulins, vins de Muscadet à Vallet",
      MOULINS,
      "Vins de Muscadet à Vallet | Domaine des Trois Moulins",
    ],
    [ARMOR, ARMOR, ARMOR],
    ["Armor Habitat", ARMOR, ARMOR],
    // One word of the brand is no brand: « Armor » may be a word of the page's own title.
    ["Chantiers – Armor", ARMOR, "Chantiers – Armor | Armor Habitat Rénovation"],
    // The brand inside the title is the editor's wording, kept.
    [
      "Contactez Armor Habitat Rénovation à Vannes",
      ARMOR,
      "Contactez Armor Habitat Rénovation à Vannes | Armor Habitat Rénovation",
    ],
    ["Le domaine – une famille", MOULINS, "Le domaine – une famille | Domaine des Trois Moulins"],
    ["Recherche", undefined, "Recherche"],
    ["  Recherche ", "", "Recherche"],
  ])("%s on « %s »: %s", (title, siteName, expected) => {
    expect(pageTitle(title, siteName)).toBe(expected);
  });
});
