import type { IconDefinition } from "@fortawesome/fontawesome-common-types";

/** An inline Font Awesome icon: no icon font to download. */
export function Icon({
  icon,
  className,
  title,
}: {
  icon: IconDefinition;
  className?: string;
  title?: string;
}) {
  const [width, height, , , path] = icon.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <svg
      className={["icon", className].filter(Boolean).join(" ")}
      viewBox={`0 0 ${width} ${height}`}
      fill="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {paths.map((d) => (
        <path key={d.slice(0, 24)} d={d} />
      ))}
    </svg>
  );
}
