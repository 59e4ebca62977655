import { Link } from "react-router";
import { PARAMETER_GROUPS } from "./catalogue";

/** The groups of parameters, one link each (`?groupe=…`): the screen shows one group at a time. */
export function GroupNav({ current }: { current: string }) {
  return (
    <nav className="parameters-nav" aria-label="Rubriques des paramètres">
      <ul>
        {PARAMETER_GROUPS.map((group) => (
          <li key={group.slug}>
            <Link
              to={`?groupe=${group.slug}`}
              className="parameters-nav__link"
              aria-current={group.slug === current ? "page" : undefined}
              preventScrollReset
            >
              {group.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
