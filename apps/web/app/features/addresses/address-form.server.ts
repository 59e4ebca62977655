import { parseWithZod } from "@conform-to/zod/v4";
import type { FieldErrors } from "@vitrine/shared/envelope";
import { addressBodySchema, type ParsedAddressBody } from "@vitrine/shared/schemas/addresses";
import type { Country } from "@vitrine/shared/schemas/geo";
import { z } from "zod";
import { parseForm } from "../forms/form-reply.server";
import type { FormValues } from "../forms/form-result";

export const ADDRESS_FIELDS = [
  "type",
  "firstname",
  "lastname",
  "company",
  "firstPart",
  "secondPart",
  "postalCode",
  "city",
  "country",
  "phone",
  "companyId",
  "vatNumber",
] as const;

/** The typed values of an address posted under `prefix` ("shipping."), to show them again. */
export function addressValues(form: FormData, prefix = ""): FormValues {
  const values: FormValues = {};
  for (const key of ADDRESS_FIELDS) {
    const value = form.get(`${prefix}${key}`);
    if (typeof value === "string") values[`${prefix}${key}`] = value;
  }
  return values;
}

/** The ISO code of a country id, from the list of GET /countries. */
export const countryCodeIn = (countries: Country[]) => (id: number) =>
  countries.find((c) => c.id === id)?.alphaTwo;

/**
 * An address posted as a form, checked with the API's schema (French postal codes included), so
 * that the visitor sees every error at once, next to its field. `form` names the reply.
 */
export function parseAddress(formData: FormData, countries: Country[], form: string, values: FormValues) {
  return parseForm(formData, addressBodySchema(countryCodeIn(countries)), form, values);
}

/**
 * Several addresses posted together under their prefixes (checkout: `shipping.city`,
 * `billing.city`): the parsed bodies, or every field's error keyed by its posted name.
 */
export function parseAddresses<K extends string>(
  formData: FormData,
  countries: Country[],
  keys: readonly K[],
): { value: Record<K, ParsedAddressBody>; errors?: undefined } | { value?: undefined; errors: FieldErrors } {
  const schema = addressBodySchema(countryCodeIn(countries));
  const shape = Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, typeof schema>;
  const submission = parseWithZod(formData, { schema: z.object(shape) });
  if (submission.status === "success") return { value: submission.value as Record<K, ParsedAddressBody> };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  return { errors };
}
