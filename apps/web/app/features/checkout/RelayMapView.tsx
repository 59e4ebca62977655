import type { AccessPoint } from "@vitrine/shared/schemas/delivery";

/** A map of relay points drawn from OpenStreetMap's tiles (Web Mercator), loaded on request only. */

const TILE = 256;
const WIDTH = 640;
const HEIGHT = 360;

const worldX = (lng: number, zoom: number) => ((lng + 180) / 360) * TILE * 2 ** zoom;
const worldY = (lat: number, zoom: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * TILE * 2 ** zoom;
};

/** The largest zoom (at most 15) at which every point fits in the frame, with a margin. */
export function fittingZoom(points: AccessPoint[]): number {
  for (let zoom = 15; zoom > 3; zoom--) {
    const xs = points.map((p) => worldX(p.position.lng, zoom));
    const ys = points.map((p) => worldY(p.position.lat, zoom));
    if (Math.max(...xs) - Math.min(...xs) < WIDTH - 80 && Math.max(...ys) - Math.min(...ys) < HEIGHT - 80)
      return zoom;
  }
  return 3;
}

export function RelayMapView({ points }: { points: AccessPoint[] }) {
  const zoom = fittingZoom(points);
  const xs = points.map((p) => worldX(p.position.lng, zoom));
  const ys = points.map((p) => worldY(p.position.lat, zoom));
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const tiles: Array<{ x: number; y: number }> = [];
  const count = 2 ** zoom;
  for (let x = Math.floor((cx - WIDTH / 2) / TILE); x <= Math.floor((cx + WIDTH / 2) / TILE); x++) {
    for (let y = Math.floor((cy - HEIGHT / 2) / TILE); y <= Math.floor((cy + HEIGHT / 2) / TILE); y++) {
      if (y >= 0 && y < count) tiles.push({ x, y });
    }
  }
  const at = (px: number, py: number) => ({
    left: `calc(50% + ${Math.round(px - cx)}px)`,
    top: `calc(50% + ${Math.round(py - cy)}px)`,
  });
  return (
    <figure className="relay-map">
      <div
        className="relay-map__frame"
        role="img"
        aria-label={`Carte des ${points.length} points relais proposés, numérotés comme dans la liste`}
      >
        {tiles.map(({ x, y }) => (
          <img
            key={`${x}-${y}`}
            className="relay-map__tile"
            src={`https://tile.openstreetmap.org/${zoom}/${((x % count) + count) % count}/${y}.png`}
            alt=""
            width={TILE}
            height={TILE}
            style={at(x * TILE, y * TILE)}
            // A tile that cannot be fetched (offline) leaves the plain background, not a broken image.
            onError={(event) => {
              event.currentTarget.style.visibility = "hidden";
            }}
          />
        ))}
        {points.map((point, index) => (
          <span
            key={point.id}
            className="relay-map__marker"
            style={at(xs[index]!, ys[index]!)}
            title={point.name}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        ))}
      </div>
      <figcaption className="relay-map__credit">
        Fond de carte ©{" "}
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">
          les contributeurs d'OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
