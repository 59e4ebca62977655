import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo";
import type { RootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    (matches[0]?.data as RootData | undefined)?.info.name,
    "Nouveau mot de passe",
    "Choisissez un nouveau mot de passe.",
  );

export default function PasswordResetPage() {
  return (
    <PageLayout
      title="Nouveau mot de passe"
      ariane={[{ name: "Nouveau mot de passe", path: "/password/reset" }]}
    >
      <p>
        Pour choisir un nouveau mot de passe, suivez le lien reçu par e-mail après une{" "}
        <Link to="/password/reset/ask">demande de réinitialisation</Link>.
      </p>
    </PageLayout>
  );
}
