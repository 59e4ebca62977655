import { addressCalls } from "@vitrine/sdk/addresses";
import { parseId } from "@vitrine/shared/ids";
import { type AppLoadContext, redirect } from "react-router";
import { apiFailure, formError } from "../forms/form-reply.server";
import { addressValues, parseAddress } from "./address-form.server";

/** Where the account page shows the address book, with what just happened. */
export const addressBookPath = (state: string) => `/mon-compte?etat=${state}#adresses`;

export const ADDRESS_NOTICES: Record<string, string> = {
  "adresse-enregistree": "L'adresse est enregistrée.",
  "adresse-supprimee": "L'adresse est supprimée.",
};

/** Saves the address of the account page's form (a new one, or `addressId`'s). */
export async function saveAddress({ api }: AppLoadContext, form: FormData) {
  const values = addressValues(form);
  values.addressId = String(form.get("addressId") ?? "");
  const id = parseId(values.addressId);
  const parsed = parseAddress(form, await api.countries(), "address", values);
  if (parsed.reply) return parsed.reply;
  try {
    const calls = addressCalls(api);
    if (id === null) await calls.create(parsed.value);
    else await calls.update(id, parsed.value);
  } catch (error) {
    return apiFailure(error, "address", { values });
  }
  return redirect(addressBookPath("adresse-enregistree"));
}

export async function deleteAddress({ api }: AppLoadContext, form: FormData) {
  const id = parseId(String(form.get("addressId") ?? ""));
  if (id === null) return formError("address-delete", "Cette adresse n'existe pas.", { status: 404 });
  try {
    await addressCalls(api).remove(id);
  } catch (error) {
    return apiFailure(error, "address-delete", { keepStatus: true });
  }
  return redirect(addressBookPath("adresse-supprimee"));
}
