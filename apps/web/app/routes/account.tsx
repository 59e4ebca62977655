import { PASSWORD_MIN_LENGTH } from "@vitrine/shared/account-rules";
import type { NewsletterList } from "@vitrine/shared/schemas/account";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Checkbox, Field, FormMessage, RequiredLegend } from "../features/account/fields";
import { requireMember } from "../features/account/require-member.server";
import {
  clearedSessionCookies,
  type FormFailure,
  fieldFailure,
  formFailure,
  formSecret,
  formText,
} from "../features/account/session.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { isOn, parameterValues } from "../features/theme/theme";
import type { RootData } from "../root-data";

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context;
  const [user, parameters] = await Promise.all([requireMember(context, "/mon-compte"), api.parameters()]);
  const values = parameterValues(parameters);
  let newsletter: { lists: NewsletterList[]; listIds: number[] } | null = null;
  if (isOn(values.ENABLE_NEWSLETTER)) {
    const [lists, subscription] = await Promise.all([api.newsletterLists(), api.newsletterSubscription()]);
    newsletter = { lists, listIds: subscription.listIds };
  }
  return {
    user,
    newsletter,
    askBirthdate: isOn(values.ASK_BIRTHDATE_AT_REGISTER) || isOn(values.BLOCK_MINORS_FROM_REGISTERING),
  };
}

interface FormSuccess {
  intent: string;
  success: string;
}

export async function action({ context, request }: ActionFunctionArgs) {
  const { api } = context;
  const form = await request.formData();
  const intent = formText(form, "intent");

  if (intent === "profile") {
    const values = {
      firstname: formText(form, "firstname"),
      lastname: formText(form, "lastname"),
      phone: formText(form, "phone"),
      birthdate: formText(form, "birthdate"),
      email: formText(form, "email"),
    };
    const currentPassword = formSecret(form, "currentPassword");
    try {
      await api.updateUser({
        ...values,
        birthdate: values.birthdate || null,
        ...(currentPassword ? { currentPassword } : {}),
      });
    } catch (error) {
      return formFailure(error, intent, values);
    }
    return data<FormSuccess>({ intent, success: "Vos informations sont enregistrées." });
  }

  if (intent === "password") {
    const newPassword = formSecret(form, "newPassword");
    if (newPassword !== formSecret(form, "confirmation")) {
      return fieldFailure(intent, { confirmation: "Les deux mots de passe ne sont pas identiques." });
    }
    try {
      await api.changePassword({ currentPassword: formSecret(form, "currentPassword"), newPassword });
    } catch (error) {
      return formFailure(error, intent);
    }
    return data<FormSuccess>({
      intent,
      success: "Votre mot de passe est modifié. Vos autres sessions ont été fermées.",
    });
  }

  if (intent === "newsletter") {
    const listIds = form.getAll("listIds").map(Number).filter(Number.isInteger);
    let confirmationSent: boolean;
    try {
      ({ confirmationSent } = await api.setNewsletterSubscription({ listIds }));
    } catch (error) {
      return formFailure(error, intent);
    }
    return data<FormSuccess>({
      intent,
      success: confirmationSent
        ? "Vos choix sont enregistrés. Pour recevoir la lettre d'information, confirmez votre adresse e-mail grâce au lien que nous venons de vous envoyer."
        : "Vos abonnements sont enregistrés.",
    });
  }

  if (intent === "delete") {
    if (form.get("confirm") !== "on") {
      return fieldFailure(intent, {
        confirm: "Cochez la case pour confirmer la suppression de votre compte.",
      });
    }
    try {
      await api.deleteUser();
    } catch (error) {
      return formFailure(error, intent);
    }
    return redirect("/auth?etat=supprime", { headers: clearedSessionCookies(context.cookieOptions) });
  }

  throw data(null, { status: 400 });
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    (matches[0]?.data as RootData | undefined)?.info.name,
    "Mon compte",
    "Votre espace personnel : informations, mot de passe, abonnements et données.",
  ),
  { name: "robots", content: "noindex" },
];

const SECTIONS = [
  { id: "informations", title: "Mes informations" },
  { id: "mot-de-passe", title: "Mot de passe" },
  { id: "lettre", title: "Lettre d'information" },
  { id: "donnees", title: "Mes données" },
  { id: "suppression", title: "Supprimer mon compte" },
] as const;

export default function AccountPage() {
  const { user, newsletter, askBirthdate } = useLoaderData<typeof loader>();
  const result = useActionData<FormFailure | FormSuccess>();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failureOf = (intent: string) =>
    result && "errors" in result && result.intent === intent ? result : undefined;
  const successOf = (intent: string) =>
    result && "success" in result && result.intent === intent ? result.success : undefined;
  const profile = failureOf("profile");
  const password = failureOf("password");
  const letter = failureOf("newsletter");
  const deletion = failureOf("delete");
  const sections = SECTIONS.filter((s) => s.id !== "lettre" || newsletter);

  return (
    <PageLayout
      title="Mon compte"
      intro={`Bonjour ${user.firstname}, retrouvez ici vos informations et vos choix.`}
      ariane={[{ name: "Mon compte", path: "/mon-compte" }]}
    >
      <div className="account-layout">
        <nav className="account-nav card" aria-label="Sections de mon compte">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
          <Form method="post" action="/deconnexion">
            <button type="submit" className="btn btn--ghost account-nav__logout">
              Se déconnecter
            </button>
          </Form>
        </nav>

        <div className="account-sections">
          <section id="informations" className="card account-card" aria-labelledby="informations-titre">
            <h2 id="informations-titre">Mes informations</h2>
            <Form method="post" noValidate className="account-form">
              <input type="hidden" name="intent" value="profile" />
              {profile ? <FormMessage kind="error">{profile.message}</FormMessage> : null}
              {successOf("profile") ? <FormMessage kind="success">{successOf("profile")}</FormMessage> : null}
              <RequiredLegend />
              <div className="account-form__row">
                <Field
                  id="profil-prenom"
                  name="firstname"
                  label="Prénom"
                  autoComplete="given-name"
                  required
                  defaultValue={profile?.values.firstname ?? user.firstname}
                  error={profile?.errors.firstname}
                />
                <Field
                  id="profil-nom"
                  name="lastname"
                  label="Nom"
                  autoComplete="family-name"
                  required
                  defaultValue={profile?.values.lastname ?? user.lastname}
                  error={profile?.errors.lastname}
                />
              </div>
              <div className="account-form__row">
                <Field
                  id="profil-telephone"
                  name="phone"
                  type="tel"
                  label="Téléphone"
                  autoComplete="tel"
                  required
                  defaultValue={profile?.values.phone ?? user.phone ?? ""}
                  error={profile?.errors.phone}
                />
                <Field
                  id="profil-naissance"
                  name="birthdate"
                  type="date"
                  label="Date de naissance"
                  autoComplete="bday"
                  required={askBirthdate}
                  defaultValue={profile?.values.birthdate ?? user.birthdate ?? ""}
                  error={profile?.errors.birthdate}
                />
              </div>
              <Field
                id="profil-email"
                name="email"
                type="email"
                label="Adresse e-mail"
                autoComplete="email"
                required
                defaultValue={profile?.values.email ?? user.email}
                error={profile?.errors.email}
              />
              <Field
                id="profil-mot-de-passe"
                name="currentPassword"
                type="password"
                label="Mot de passe actuel"
                autoComplete="current-password"
                hint="Seulement pour changer d'adresse e-mail."
                error={profile?.errors.currentPassword}
              />
              <button
                type="submit"
                className="btn btn--primary account-form__submit"
                disabled={busy("profile")}
              >
                {busy("profile") ? "Enregistrement…" : "Enregistrer mes informations"}
              </button>
            </Form>
          </section>

          <section id="mot-de-passe" className="card account-card" aria-labelledby="mot-de-passe-titre">
            <h2 id="mot-de-passe-titre">Mot de passe</h2>
            <Form method="post" noValidate className="account-form">
              <input type="hidden" name="intent" value="password" />
              {password ? <FormMessage kind="error">{password.message}</FormMessage> : null}
              {successOf("password") ? (
                <FormMessage kind="success">{successOf("password")}</FormMessage>
              ) : null}
              <Field
                id="changement-actuel"
                name="currentPassword"
                type="password"
                label="Mot de passe actuel"
                autoComplete="current-password"
                required
                error={password?.errors.currentPassword}
              />
              <div className="account-form__row">
                <Field
                  id="changement-nouveau"
                  name="newPassword"
                  type="password"
                  label="Nouveau mot de passe"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, de deux types au moins.`}
                  error={password?.errors.newPassword}
                />
                <Field
                  id="changement-confirmation"
                  name="confirmation"
                  type="password"
                  label="Confirmez le nouveau mot de passe"
                  autoComplete="new-password"
                  required
                  error={password?.errors.confirmation}
                />
              </div>
              <button
                type="submit"
                className="btn btn--primary account-form__submit"
                disabled={busy("password")}
              >
                {busy("password") ? "Enregistrement…" : "Changer mon mot de passe"}
              </button>
            </Form>
          </section>

          {newsletter ? (
            <section id="lettre" className="card account-card" aria-labelledby="lettre-titre">
              <h2 id="lettre-titre">Lettre d'information</h2>
              <Form method="post" className="account-form">
                <input type="hidden" name="intent" value="newsletter" />
                {letter ? <FormMessage kind="error">{letter.message}</FormMessage> : null}
                {successOf("newsletter") ? (
                  <FormMessage kind="success">{successOf("newsletter")}</FormMessage>
                ) : null}
                <fieldset className="account-form__choices">
                  <legend>Je souhaite recevoir :</legend>
                  {newsletter.lists.map((list) => (
                    <Checkbox
                      key={list.id}
                      id={`lettre-${list.id}`}
                      name="listIds"
                      value={String(list.id)}
                      defaultChecked={newsletter.listIds.includes(list.id)}
                      hint={list.description ?? undefined}
                    >
                      {list.name}
                    </Checkbox>
                  ))}
                </fieldset>
                <p className="account-form__aside">
                  Vous pouvez vous désabonner à tout moment depuis cette page.
                </p>
                <button
                  type="submit"
                  className="btn btn--primary account-form__submit"
                  disabled={busy("newsletter")}
                >
                  Enregistrer mes abonnements
                </button>
              </Form>
            </section>
          ) : null}

          <section id="donnees" className="card account-card" aria-labelledby="donnees-titre">
            <h2 id="donnees-titre">Mes données</h2>
            <p>
              Téléchargez toutes les données personnelles que nous détenons sur vous (profil, sessions,
              abonnements), dans un fichier JSON lisible par d'autres services.
            </p>
            <p>
              <a className="btn btn--ghost" href="/mon-compte/donnees" download>
                Télécharger mes données
              </a>
            </p>
          </section>

          <section
            id="suppression"
            className="card account-card account-card--danger"
            aria-labelledby="suppression-titre"
          >
            <h2 id="suppression-titre">Supprimer mon compte</h2>
            <p>
              La suppression est immédiate et définitive : vos informations personnelles sont effacées, vos
              sessions fermées et vos abonnements résiliés. Les factures d'éventuelles commandes sont
              conservées le temps exigé par la loi.
            </p>
            <Form method="post" noValidate className="account-form">
              <input type="hidden" name="intent" value="delete" />
              {deletion ? <FormMessage kind="error">{deletion.message}</FormMessage> : null}
              <Checkbox
                id="suppression-confirmation"
                name="confirm"
                required
                error={deletion?.errors.confirm}
              >
                Je confirme vouloir supprimer définitivement mon compte
              </Checkbox>
              <button
                type="submit"
                className="btn btn--danger account-form__submit"
                disabled={busy("delete")}
              >
                {busy("delete") ? "Suppression…" : "Supprimer mon compte"}
              </button>
            </Form>
          </section>
        </div>
      </div>
    </PageLayout>
  );
}
