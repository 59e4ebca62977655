import { PASSWORD_MIN_LENGTH } from "@vitrine/shared/account-rules";
import type { NewsletterList, User } from "@vitrine/shared/schemas/account";
import { Form, useActionData, useNavigation } from "react-router";
import { type FormResult, resultOf } from "../forms/form-result";
import { Checkbox, Field, FormMessage, RequiredLegend } from "./fields";

/** The reply of the account page's form `intent`, and whether it is being sent. */
function useIntent(intent: string) {
  const mine = resultOf(useActionData<FormResult>(), intent);
  const navigation = useNavigation();
  return {
    failure: mine?.status === "error" ? mine : undefined,
    success: mine?.status === "success" ? mine.message : undefined,
    busy: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
  };
}

/** Mes informations: name, phone, birthdate, e-mail (a new one asks for the password). */
export function ProfileSection({ user, askBirthdate }: { user: User; askBirthdate: boolean }) {
  const { failure: profile, success, busy } = useIntent("profile");
  return (
    <section id="informations" className="card account-card" aria-labelledby="informations-titre">
      <h2 id="informations-titre">Mes informations</h2>
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="intent" value="profile" />
        {profile ? <FormMessage kind="error">{profile.message}</FormMessage> : null}
        {success ? <FormMessage kind="success">{success}</FormMessage> : null}
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
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          {busy ? "Enregistrement…" : "Enregistrer mes informations"}
        </button>
      </Form>
    </section>
  );
}

/** Mot de passe: the current one, then the new one twice. */
export function PasswordSection() {
  const { failure: password, success, busy } = useIntent("password");
  return (
    <section id="mot-de-passe" className="card account-card" aria-labelledby="mot-de-passe-titre">
      <h2 id="mot-de-passe-titre">Mot de passe</h2>
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="intent" value="password" />
        {password ? <FormMessage kind="error">{password.message}</FormMessage> : null}
        {success ? <FormMessage kind="success">{success}</FormMessage> : null}
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
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          {busy ? "Enregistrement…" : "Changer mon mot de passe"}
        </button>
      </Form>
    </section>
  );
}

/** Lettre d'information: the lists the member receives. */
export function NewsletterSection({
  newsletter,
}: {
  newsletter: { lists: NewsletterList[]; listIds: number[] };
}) {
  const { failure: letter, success, busy } = useIntent("newsletter");
  return (
    <section id="lettre" className="card account-card" aria-labelledby="lettre-titre">
      <h2 id="lettre-titre">Lettre d'information</h2>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value="newsletter" />
        {letter ? <FormMessage kind="error">{letter.message}</FormMessage> : null}
        {success ? <FormMessage kind="success">{success}</FormMessage> : null}
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
        <p className="account-form__aside">Vous pouvez vous désabonner à tout moment depuis cette page.</p>
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          Enregistrer mes abonnements
        </button>
      </Form>
    </section>
  );
}

/** Mes données: the download of everything held about the member. */
export function DataSection() {
  return (
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
  );
}

/** Supprimer mon compte, once the box is ticked. */
export function DeletionSection() {
  const { failure: deletion, busy } = useIntent("delete");
  return (
    <section
      id="suppression"
      className="card account-card account-card--danger"
      aria-labelledby="suppression-titre"
    >
      <h2 id="suppression-titre">Supprimer mon compte</h2>
      <p>
        La suppression est immédiate et définitive : vos informations personnelles sont effacées, vos sessions
        fermées et vos abonnements résiliés. Les factures d'éventuelles commandes sont conservées le temps
        exigé par la loi.
      </p>
      <Form method="post" noValidate className="account-form">
        <input type="hidden" name="intent" value="delete" />
        {deletion ? <FormMessage kind="error">{deletion.message}</FormMessage> : null}
        <Checkbox id="suppression-confirmation" name="confirm" required error={deletion?.errors.confirm}>
          Je confirme vouloir supprimer définitivement mon compte
        </Checkbox>
        <button type="submit" className="btn btn--danger account-form__submit" disabled={busy}>
          {busy ? "Suppression…" : "Supprimer mon compte"}
        </button>
      </Form>
    </section>
  );
}
