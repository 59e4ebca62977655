import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { FormMessage } from "../features/account/fields";
import { apiFailure, formSuccess } from "../features/forms/form-reply.server";
import type { FormResult } from "../features/forms/form-result";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

const CONFIRMED = "Votre inscription à la lettre d'information est confirmée. Merci !";

export function loader({ params }: LoaderFunctionArgs) {
  return { hasToken: Boolean(params.token) };
}

// Opening the link only shows the button: mail scanners that follow links must not confirm for
// the reader.
export async function action({ context, params }: ActionFunctionArgs) {
  try {
    await context.api.confirmNewsletter(params.token ?? "");
  } catch (error) {
    return apiFailure(error, "confirm");
  }
  return formSuccess("confirm", CONFIRMED);
}

// The token is in the address: no shared cache keeps the page.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    "Lettre d'information",
    "Confirmez votre inscription à la lettre d'information.",
  ),
  { name: "robots", content: "noindex" },
  // Nor does another site learn it.
  // (same-origin, not no-referrer: a form posted without JavaScript keeps its Origin, which the
  // server checks; no-referrer sends « null », refused.)
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterConfirmationPage() {
  const { hasToken } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const failure = result?.status === "error" ? result : undefined;
  const confirmed = result?.status === "success";
  const busy = useNavigation().state === "submitting";
  return (
    <PageLayout
      title="Lettre d'information"
      ariane={[{ name: "Lettre d'information", path: "/newsletter/confirmation" }]}
    >
      <div className="account-narrow">
        <section className="card account-card" aria-labelledby="lettre-titre">
          <h2 id="lettre-titre">Confirmer votre inscription</h2>
          {confirmed ? (
            <>
              <FormMessage kind="success">{CONFIRMED}</FormMessage>
              <p>
                <Link className="btn btn--primary" to="/">
                  Retour à l'accueil
                </Link>
              </p>
            </>
          ) : !hasToken ? (
            <p>
              Pour confirmer votre inscription, ouvrez le lien personnel de l'e-mail que nous vous avons
              envoyé : il est valable 7 jours.
            </p>
          ) : failure ? (
            <>
              <FormMessage kind="error">{failure.errors.token ?? failure.message}</FormMessage>
              <p>
                <Link to="/">Retour à l'accueil</Link>
              </p>
            </>
          ) : (
            <Form method="post" className="account-form">
              <p>
                Vous avez demandé à recevoir notre lettre d'information. Confirmez-le pour commencer à la
                recevoir.
              </p>
              <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
                {busy ? "Confirmation…" : "Confirmer mon inscription"}
              </button>
            </Form>
          )}
        </section>
      </div>
    </PageLayout>
  );
}
