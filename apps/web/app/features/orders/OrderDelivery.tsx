import type { OrderTracking } from "@vitrine/shared/schemas/order-tracking";
import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { AddressLines } from "../addresses/AddressLines";
import { pickupLabel } from "../checkout/PickupOptions";

/** How the order travels: the carrier and the address, the relay point, or the pickup's place and period. */
export function OrderDelivery({ order, titleId }: { order: OrderDetail; titleId: string }) {
  return (
    <section className="order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {order.deliveryType === "clickAndCollect" ? "Retrait" : "Livraison"}
      </h2>
      <DeliveryDetails order={order} />
    </section>
  );
}

/** The delivery's facts without their frame (the customer's order card, the admin panel's panel). */
export function DeliveryDetails({ order }: { order: OrderDetail }) {
  const { delivery, shippingAddress } = order;
  const pickup = delivery.pickup;
  const point = delivery.accessPoint;
  return (
    <>
      {order.deliveryType === "clickAndCollect" && pickup ? (
        <p>
          <strong>{pickup.place}</strong>
          <br />
          {capitalized(pickupLabel(pickup.date, pickup.start, pickup.end))}
        </p>
      ) : null}
      {order.deliveryType === "delivery" ? (
        <>
          <p>
            <strong>{delivery.carrierName ?? delivery.serviceName ?? "Transporteur"}</strong>
          </p>
          {point ? (
            <address className="address-lines">
              <strong>Point relais : {point.name}</strong>
              <span>{point.addLine1}</span>
              <span>
                {point.zipCode} {point.city}
              </span>
            </address>
          ) : shippingAddress ? (
            <AddressLines address={{ ...shippingAddress, country: shippingAddress.countryName }} />
          ) : null}
          {delivery.tracking ? <ParcelTracking tracking={delivery.tracking} /> : null}
        </>
      ) : null}
      {order.deliveryType === "no_delivery" ? <p>Cette commande ne demande pas d'expédition.</p> : null}
    </>
  );
}

/**
 * The parcel's number, and the carrier's page in a new tab when the shop gave it (`reference`
 * names the order in the link, for a list of orders).
 */
export function ParcelTracking({ tracking, reference }: { tracking: OrderTracking; reference?: string }) {
  return (
    <p className="order-tracking">
      Numéro de suivi : <span className="order-tracking__number">{tracking.number}</span>
      {tracking.url ? (
        <>
          <br />
          <a href={tracking.url} target="_blank" rel="noopener noreferrer">
            Suivre le colis
            <span className="visually-hidden">
              {reference ? ` de la commande ${reference}` : ""} (nouvel onglet)
            </span>
          </a>
        </>
      ) : null}
    </p>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
