import type { SeedForm } from "../content";

/** Contact form of Domaine des Trois Moulins (GET /forms/contact on site 2). */
export const contactForm: SeedForm = {
  slug: "contact",
  name: "Écrire au domaine",
  description:
    "Une visite, une dégustation, une commande pour un événement ? Claire et Mathieu vous répondent.",
  submitLabel: "Envoyer",
  successMessage: "Merci pour votre message, nous vous répondons très vite.",
  fields: [
    { name: "name", type: "text", label: "Nom et prénom", required: true, autocomplete: "name" },
    {
      name: "email",
      type: "email",
      label: "Adresse e-mail",
      required: true,
      width: "half",
      autocomplete: "email",
    },
    { name: "phone", type: "tel", label: "Téléphone", width: "half", autocomplete: "tel" },
    {
      name: "subject",
      type: "select",
      label: "Objet",
      required: true,
      options: [
        { value: "visite", label: "Visite et dégustation" },
        { value: "commande", label: "Commande professionnelle" },
        { value: "evenement", label: "Mariage ou événement" },
        { value: "autre", label: "Autre" },
      ],
    },
    {
      name: "message",
      type: "textarea",
      label: "Message",
      required: true,
      rules: { minLength: 10, maxLength: 3000 },
    },
    {
      name: "consent",
      type: "checkbox",
      label:
        "J'accepte que le Domaine des Trois Moulins utilise ces informations pour répondre à ma demande.",
      required: true,
    },
  ],
};
