import { z } from "zod";
import {
  COMPANY_ID_MESSAGE,
  companyIdDigits,
  companyIdProblem,
  vatNumberOf,
  vatNumberProblem,
} from "../company-ids";
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
const VAT_NUMBER_TYPE = "Ce numéro de TVA intracommunautaire n'est pas valide.";

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

/**
 * A business buyer's identifier (decision 045): one line as typed, kept as `normal` writes it,
 * refused with `problem`'s French reason; empty is none (null).
 */
const businessId = (
  message: string,
  normal: (typed: string) => string,
  problem: (id: string) => string | null,
) =>
  line(message)
    .max(40, message)
    .transform(normal)
    .superRefine((id, ctx) => {
      const reason = id === "" ? null : problem(id);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    })
    .nullish()
    .transform((value) => value || null);

/** A SIREN or SIRET: spaces allowed, kept as its digits. */
const companyId = businessId(COMPANY_ID_MESSAGE, companyIdDigits, companyIdProblem);

/** An intra-EU VAT number: upper case, without spaces; a French one's key checked. */
const vatNumber = businessId(VAT_NUMBER_TYPE, vatNumberOf, vatNumberProblem);

/** The fields of an address, without the rules between them. */
export const AddressFieldsSchema = z.object({
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
  /** A company's SIREN (9 digits) or SIRET (14), only with `company` (decision 045). */
  companyId,
  /** A company's intra-EU VAT number, only with `company`. */
  vatNumber,
});

export const COMPANY_ID_WITHOUT_COMPANY =
  "Indiquez le nom de la société : un numéro SIREN ou SIRET est celui d'une entreprise.";
export const VAT_NUMBER_WITHOUT_COMPANY =
  "Indiquez le nom de la société : un numéro de TVA intracommunautaire est celui d'une entreprise.";

const BUSINESS_FIELDS = z.object({
  company: AddressFieldsSchema.shape.company,
  companyId,
  vatNumber,
});

/** A company's identifiers belong to a company: said on each one given without it. */
export function businessIdErrors(body: {
  company?: string | null;
  companyId?: string | null;
  vatNumber?: string | null;
}): FieldErrors {
  if (body.company) return {};
  const errors: FieldErrors = {};
  if (body.companyId) errors.companyId = COMPANY_ID_WITHOUT_COMPANY;
  if (body.vatNumber) errors.vatNumber = VAT_NUMBER_WITHOUT_COMPANY;
  return errors;
}

/** Adds the rule between the company and its identifiers to an address's fields. */
export const withBusinessIds = <
  T extends z.ZodType<{ company: string | null; companyId: string | null; vatNumber: string | null }>,
>(
  schema: T,
) =>
  schema.superRefine(
    (body, ctx) => {
      for (const [path, message] of Object.entries(businessIdErrors(body))) {
        ctx.addIssue({ code: "custom", path: [path], message });
      }
    },
    // Said with the other fields' errors: the company and its identifiers alone must read.
    { when: ({ value }) => BUSINESS_FIELDS.safeParse(value).success },
  );

export const AddressBodySchema = withBusinessIds(AddressFieldsSchema);
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

const POSTAL_CODE_AND_COUNTRY = AddressFieldsSchema.pick({ postalCode: true, country: true });

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
  /** SIREN or SIRET digits, and the VAT number, of a company's address (decision 045). */
  companyId: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type MemberAddress = z.infer<typeof MemberAddressSchema>;

export const MemberAddressListSchema = z.object({ items: z.array(MemberAddressSchema), total: z.number() });
export type MemberAddressList = z.infer<typeof MemberAddressListSchema>;
