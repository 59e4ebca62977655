import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo";
import type { RootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    (matches[0]?.data as RootData | undefined)?.info.name,
    "Mot de passe oublié",
    "Recevez un lien pour choisir un nouveau mot de passe.",
  );

export default function PasswordResetAskPage() {
  return (
    <PageLayout
      title="Mot de passe oublié"
      ariane={[{ name: "Mot de passe oublié", path: "/password/reset/ask" }]}
    >
      <p>
        L'espace personnel n'est pas encore ouvert sur ce site. Pour toute demande,{" "}
        <Link to="/nous-contacter">contactez-nous</Link>.
      </p>
    </PageLayout>
  );
}
