import { formatBytes } from "@vitrine/shared/file-size";
import {
  CONTROL_CHARACTER_MESSAGE,
  EMAIL_MESSAGE,
  isPhoneNumber,
  NAME_DIRECTION_MESSAGE,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
} from "@vitrine/shared/schemas/common";
import type { FormField } from "@vitrine/shared/schemas/content";
import { hasControlCharacters, hasDirectionOverride } from "@vitrine/shared/text-rules";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { cleanFilename } from "../../lib/multipart";

export { cleanFilename };

/** A file part of a submission, read in memory (its size is bounded by the multipart limits). */
export interface UploadedFile {
  field: string;
  filename: string;
  /** Content type declared by the sender. */
  mimetype: string;
  data: Buffer;
}

/** Values of a submission as received: every key may carry several values. */
export type RawValues = Record<string, string[]>;
export type SubmissionValues = Record<string, string | string[]>;

export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;
/** No form may accept larger files than this, whatever its rules say. */
export const HARD_MAX_FILE_SIZE = 20 * 1024 * 1024;

/** Extensions a file field may accept, with the one content type each must have. */
export const UPLOAD_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Declared content types that browsers use as synonyms. */
const MIME_ALIASES: Record<string, string> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

const DEFAULT_MAX_LENGTH: Partial<Record<FormField["type"], number>> = {
  text: 200,
  email: 254,
  tel: PHONE_MAX_LENGTH,
  textarea: 5000,
  postalCode: 5,
  number: 20,
  date: 10,
};

const emailSchema = z.email();
const POSTAL_CODE = /^\d{5}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CHECKED = new Set(["true", "on", "1", "oui"]);
/** Autocomplete tokens and field names of a person's or company's name. */
const NAME_AUTOCOMPLETE = new Set([
  "name",
  "given-name",
  "additional-name",
  "family-name",
  "nickname",
  "honorific-prefix",
  "honorific-suffix",
  "organization",
]);
const NAME_FIELDS = new Set(["name", "firstname", "lastname", "company"]);

/** Whether a field holds a name, by its autocomplete token (e.g. "shipping family-name") or its own name. */
const isNameField = (field: FormField) =>
  NAME_FIELDS.has(field.name.toLowerCase()) ||
  NAME_AUTOCOMPLETE.has(field.autocomplete?.trim().split(/\s+/).pop()?.toLowerCase() ?? "");

export const formatSize = formatBytes;

/** Largest file a form accepts, for the multipart limit of its submissions. */
export function maxFileSizeOf(fields: FormField[]): number {
  const sizes = fields.filter((f) => f.type === "file").map((f) => f.rules.maxSize ?? DEFAULT_MAX_FILE_SIZE);
  return Math.min(HARD_MAX_FILE_SIZE, Math.max(0, ...sizes));
}

/** How many files a form accepts in all. */
export function maxFilesOf(fields: FormField[]): number {
  return fields.filter((f) => f.type === "file").reduce((sum, f) => sum + (f.rules.maxFiles ?? 1), 0);
}

export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** Checks one uploaded file against its field: extension, declared type, real content, size. */
async function fileError(field: FormField, file: UploadedFile): Promise<string | null> {
  const name = cleanFilename(file.filename);
  const accepted = field.accept.filter((ext) => ext in UPLOAD_TYPES);
  const list = accepted.map((ext) => ext.toUpperCase()).join(", ");
  const ext = extensionOf(name);
  if (!accepted.includes(ext))
    return `Le format du fichier « ${name} » n'est pas accepté (formats acceptés : ${list}).`;
  const maxSize = Math.min(field.rules.maxSize ?? DEFAULT_MAX_FILE_SIZE, HARD_MAX_FILE_SIZE);
  if (file.data.length === 0) return `Le fichier « ${name} » est vide.`;
  if (file.data.length > maxSize) {
    return `Le fichier « ${name} » dépasse la taille maximale de ${formatSize(maxSize)}.`;
  }
  const expected = UPLOAD_TYPES[ext];
  const declared = MIME_ALIASES[file.mimetype.toLowerCase()] ?? file.mimetype.toLowerCase();
  const detected = await fileTypeFromBuffer(file.data);
  if (declared !== expected || detected?.mime !== expected) {
    return `Le contenu du fichier « ${name} » ne correspond pas à un fichier ${ext.toUpperCase()}.`;
  }
  return null;
}

/** Checks one value field; returns the cleaned value or an error message. */
function checkedValue(field: FormField, raw: string[]): { value: string | string[] } | { error: string } {
  // Only a textarea keeps tabs and line breaks; no field keeps any other control character.
  if (raw.some((v) => hasControlCharacters(v, field.type === "textarea"))) {
    return { error: CONTROL_CHARACTER_MESSAGE };
  }
  if (field.type === "text" && isNameField(field) && raw.some(hasDirectionOverride)) {
    return { error: NAME_DIRECTION_MESSAGE };
  }
  const present = raw.map((v) => v.trim()).filter((v) => v !== "");
  const options = new Set(field.options.map((o) => o.value));
  if (field.type === "checkboxes") {
    if (field.required && present.length === 0) return { error: "Cochez au moins une option." };
    if (present.some((v) => !options.has(v))) return { error: "Cette option n'est pas proposée." };
    return { value: [...new Set(present)] };
  }
  if (present.length > 1) return { error: "Une seule valeur est attendue pour ce champ." };
  const value = present[0] ?? "";
  if (field.type === "checkbox") {
    const checked = CHECKED.has(value.toLowerCase());
    if (field.required && !checked) return { error: "Vous devez cocher cette case." };
    return { value: checked ? "oui" : "non" };
  }
  if (value === "") {
    if (!field.required) return { value: "" };
    return {
      error:
        field.type === "select" || field.type === "radio"
          ? "Choisissez une option."
          : "Ce champ est obligatoire.",
    };
  }
  const { rules } = field;
  const maxLength = rules.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
  if (maxLength !== undefined && value.length > maxLength)
    return { error: `${characters(maxLength)} au maximum.` };
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return { error: `Saisissez au moins ${characters(rules.minLength)}.` };
  }
  switch (field.type) {
    case "email":
      if (!emailSchema.safeParse(value).success) return { error: EMAIL_MESSAGE };
      break;
    case "tel":
      if (!isPhoneNumber(value)) return { error: PHONE_MESSAGE };
      break;
    case "postalCode":
      if (!POSTAL_CODE.test(value)) return { error: "Le code postal doit comporter 5 chiffres." };
      break;
    case "number": {
      const n = Number(value.replace(",", "."));
      if (!Number.isFinite(n)) return { error: "Saisissez un nombre." };
      if (rules.min !== undefined && n < rules.min) return { error: `La valeur minimale est ${rules.min}.` };
      if (rules.max !== undefined && n > rules.max) return { error: `La valeur maximale est ${rules.max}.` };
      break;
    }
    case "date": {
      const date = new Date(`${value}T00:00:00Z`);
      if (
        !ISO_DATE.test(value) ||
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== value
      ) {
        return { error: "Saisissez une date valide." };
      }
      break;
    }
    case "select":
    case "radio":
      if (!options.has(value)) return { error: "Cette option n'est pas proposée." };
      break;
  }
  if (rules.pattern && !new RegExp(`^(?:${rules.pattern})$`, "u").test(value)) {
    return { error: rules.patternMessage ?? "Le format de ce champ n'est pas valide." };
  }
  return { value };
}

/** Validates a submission against the form's fields; every problem is reported per field. */
export async function validateSubmission(
  fields: FormField[],
  raw: RawValues,
  files: UploadedFile[],
): Promise<{ values: SubmissionValues; errors: Record<string, string> }> {
  const values: SubmissionValues = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === "file") {
      const own = files.filter((f) => f.field === field.name);
      const maxFiles = field.rules.maxFiles ?? 1;
      if (field.required && own.length === 0) errors[field.name] = "Joignez au moins un fichier.";
      else if (own.length > maxFiles) {
        errors[field.name] =
          maxFiles === 1
            ? "Un seul fichier est accepté."
            : `Vous pouvez joindre ${maxFiles} fichiers au maximum.`;
      } else {
        for (const file of own) {
          const error = await fileError(field, file);
          if (error) {
            errors[field.name] = error;
            break;
          }
        }
      }
      continue;
    }
    const result = checkedValue(field, raw[field.name] ?? []);
    if ("error" in result) errors[field.name] = result.error;
    else values[field.name] = result.value;
  }
  const known = new Set(fields.filter((f) => f.type === "file").map((f) => f.name));
  for (const file of files) {
    if (!known.has(file.field)) errors[file.field] = "Ce formulaire n'accepte pas de fichier ici.";
  }
  return { values, errors };
}

/** "1 caractère", "2 caractères" (French takes the singular up to 1). */
const characters = (count: number) => `${count} caractère${count > 1 ? "s" : ""}`;
