import { addressCalls } from "@vitrine/sdk/addresses";
import type { FieldErrors } from "@vitrine/shared/envelope";
import type { ParsedAddressBody } from "@vitrine/shared/schemas/addresses";
import { emailAddress } from "@vitrine/shared/schemas/common";
import type { Country } from "@vitrine/shared/schemas/geo";
import { destinationRefusal } from "@vitrine/shared/shipping/destinations";
import { type AppLoadContext, redirect } from "react-router";
import { formText } from "../account/session.server";
import { addressValues, parseAddresses } from "../addresses/address-form.server";
import { apiFailure, formError, INVALID_FIELDS } from "../forms/form-reply.server";
import type { FormValues } from "../forms/form-result";
import type { CheckoutBasics } from "./checkout-data.server";
import {
  type CheckoutAddress,
  type CheckoutState,
  withAddresses,
  writeCheckout,
} from "./checkout-state.server";
import { stepPath } from "./steps";

export const PHONE_NEEDED = "Indiquez un numéro de téléphone : le transporteur peut en avoir besoin.";
const CHOOSE_ADDRESS = "Choisissez une adresse enregistrée ou saisissez-en une nouvelle.";

function toCheckout(body: ParsedAddressBody, countries: Country[]): CheckoutAddress | null {
  const country = countries.find((c) => c.id === body.country);
  if (!country) return null;
  const { type: _, isDefault: __, ...fields } = body;
  return { ...fields, country: country.id, countryCode: country.alphaTwo, countryName: country.name };
}

const savedAsBody = (address: CheckoutBasics["savedAddresses"][number]): ParsedAddressBody => ({
  type: address.type,
  firstname: address.firstname,
  lastname: address.lastname,
  company: address.company,
  firstPart: address.firstPart,
  secondPart: address.secondPart,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country.id,
  phone: address.phone,
  isDefault: false,
  companyId: address.companyId,
  vatNumber: address.vatNumber,
});

/**
 * Step 1, « Coordonnées »: a guest's e-mail, the shipping address (a saved one or a new one) and
 * the billing address (the same, a saved one or a new one). Everything refused is said at once,
 * next to its field; a member may save a new address in their book.
 */
export async function contactStep(
  context: AppLoadContext,
  form: FormData,
  basics: CheckoutBasics,
  state: CheckoutState,
) {
  const { user, savedAddresses, countries, undeliverable, rules } = basics;
  const values: FormValues = { ...addressValues(form, "shipping."), ...addressValues(form, "billing.") };
  for (const key of ["email", "shippingChoice", "billingChoice", "sameBilling", "saveAddress"]) {
    values[key] = formText(form, key);
  }
  const errors: FieldErrors = {};
  let email: string | undefined;
  if (!user) {
    const parsed = emailAddress({ lowerCase: true }).safeParse(values.email);
    if (parsed.success) email = parsed.data;
    else errors.email = parsed.error.issues[0]?.message ?? INVALID_FIELDS;
  }
  const sameBilling = values.sameBilling === "on";
  const saved = (choice: string) => savedAddresses.find((a) => String(a.id) === choice);
  const pick = (key: "shipping" | "billing") => {
    const choice = String(values[`${key}Choice`] ?? "");
    if (choice && choice !== "new") {
      const address = saved(choice);
      // A saved address the site cannot ship to is offered as such, not to be chosen.
      const refusal = address && key === "shipping" ? undeliverable[address.id] : undefined;
      if (!address || refusal) errors[`${key}Choice`] = refusal ?? CHOOSE_ADDRESS;
      return address && !refusal ? savedAsBody(address) : null;
    }
    return "new" as const;
  };
  if (!sameBilling) {
    // A company's identifiers are the billing address's: the shipping one's are left aside.
    for (const key of ["companyId", "vatNumber"]) form.delete(`shipping.${key}`);
  }
  const shippingPick = pick("shipping");
  const billingPick = sameBilling ? null : pick("billing");
  const typed = [shippingPick === "new" ? "shipping" : null, billingPick === "new" ? "billing" : null].filter(
    (k): k is "shipping" | "billing" => k !== null,
  );
  const parsed = typed.length > 0 ? parseAddresses(form, countries, typed) : null;
  if (parsed?.errors) Object.assign(errors, parsed.errors);
  const shippingBody = shippingPick === "new" ? parsed?.value?.shipping : shippingPick;
  const billingBody = billingPick === "new" ? parsed?.value?.billing : billingPick;
  const shipping = shippingBody ? toCheckout(shippingBody, countries) : null;
  const refusal = shipping && shippingPick === "new" ? destinationRefusal(shipping, rules) : null;
  // A French overseas postal code is what is refused; elsewhere, the country.
  if (refusal) errors[shipping?.countryCode === "FR" ? "shipping.postalCode" : "shipping.country"] = refusal;
  if (shipping && !shipping.phone) {
    if (user?.phone) shipping.phone = user.phone;
    else errors[shippingPick === "new" ? "shipping.phone" : "shippingChoice"] = PHONE_NEEDED;
  }
  // An address refused for other fields: its missing phone is said at once, not at the next post.
  if (!shipping && shippingPick === "new" && !user?.phone && !formText(form, "shipping.phone").trim()) {
    errors["shipping.phone"] ??= PHONE_NEEDED;
  }
  if (Object.keys(errors).length > 0 || !shipping)
    return formError("contact", INVALID_FIELDS, { errors, values });
  const billing = billingBody ? (toCheckout(billingBody, countries) ?? undefined) : undefined;
  if (billing) Object.assign(shipping, { companyId: null, vatNumber: null });
  if (user && values.saveAddress === "on" && shippingPick === "new" && shippingBody) {
    try {
      await addressCalls(context.api).create({ ...shippingBody, type: "SHIPPING" });
    } catch (error) {
      return apiFailure(error, "contact", { values });
    }
  }
  const next = withAddresses(state, shipping, billing, email);
  return redirect(stepPath("livraison"), {
    headers: { "Set-Cookie": writeCheckout(context.cookieOptions, next) },
  });
}
