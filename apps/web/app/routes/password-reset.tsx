import { isApiError } from "@vitrine/sdk/client";
import { PASSWORD_MIN_LENGTH } from "@vitrine/shared/account-rules";
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Field, FormMessage } from "../features/account/fields";
import { formSecret } from "../features/account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../features/forms/form-reply.server";
import type { FormResult } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/**
 * The link is checked as the page opens (without spending it): a used, expired or unknown link is
 * said so at once, with the way to ask for a new one, rather than after the new password is typed.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  if (!params.token) return { hasToken: false, linkError: null };
  try {
    const { valid } = await context.api.checkPasswordReset(params.token);
    return { hasToken: true, linkError: valid ? null : INVALID_LINK };
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A malformed token is no link of ours; a refused check (too many) leaves it to the form's post.
    return { hasToken: true, linkError: error.status === 400 ? INVALID_LINK : null };
  }
}

const INVALID_LINK = "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.";

export async function action({ context, params, request }: ActionFunctionArgs) {
  const form = await postedForm(request);
  const password = formSecret(form, "password");
  if (password !== formSecret(form, "confirmation")) {
    return formError("reset", INVALID_FIELDS, {
      errors: { confirmation: "Les deux mots de passe ne sont pas identiques." },
    });
  }
  try {
    await context.api.resetPassword({ token: params.token ?? "", password });
  } catch (error) {
    return apiFailure(error, "reset");
  }
  return redirect("/auth?etat=reinitialise");
}

// The token is in the address, and the page says whether it may still be used: never kept.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Nouveau mot de passe", "Choisissez un nouveau mot de passe."),
  // The token is in the address: never send it to another site.
  // (same-origin, not no-referrer: a form posted without JavaScript keeps its Origin, which the
  // server checks; no-referrer sends « null », refused.)
  { name: "referrer", content: "same-origin" },
];

export default function PasswordResetPage() {
  const { hasToken, linkError } = useLoaderData<typeof loader>();
  const failure = useActionData<FormResult>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const tokenError = linkError ?? failure?.errors.token;
  return (
    <PageLayout
      title="Nouveau mot de passe"
      ariane={[{ name: "Nouveau mot de passe", path: "/password/reset" }]}
    >
      <div className="account-narrow">
        <section className="card account-card" aria-labelledby="nouveau-titre">
          <h2 id="nouveau-titre">Choisir un nouveau mot de passe</h2>
          {!hasToken ? (
            <>
              <p>
                Pour choisir un nouveau mot de passe, il vous faut le lien personnel que nous envoyons par
                e-mail. Demandez-le depuis la page <Link to="/password/reset/ask">Mot de passe oublié</Link>{" "}
                en indiquant l'adresse e-mail de votre compte, puis ouvrez le lien reçu : il est valable une
                heure.
              </p>
              <p>
                <Link className="btn btn--primary" to="/password/reset/ask">
                  Recevoir un lien
                </Link>
              </p>
            </>
          ) : tokenError ? (
            <>
              <FormMessage kind="error">{tokenError}</FormMessage>
              <p>
                <Link className="btn btn--primary" to="/password/reset/ask">
                  Faire une nouvelle demande
                </Link>
              </p>
            </>
          ) : (
            <Form method="post" noValidate className="account-form">
              {failure ? <FormMessage kind="error">{failure.message}</FormMessage> : null}
              <Field
                id="nouveau-mot-de-passe"
                name="password"
                type="password"
                label="Nouveau mot de passe"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, mêlant au moins deux types : minuscules, majuscules, chiffres ou symboles.`}
                error={failure?.errors.password}
              />
              <Field
                id="nouveau-confirmation"
                name="confirmation"
                type="password"
                label="Confirmez le mot de passe"
                autoComplete="new-password"
                required
                error={failure?.errors.confirmation}
              />
              <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
                {busy ? "Enregistrement…" : "Enregistrer le mot de passe"}
              </button>
            </Form>
          )}
        </section>
      </div>
    </PageLayout>
  );
}
