import { Form, useNavigation } from "react-router";
import { Checkbox, Field, FormMessage, TextAreaField } from "../../account/fields";
import { FieldCard } from "./FieldCard";
import { type FormDraft, MAX_DRAFT_FIELDS } from "./form-draft";

interface FormBuilderProps {
  draft: FormDraft;
  /** The API's errors: the form's keys, and `fields.{index}.{key}` for a field's. */
  errors: Record<string, string>;
  message: { kind: "error" | "success"; text: string } | null;
}

/** The errors of field `index`, by its own keys. */
function fieldErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/**
 * The form builder: the form's texts, its fields one card each, and the buttons that add a field
 * and save. A plain form: every button posts the whole draft (the page works without JavaScript).
 */
export function FormBuilder({ draft, errors, message }: FormBuilderProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-builder" noValidate>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      {/* First in the form: the button Enter presses in a text field. */}
      <div className="form-builder__top">
        <button type="submit" name="intent" value="enregistrer" className="btn btn--primary" disabled={busy}>
          Enregistrer
        </button>
      </div>
      <input type="hidden" name="fieldCount" value={draft.fields.length} />
      <div className="form-builder__texts">
        <Field
          id="formulaire-nom"
          name="name"
          label="Nom du formulaire"
          required
          defaultValue={draft.name}
          error={errors.name}
        />
        <Field
          id="formulaire-bouton"
          name="submitLabel"
          label="Texte du bouton d'envoi"
          required
          defaultValue={draft.submitLabel}
          error={errors.submitLabel}
        />
        <TextAreaField
          id="formulaire-description"
          name="description"
          label="Présentation affichée au-dessus du formulaire (facultative)"
          rows={2}
          defaultValue={draft.description}
          error={errors.description}
        />
        <TextAreaField
          id="formulaire-merci"
          name="successMessage"
          label="Message affiché après l'envoi"
          rows={2}
          defaultValue={draft.successMessage}
          error={errors.successMessage}
        />
        <Field
          id="formulaire-destinataire"
          name="recipientEmail"
          type="email"
          label="E-mail qui reçoit les demandes (facultatif)"
          hint="L'adresse de l'entreprise si vide."
          defaultValue={draft.recipientEmail}
          error={errors.recipientEmail}
        />
        <Checkbox id="formulaire-actif" name="isActive" defaultChecked={draft.isActive}>
          Formulaire en ligne sur le site
        </Checkbox>
      </div>
      <h2>Champs</h2>
      {errors.fields ? <p className="field__error">{errors.fields}</p> : null}
      <ol className="form-builder__fields">
        {draft.fields.map((field, index) => (
          // The draft is rebuilt after each post: the index is the field's identity within it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <FieldCard
              field={field}
              index={index}
              count={draft.fields.length}
              errors={fieldErrors(errors, index)}
            />
          </li>
        ))}
      </ol>
      <div className="form-builder__actions">
        <button
          type="submit"
          name="intent"
          value="ajouter"
          className="btn btn--ghost"
          disabled={draft.fields.length >= MAX_DRAFT_FIELDS}
        >
          Ajouter un champ
        </button>
        <button type="submit" name="intent" value="enregistrer" className="btn btn--primary" disabled={busy}>
          Enregistrer le formulaire
        </button>
      </div>
    </Form>
  );
}
