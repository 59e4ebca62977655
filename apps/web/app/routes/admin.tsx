import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { requireAdmin } from "../features/account/require-member.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/** Entry of the administration panel (a later issue): reserved to ADMIN and SUPER_ADMIN. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireAdmin(context, "/admin");
  return { firstname: user.firstname };
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Administration"),
  { name: "robots", content: "noindex" },
];

function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <PageLayout title="Administration" ariane={[{ name: "Administration", path: "/admin" }]}>
      <div className="account-narrow">
        <section className="card account-card">{children}</section>
      </div>
    </PageLayout>
  );
}

export default function AdminPage() {
  const { firstname } = useLoaderData<typeof loader>();
  return (
    <AdminFrame>
      <h2>Bonjour {firstname}</h2>
      <p>
        Le panneau d'administration du site (pages, mises en page, contenus) est réservé aux administrateurs.
        Il ouvrira ici prochainement.
      </p>
    </AdminFrame>
  );
}

/** A member who is no administrator (403), or the panel failing. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) {
    return (
      <AdminFrame>
        <h2>Une erreur est survenue</h2>
        <p>Merci de réessayer dans quelques instants.</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame>
      <h2>Accès réservé</h2>
      <p>Cet espace est réservé aux administrateurs du site.</p>
      <p>
        <Link className="btn btn--primary" to="/mon-compte">
          Aller à mon compte
        </Link>
      </p>
    </AdminFrame>
  );
}
