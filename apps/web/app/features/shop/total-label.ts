import { switchOn } from "@vitrine/shared/site-switches";
import { useRootData } from "../../root-data";

/**
 * What the cart and an order call their total: « Total TTC », or « Total » for a seller under the
 * VAT franchise (art. 293 B CGI), whose prices carry no VAT, and for an export (`vatExempt`,
 * decision 043), charged without VAT.
 */
export function useTotalLabel(vatExempt = false): string {
  const { values } = useRootData();
  return vatExempt || switchOn("VAT_FRANCHISE", values.VAT_FRANCHISE) ? "Total" : "Total TTC";
}
