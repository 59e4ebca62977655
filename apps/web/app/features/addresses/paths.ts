/** The site's own lookup of the communes of a French postal code (GET /cities), for address forms. */
export const CITIES_PATH = "/adresses/communes";
