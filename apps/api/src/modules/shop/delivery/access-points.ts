import type { AccessPointList } from "@vitrine/shared/schemas/delivery";
import type { Db } from "../../../db/client";
import { badRequest } from "../../../lib/http";
import { activeCarriers } from "./carriers";
import type { Position, RelayProvider } from "./relay-provider";

/** Points a search answers. */
export const ACCESS_POINT_LIMIT = 10;

/** Relay pickup points near an address (POST /relay/access-points). */
export class AccessPoints {
  constructor(
    private readonly db: Db,
    private readonly provider: RelayProvider,
  ) {}

  /**
   * The nearest points of the site's relay carrier (`carrierId`, or its first PICKUP carrier) to
   * `origin`, the address's commune; an unknown or non-relay carrier is a 400 on `idCarrier`.
   */
  async search(
    siteId: number,
    query: { carrierId: number | null; country: string; origin: Position | null },
  ): Promise<AccessPointList> {
    const pickups = (await activeCarriers(this.db, siteId)).filter((c) => c.kind === "PICKUP");
    const carrier = query.carrierId === null ? pickups[0] : pickups.find((c) => c.id === query.carrierId);
    if (!carrier) {
      const message =
        query.carrierId === null
          ? "Ce site ne propose pas de livraison en point relais."
          : "Ce transporteur ne livre pas en point relais.";
      throw badRequest(message, { idCarrier: message });
    }
    if (!query.origin) return { items: [], total: 0 };
    const items = await this.provider.nearest({
      siteId,
      carrierId: carrier.id,
      country: query.country,
      origin: query.origin,
      limit: ACCESS_POINT_LIMIT,
    });
    return { items, total: items.length };
  }
}
