import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import { MULTIPLE_CHOICE_KEYS, PARAMETER_CHOICES } from "@vitrine/shared/schemas/parameters";
import { switchOn } from "@vitrine/shared/site-switches";
import { Checkbox, Field, FieldError, SelectField, TextAreaField } from "../../account/fields";
import { EURO_KEYS, HELP, labelOf } from "./catalogue";
import { shownValue } from "./form-values";

export interface FieldState {
  /** The stored value. */
  value: string | null;
  /** What was typed before a refusal, shown again. */
  typed?: string | string[] | undefined;
  error?: string | undefined;
}

const fieldId = (key: ParameterKey) => `parametre-${key.toLowerCase().replaceAll("_", "-")}`;

/** Input types by key where the kind alone says too little (phone keyboards, e-mail checks). */
const INPUT_TYPES: Partial<Record<ParameterKey, string>> = { COMPANY_EMAIL: "email", COMPANY_PHONE: "tel" };
const DECIMAL_KEYS: ReadonlySet<ParameterKey> = new Set(["COMPANY_LATITUDE", "COMPANY_LONGITUDE"]);

/** One parameter's field, labelled, with its help and its error: the input fits its kind. */
export function ParameterField({ name, state }: { name: ParameterKey; state: FieldState }) {
  const id = fieldId(name);
  const label = labelOf(name);
  const help = HELP[name];
  const { kind } = PARAMETERS[name];
  const choices = PARAMETER_CHOICES[name];
  const typed = typeof state.typed === "string" ? state.typed : undefined;
  const shown = typed ?? shownValue(name, state.value);

  if (kind === "BOOLEAN") {
    return (
      <Checkbox
        id={id}
        name={name}
        value="true"
        role="switch"
        defaultChecked={switchOn(name, state.value)}
        hint={help}
        error={state.error}
      >
        {label}
      </Checkbox>
    );
  }
  if (choices && MULTIPLE_CHOICE_KEYS.includes(name)) {
    return <MultipleChoice name={name} id={id} choices={choices} state={state} />;
  }
  if (choices) {
    return (
      <SelectField id={id} name={name} label={label} hint={help} error={state.error} defaultValue={shown}>
        <option value="">Par défaut</option>
        {Object.entries(choices).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
    );
  }
  if (kind === "TEXT") {
    const code = name === "SCRIPT_TO_LOAD";
    return (
      <TextAreaField
        id={id}
        name={name}
        label={label}
        hint={help}
        defaultValue={shown}
        error={state.error}
        rows={code ? 5 : 3}
        className={code ? "parameter-field__code" : undefined}
        spellCheck={code ? false : undefined}
      />
    );
  }
  const number = kind === "NUMBER" && !EURO_KEYS.has(name);
  return (
    <Field
      id={id}
      name={name}
      label={label}
      hint={help}
      error={state.error}
      defaultValue={shown}
      type={kind === "LINK" ? "url" : number ? "number" : (INPUT_TYPES[name] ?? "text")}
      inputMode={EURO_KEYS.has(name) ? "decimal" : undefined}
      step={number ? (DECIMAL_KEYS.has(name) ? "any" : "1") : undefined}
      spellCheck={kind === "LINK" ? false : undefined}
      autoComplete="off"
    />
  );
}

function MultipleChoice(props: {
  name: ParameterKey;
  id: string;
  choices: Readonly<Record<string, string>>;
  state: FieldState;
}) {
  const { name, id, choices, state } = props;
  const picked = Array.isArray(state.typed)
    ? state.typed
    : (state.value ?? "").split(",").map((v) => v.trim());
  const errorId = `${id}-erreur`;
  return (
    <fieldset
      className={["field", "parameter-choices", state.error ? "field--invalid" : ""]
        .filter(Boolean)
        .join(" ")}
      aria-describedby={[`${id}-aide`, state.error ? errorId : ""].filter(Boolean).join(" ")}
    >
      <legend className="field__label">{labelOf(name)}</legend>
      {Object.entries(choices).map(([value, text]) => (
        <div className="field__check" key={value}>
          <input
            id={`${id}-${value.toLowerCase()}`}
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={picked.includes(value)}
          />
          <label htmlFor={`${id}-${value.toLowerCase()}`}>{text}</label>
        </div>
      ))}
      <p className="field__hint" id={`${id}-aide`}>
        {HELP[name]}
      </p>
      {state.error ? <FieldError id={errorId}>{state.error}</FieldError> : null}
    </fieldset>
  );
}
