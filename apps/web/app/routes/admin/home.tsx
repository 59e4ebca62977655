import { adminDashboardCalls } from "@vitrine/sdk/admin-dashboard";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { Dashboard } from "../../features/admin/dashboard/Dashboard";
import { PERIOD_PARAM, PERIODS_BY_WORD } from "../../features/admin/dashboard/dashboard-format";
import { LegalMentionsCheck } from "../../features/admin/dashboard/LegalMentionsCheck";
import { missingLegalMentions } from "../../features/admin/dashboard/legal-mentions";
import { ADMIN_LAYOUT_ID, type ManagedSite } from "../../features/admin/managed-site";
import { sectionGroups } from "../../features/admin/sections";
import { ownValue } from "../../features/http/own-value";
import { pageMeta } from "../../features/seo/meta";
import { parameterValues } from "../../features/theme/theme";
import { rootDataOf } from "../../root-data";
import dashboardHref from "../../styles/admin-dashboard.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Administration"),
  { name: "robots", content: "noindex" },
];

/**
 * The managed site's figures over the period of the address (`?periode=jour|semaine|mois`; by day
 * unless told), and the legal information its company has not given yet.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const word = new URL(request.url).searchParams.get(PERIOD_PARAM) ?? "";
  const period = ownValue(PERIODS_BY_WORD, word) ?? "day";
  const [dashboard, parameters] = await Promise.all([
    adminDashboardCalls(api).adminDashboard({ period }),
    api.parameters(),
  ]);
  return { dashboard, missingMentions: missingLegalMentions(parameterValues(parameters)) };
}

/** The panel's home: the dashboard, and where each part of the site is managed. */
export default function AdminHome() {
  const { dashboard, missingMentions } = useLoaderData<typeof loader>();
  // The platform's sections are the SUPER_ADMIN's only, as in the navigation.
  const layout = useRouteLoaderData<{ role: string; site: ManagedSite }>(ADMIN_LAYOUT_ID);
  const platform = layout?.role === "SUPER_ADMIN";
  const groups = sectionGroups(platform, layout?.site.shop ?? true).filter((entry) => entry.group !== null);
  return (
    <div className="admin-home">
      <LegalMentionsCheck missing={missingMentions} />
      <section className="admin-card">
        <h1>Administration du site</h1>
        <div className="admin-home__groups">
          {groups.map(({ group, sections }) => (
            <section key={group} className="admin-home__group" aria-labelledby={`admin-home-${group}`}>
              <h2 id={`admin-home-${group}`}>{group}</h2>
              <ul className="admin-home__sections">
                {sections.map((section) => (
                  <li key={section.path}>
                    <Link to={section.path}>{section.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <Dashboard data={dashboard} />
    </div>
  );
}
