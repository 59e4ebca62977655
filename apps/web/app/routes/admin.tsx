import { isApiError } from "@vitrine/sdk/client";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import type { RootData } from "../root";

const LOGIN = "/auth?redirectTo=%2Fadmin";

/** Entry of the administration panel (a later issue): reserved to ADMIN and SUPER_ADMIN. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.token) throw redirect(LOGIN);
  const user = await context.api.user().catch((error: unknown) => {
    if (isApiError(error) && error.status === 401) throw redirect(LOGIN);
    throw error;
  });
  const allowed = user.role === "ADMIN" || user.role === "SUPER_ADMIN";
  return data({ allowed, firstname: user.firstname }, { status: allowed ? 200 : 403 });
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta((matches[0]?.data as RootData | undefined)?.info.name, "Administration"),
  { name: "robots", content: "noindex" },
];

export default function AdminPage() {
  const { allowed, firstname } = useLoaderData<typeof loader>();
  return (
    <PageLayout title="Administration" ariane={[{ name: "Administration", path: "/admin" }]}>
      <div className="account-narrow">
        <section className="card account-card">
          {allowed ? (
            <>
              <h2>Bonjour {firstname}</h2>
              <p>
                Le panneau d'administration du site (pages, mises en page, contenus) est réservé aux
                administrateurs. Il ouvrira ici prochainement.
              </p>
            </>
          ) : (
            <>
              <h2>Accès réservé</h2>
              <p>Cet espace est réservé aux administrateurs du site.</p>
              <p>
                <Link className="btn btn--primary" to="/mon-compte">
                  Aller à mon compte
                </Link>
              </p>
            </>
          )}
        </section>
      </div>
    </PageLayout>
  );
}
