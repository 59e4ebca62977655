import { z } from "zod";
import type { FieldErrors } from "../envelope";
import { postalCodeProblem } from "../postal-codes";
import { line, nameLine, personName, phoneNumber } from "./common";
import { CountrySchema } from "./geo";

/**
 * A member's saved addresses (`/user/address`): the fields of an order's delivery and billing
 * address (spec section 7, POST /order), plus a company, a phone and the default choice per type.
 */

/** Codes of GET /admin/address/type. */
export const ADDRESS_TYPES = ["SHIPPING", "BILLING"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Addresses a member may keep on a site. */
export const MAX_MEMBER_ADDRESSES = 20;

const MAX = "120 caractères au maximum.";

const requiredLine = (missing: string, max: number) =>
  line(missing)
    .trim()
    .min(1, missing)
    .max(max, max === 120 ? MAX : `${max} caractères au maximum.`);

/** An optional line: absent, null or blank is null. */
const optionalLine = (max: number) =>
  line()
    .trim()
    .max(max, `${max} caractères au maximum.`)
    .nullish()
    .transform((value) => value || null);

export const AddressBodySchema = z.object({
  type: z.enum(ADDRESS_TYPES, { error: "Choisissez le type d'adresse." }),
  firstname: personName("Indiquez le prénom."),
  lastname: personName("Indiquez le nom."),
  company: nameLine()
    .trim()
    .max(80, "80 caractères au maximum.")
    .nullish()
    .transform((value) => value || null),
  firstPart: requiredLine("Indiquez l'adresse (numéro et voie).", 120),
  secondPart: optionalLine(120),
  postalCode: requiredLine("Indiquez le code postal.", 12),
  city: requiredLine("Indiquez la ville.", 80),
  country: z
    .number({ error: "Choisissez un pays." })
    .int("Choisissez un pays.")
    .positive("Choisissez un pays."),
  phone: phoneNumber()
    .nullish()
    .transform((value) => value || null),
  isDefault: z.boolean().optional().default(false),
});
export type AddressBody = z.input<typeof AddressBodySchema>;
export type ParsedAddressBody = z.output<typeof AddressBodySchema>;

/**
 * The rules that need the country: its postal code (French ranges in France). `alphaTwo` is the
 * ISO code of the body's country, undefined when the id names none.
 */
export function addressCountryErrors(
  body: { postalCode: string; country: number },
  alphaTwo: string | undefined,
): FieldErrors {
  if (alphaTwo === undefined) return { country: "Pays inconnu." };
  const problem = postalCodeProblem(body.postalCode, alphaTwo);
  return problem ? { postalCode: problem } : {};
}

const POSTAL_CODE_AND_COUNTRY = AddressBodySchema.pick({ postalCode: true, country: true });

/** The body's schema with its country rules, for a list of countries known to the caller. */
export const addressBodySchema = (countryCode: (id: number) => string | undefined) =>
  AddressBodySchema.superRefine(
    (body, ctx) => {
      for (const [path, message] of Object.entries(addressCountryErrors(body, countryCode(body.country)))) {
        ctx.addIssue({ code: "custom", path: [path], message });
      }
    },
    // Said with the other fields' errors: the postal code and the country alone must read.
    { when: ({ value }) => POSTAL_CODE_AND_COUNTRY.safeParse(value).success },
  );

export const MemberAddressSchema = z.object({
  id: z.number(),
  type: z.enum(ADDRESS_TYPES),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  firstPart: z.string(),
  secondPart: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: CountrySchema,
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type MemberAddress = z.infer<typeof MemberAddressSchema>;

export const MemberAddressListSchema = z.object({ items: z.array(MemberAddressSchema), total: z.number() });
export type MemberAddressList = z.infer<typeof MemberAddressListSchema>;
