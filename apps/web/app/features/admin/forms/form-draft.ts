import type { AdminForm, AdminFormBody, AdminFormFieldBody } from "@vitrine/shared/schemas/admin-forms";
import { CHOICE_FIELD_TYPES, FORM_FILE_FORMATS } from "@vitrine/shared/schemas/admin-forms";
import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from "@vitrine/shared/schemas/content";

/**
 * The form builder's state as its HTML form posts it (plain inputs, also without JavaScript):
 * the form's texts and one group of inputs per field, `f{index}.{key}`. Adding, removing and moving
 * a field post the whole draft back with an intent; saving sends it to the API.
 */

export interface FieldDraft {
  /** Empty for a new field: the API makes it from the label. */
  name: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  placeholder: string;
  help: string;
  autocomplete: string;
  width: "full" | "half";
  /** The choices, one label a line. */
  options: string;
  /** The values the choices had (JSON), kept so that former answers still read. */
  optionValues: string;
  accept: string[];
  /** Largest size of a file, in Mo as typed. */
  maxSizeMo: string;
  maxFiles: string;
  /** Rules the builder does not show, kept as they were (JSON). */
  rules: string;
}

export interface FormDraft {
  name: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  recipientEmail: string;
  isActive: boolean;
  fields: FieldDraft[];
}

export const MAX_DRAFT_FIELDS = 40;

export const emptyField = (): FieldDraft => ({
  name: "",
  type: "text",
  label: "",
  required: false,
  placeholder: "",
  help: "",
  autocomplete: "",
  width: "full",
  options: "",
  optionValues: "[]",
  accept: [],
  maxSizeMo: "",
  maxFiles: "",
  rules: "{}",
});

export const NEW_FORM: FormDraft = {
  name: "",
  description: "",
  submitLabel: "Envoyer",
  successMessage: "Merci, votre demande a bien été envoyée.",
  recipientEmail: "",
  isActive: true,
  fields: [emptyField()],
};

const MO = 1024 * 1024;

function fieldDraft(field: FormField): FieldDraft {
  const { maxSize, maxFiles, ...rules } = field.rules;
  return {
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required,
    placeholder: field.placeholder ?? "",
    help: field.help ?? "",
    autocomplete: field.autocomplete ?? "",
    width: field.width,
    options: field.options.map((option) => option.label).join("\n"),
    optionValues: JSON.stringify(field.options),
    accept: field.accept,
    maxSizeMo: maxSize === undefined ? "" : String(Math.round((maxSize / MO) * 100) / 100).replace(".", ","),
    maxFiles: maxFiles === undefined ? "" : String(maxFiles),
    rules: JSON.stringify(rules),
  };
}

export function draftOf(form: AdminForm): FormDraft {
  return {
    name: form.name,
    description: form.description ?? "",
    submitLabel: form.submitLabel,
    successMessage: form.successMessage,
    recipientEmail: form.recipientEmail ?? "",
    isActive: form.isActive,
    fields: form.fields.map(fieldDraft),
  };
}

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === "string" ? value : "";
};

/** The draft as posted; unknown types and widths fall back to the defaults. */
export function readDraft(data: FormData): FormDraft {
  const count = Math.min(MAX_DRAFT_FIELDS, Math.max(0, Number.parseInt(text(data, "fieldCount"), 10) || 0));
  const fields: FieldDraft[] = [];
  for (let index = 0; index < count; index++) {
    const key = (name: string) => `f${index}.${name}`;
    const type = text(data, key("type"));
    fields.push({
      name: text(data, key("name")),
      type: (FORM_FIELD_TYPES as readonly string[]).includes(type) ? (type as FormFieldType) : "text",
      label: text(data, key("label")),
      required: data.get(key("required")) === "on",
      placeholder: text(data, key("placeholder")),
      help: text(data, key("help")),
      autocomplete: text(data, key("autocomplete")),
      width: text(data, key("width")) === "half" ? "half" : "full",
      options: text(data, key("options")),
      optionValues: text(data, key("optionValues")) || "[]",
      accept: data
        .getAll(key("accept"))
        .filter(
          (v): v is string => typeof v === "string" && (FORM_FILE_FORMATS as readonly string[]).includes(v),
        ),
      maxSizeMo: text(data, key("maxSizeMo")),
      maxFiles: text(data, key("maxFiles")),
      rules: text(data, key("rules")) || "{}",
    });
  }
  return {
    name: text(data, "name"),
    description: text(data, "description"),
    submitLabel: text(data, "submitLabel"),
    successMessage: text(data, "successMessage"),
    recipientEmail: text(data, "recipientEmail"),
    isActive: data.get("isActive") === "on",
    fields,
  };
}

/** A JSON value posted back, or `fallback` when it was tampered with. */
function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** A number typed in French (« 2,5 »); NaN when it is not one, so the API names the field. */
const typedNumber = (typed: string) => Number(typed.trim().replace(",", "."));

/** The API's body of a draft (what the API checks, with its French messages by field). */
export function bodyOf(draft: FormDraft): AdminFormBody {
  return {
    name: draft.name,
    description: draft.description,
    submitLabel: draft.submitLabel,
    successMessage: draft.successMessage,
    recipientEmail: draft.recipientEmail.trim(),
    isActive: draft.isActive,
    fields: draft.fields.map((field): AdminFormFieldBody => {
      const known = parsed<{ value: string; label: string }[]>(field.optionValues, []);
      const labels = field.options
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      const rules = parsed<Record<string, number>>(field.rules, {});
      const file = field.type === "file";
      return {
        ...(field.name ? { name: field.name } : {}),
        type: field.type,
        label: field.label,
        required: field.required,
        placeholder: field.placeholder,
        help: field.help,
        autocomplete: field.autocomplete,
        width: field.width,
        options: CHOICE_FIELD_TYPES.includes(field.type)
          ? labels.map((label) => {
              const value = known.find((option) => option.label === label)?.value;
              return value ? { label, value } : { label };
            })
          : [],
        accept: file ? (field.accept as NonNullable<AdminFormFieldBody["accept"]>) : [],
        ...(file && field.maxSizeMo.trim()
          ? { maxSize: Math.round(typedNumber(field.maxSizeMo) * MO) || -1 }
          : {}),
        ...(file && field.maxFiles.trim() ? { maxFiles: typedNumber(field.maxFiles) } : {}),
        ...(file
          ? {}
          : Object.fromEntries(
              (["minLength", "maxLength", "min", "max"] as const)
                .filter((key) => typeof rules[key] === "number")
                .map((key) => [key, rules[key]]),
            )),
      };
    }),
  };
}

/** What a builder button asks: add a field, remove, move one up or down, or save. */
export type DraftIntent =
  | { kind: "save" }
  | { kind: "add" }
  | { kind: "remove" | "up" | "down"; index: number };

export function readIntent(value: string): DraftIntent | null {
  if (value === "enregistrer") return { kind: "save" };
  if (value === "ajouter") return { kind: "add" };
  const match = /^(supprimer|monter|descendre):(\d{1,2})$/.exec(value);
  if (!match) return null;
  const kind = match[1] === "supprimer" ? "remove" : match[1] === "monter" ? "up" : "down";
  return { kind, index: Number(match[2]) };
}

/** The draft after a change of its fields' list (never below one field nor above the maximum). */
export function changeFields(draft: FormDraft, intent: DraftIntent): FormDraft {
  const fields = [...draft.fields];
  if (intent.kind === "add" && fields.length < MAX_DRAFT_FIELDS) fields.push(emptyField());
  if (intent.kind === "remove" && fields.length > 1) fields.splice(intent.index, 1);
  if (intent.kind === "up" || intent.kind === "down") {
    const target = intent.kind === "up" ? intent.index - 1 : intent.index + 1;
    if (target >= 0 && target < fields.length && intent.index < fields.length) {
      [fields[intent.index], fields[target]] = [fields[target]!, fields[intent.index]!];
    }
  }
  return { ...draft, fields };
}
