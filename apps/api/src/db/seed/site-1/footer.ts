import { DateTime } from "luxon";
import type { SeedElementList } from "../content";
import { saturdayAfter } from "./calendar";

/** Footer element lists (logo-footer, link-footer) and the workshop's events, open to registration. */

export const logoFooter: SeedElementList = {
  route: "logo-footer",
  name: "Certifications et labels",
  elements: [
    {
      slug: "rge-qualibat",
      title: "RGE Qualibat",
      summary:
        "Reconnu Garant de l'Environnement : nos travaux de rénovation énergétique ouvrent droit aux aides.",
      image: { file: "badges/rge-qualibat.svg", alt: "Certification RGE Qualibat", width: 240, height: 240 },
      link: { url: "https://www.qualibat.com", label: "Qualibat" },
    },
    {
      slug: "qualifelec",
      title: "Qualifelec",
      summary: "Qualification des entreprises d'électricité : installations et mises aux normes.",
      image: { file: "badges/qualifelec.svg", alt: "Qualification Qualifelec", width: 240, height: 240 },
      link: { url: "https://www.qualifelec.fr", label: "Qualifelec" },
    },
    {
      slug: "handibat",
      title: "Handibat",
      summary:
        "Adaptation des logements à l'âge et au handicap : douches de plain-pied, accès, aménagements.",
      image: { file: "badges/handibat.svg", alt: "Label Handibat", width: 240, height: 240 },
      link: { url: "https://www.handibat.info", label: "Handibat" },
    },
    {
      slug: "garantie-decennale",
      title: "Garantie décennale",
      summary: "Tous nos ouvrages sont couverts par notre assurance décennale pendant dix ans.",
      image: { file: "badges/garantie-decennale.svg", alt: "Garantie décennale", width: 240, height: 240 },
      link: { url: "/a-propos", label: "Nos assurances" },
    },
  ],
};

export const linkFooter: SeedElementList = {
  route: "link-footer",
  name: "Liens utiles",
  elements: [
    {
      slug: "demande-devis",
      title: "Demander un devis gratuit",
      link: { url: "/demande-devis", label: "Demander un devis gratuit" },
    },
    {
      slug: "realisations",
      title: "Nos réalisations",
      link: { url: "/realisations", label: "Nos réalisations" },
    },
    {
      slug: "conseils",
      title: "Conseils rénovation",
      link: { url: "/blog-conseils", label: "Conseils rénovation" },
    },
    {
      slug: "france-renov",
      title: "France Rénov' : conseils publics et gratuits",
      link: { url: "https://france-renov.gouv.fr", label: "France Rénov'" },
    },
    {
      slug: "maprimerenov",
      title: "MaPrimeRénov' : déposer sa demande",
      link: { url: "https://www.maprimerenov.gouv.fr", label: "MaPrimeRénov'" },
    },
  ],
};

const saturday = saturdayAfter(DateTime.now().setZone("Europe/Paris"), 14);
const at = (hour: number, minute = 0) => saturday.set({ hour, minute }).toUTC().toISO()!;

export const events: SeedElementList = {
  route: "evenements",
  name: "Rendez-vous à l'atelier",
  description: "Portes ouvertes et ateliers pratiques à l'atelier de Vannes, ZA de Laroiseau.",
  elements: [
    {
      slug: "atelier-dossier-maprimerenov",
      title: "Atelier : monter son dossier MaPrimeRénov'",
      summary: `Une heure et demie pour comprendre les aides ${saturday.year} et préparer son dossier avec Sophie, en petit groupe. Apportez votre dernier avis d'imposition.`,
      body: "<p>Création du compte, pièces à réunir, calendrier à respecter, cumul avec les primes CEE et l'éco-prêt à taux zéro&nbsp;: nous répondons à toutes vos questions. Gratuit, sur inscription, 12 places.</p>",
      category: "atelier",
      location: "Atelier Armor Habitat, 14 rue des Artisans, Vannes",
      tags: ["aides", "atelier"],
      image: { file: "blog/maprimerenov.svg", alt: "Dossier d'aides et maquette de maison sur un bureau" },
      startsAt: at(10),
      endsAt: at(11, 30),
      registrationOpen: true,
      capacity: 12,
    },
    {
      slug: "portes-ouvertes-atelier",
      title: "Portes ouvertes de l'atelier",
      summary:
        "Matériaux, équipements, conseils de nos conducteurs de travaux et prise de rendez-vous pour une visite gratuite. Entrée libre, inscription conseillée.",
      category: "portes-ouvertes",
      location: "Atelier Armor Habitat, 14 rue des Artisans, Vannes",
      tags: ["portes-ouvertes"],
      image: { file: "news/portes-ouvertes.svg", alt: "Atelier d'Armor Habitat avec établi et matériaux" },
      startsAt: at(9),
      endsAt: at(12),
      registrationOpen: true,
    },
  ],
};
