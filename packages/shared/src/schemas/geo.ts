import { z } from "zod";

export const CountrySchema = z.object({
  id: z.number(),
  alphaTwo: z.string(),
  alphaThree: z.string(),
  numCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

export const CitySchema = z.object({
  postalCode: z.string(),
  name: z.string(),
  inseeCode: z.string(),
});
export type City = z.infer<typeof CitySchema>;

export const AddressTypeSchema = z.object({ id: z.number(), code: z.string(), label: z.string() });

export const CompanyAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstPart: z.string(),
  secondPart: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: CountrySchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isHeadOffice: z.boolean(),
  isClickAndCollect: z.boolean(),
});
export type CompanyAddress = z.infer<typeof CompanyAddressSchema>;
