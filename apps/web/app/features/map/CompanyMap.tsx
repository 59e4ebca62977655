import { faLocationDot, faMap } from "@fortawesome/free-solid-svg-icons";
import { useEffect, useRef, useState } from "react";
import { Icon } from "../icons/Icon";

/** The company's position, from the COMPANY_LATITUDE and COMPANY_LONGITUDE parameters. */
export function coordinates(latitude: string | null, longitude: string | null): [number, number] | null {
  if (!latitude || !longitude) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return [lat, lon];
}

const round = (n: number) => Number(n.toFixed(5));

/** OpenStreetMap's embeddable map around the point, with a marker on it. */
export function osmEmbedUrl(lat: number, lon: number): string {
  const bbox = [round(lon - 0.012), round(lat - 0.006), round(lon + 0.012), round(lat + 0.006)].join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(lat)},${round(lon)}`;
}

/** The point on openstreetmap.org, for a plain link. */
export const osmLink = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${round(lat)}&mlon=${round(lon)}#map=16/${round(lat)}/${round(lon)}`;

/** A plan drawn locally (streets, blocks, a park, the sea): what the map looks like before it loads. */
function MapDrawing() {
  return (
    <svg
      className="map__drawing"
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="800" height="450" fill="#eef0e8" />
      <path d="M520 450 C 560 380 640 360 700 330 C 750 305 780 260 800 250 L 800 450 Z" fill="#c6dcec" />
      <path
        d="M560 450 C 600 400 660 385 720 355 C 760 335 785 300 800 292"
        fill="none"
        stroke="#b3cfe4"
        strokeWidth="3"
      />
      <path
        d="M0 330 C 90 320 150 350 230 345 C 300 340 330 300 380 296"
        fill="none"
        stroke="#c6dcec"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M60 40 h140 v90 h-140 z" fill="#d3e5c3" />
      <path d="M610 60 h120 v70 h-120 z" fill="#d3e5c3" />
      <circle cx="660" cy="95" r="14" fill="#c2dbae" />
      <g fill="#e1ddd3">
        <rect x="240" y="40" width="90" height="60" rx="3" />
        <rect x="350" y="40" width="70" height="60" rx="3" />
        <rect x="440" y="40" width="110" height="60" rx="3" />
        <rect x="240" y="170" width="60" height="70" rx="3" />
        <rect x="320" y="170" width="100" height="70" rx="3" />
        <rect x="470" y="170" width="80" height="70" rx="3" />
        <rect x="570" y="170" width="90" height="60" rx="3" />
        <rect x="60" y="170" width="130" height="60" rx="3" />
        <rect x="60" y="250" width="60" height="50" rx="3" />
        <rect x="140" y="250" width="50" height="50" rx="3" />
        <rect x="430" y="260" width="90" height="60" rx="3" />
        <rect x="240" y="380" width="120" height="50" rx="3" />
        <rect x="380" y="380" width="100" height="50" rx="3" />
        <rect x="690" y="170" width="90" height="50" rx="3" />
      </g>
      <g fill="none" stroke="#d6cfc0" strokeLinecap="round">
        <path d="M0 145 H800" strokeWidth="22" />
        <path d="M215 0 V450" strokeWidth="20" />
        <path d="M0 360 C 160 355 300 365 800 140" strokeWidth="16" />
        <path d="M450 0 L 600 450" strokeWidth="14" />
      </g>
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 145 H800" strokeWidth="16" />
        <path d="M215 0 V450" strokeWidth="14" />
        <path d="M450 0 L 600 450" strokeWidth="9" />
        <path d="M230 255 H560" strokeWidth="8" />
        <path d="M560 145 V 330" strokeWidth="7" />
        <path d="M340 100 V145 M 430 145 V 170" strokeWidth="6" />
      </g>
      <path
        d="M0 360 C 160 355 300 365 800 140"
        fill="none"
        stroke="#f5e3a8"
        strokeWidth="11"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The company on a map, without contacting anyone before the visitor asks (CNIL): a plan drawn
 * locally with the address and a button; only the button loads OpenStreetMap's frame.
 */
export function CompanyMap({
  latitude,
  longitude,
  name,
  address,
}: {
  latitude: number;
  longitude: number;
  name: string;
  address: string | null;
}) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const place = address ? `${name}, ${address}` : name;
  return (
    <div className="map">
      <div className="map__frame">
        {shown ? (
          <iframe
            ref={frame}
            className="map__iframe"
            src={osmEmbedUrl(latitude, longitude)}
            title={`Carte OpenStreetMap : ${place}`}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="map__placeholder">
            <MapDrawing />
            <span className="map__pin" aria-hidden="true">
              <Icon icon={faLocationDot} />
            </span>
            <div className="map__card">
              <p className="map__name">{name}</p>
              {address ? <p className="map__address">{address}</p> : null}
              <button type="button" className="btn btn--primary map__button" onClick={() => setShown(true)}>
                <Icon icon={faMap} /> Afficher la carte
              </button>
              <p className="map__notice">
                La carte est fournie par OpenStreetMap&nbsp;: elle n'est chargée que si vous cliquez.
              </p>
            </div>
          </div>
        )}
      </div>
      <p className="map__links">
        <a href={osmLink(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          Voir l'emplacement sur OpenStreetMap
        </a>
        <span className="visually-hidden"> (nouvel onglet)</span>
      </p>
    </div>
  );
}
