import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { telHref } from "../features/layout/Footer";
import { PageLayout } from "../features/layout/PageLayout";
import { routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(
    matches,
    "demande-devis",
    "Demande de devis",
    "Décrivez votre projet et recevez un devis détaillé et gratuit.",
  );

export default function QuotePage() {
  const { values } = useRootData();
  return (
    <PageLayout
      title="Demande de devis"
      intro="Décrivez-nous votre projet : nous revenons vers vous avec un devis détaillé et gratuit."
      ariane={[{ name: "Demande de devis", path: "/demande-devis" }]}
    >
      <section className="contact-card">
        <h2>Parlons de votre projet</h2>
        <p>
          Indiquez-nous la nature des travaux, l'adresse du chantier et vos disponibilités pour une visite.
          {values.COMPANY_PHONE ? (
            <>
              {" "}
              Par téléphone : <a href={telHref(values.COMPANY_PHONE)}>{values.COMPANY_PHONE}</a>.
            </>
          ) : null}
          {values.COMPANY_EMAIL ? (
            <>
              {" "}
              Par e-mail : <a href={`mailto:${values.COMPANY_EMAIL}`}>{values.COMPANY_EMAIL}</a>.
            </>
          ) : null}
        </p>
        <p>
          <Link className="btn btn--primary" to="/nous-contacter">
            Voir toutes nos coordonnées
          </Link>
        </p>
      </section>
    </PageLayout>
  );
}
