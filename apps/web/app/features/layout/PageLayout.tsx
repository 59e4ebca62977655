import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRootData } from "../../root-data";
import { breadcrumbList, JsonLd } from "../seo/structured-data";

export interface Crumb {
  name: string;
  path: string;
}

/** The 'page' layout: a title band with the breadcrumb, then the content below the detail margin. */
export function PageLayout({
  title,
  intro,
  ariane = [],
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  ariane?: Crumb[];
  children: ReactNode;
}) {
  const { origin, nonce } = useRootData();
  const crumbs = [{ name: "Accueil", path: "/" }, ...ariane];
  return (
    <main className="page-layout">
      <JsonLd data={breadcrumbList(crumbs, origin)} nonce={nonce} />
      <header className="page-hero">
        <div className="container">
          <nav aria-label="Fil d'Ariane" className="breadcrumb">
            <ol>
              <li>
                <Link to="/">Accueil</Link>
              </li>
              {ariane.map((crumb, index) => (
                <li key={crumb.path}>
                  {index === ariane.length - 1 ? (
                    <span aria-current="page">{crumb.name}</span>
                  ) : (
                    <Link to={crumb.path}>{crumb.name}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1>{title}</h1>
          {intro ? <p className="page-hero__intro">{intro}</p> : null}
        </div>
      </header>
      <div className="page-layout__content container">{children}</div>
    </main>
  );
}
