import {
  type ActionFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { Field, FormMessage } from "../features/account/fields";
import { formText } from "../features/account/session.server";
import { apiFailure, formSuccess } from "../features/forms/form-reply.server";
import type { FormResult } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

const SENT =
  "Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure.";

export async function action({ context, request }: ActionFunctionArgs) {
  const form = await postedForm(request);
  const email = formText(form, "email");
  try {
    await context.api.askPasswordReset(email);
    return formSuccess("ask", SENT);
  } catch (error) {
    return apiFailure(error, "ask", { values: { email } });
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches)?.info.name,
    "Mot de passe oublié",
    "Recevez un lien pour choisir un nouveau mot de passe.",
  );

export default function PasswordResetAskPage() {
  const result = useActionData<FormResult>();
  const failure = result?.status === "error" ? result : undefined;
  const sent = result?.status === "success";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <PageLayout
      title="Mot de passe oublié"
      intro="Indiquez l'adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
      ariane={[{ name: "Mot de passe oublié", path: "/password/reset/ask" }]}
    >
      <div className="account-narrow">
        <section className="card account-card" aria-labelledby="oubli-titre">
          <h2 id="oubli-titre">Recevoir un lien</h2>
          {sent ? (
            <>
              <FormMessage kind="success">{SENT}</FormMessage>
              <p className="account-form__aside">
                Rien reçu après quelques minutes ? Vérifiez vos courriers indésirables, puis{" "}
                <Link to="/password/reset/ask">faites une nouvelle demande</Link>.
              </p>
            </>
          ) : (
            <Form method="post" noValidate className="account-form">
              {failure ? <FormMessage kind="error">{failure.message}</FormMessage> : null}
              <Field
                id="oubli-email"
                name="email"
                type="email"
                label="Adresse e-mail"
                autoComplete="email"
                required
                defaultValue={failure?.values.email}
                error={failure?.errors.email}
              />
              <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
                {busy ? "Envoi…" : "Recevoir le lien"}
              </button>
            </Form>
          )}
          <p className="account-form__aside">
            <Link to="/auth">Retour à la connexion</Link>
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
