import type { OrderAddressSnapshot, OrderDeliverySnapshot } from "../../../db/schema/index";

/**
 * Where the goods went, as the invoice states it when it is not the billing address: the shipping
 * address, the relay point or the shop's pick-up place (the delivery address is an invoice's
 * mention when it differs from the buyer's, art. 242 nonies A CGI as amended for e-invoicing).
 */
export interface InvoiceDelivery {
  title: string;
  lines: string[];
}

interface DeliveredOrder {
  deliveryType: string;
  delivery: OrderDeliverySnapshot | null;
  shippingAddress: OrderAddressSnapshot | null;
  billingAddress: OrderAddressSnapshot | null;
}

/** An address's lines, the person (and company) first. */
function addressLines(address: OrderAddressSnapshot): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? "",
    address.firstPart,
    address.secondPart ?? "",
    `${address.postalCode} ${address.city}`,
    address.countryName,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Whether two snapshots are the same address (the same words, case and spaces aside). */
function sameAddress(a: OrderAddressSnapshot, b: OrderAddressSnapshot): boolean {
  const words = (address: OrderAddressSnapshot) =>
    addressLines(address).join("|").toLowerCase().replace(/\s+/g, " ");
  return words(a) === words(b);
}

/** What the invoice says of where the goods went; null when they went to the billing address, or nowhere. */
export function deliveryOf(order: DeliveredOrder): InvoiceDelivery | null {
  const delivery = order.delivery ?? {};
  if (order.deliveryType === "clickAndCollect" && delivery.pickup) {
    return { title: "Retrait", lines: [delivery.pickup.place] };
  }
  if (order.deliveryType !== "delivery") return null;
  const point = delivery.accessPoint;
  if (point) {
    return {
      title: "Livraison en point relais",
      lines: [point.name, point.addLine1, `${point.zipCode} ${point.city}`]
        .map((line) => line.trim())
        .filter(Boolean),
    };
  }
  const shipping = order.shippingAddress;
  if (!shipping || !order.billingAddress || sameAddress(shipping, order.billingAddress)) return null;
  return { title: "Adresse de livraison", lines: addressLines(shipping) };
}
