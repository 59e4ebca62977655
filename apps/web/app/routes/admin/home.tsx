import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ADMIN_SECTIONS } from "../../features/admin/sections";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Administration"),
  { name: "robots", content: "noindex" },
];

/** The panel's home: where each part of the site is managed. */
export default function AdminHome() {
  const sections = ADMIN_SECTIONS.filter((section) => !section.end);
  return (
    <section className="admin-card">
      <h1>Administration du site</h1>
      {sections.length > 0 ? (
        <ul className="admin-home__sections">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Choisissez une rubrique dans le menu.</p>
      )}
    </section>
  );
}
