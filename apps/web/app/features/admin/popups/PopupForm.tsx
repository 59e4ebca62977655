import { Form, useNavigation } from "react-router";
import { Checkbox, Field, FormMessage, TextAreaField } from "../../account/fields";
import type { PopupValues } from "./popup-form";

interface PopupFormProps {
  values: PopupValues;
  errors: Record<string, string>;
  message: { kind: "error" | "success"; text: string } | null;
}

/** A popup's form: title, content (HTML, cleaned when saved), days, how it comes back. */
export function PopupForm({ values, errors, message }: PopupFormProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="popup-form" noValidate>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <input type="hidden" name="intent" value="enregistrer" />
      <Field
        id="fenetre-titre"
        name="title"
        label="Titre"
        required
        defaultValue={values.title}
        error={errors.title}
      />
      <TextAreaField
        id="fenetre-contenu"
        name="content"
        label="Contenu (HTML simple : paragraphes, gras, liens, images)"
        rows={6}
        defaultValue={values.content}
        error={errors.content}
      />
      <div className="popup-form__row">
        <Field
          id="fenetre-debut"
          name="startsOn"
          type="date"
          label="Premier jour (facultatif)"
          defaultValue={values.startsOn}
          error={errors.startsOn}
        />
        <Field
          id="fenetre-fin"
          name="endsOn"
          type="date"
          label="Dernier jour (facultatif)"
          defaultValue={values.endsOn}
          error={errors.endsOn}
        />
        <Field
          id="fenetre-delai"
          name="delaySeconds"
          inputMode="numeric"
          label="Ouverture après (secondes)"
          defaultValue={values.delaySeconds}
          error={errors.delaySeconds}
        />
        <Field
          id="fenetre-masquage"
          name="hideDurationDays"
          inputMode="numeric"
          label="Masquée après fermeture (jours)"
          defaultValue={values.hideDurationDays}
          error={errors.hideDurationDays}
        />
      </div>
      <Checkbox
        id="fenetre-rechargement"
        name="showOnEveryReload"
        defaultChecked={values.showOnEveryReload}
        hint="Sinon, elle reste masquée le nombre de jours indiqué une fois fermée."
      >
        Afficher à chaque chargement de page
      </Checkbox>
      <Checkbox id="fenetre-fond" name="darkBackground" defaultChecked={values.darkBackground}>
        Assombrir la page derrière la fenêtre
      </Checkbox>
      <Checkbox id="fenetre-active" name="isActive" defaultChecked={values.isActive}>
        Fenêtre active
      </Checkbox>
      <div className="form-builder__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Enregistrer la fenêtre
        </button>
      </div>
    </Form>
  );
}
