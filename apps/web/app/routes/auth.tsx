import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo";
import type { RootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    (matches[0]?.data as RootData | undefined)?.info.name,
    "Connexion et inscription",
    "Accédez à votre espace personnel.",
  );

export default function AuthPage() {
  return (
    <PageLayout title="Connexion et inscription" ariane={[{ name: "Connexion", path: "/auth" }]}>
      <p>
        L'espace personnel n'est pas encore ouvert sur ce site. Pour toute demande,{" "}
        <Link to="/nous-contacter">contactez-nous</Link>.
      </p>
    </PageLayout>
  );
}
