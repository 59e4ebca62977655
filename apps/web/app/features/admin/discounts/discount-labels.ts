import type { AdminDiscount } from "@vitrine/shared/schemas/admin-discounts";
import { formatEuros } from "@vitrine/shared/shop-rules";

/** How the panel writes a code's remise, days and limits, in French. */

export const remiseOf = (code: Pick<AdminDiscount, "kind" | "value">) =>
  code.kind === "PERCENT"
    ? `${code.value} %`
    : code.kind === "AMOUNT"
      ? formatEuros(code.value)
      : "Livraison offerte";

const DAY = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "UTC" });
/** A YYYY-MM-DD day as the French write it (its own day, whatever the server's zone). */
export const frenchDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

export function periodOf(code: Pick<AdminDiscount, "validFrom" | "validTo">): string {
  if (code.validFrom && code.validTo) return `du ${frenchDay(code.validFrom)} au ${frenchDay(code.validTo)}`;
  if (code.validFrom) return `à partir du ${frenchDay(code.validFrom)}`;
  if (code.validTo) return `jusqu'au ${frenchDay(code.validTo)}`;
  return "sans limite de date";
}

export const usesOf = (code: Pick<AdminDiscount, "uses" | "usageLimit">) =>
  code.usageLimit === null ? String(code.uses) : `${code.uses} / ${code.usageLimit}`;
