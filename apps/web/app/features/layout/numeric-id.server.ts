import { parseId } from "@vitrine/shared/ids";
import { data } from "react-router";

/** The route's own validate check: an id that is not a positive integer is a 404 (spec section 5). */
export function requireNumericId(raw: string | undefined): number {
  const id = raw ? parseId(raw) : null;
  if (id === null) throw data(null, { status: 404 });
  return id;
}
