import type { ParameterKey } from "@vitrine/shared/parameters";
import { PAYMENT_METHODS, type PaymentMethod } from "@vitrine/shared/schemas/orders";
import { switchOnIn } from "@vitrine/shared/site-switches";
import type { SiteService } from "../../site/service";

/** What an order reads of its site's parameters: stock handling, payment methods and where the money goes. */
export interface OrderSettings extends PayTo {
  /** HANDLE_STOCK: tracked declinations cannot be ordered beyond their stock. */
  handleStock: boolean;
  /** PAYMENT_METHOD: the methods the shop accepts, in the order it lists them. */
  paymentMethods: PaymentMethod[];
  /** VAT_FRANCHISE: the prices carry no VAT, so an export costs what they say (decision 043). */
  vatFranchise: boolean;
}

/** Where a customer sends a transfer or a cheque; empty strings when the site says nothing of it. */
export interface PayTo {
  /** BANK_*; the holder is the company's legal name (else its name) unless set. */
  bank: { holder: string; iban: string; bic: string };
  /** CHEQUE_*; the payee is the company as above, the address its head office, unless set. */
  cheque: { payee: string; address: string };
}

/** The bank and cheque details from a site's parameters (`value` reads one, trimmed, "" when unset). */
export function payTo(value: (key: ParameterKey) => string): PayTo {
  const company = value("LEGAL_COMPANY_NAME") || value("COMPANY_NAME");
  return {
    bank: {
      holder: value("BANK_ACCOUNT_HOLDER") || company,
      iban: value("BANK_IBAN"),
      bic: value("BANK_BIC"),
    },
    cheque: {
      payee: value("CHEQUE_PAYEE") || company,
      address: value("CHEQUE_ADDRESS") || value("HEAD_OFFICE"),
    },
  };
}

/** PAYMENT_METHOD is a comma-separated list: `CARD,TRANSFER`; unknown words are ignored. */
export function parsePaymentMethods(value: string | null): PaymentMethod[] {
  const words = (value ?? "").split(",").map((word) => word.trim().toUpperCase());
  return PAYMENT_METHODS.filter((method) => words.includes(method)).sort(
    (a, b) => words.indexOf(a) - words.indexOf(b),
  );
}

/** Read from the cached site snapshot: no query per order. */
export async function orderSettings(sites: SiteService, siteId: number): Promise<OrderSettings> {
  const parameters = (await sites.getSnapshot(siteId))?.parameters ?? [];
  const value = (key: ParameterKey) => parameters.find((p) => p.type === key)?.value?.trim() ?? "";
  return {
    handleStock: value("HANDLE_STOCK") === "true",
    paymentMethods: parsePaymentMethods(value("PAYMENT_METHOD")),
    vatFranchise: switchOnIn(parameters, "VAT_FRANCHISE"),
    ...payTo(value),
  };
}
