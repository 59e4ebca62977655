import { faClock } from "@fortawesome/free-solid-svg-icons";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { ContentForm } from "../features/forms/ContentForm";
import { submitContentForm } from "../features/forms/form-action.server";
import { optionalForm } from "../features/forms/load-form.server";
import { Icon } from "../features/icons/Icon";
import { ContactLines } from "../features/layout/ContactLines";
import { OpeningHours } from "../features/layout/Footer";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, routeMeta } from "../features/layout/site-pages";
import { CompanyMap, coordinates } from "../features/map/CompanyMap";
import { useRootData } from "../root-data";

/** /contact and /nous-contacter: the contact form, the company's address, hours and map. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return { form: await optionalForm(context.api, "contact") };
}

export const action = ({ context, request }: ActionFunctionArgs<AppLoadContext>) =>
  submitContentForm(context.api, request, ["contact"]);

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "nous-contacter", "Nous contacter", "Coordonnées, horaires et adresse de l'entreprise.");

export default function ContactPage() {
  const { form } = useLoaderData<typeof loader>();
  const { values, pages, info } = useRootData();
  const page = findPage(pages, "nous-contacter");
  const title = page?.menuTitle ?? page?.title ?? "Nous contacter";
  const point = coordinates(values.COMPANY_LATITUDE, values.COMPANY_LONGITUDE);
  return (
    <PageLayout
      title={title}
      intro="Une question, un projet ? Appelez-nous ou écrivez-nous : nous vous répondons sous 48 heures ouvrées."
      ariane={[{ name: title, path: "/nous-contacter" }]}
    >
      <div className="contact-layout">
        {form ? (
          <section className="card content-form-card contact-layout__form" aria-labelledby="contact-ecrire">
            <h2 id="contact-ecrire">Écrivez-nous</h2>
            {form.description ? <p className="content-form-card__intro">{form.description}</p> : null}
            <ContentForm form={form} />
          </section>
        ) : null}
        <div className="contact-layout__aside">
          <section className="contact-card" aria-labelledby="contact-coordonnees">
            <h2 id="contact-coordonnees">Nos coordonnées</h2>
            <ContactLines values={values} large />
          </section>
          <section className="contact-card" aria-labelledby="contact-horaires">
            <h2 id="contact-horaires">
              <Icon icon={faClock} /> Horaires d'ouverture
            </h2>
            <OpeningHours values={values} />
          </section>
        </div>
      </div>
      {point ? (
        <section className="contact-map" aria-labelledby="contact-plan">
          <h2 id="contact-plan">Nous trouver</h2>
          <CompanyMap
            latitude={point[0]}
            longitude={point[1]}
            name={values.COMPANY_NAME ?? info.name}
            address={values.HEAD_OFFICE}
          />
        </section>
      ) : null}
    </PageLayout>
  );
}
