import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { ContentForm } from "../features/forms/ContentForm";
import { submitContentForm } from "../features/forms/form-action.server";
import { optionalForm } from "../features/forms/load-form.server";
import { ContactLines } from "../features/layout/ContactLines";
import { PageLayout } from "../features/layout/PageLayout";
import { routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root-data";

/** /demande-devis: the quote request (GET /forms/devis), with photos or plans attached. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return { form: await optionalForm(context.api, "devis") };
}

export const action = ({ context, request }: ActionFunctionArgs<AppLoadContext>) =>
  submitContentForm(context.api, request, ["devis"]);

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(
    matches,
    "demande-devis",
    "Demande de devis",
    "Décrivez votre projet et recevez un devis détaillé et gratuit.",
  );

const STEPS = [
  ["Vous décrivez votre projet", "En quelques minutes, avec des photos ou des plans si vous en avez."],
  ["Nous vous rappelons", "Un conducteur de travaux vous appelle sous 48 h ouvrées pour fixer la visite."],
  ["Visite gratuite", "Nous venons chez vous, prenons les mesures et vérifions l'existant."],
  ["Votre devis détaillé", "Poste par poste, avec le planning et les aides financières mobilisables."],
] as const;

export default function QuotePage() {
  const { form } = useLoaderData<typeof loader>();
  const { values } = useRootData();
  return (
    <PageLayout
      title="Demande de devis"
      intro={
        form?.description ??
        "Décrivez-nous votre projet : nous revenons vers vous avec un devis détaillé et gratuit."
      }
      ariane={[{ name: "Demande de devis", path: "/demande-devis" }]}
    >
      <div className="contact-layout contact-layout--quote">
        {form ? (
          <section className="card content-form-card contact-layout__form" aria-labelledby="devis-projet">
            <h2 id="devis-projet">Votre projet</h2>
            <ContentForm form={form} />
          </section>
        ) : null}
        <div className="contact-layout__aside">
          <section className="contact-card" aria-labelledby="devis-etapes">
            <h2 id="devis-etapes">Comment ça se passe&nbsp;?</h2>
            <ol className="quote-steps">
              {STEPS.map(([title, text]) => (
                <li key={title}>
                  <p className="quote-steps__title">{title}</p>
                  <p>{text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="contact-card" aria-labelledby="devis-contact">
            <h2 id="devis-contact">Vous préférez nous parler&nbsp;?</h2>
            <ContactLines values={values} large address={false} />
            <p className="contact-card__more">
              <Link to="/nous-contacter">Toutes nos coordonnées et nos horaires</Link>
            </p>
          </section>
        </div>
      </div>
    </PageLayout>
  );
}
