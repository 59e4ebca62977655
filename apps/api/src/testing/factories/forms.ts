import type { SeedFormField } from "../../db/seed/content";

/**
 * The fields of a quote request as a builder's site asks for them (for createForm): choices,
 * a textarea with its length rules, files, identity, phone, postal code, consent.
 */
export const QUOTE_FIELDS: SeedFormField[] = [
  {
    name: "service",
    type: "radio",
    label: "Votre projet concerne",
    required: true,
    options: [
      { value: "renovation-interieure", label: "Rénovation intérieure" },
      { value: "renovation-exterieure", label: "Rénovation extérieure" },
    ],
  },
  {
    name: "works",
    type: "checkboxes",
    label: "Travaux envisagés",
    options: [
      { value: "isolation", label: "Isolation" },
      { value: "salle-de-bains", label: "Salle de bains" },
      { value: "cuisine", label: "Cuisine" },
    ],
  },
  {
    name: "propertyType",
    type: "select",
    label: "Type de logement",
    required: true,
    options: [
      { value: "maison", label: "Maison" },
      { value: "appartement", label: "Appartement" },
    ],
  },
  { name: "surface", type: "number", label: "Surface concernée (m²)", rules: { min: 1, max: 5000 } },
  {
    name: "timeframe",
    type: "select",
    label: "Délai souhaité",
    required: true,
    options: [
      { value: "3-mois", label: "Dans les 3 mois" },
      { value: "6-mois", label: "Dans les 6 mois" },
    ],
  },
  {
    name: "description",
    type: "textarea",
    label: "Description du projet",
    required: true,
    rules: { minLength: 20, maxLength: 5000 },
  },
  {
    name: "attachments",
    type: "file",
    label: "Photos ou plans",
    accept: ["pdf", "jpg", "jpeg", "png"],
    rules: { maxSize: 5 * 1024 * 1024, maxFiles: 5 },
  },
  { name: "lastname", type: "text", label: "Nom", required: true },
  { name: "firstname", type: "text", label: "Prénom", required: true },
  { name: "email", type: "email", label: "Adresse e-mail", required: true },
  { name: "phone", type: "tel", label: "Téléphone", required: true },
  { name: "postalCode", type: "postalCode", label: "Code postal", required: true },
  { name: "city", type: "text", label: "Commune", required: true },
  { name: "visit", type: "checkbox", label: "Je souhaite une visite technique gratuite" },
  {
    name: "consent",
    type: "checkbox",
    label: "J'accepte que ces informations servent à me répondre.",
    required: true,
  },
];
