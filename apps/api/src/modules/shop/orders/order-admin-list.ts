import type { ParsedFilter } from "@vitrine/shared/list-query";
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES } from "@vitrine/shared/orders/lifecycle";
import { and, type Column, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { containsText, whereFilters } from "../../../db/list-query";
import { orders } from "../../../db/schema/index";
import { badRequest } from "../../../lib/http";

/**
 * The filters of GET /admin/order (ADMIN_ORDER_LIST): a state, a delivery type, days in French
 * time, a search on the number, e-mail and names; each wrong value a 400 naming its key, before
 * any SQL.
 */

const refused = (field: string, message: string) =>
  badRequest("Les paramètres de la liste sont invalides.", { [field]: message });

const DAY_MESSAGE = "Indiquez une date au format AAAA-MM-JJ.";

/** The start of a YYYY-MM-DD day in Paris; 400 when it is not a day of the calendar. */
function dayStart(field: string, value: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? DateTime.fromISO(value, { zone: "Europe/Paris" }) : null;
  if (!day?.isValid) throw refused(field, DAY_MESSAGE);
  return day.startOf("day").toJSDate();
}

/** One value among `allowed`, as an equality (or `df:` when `negate`): else 400 with `message`. */
function oneOf(filter: ParsedFilter, allowed: readonly string[], message: string, negate = false): string {
  const operators = negate ? ["eq", "df"] : ["eq"];
  if (!allowed.includes(filter.value) || !operators.includes(filter.op)) throw refused(filter.field, message);
  return filter.value;
}

/** The customer's name as written on an address snapshot of the order. */
const nameOn = (column: Column) => sql`concat_ws(' ', ${column}->>'firstname', ${column}->>'lastname')`;

function searchCondition(filter: ParsedFilter): SQL {
  const value = filter.value.trim();
  if (!["eq", "lk"].includes(filter.op) || value.length > 100) {
    throw refused("search", "Recherchez par numéro de commande, e-mail ou nom (100 caractères au plus).");
  }
  return or(
    containsText(orders.reference, value),
    containsText(orders.email, value),
    containsText(nameOn(orders.billingAddress), value),
    containsText(nameOn(orders.shippingAddress), value),
  )!;
}

/** The SQL conditions of the list's filters. */
export function adminOrderConditions(filters: ParsedFilter[]): SQL[] {
  const conditions: SQL[] = [];
  const days: { from?: Date; to?: Date } = {};
  for (const filter of filters) {
    switch (filter.field) {
      case "status":
        oneOf(filter, ORDER_STATUSES, "Choisissez un état de commande valide.", true);
        conditions.push(...whereFilters([filter], { status: orders.status }));
        break;
      case "deliveryType":
        oneOf(filter, ORDER_DELIVERY_TYPES, "Choisissez un mode de livraison valide.");
        conditions.push(...whereFilters([filter], { deliveryType: orders.deliveryType }));
        break;
      case "from":
      case "to":
        if (filter.op !== "eq") throw refused(filter.field, DAY_MESSAGE);
        days[filter.field] = dayStart(filter.field, filter.value);
        break;
      case "search":
        if (filter.value.trim()) conditions.push(searchCondition(filter));
        break;
      default:
        conditions.push(...whereFilters([filter], { reference: orders.reference, email: orders.email }));
    }
  }
  if (days.from && days.to && days.from > days.to) {
    throw refused("to", "La date de fin doit être le même jour que la date de début, ou après.");
  }
  if (days.from) conditions.push(gte(orders.createdAt, days.from));
  if (days.to) {
    const next = DateTime.fromJSDate(days.to, { zone: "Europe/Paris" }).plus({ days: 1 }).toJSDate();
    conditions.push(lt(orders.createdAt, next));
  }
  return conditions.length ? [and(...conditions)!] : [];
}
