import { departmentOf } from "../postal-codes";

/**
 * Shipping zones: where a country and a postal code send a parcel. Corsica is told apart by its
 * postal codes (20xxx); the overseas departments (97xxx) ship as the world.
 */

export const SHIPPING_ZONES = ["FR_METRO", "FR_CORSE", "EU", "WORLD"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ZONE_LABELS: Record<ShippingZone, string> = {
  FR_METRO: "France métropolitaine",
  FR_CORSE: "Corse",
  EU: "Union européenne",
  WORLD: "Reste du monde",
};

/** The member states of the European Union other than France (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  "AT BE BG CY CZ DE DK EE ES FI GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
);

/** The zone of an address: `country` is an ISO alpha-2 code, the postal code already checked (postal-codes.ts). */
export function shippingZone(country: string, postalCode: string): ShippingZone {
  if (country === "FR") {
    const department = departmentOf(postalCode);
    if (department === "2A" || department === "2B") return "FR_CORSE";
    return department === null || department.length === 3 ? "WORLD" : "FR_METRO";
  }
  return EU_COUNTRIES.has(country) ? "EU" : "WORLD";
}

/** Whether a zone is French soil for ONLY_SELL_IN_FRANCE (mainland and Corsica). */
export const isFrance = (zone: ShippingZone): boolean => zone === "FR_METRO" || zone === "FR_CORSE";

/**
 * Whether a parcel sent there is an export, sold without French VAT (art. 262 I CGI; decision
 * 043): zone WORLD, the overseas departments included (art. 294 CGI). Monaco ships as the world
 * but is French territory for VAT: it pays French VAT.
 */
export const isExport = (country: string, postalCode: string): boolean =>
  country !== "MC" && shippingZone(country, postalCode) === "WORLD";

/** What the customer of an export is told beside its amounts (checkout, order pages, e-mails). */
export const EXPORT_NOTICE =
  "Vente à l'exportation (hors Union européenne ou outre-mer) : prix hors TVA. Des droits et taxes d'importation peuvent être dus à la livraison.";
