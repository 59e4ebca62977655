import {
  CHOICE_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  FORM_FILE_FORMATS,
} from "@vitrine/shared/schemas/admin-forms";
import { FORM_FIELD_TYPES, type FormFieldType } from "@vitrine/shared/schemas/content";
import { useState } from "react";
import { Checkbox, Field, SelectField, TextAreaField } from "../../account/fields";
import type { FieldDraft } from "./form-draft";

interface FieldCardProps {
  field: FieldDraft;
  index: number;
  count: number;
  /** The API's errors of this field, by key (label, options, accept…). */
  errors: Record<string, string>;
}

/**
 * One field of the builder: its label, type, whether it is required, its choices (choice types)
 * or its files' formats and size (file fields), and the buttons moving or removing it. The parts
 * of the other types stay in the form, hidden, so that nothing typed is lost when the type changes.
 */
export function FieldCard({ field, index, count, errors }: FieldCardProps) {
  const [type, setType] = useState<FormFieldType>(field.type);
  const id = (key: string) => `champ-${index}-${key}`;
  const name = (key: string) => `f${index}.${key}`;
  const title = field.label.trim() || "Nouveau champ";
  const choices = CHOICE_FIELD_TYPES.includes(type);
  return (
    <fieldset className="form-field-card">
      <legend>
        Champ {index + 1} : {title}
      </legend>
      <input type="hidden" name={name("name")} value={field.name} />
      <input type="hidden" name={name("optionValues")} value={field.optionValues} />
      <input type="hidden" name={name("rules")} value={field.rules} />
      <input type="hidden" name={name("autocomplete")} value={field.autocomplete} />
      <div className="form-field-card__grid">
        <Field
          id={id("libelle")}
          name={name("label")}
          label="Libellé"
          required
          defaultValue={field.label}
          error={errors.label}
        />
        <SelectField
          id={id("type")}
          name={name("type")}
          label="Type"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as FormFieldType)}
          error={errors.type}
        >
          {FORM_FIELD_TYPES.map((value) => (
            <option key={value} value={value}>
              {FORM_FIELD_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Field
          id={id("aide")}
          name={name("help")}
          label="Aide affichée sous le champ (facultative)"
          defaultValue={field.help}
          error={errors.help}
        />
        <Field
          id={id("exemple")}
          name={name("placeholder")}
          label="Exemple dans le champ (facultatif)"
          defaultValue={field.placeholder}
          error={errors.placeholder}
        />
        <SelectField id={id("largeur")} name={name("width")} label="Largeur" defaultValue={field.width}>
          <option value="full">Toute la largeur</option>
          <option value="half">Demi-largeur</option>
        </SelectField>
        <Checkbox id={id("obligatoire")} name={name("required")} defaultChecked={field.required}>
          Champ obligatoire
        </Checkbox>
      </div>
      <div hidden={!choices && !errors.options}>
        <TextAreaField
          id={id("choix")}
          name={name("options")}
          label="Choix proposés (un par ligne)"
          rows={3}
          defaultValue={field.options}
          error={errors.options}
        />
      </div>
      <FileRules
        field={field}
        index={index}
        errors={errors}
        hidden={type !== "file" && !errors.accept && !errors.maxSize && !errors.maxFiles}
      />
      {errors.name ? <p className="field__error">{errors.name}</p> : null}
      <div className="form-field-card__actions">
        <button
          type="submit"
          name="intent"
          value={`monter:${index}`}
          className="btn btn--ghost"
          disabled={index === 0}
        >
          Monter<span className="visually-hidden"> le champ {index + 1}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value={`descendre:${index}`}
          className="btn btn--ghost"
          disabled={index === count - 1}
        >
          Descendre<span className="visually-hidden"> le champ {index + 1}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value={`supprimer:${index}`}
          className="btn btn--ghost"
          disabled={count === 1}
          formNoValidate
        >
          Retirer<span className="visually-hidden"> le champ {index + 1}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** A file field's rules: the formats it accepts, the largest size of a file, how many files. */
function FileRules({
  field,
  index,
  errors,
  hidden,
}: {
  field: FieldDraft;
  index: number;
  errors: Record<string, string>;
  hidden: boolean;
}) {
  const id = (key: string) => `champ-${index}-${key}`;
  const name = (key: string) => `f${index}.${key}`;
  return (
    <div className="form-field-card__files" hidden={hidden}>
      <fieldset className="form-field-card__formats">
        <legend>Formats acceptés</legend>
        {FORM_FILE_FORMATS.map((format) => (
          <label key={format} className="form-field-card__format">
            <input
              type="checkbox"
              name={name("accept")}
              value={format}
              defaultChecked={field.accept.includes(format)}
            />
            {format.toUpperCase()}
          </label>
        ))}
        {errors.accept ? <p className="field__error">{errors.accept}</p> : null}
      </fieldset>
      <Field
        id={id("taille")}
        name={name("maxSizeMo")}
        label="Taille maximale d'un fichier (Mo)"
        inputMode="decimal"
        defaultValue={field.maxSizeMo}
        hint="5 Mo si vide, 20 Mo au plus."
        error={errors.maxSize}
      />
      <Field
        id={id("nombre")}
        name={name("maxFiles")}
        label="Nombre de fichiers"
        inputMode="numeric"
        defaultValue={field.maxFiles}
        hint="1 si vide, 10 au plus."
        error={errors.maxFiles}
      />
    </div>
  );
}
