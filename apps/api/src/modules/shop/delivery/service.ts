import type { Db } from "../../../db/client";
import type { SiteService } from "../../site/service";
import { AccessPoints } from "./access-points";
import { CarrierAdmin } from "./carrier-admin.service";
import { PickupAdmin } from "./pickup-admin.service";
import { StoredRelayProvider } from "./relay-provider";
import { ShippingFeesService } from "./shipping-fees";

/** Delivery, a sub-domain of the shop: shipping fees and relay points (decision 018). */
export interface DeliveryServices {
  shippingFees: ShippingFeesService;
  accessPoints: AccessPoints;
  /** The carriers, rates and relay points in the admin panel. */
  carrierAdmin: CarrierAdmin;
  /** Click-and-collect's calendars, schedules and closing days in the admin panel. */
  pickupAdmin: PickupAdmin;
}

export function createDeliveryServices(db: Db, sites: SiteService): DeliveryServices {
  return {
    shippingFees: new ShippingFeesService(db, sites),
    accessPoints: new AccessPoints(db, new StoredRelayProvider(db)),
    carrierAdmin: new CarrierAdmin(db, (siteId) => sites.invalidate(siteId)),
    pickupAdmin: new PickupAdmin(db, (siteId) => sites.invalidate(siteId)),
  };
}
