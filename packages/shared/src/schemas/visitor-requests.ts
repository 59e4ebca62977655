import { z } from "zod";
import { emailAddress, line, nameLine, phoneNumber, text } from "./common";
import { HONEYPOT_FIELD } from "./content";

/**
 * What a visitor sends from the site's public forms: a registration to an element (an event, a
 * workshop), a contact message and a review. Each carries the honeypot field a robot fills.
 */

const requiredLine = (message: string, max: number) =>
  line(message).trim().min(1, message).max(max, `${max} caractères au maximum.`);
const requiredName = (message: string, max: number) =>
  nameLine(message).trim().min(1, message).max(max, `${max} caractères au maximum.`);
const email = emailAddress();
const phone = phoneNumber();
const honeypot = line().max(500).optional();

/* Registrations to an element ---------------------------------------------------------------- */

export const ElementRegistrationInputSchema = z.object({
  firstname: requiredName("Indiquez votre prénom.", 80),
  lastname: requiredName("Indiquez votre nom.", 80),
  email,
  phone: phone.optional(),
  seats: z
    .number({ error: "Indiquez le nombre de places." })
    .int("Le nombre de places doit être un nombre entier.")
    .min(1, "Réservez au moins une place.")
    .max(10, "10 places au maximum par inscription.")
    .default(1),
  message: text().trim().max(2000, "2000 caractères au maximum.").optional(),
  consent: z.literal(true, {
    error: "Vous devez accepter que vos données soient utilisées pour traiter votre inscription.",
  }),
  [HONEYPOT_FIELD]: honeypot,
});
export type ElementRegistrationInput = z.input<typeof ElementRegistrationInputSchema>;

export const ElementRegistrationResultSchema = z.object({
  elementId: z.number().int(),
  seats: z.number().int(),
  /** Places left after this registration; null when the element has no capacity limit. */
  remaining: z.number().int().nullable(),
});
export type ElementRegistrationResult = z.infer<typeof ElementRegistrationResultSchema>;

/* Contact messages ---------------------------------------------------------------------------- */

export const ContactMessageInputSchema = z.object({
  name: requiredName("Indiquez votre nom.", 120),
  email,
  phone: phone.optional(),
  subject: requiredLine("Indiquez l'objet de votre message.", 200),
  message: text("Écrivez votre message.")
    .trim()
    .min(10, "Votre message doit faire au moins 10 caractères.")
    .max(5000, "Votre message ne doit pas dépasser 5000 caractères."),
  consent: z.literal(true, {
    error: "Vous devez accepter que vos données soient utilisées pour vous répondre.",
  }),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

/* Reviews ------------------------------------------------------------------------------------- */

/** The French answer to a review posted by a visitor: it waits for moderation. */
export const REVIEW_POSTED =
  "Merci pour votre avis ! Il sera publié sur le site après sa validation par notre équipe.";

/** POST /review: a visitor's review, kept pending until the site's administrator approves it. */
export const ReviewInputSchema = z.object({
  author: requiredName("Indiquez votre nom ou votre prénom.", 80),
  rating: z
    .number({ error: "Choisissez une note de 1 à 5 étoiles." })
    .int("Choisissez une note de 1 à 5 étoiles.")
    .min(1, "Choisissez une note de 1 à 5 étoiles.")
    .max(5, "Choisissez une note de 1 à 5 étoiles."),
  text: text("Écrivez votre avis.")
    .trim()
    .min(10, "Votre avis doit faire au moins 10 caractères.")
    .max(2000, "Votre avis ne doit pas dépasser 2000 caractères."),
  consent: z.literal(true, {
    error: "Vous devez accepter que votre avis et votre nom soient publiés sur le site.",
  }),
  [HONEYPOT_FIELD]: honeypot,
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;
