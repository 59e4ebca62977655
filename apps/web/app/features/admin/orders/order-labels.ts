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
