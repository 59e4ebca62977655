import type { OrderDeliveryType } from "@vitrine/shared/orders/lifecycle";

/** How the panel names an order's delivery type. */
export const DELIVERY_TYPE_LABELS: Record<OrderDeliveryType, string> = {
  delivery: "Livraison",
  clickAndCollect: "Retrait en boutique",
  no_delivery: "Sans livraison",
};

const SHORT_DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Paris",
});

/** « 14/03/2026 10:42 », in Paris whatever the server's zone. */
export const shortDateTime = (iso: string) => SHORT_DATE.format(new Date(iso)).replace(",", "");

const PARIS = { timeZone: "Europe/Paris" } as const;
const DAY = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", ...PARIS });
const TIME = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", ...PARIS });

/** « 14/03/2026 » and « 10:42 » apart, in Paris: the orders list writes the time under the day. */
export const dayAndTime = (iso: string) => ({
  day: DAY.format(new Date(iso)),
  time: TIME.format(new Date(iso)),
});
