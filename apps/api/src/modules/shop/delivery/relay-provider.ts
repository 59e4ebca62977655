import type { AccessPoint } from "@vitrine/shared/schemas/delivery";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { relayPoints } from "../../../db/schema/index";

export interface Position {
  lat: number;
  lng: number;
}

/**
 * Where relay points come from (decision 018). The built-in provider reads the points a site keeps
 * in `relay_points`; a carrier's own web service would be another implementation of this interface.
 */
export interface RelayProvider {
  /** At most `limit` active points of the carrier in `country`, nearest to `origin` first. */
  nearest(query: {
    siteId: number;
    carrierId: number;
    country: string;
    origin: Position;
    limit: number;
  }): Promise<AccessPoint[]>;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The points a site keeps for its relay carrier; a network holds tens of points, sorted in memory. */
export class StoredRelayProvider implements RelayProvider {
  constructor(private readonly db: Db) {}

  async nearest({ siteId, carrierId, country, origin, limit }: Parameters<RelayProvider["nearest"]>[0]) {
    const rows = await this.db
      .select()
      .from(relayPoints)
      .where(
        and(
          eq(relayPoints.siteId, siteId),
          eq(relayPoints.carrierId, carrierId),
          eq(relayPoints.country, country),
          eq(relayPoints.isActive, true),
        ),
      );
    return rows
      .map((row) => {
        const position = { lat: row.latitude, lng: row.longitude };
        return {
          id: row.code,
          idCarrier: row.carrierId,
          name: row.name,
          addLine1: row.addLine1,
          zipCode: row.zipCode,
          city: row.city,
          country: row.country,
          position,
          distance: Math.round(distanceMetres(origin, position)),
          openingHours: row.openingHours,
          icon: row.icon,
        };
      })
      .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name, "fr"))
      .slice(0, limit);
  }
}
