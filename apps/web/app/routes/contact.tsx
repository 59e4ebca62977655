import { faClock, faEnvelope, faLocationDot, faPhone } from "@fortawesome/free-solid-svg-icons";
import type { MetaFunction } from "react-router";
import { Icon } from "../features/icons/Icon";
import { OpeningHours, telHref } from "../features/layout/Footer";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "nous-contacter", "Nous contacter", "Coordonnées, horaires et adresse de l'entreprise.");

export default function ContactPage() {
  const { values, pages } = useRootData();
  const page = findPage(pages, "nous-contacter");
  const title = page?.menuTitle ?? page?.title ?? "Nous contacter";
  return (
    <PageLayout
      title={title}
      intro="Une question, un projet ? Appelez-nous ou écrivez-nous : nous vous répondons sous 48 heures ouvrées."
      ariane={[{ name: title, path: "/nous-contacter" }]}
    >
      <div className="contact-grid">
        <section className="contact-card" aria-labelledby="contact-coordonnees">
          <h2 id="contact-coordonnees">Nos coordonnées</h2>
          <ul className="contact-lines contact-lines--large">
            {values.HEAD_OFFICE ? (
              <li>
                <Icon icon={faLocationDot} />
                <span>{values.HEAD_OFFICE}</span>
              </li>
            ) : null}
            {values.COMPANY_PHONE ? (
              <li>
                <Icon icon={faPhone} />
                <a href={telHref(values.COMPANY_PHONE)}>{values.COMPANY_PHONE}</a>
              </li>
            ) : null}
            {values.COMPANY_EMAIL ? (
              <li>
                <Icon icon={faEnvelope} />
                <a href={`mailto:${values.COMPANY_EMAIL}`}>{values.COMPANY_EMAIL}</a>
              </li>
            ) : null}
          </ul>
        </section>
        <section className="contact-card" aria-labelledby="contact-horaires">
          <h2 id="contact-horaires">
            <Icon icon={faClock} /> Horaires d'ouverture
          </h2>
          <OpeningHours values={values} />
        </section>
      </div>
    </PageLayout>
  );
}
