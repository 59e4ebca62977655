import { useEffect } from "react";
import type { CheckoutAddress, CheckoutState } from "./checkout-state.server";

/**
 * Spec section 4, persistence: the cart's choices (city, country, carrier, prices, addresses,
 * phone, delivery type, click-and-collect, pickup address) are copied to the browser's local
 * storage and restored on load. The server keeps the same choices in its cookie for the steps
 * posted without JavaScript; the storage brings them back when that cookie is gone (a day later).
 */
export const CHOICES_KEY = "cart-choices";

export interface StoredChoices {
  city: string | null;
  country: string | null;
  carrier: number | null;
  prices: { shipping: number | null; total: number };
  addresses: { shipping: CheckoutAddress | null; billing: CheckoutAddress | null };
  phone: string | null;
  deliveryType: CheckoutState["deliveryType"] | null;
  clickAndCollect: CheckoutState["clickAndCollect"] | null;
  pickupAddress: CheckoutState["accessPoint"] | null;
}

export function storedChoices(
  state: CheckoutState,
  shippingPrice: number | null,
  total: number,
): StoredChoices {
  return {
    city: state.shipping?.city ?? null,
    country: state.shipping?.countryCode ?? null,
    carrier: state.carrierId ?? null,
    prices: { shipping: shippingPrice, total },
    addresses: { shipping: state.shipping ?? null, billing: state.billing ?? null },
    phone: state.shipping?.phone ?? null,
    deliveryType: state.deliveryType ?? null,
    clickAndCollect: state.clickAndCollect ?? null,
    pickupAddress: state.accessPoint ?? null,
  };
}

function readChoices(): StoredChoices | null {
  try {
    const raw = window.localStorage.getItem(CHOICES_KEY);
    return raw ? (JSON.parse(raw) as StoredChoices) : null;
  } catch {
    return null;
  }
}

/**
 * Copies the choices to local storage whenever they change; not while the server knows none (its
 * cookie gone), so that the copy stays to be restored.
 */
export function usePersistChoices(choices: StoredChoices) {
  const json = JSON.stringify(choices);
  const known = choices.addresses.shipping !== null;
  useEffect(() => {
    if (!known) return;
    try {
      window.localStorage.setItem(CHOICES_KEY, json);
    } catch {
      // Storage full or refused (private mode): the server's cookie still holds the choices.
    }
  }, [json, known]);
}

/**
 * On the first step with nothing known by the server, fills the address fields left empty with the
 * stored addresses (the browser's own copy of the visitor's previous checkout).
 */
export function useRestoreAddresses(formId: string, serverKnows: boolean) {
  useEffect(() => {
    if (serverKnows) return;
    const stored = readChoices()?.addresses;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!stored || !form) return;
    for (const kind of ["shipping", "billing"] as const) {
      const address = stored[kind];
      if (!address) continue;
      for (const [key, value] of Object.entries(address)) {
        const input = form.elements.namedItem(`${kind}.${key}`);
        if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement) || value === null)
          continue;
        if (input instanceof HTMLSelectElement) {
          // A controlled select: its change event tells React.
          input.value = String(value);
          input.dispatchEvent(new Event("change", { bubbles: true }));
        } else if (!input.value) {
          input.value = String(value);
          // Told as typed: the company's identifiers show once its name is back.
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }
      if (kind === "billing") {
        const same = form.elements.namedItem("sameBilling");
        if (same instanceof HTMLInputElement) same.checked = false;
      }
    }
  }, [formId, serverKnows]);
}

/** Once ordered, the checkout's choices are forgotten here too (the server forgot its cookie). */
export function useForgetChoices() {
  useEffect(() => {
    try {
      window.localStorage.removeItem(CHOICES_KEY);
    } catch {
      // Storage refused: nothing was kept.
    }
  }, []);
}
