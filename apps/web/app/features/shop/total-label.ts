import { switchOn } from "@vitrine/shared/site-switches";
import { useRootData } from "../../root-data";

/**
 * What the cart and an order call their total: « Total TTC », or « Total » for a seller under the
 * VAT franchise (art. 293 B CGI), whose prices carry no VAT.
 */
export function useTotalLabel(): string {
  const { values } = useRootData();
  return switchOn("VAT_FRANCHISE", values.VAT_FRANCHISE) ? "Total" : "Total TTC";
}
