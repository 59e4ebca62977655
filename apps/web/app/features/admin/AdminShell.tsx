import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { sectionGroups } from "./sections";

/** What waits in sections, by their path: a count and what it counts (« en attente »). */
export type SectionsWaiting = Readonly<Record<string, { count: number; label: string }>>;

interface AdminShellProps {
  /** The name of the site the panel manages. */
  siteName: string;
  /** The signed-in administrator's first name; absent on the panel's error pages. */
  firstname?: string;
  /** The SUPER_ADMIN's site switcher (SiteSwitch). */
  switcher?: ReactNode;
  /** The managed site is not the one of the address: said above every screen. */
  elsewhere?: boolean;
  /** The SUPER_ADMIN: the platform's sections are shown too. */
  platform?: boolean;
  /** The managed site sells online: the shop's sections are shown. */
  shop?: boolean;
  /** What waits in a section, by its path (the reviews to moderate): a count beside its link. */
  waiting?: SectionsWaiting;
  /** The sections' navigation; left out for whom the panel is refused. */
  navigation?: boolean;
  children: ReactNode;
}

/** The panel's own frame: a skip link, the site's name, the sections' navigation and the screen. */
export function AdminShell({
  siteName,
  firstname,
  switcher,
  elsewhere = false,
  platform = false,
  shop = true,
  waiting = {},
  navigation = true,
  children,
}: AdminShellProps) {
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-contenu">
        Aller au contenu
      </a>
      <header className="admin__top">
        <p className="admin__brand">
          <span className="admin__site">{siteName}</span>
          <span className="admin__suffix"> · Administration</span>
        </p>
        {switcher}
        <p className="admin__user">
          {firstname ? <span>Bonjour {firstname}</span> : null}
          <Link to="/">{elsewhere ? "Voir le site de cette adresse" : "Voir le site"}</Link>
          <Link to="/deconnexion">Se déconnecter</Link>
        </p>
      </header>
      {elsewhere ? (
        <p className="admin__elsewhere">
          Vous gérez le site <strong>{siteName}</strong>, et non celui de cette adresse : chaque modification
          s'applique à {siteName}.
        </p>
      ) : null}
      <div className={navigation ? "admin__body" : "admin__body admin__body--alone"}>
        {navigation ? <Sections platform={platform} shop={shop} waiting={waiting} /> : null}
        <main className="admin__main" id="admin-contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The sections' navigation, by group: the platform's for a SUPER_ADMIN, the shop's when the site sells. */
function Sections({
  platform,
  shop,
  waiting,
}: {
  platform: boolean;
  shop: boolean;
  waiting: SectionsWaiting;
}) {
  return (
    <nav className="admin__nav" aria-label="Administration">
      {sectionGroups(platform, shop).map(({ group, sections }) => (
        <div className="admin__nav-group" key={group ?? "accueil"}>
          {group ? (
            <p className="admin__nav-title" id={`admin-nav-${group}`}>
              {group}
            </p>
          ) : null}
          <ul aria-labelledby={group ? `admin-nav-${group}` : undefined}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.end} className="admin__nav-link">
                  {section.label}
                  <Waiting entry={waiting[section.path]} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** A section's count of things waiting, read after its label (« 2 en attente »). */
function Waiting({ entry }: { entry: { count: number; label: string } | undefined }) {
  if (!entry || entry.count <= 0) return null;
  return (
    <span className="admin__nav-badge">
      <span className="visually-hidden"> : </span>
      {entry.count}
      <span className="visually-hidden"> {entry.label}</span>
    </span>
  );
}
