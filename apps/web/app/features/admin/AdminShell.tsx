import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { ADMIN_SECTIONS } from "./sections";

interface AdminShellProps {
  siteName: string;
  /** The signed-in administrator's first name; absent on the panel's error pages. */
  firstname?: string;
  children: ReactNode;
}

/** The panel's own frame: a skip link, the site's name, the sections' navigation and the screen. */
export function AdminShell({ siteName, firstname, children }: AdminShellProps) {
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-contenu">
        Aller au contenu
      </a>
      <header className="admin__top">
        <p className="admin__brand">
          <span className="admin__site">{siteName}</span> · Administration
        </p>
        <p className="admin__user">
          {firstname ? <span>Bonjour {firstname}</span> : null}
          <Link to="/">Voir le site</Link>
          <Link to="/deconnexion">Se déconnecter</Link>
        </p>
      </header>
      <div className="admin__body">
        <nav className="admin__nav" aria-label="Administration">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.end} className="admin__nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin__main" id="admin-contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
