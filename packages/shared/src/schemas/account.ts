import { z } from "zod";
import { isIsoDate, passwordProblem, todayInParis } from "../account-rules";
import { MemberAddressSchema } from "./addresses";
import { emailAddress, line, personName, phoneNumber } from "./common";
import { OrderDetailSchema } from "./orders";

/**
 * Bodies and replies of the account domain, shared by the API (validation, serialization, OpenAPI)
 * and the SDK (types). Every message is French: the web shows them next to the fields.
 */

const required = (message: string) => ({ error: message });

export const EmailSchema = emailAddress({ lowerCase: true });

/** A new password: the policy of account-rules (the e-mail rule is checked where the e-mail is known). */
export const NewPasswordSchema = line("Choisissez un mot de passe.").superRefine((value, ctx) => {
  const problem = value === "" ? "Choisissez un mot de passe." : passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const PhoneSchema = phoneNumber("Indiquez votre numéro de téléphone.");

/** YYYY-MM-DD, a real day, after 1900 and not in the future; absent, null or "" means not given. */
export const BirthdateSchema = line()
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), "Indiquez une date valide (jour/mois/année).")
  .refine(
    (value) => value === null || (value >= "1900-01-01" && value <= todayInParis()),
    "Cette date de naissance n'est pas possible.",
  )
  .nullable()
  .optional();

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstname: personName("Indiquez votre prénom."),
  lastname: personName("Indiquez votre nom."),
  phone: PhoneSchema,
  birthdate: BirthdateSchema,
  acceptTerms: z.literal(true, required("Vous devez accepter les CGU pour créer un compte.")),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  // No policy here: only a bound, so that hashing stays cheap. Any character is accepted: a
  // password is only hashed, never stored nor written, and no older password is locked out.
  password: z
    .string(required("Indiquez votre mot de passe."))
    .min(1, "Indiquez votre mot de passe.")
    .max(1024, "Le mot de passe est trop long."),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const CurrentPasswordSchema = z
  .string(required("Indiquez votre mot de passe actuel."))
  .min(1, "Indiquez votre mot de passe actuel.")
  .max(1024, "Le mot de passe est trop long.");

export const PasswordResetAskBodySchema = z.object({ email: EmailSchema });
export type PasswordResetAskBody = z.input<typeof PasswordResetAskBodySchema>;

const ResetTokenSchema = line("Le lien de réinitialisation est incomplet.")
  .min(1, "Le lien de réinitialisation est incomplet.")
  .max(200, "Le lien de réinitialisation n'est pas valide.");

export const PasswordResetBodySchema = z.object({ token: ResetTokenSchema, password: NewPasswordSchema });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

/** POST /password/reset/check: whether a reset link may still be used, without using it. */
export const PasswordResetCheckBodySchema = z.object({ token: ResetTokenSchema });
export const PasswordResetCheckSchema = z.object({ valid: z.boolean() });
export type PasswordResetCheck = z.infer<typeof PasswordResetCheckSchema>;

export const ProfileBodySchema = z.object({
  firstname: personName("Indiquez votre prénom."),
  lastname: personName("Indiquez votre nom."),
  phone: PhoneSchema,
  birthdate: BirthdateSchema,
  /** A new e-mail; changing it asks for the current password. */
  email: EmailSchema.optional(),
  currentPassword: z.string().max(1024, "Le mot de passe est trop long.").optional(),
});
export type ProfileBody = z.input<typeof ProfileBodySchema>;

export const PasswordChangeBodySchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChangeBody = z.input<typeof PasswordChangeBodySchema>;

const listId = z.number(required("Liste inconnue.")).int("Liste inconnue.").min(1, "Liste inconnue.");

export const NewsletterSubscriptionBodySchema = z.object({
  listIds: z.array(listId, required("Indiquez les listes choisies.")).max(50, "Trop de listes."),
});
export type NewsletterSubscriptionBody = z.input<typeof NewsletterSubscriptionBodySchema>;

export const NewsletterSubscribeBodySchema = z.object({
  email: EmailSchema,
  /** The site's first list when absent. */
  listId: listId.optional(),
});
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBodySchema>;

/** The token of a newsletter confirmation link (`/newsletter/confirmation/{token}`). */
export const NewsletterConfirmBodySchema = z.object({
  token: line("Le lien de confirmation est incomplet.")
    .min(1, "Le lien de confirmation est incomplet.")
    .max(200, "Le lien de confirmation n'est pas valide."),
});
export type NewsletterConfirmBody = z.input<typeof NewsletterConfirmBodySchema>;

/* ---------- Replies ---------- */

export const AuthTokenSchema = z.object({ token: z.string(), idSite: z.number() });
export type AuthToken = z.infer<typeof AuthTokenSchema>;

export const UserRoleSchema = z.enum(["CUSTOMER", "ADMIN", "SUPER_ADMIN"]);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The member's profile (spec section 3, "User (me)"). */
export const UserSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().nullable(),
  role: UserRoleSchema,
});
export type User = z.infer<typeof UserSchema>;

export const NewsletterListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type NewsletterList = z.infer<typeof NewsletterListSchema>;

export const NewsletterSubscriptionSchema = z.object({ listIds: z.array(z.number()) });
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;

/**
 * Reply of a member's choice of lists: the confirmed lists, and whether an e-mail left to confirm
 * the member's address first (nothing is sent to an address before it is confirmed).
 */
export const NewsletterChoiceSchema = NewsletterSubscriptionSchema.extend({ confirmationSent: z.boolean() });
export type NewsletterChoice = z.infer<typeof NewsletterChoiceSchema>;

/** Everything held about a member (right of access, GDPR article 15). */
/**
 * An order as the personal data export gives it (data portability): reference, date, status,
 * lines, totals, contact, delivery and billing addresses, delivery and payment. Ids, history,
 * invoices and payment instructions are the shop's records, not the customer's data.
 */
export const PersonalDataOrderSchema = OrderDetailSchema.pick({
  reference: true,
  createdAt: true,
  status: true,
  statusLabel: true,
  deliveryType: true,
  paymentMethod: true,
  lines: true,
  subtotal: true,
  shippingFees: true,
  discount: true,
  discountCode: true,
  total: true,
  email: true,
  phone: true,
  shippingAddress: true,
  billingAddress: true,
  pickupDate: true,
  pickupStart: true,
  message: true,
}).extend({ lines: z.array(OrderDetailSchema.shape.lines.element.omit({ declinationId: true })) });
export type PersonalDataOrder = z.infer<typeof PersonalDataOrderSchema>;

export const PersonalDataSchema = z.object({
  exportedAt: z.string(),
  site: z.object({ id: z.number(), name: z.string(), url: z.string() }),
  profile: UserSchema.extend({
    acceptedTermsAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastActivityAt: z.string(),
  }),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  passwordResetRequests: z.array(
    z.object({ createdAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() }),
  ),
  newsletterSubscriptions: z.array(
    z.object({ listId: z.number(), list: z.string(), subscribedAt: z.string() }),
  ),
  addresses: z.array(MemberAddressSchema),
  /** The orders placed with the account on the site, newest first (added after the first exports). */
  orders: z.array(PersonalDataOrderSchema),
  /** Purposes and retention periods, as the privacy policy states them. */
  processing: z.object({ purposes: z.array(z.string()), retention: z.string() }),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;
