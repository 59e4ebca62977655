import { parse, serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { z } from "zod";

/**
 * The checkout's choices between its steps, kept by the server in an HttpOnly cookie so that every
 * step works as a plain form post: the contact e-mail of a guest, the addresses, the delivery
 * choice, the age confirmation. Nothing in it is trusted: each step checks it again with the API
 * (addresses with their schema, prices recalculated), and a cookie that does not read is forgotten.
 */
export const CHECKOUT_COOKIE = "checkout";
const MAX_AGE_S = 24 * 3600;

const AddressSchema = z.object({
  firstname: z.string().max(80),
  lastname: z.string().max(80),
  company: z.string().max(80).nullable(),
  firstPart: z.string().max(120),
  secondPart: z.string().max(120).nullable(),
  postalCode: z.string().max(12),
  city: z.string().max(80),
  /** Country id (GET /countries) and its ISO code, which the delivery calls take. */
  country: z.number().int(),
  countryCode: z.string().length(2),
  countryName: z.string().max(80),
  phone: z.string().max(30).nullable(),
  /** A company's SIREN or SIRET digits and VAT number (decision 045); absent from older cookies. */
  companyId: z.string().max(14).nullish(),
  vatNumber: z.string().max(14).nullish(),
});
export type CheckoutAddress = z.infer<typeof AddressSchema>;

export const AccessPointChoiceSchema = z.object({
  id: z.string().max(80),
  name: z.string().max(120),
  addLine1: z.string().max(200),
  zipCode: z.string().max(12),
  city: z.string().max(100),
  country: z.string().max(2),
});
export type AccessPointChoice = z.infer<typeof AccessPointChoiceSchema>;

export const ClickAndCollectChoiceSchema = z.object({
  date: z.string().max(10),
  idAddress: z.number().int(),
  idSchedule: z.number().int(),
  calendarId: z.number().int(),
  /** Local times HH:MM of the period, and the place's name and address, as shown. */
  start: z.string().max(5),
  end: z.string().max(5),
  place: z.string().max(300),
});
export type ClickAndCollectChoice = z.infer<typeof ClickAndCollectChoiceSchema>;

export const CheckoutStateSchema = z.object({
  email: z.string().max(254).optional(),
  shipping: AddressSchema.optional(),
  /** Absent while the billing address is the shipping one. */
  billing: AddressSchema.optional(),
  /** Spec section 4's delivery types. */
  deliveryType: z.enum(["delivery", "clickAndCollect"]).optional(),
  carrierId: z.number().int().optional(),
  accessPoint: AccessPointChoiceSchema.optional(),
  /** The spec's click-and-collect {date, idAddress, idSchedule}, with what the summary shows. */
  clickAndCollect: ClickAndCollectChoiceSchema.optional(),
  adultConfirmed: z.boolean().optional(),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

export function readCheckout(request: Request): CheckoutState {
  const raw = parse(request.headers.get("cookie") ?? "")[CHECKOUT_COOKIE];
  if (!raw) return {};
  try {
    const parsed = CheckoutStateSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

type Options = AppLoadContext["cookieOptions"];

export const writeCheckout = (options: Options, state: CheckoutState) =>
  serialize(
    CHECKOUT_COOKIE,
    Buffer.from(JSON.stringify(state), "utf8").toString("base64url"),
    options(MAX_AGE_S),
  );

export const forgetCheckout = (options: Options) => serialize(CHECKOUT_COOKIE, "", options(0));

/**
 * Spec section 4: choosing click-and-collect resets the carrier, prices and access point. Any
 * change of the delivery or the addresses asks for the summary's confirmation again.
 */
export function chooseClickAndCollect(
  state: CheckoutState,
  choice: CheckoutState["clickAndCollect"],
): CheckoutState {
  const { carrierId: _, accessPoint: __, adultConfirmed: ___, ...rest } = state;
  return { ...rest, deliveryType: "clickAndCollect", clickAndCollect: choice };
}

/** A carrier chosen: the click-and-collect choice goes, the relay point stays only with its carrier. */
export function chooseCarrier(
  state: CheckoutState,
  carrierId: number,
  accessPoint: AccessPointChoice | undefined,
): CheckoutState {
  const { clickAndCollect: _, accessPoint: __, adultConfirmed: ___, ...rest } = state;
  return { ...rest, deliveryType: "delivery", carrierId, ...(accessPoint ? { accessPoint } : {}) };
}

/**
 * The addresses posted: a new fee calculation follows, so the carrier and its relay point are
 * chosen again (spec section 4: the carrier is reset after a calculation); a pickup stays.
 */
export function withAddresses(
  state: CheckoutState,
  shipping: CheckoutAddress,
  billing: CheckoutAddress | undefined,
  email: string | undefined,
): CheckoutState {
  const { billing: _, email: __, adultConfirmed: ___, carrierId: ____, accessPoint: _____, ...rest } = state;
  const kept = rest.deliveryType === "delivery" ? { ...rest, deliveryType: undefined } : rest;
  return { ...kept, shipping, ...(billing ? { billing } : {}), ...(email ? { email } : {}) };
}
