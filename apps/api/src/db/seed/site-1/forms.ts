import type { SeedForm, SeedFormField } from "../content";

/** Contact and quote-request forms of Armor Habitat Rénovation (GET /forms/contact, /forms/devis). */

const CONSENT =
  "J'accepte qu'Armor Habitat Rénovation utilise ces informations pour répondre à ma demande. Elles ne sont jamais cédées à des tiers (voir la politique de confidentialité).";

const identity: SeedFormField[] = [
  {
    name: "lastname",
    type: "text",
    label: "Nom",
    required: true,
    width: "half",
    autocomplete: "family-name",
  },
  {
    name: "firstname",
    type: "text",
    label: "Prénom",
    required: true,
    width: "half",
    autocomplete: "given-name",
  },
  {
    name: "email",
    type: "email",
    label: "Adresse e-mail",
    required: true,
    width: "half",
    autocomplete: "email",
    placeholder: "vous@exemple.fr",
  },
];

export const contactForm: SeedForm = {
  slug: "contact",
  name: "Nous contacter",
  description:
    "Une question, un rendez-vous, un suivi de chantier ? Écrivez-nous : nous vous répondons sous 48 h ouvrées.",
  submitLabel: "Envoyer mon message",
  successMessage: "Merci, votre message a bien été envoyé. Nous vous répondons sous 48 h ouvrées.",
  fields: [
    ...identity,
    {
      name: "phone",
      type: "tel",
      label: "Téléphone",
      width: "half",
      autocomplete: "tel",
      placeholder: "06 12 34 56 78",
    },
    {
      name: "postalCode",
      type: "postalCode",
      label: "Code postal",
      width: "half",
      autocomplete: "postal-code",
    },
    {
      name: "subject",
      type: "select",
      label: "Objet de votre demande",
      required: true,
      width: "half",
      options: [
        { value: "information", label: "Demande d'information" },
        { value: "rendez-vous", label: "Prise de rendez-vous" },
        { value: "chantier", label: "Suivi de chantier" },
        { value: "entretien", label: "Contrat d'entretien" },
        { value: "autre", label: "Autre" },
      ],
    },
    {
      name: "message",
      type: "textarea",
      label: "Votre message",
      required: true,
      rules: { minLength: 10, maxLength: 3000 },
      placeholder: "Décrivez votre demande en quelques lignes.",
    },
    { name: "consent", type: "checkbox", label: CONSENT, required: true },
  ],
};

export const quoteForm: SeedForm = {
  slug: "devis",
  name: "Demande de devis",
  description:
    "Décrivez votre projet : un conducteur de travaux vous rappelle sous 48 h pour fixer une visite gratuite. Vous pouvez joindre des photos ou des plans.",
  submitLabel: "Envoyer ma demande de devis",
  successMessage:
    "Merci, votre demande de devis est bien enregistrée. Un conducteur de travaux vous rappelle sous 48 h ouvrées pour fixer la visite.",
  fields: [
    {
      name: "service",
      type: "radio",
      label: "Votre projet concerne",
      required: true,
      options: [
        { value: "renovation-interieure", label: "Rénovation intérieure" },
        { value: "renovation-exterieure", label: "Rénovation extérieure" },
        { value: "installation-equipements", label: "Installation d'équipements" },
        { value: "entretien-maintenance", label: "Entretien et maintenance" },
      ],
    },
    {
      name: "works",
      type: "checkboxes",
      label: "Travaux envisagés",
      help: "Plusieurs choix possibles.",
      options: [
        { value: "isolation", label: "Isolation" },
        { value: "salle-de-bains", label: "Salle de bains" },
        { value: "cuisine", label: "Cuisine" },
        { value: "menuiseries", label: "Fenêtres et portes" },
        { value: "toiture", label: "Toiture et zinguerie" },
        { value: "facade", label: "Façade" },
        { value: "chauffage", label: "Chauffage et eau chaude" },
        { value: "ventilation", label: "Ventilation" },
        { value: "electricite", label: "Électricité" },
        { value: "autre", label: "Autre" },
      ],
    },
    {
      name: "propertyType",
      type: "select",
      label: "Type de logement",
      required: true,
      width: "half",
      options: [
        { value: "maison", label: "Maison" },
        { value: "appartement", label: "Appartement" },
        { value: "local", label: "Local professionnel" },
      ],
    },
    {
      name: "buildYear",
      type: "select",
      label: "Année de construction",
      width: "half",
      options: [
        { value: "avant-1948", label: "Avant 1948" },
        { value: "1948-1974", label: "De 1948 à 1974" },
        { value: "1975-2000", label: "De 1975 à 2000" },
        { value: "apres-2000", label: "Après 2000" },
        { value: "inconnue", label: "Je ne sais pas" },
      ],
    },
    {
      name: "surface",
      type: "number",
      label: "Surface concernée (m²)",
      width: "half",
      rules: { min: 1, max: 5000 },
    },
    {
      name: "budget",
      type: "select",
      label: "Budget envisagé",
      width: "half",
      options: [
        { value: "moins-5000", label: "Moins de 5 000 €" },
        { value: "5000-15000", label: "De 5 000 à 15 000 €" },
        { value: "15000-40000", label: "De 15 000 à 40 000 €" },
        { value: "plus-40000", label: "Plus de 40 000 €" },
        { value: "inconnu", label: "Je ne sais pas encore" },
      ],
    },
    {
      name: "timeframe",
      type: "select",
      label: "Délai souhaité",
      required: true,
      width: "half",
      options: [
        { value: "des-que-possible", label: "Dès que possible" },
        { value: "3-mois", label: "Dans les 3 mois" },
        { value: "6-mois", label: "Dans les 6 mois" },
        { value: "plus-tard", label: "Plus tard, je me renseigne" },
      ],
    },
    {
      name: "description",
      type: "textarea",
      label: "Description du projet",
      required: true,
      rules: { minLength: 20, maxLength: 5000 },
      placeholder: "Pièces concernées, état actuel, vos envies, contraintes d'accès…",
    },
    {
      name: "attachments",
      type: "file",
      label: "Photos ou plans",
      help: "Jusqu'à 5 fichiers PDF, JPG ou PNG de 5 Mo maximum chacun.",
      accept: ["pdf", "jpg", "jpeg", "png"],
      rules: { maxSize: 5 * 1024 * 1024, maxFiles: 5 },
    },
    ...identity,
    {
      name: "phone",
      type: "tel",
      label: "Téléphone",
      required: true,
      width: "half",
      autocomplete: "tel",
      help: "Pour fixer la visite.",
    },
    {
      name: "address",
      type: "text",
      label: "Adresse du chantier",
      autocomplete: "street-address",
      rules: { maxLength: 200 },
    },
    {
      name: "postalCode",
      type: "postalCode",
      label: "Code postal",
      required: true,
      width: "half",
      autocomplete: "postal-code",
    },
    {
      name: "city",
      type: "text",
      label: "Commune",
      required: true,
      width: "half",
      autocomplete: "address-level2",
    },
    { name: "visit", type: "checkbox", label: "Je souhaite une visite technique gratuite à domicile" },
    { name: "consent", type: "checkbox", label: CONSENT, required: true },
  ],
};
