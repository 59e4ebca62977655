import type { AccessPoint } from "@vitrine/shared/schemas/delivery";
import { type ComponentType, useEffect, useState } from "react";

type MapView = ComponentType<{ points: AccessPoint[] }>;

/**
 * The relay points on a map, only when the visitor asks: the map's code and its tiles
 * (OpenStreetMap) load when the button is pressed, never with the page. Without JavaScript the
 * list above is the whole choice, and the button is not shown.
 */
export function RelayMap({ points }: { points: AccessPoint[] }) {
  const [ready, setReady] = useState(false);
  const [View, setView] = useState<MapView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  if (View) return <View points={points} />;
  return (
    <p className="relay-map__ask">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() =>
          import("./RelayMapView")
            .then((module) => setView(() => module.RelayMapView))
            .catch(() => setFailed(true))
        }
      >
        Voir les points relais sur la carte
      </button>
      {failed ? <span role="alert"> La carte n'a pas pu être chargée.</span> : null}
    </p>
  );
}
