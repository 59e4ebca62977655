import type { ApiClient } from "@vitrine/sdk/client";
import { PASSWORD_MIN_LENGTH } from "@vitrine/shared/account-rules";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Checkbox, Field, FormMessage, RequiredLegend } from "../features/account/fields";
import { isAdministrator } from "../features/account/profile";
import { formSecret, formText, sessionCookie } from "../features/account/session.server";
import { apiFailure } from "../features/forms/form-reply.server";
import { type FormResult, resultOf } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { ownValue } from "../features/http/own-value";
import { safeRedirect } from "../features/http/safe-redirect";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { claimCart } from "../features/shop/cart-actions.server";
import { cookieHeaders } from "../features/shop/cart-cookies.server";
import { isOn } from "../features/theme/theme";
import { rootDataOf, useRootData } from "../root-data";

const NOTICES: Record<string, string> = {
  deconnecte: "Vous êtes déconnecté. À bientôt !",
  reinitialise: "Votre mot de passe est modifié. Connectez-vous avec le nouveau.",
  supprime: "Votre compte est supprimé et vos données personnelles effacées.",
};

/**
 * Where a member goes once signed in: the safe path asked for, else the panel for a site's
 * administrators and the member area for customers.
 */
async function destination(api: ApiClient, asked: string): Promise<string> {
  if (asked) return asked;
  return isAdministrator(await api.user()) ? "/admin" : "/mon-compte";
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Empty when nothing (or nothing safe) was asked: the member's role then decides.
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (context.token && (await context.api.logged()))
    throw redirect(await destination(context.api, redirectTo));
  const notice = ownValue(NOTICES, url.searchParams.get("etat"));
  return { redirectTo, notice };
}

/** The new session's cookie, and the cart it now owns on a shop (spec section 4, login). */
async function sessionHeaders(context: AppLoadContext, request: Request, token: string): Promise<Headers> {
  const { cookieOptions } = context;
  return cookieHeaders([
    sessionCookie(cookieOptions, token),
    ...(await claimCart(context.apiAs(token), cookieOptions, request)),
  ]);
}

export async function action({ context, request }: ActionFunctionArgs) {
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  const redirectTo = safeRedirect(form.get("redirectTo"), "");
  const email = formText(form, "email");
  if (intent === "login") {
    try {
      const { token } = await context.api.login({ email, password: formSecret(form, "password") });
      return redirect(await destination(context.apiAs(token), redirectTo), {
        headers: await sessionHeaders(context, request, token),
      });
    } catch (error) {
      return apiFailure(error, intent, { values: { email } });
    }
  }
  const values = {
    email,
    firstname: formText(form, "firstname"),
    lastname: formText(form, "lastname"),
    phone: formText(form, "phone"),
    birthdate: formText(form, "birthdate"),
  };
  try {
    const { token } = await context.api.register({
      ...values,
      birthdate: values.birthdate || undefined,
      password: formSecret(form, "password"),
      acceptTerms: form.get("acceptTerms") === "on",
    });
    return redirect(redirectTo || "/mon-compte", { headers: await sessionHeaders(context, request, token) });
  } catch (error) {
    return apiFailure(error, "register", { values });
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches)?.info.name,
    "Connexion et inscription",
    "Connectez-vous à votre espace personnel ou créez votre compte.",
  );

/** Whether the post of form `intent` is on its way. */
function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function LoginSection({ redirectTo, login }: { redirectTo: string; login: FormResult | undefined }) {
  const busy = useBusy("login");
  return (
    <section className="card account-card" aria-labelledby="connexion-titre">
      <h2 id="connexion-titre">Déjà client ? Connectez-vous</h2>
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {login ? <FormMessage kind="error">{login.message}</FormMessage> : null}
        <Field
          id="connexion-email"
          name="email"
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          required
          defaultValue={login?.values.email}
          error={login?.errors.email}
        />
        <Field
          id="connexion-mot-de-passe"
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="current-password"
          required
          error={login?.errors.password}
        />
        <p className="account-form__aside">
          <Link to="/password/reset/ask">Mot de passe oublié ?</Link>
        </p>
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          {busy ? "Connexion…" : "Se connecter"}
        </button>
      </Form>
    </section>
  );
}

function RegisterSection({ redirectTo, register }: { redirectTo: string; register: FormResult | undefined }) {
  const { values } = useRootData();
  const busy = useBusy("register");
  const askBirthdate = isOn(values.ASK_BIRTHDATE_AT_REGISTER) || isOn(values.BLOCK_MINORS_FROM_REGISTERING);
  return (
    <section className="card account-card" aria-labelledby="inscription-titre">
      <h2 id="inscription-titre">Nouveau ? Créez votre compte</h2>
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {register ? <FormMessage kind="error">{register.message}</FormMessage> : null}
        <RequiredLegend />
        <div className="account-form__row">
          <Field
            id="inscription-prenom"
            name="firstname"
            label="Prénom"
            autoComplete="given-name"
            required
            defaultValue={register?.values.firstname}
            error={register?.errors.firstname}
          />
          <Field
            id="inscription-nom"
            name="lastname"
            label="Nom"
            autoComplete="family-name"
            required
            defaultValue={register?.values.lastname}
            error={register?.errors.lastname}
          />
        </div>
        <Field
          id="inscription-email"
          name="email"
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          required
          defaultValue={register?.values.email}
          error={register?.errors.email}
        />
        <Field
          id="inscription-telephone"
          name="phone"
          type="tel"
          label="Téléphone"
          autoComplete="tel"
          required
          defaultValue={register?.values.phone}
          error={register?.errors.phone}
        />
        {askBirthdate ? (
          <Field
            id="inscription-naissance"
            name="birthdate"
            type="date"
            label="Date de naissance"
            autoComplete="bday"
            required
            max={new Date().toISOString().slice(0, 10)}
            hint={
              isOn(values.BLOCK_MINORS_FROM_REGISTERING)
                ? "L'inscription est réservée aux personnes majeures."
                : undefined
            }
            defaultValue={register?.values.birthdate}
            error={register?.errors.birthdate}
          />
        ) : null}
        <Field
          id="inscription-mot-de-passe"
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, mêlant au moins deux types : minuscules, majuscules, chiffres ou symboles. Une phrase de plusieurs mots convient très bien.`}
          error={register?.errors.password}
        />
        <Checkbox
          id="inscription-cgu"
          name="acceptTerms"
          required
          hint="Les CGU s'ouvrent dans un nouvel onglet."
          error={register?.errors.acceptTerms}
        >
          Je reconnais avoir lu et compris les{" "}
          <a href="/use-terms" target="_blank" rel="noopener">
            CGU
          </a>{" "}
          et je les accepte
        </Checkbox>
        <p className="account-form__aside">
          Vos données servent à gérer votre compte. Pour en savoir plus et exercer vos droits, lisez notre{" "}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
        <button type="submit" className="btn btn--accent account-form__submit" disabled={busy}>
          {busy ? "Création du compte…" : "Créer mon compte"}
        </button>
      </Form>
    </section>
  );
}

export default function AuthPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const failure = useActionData<FormResult>();
  return (
    <PageLayout
      title="Connexion et inscription"
      intro="Retrouvez votre espace personnel, ou créez votre compte en quelques instants."
      ariane={[{ name: "Connexion", path: "/auth" }]}
    >
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      <div className="auth-grid">
        <LoginSection redirectTo={redirectTo} login={resultOf(failure, "login")} />
        <RegisterSection redirectTo={redirectTo} register={resultOf(failure, "register")} />
      </div>
    </PageLayout>
  );
}
