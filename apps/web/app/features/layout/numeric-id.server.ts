import { data } from "react-router";

/** The route's own validate check: an id that is not a positive integer is a 404 (spec section 5). */
export function requireNumericId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(raw);
}
