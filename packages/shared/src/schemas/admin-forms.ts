import { z } from "zod";
import { slugify } from "../page-rules";
import { emailAddress, line, text } from "./common";
import { FORM_FIELD_TYPES, type FormField, FormFieldSchema, HONEYPOT_FIELD } from "./content";

/**
 * The sites' forms as the admin panel builds them (`/admin/form`): the form's texts, its fields
 * (label, type, required, choices, files with their formats and size) and the submissions with
 * their files. A field saved here is one the public form renders and validates (content.ts).
 */

/** File formats a file field may accept (the server checks each file's content against it). */
export const FORM_FILE_FORMATS = ["pdf", "jpg", "jpeg", "png", "webp"] as const;
/** Largest size a file field may allow for one file: 20 Mo. */
export const MAX_FORM_FILE_SIZE = 20 * 1024 * 1024;
export const MAX_FORM_FIELDS = 40;
/** Types whose answer is picked among the field's options. */
export const CHOICE_FIELD_TYPES: readonly FormField["type"][] = ["select", "radio", "checkboxes"];

export const FORM_FIELD_TYPE_LABELS: Record<FormField["type"], string> = {
  text: "Texte court",
  email: "Adresse e-mail",
  tel: "Téléphone",
  textarea: "Texte long",
  select: "Liste déroulante",
  radio: "Choix unique (boutons)",
  checkbox: "Case à cocher",
  checkboxes: "Cases à cocher (plusieurs choix)",
  number: "Nombre",
  date: "Date",
  postalCode: "Code postal",
  file: "Fichier",
};

const max = (n: number) => `${n} caractères au maximum.`;
/** An optional line: absent, null or blank is null. */
const optional = (n: number) =>
  line()
    .trim()
    .max(n, max(n))
    .nullish()
    .transform((value) => value || null);

/** A field's or option's technical name from its label: `Votre téléphone` → `votre-telephone` (36 characters at most, room left for a number). */
export const nameFromLabel = (label: string): string => slugify(label, 36) || "champ";

const NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;
const NAME_MESSAGE = "Le nom technique commence par une lettre : lettres, chiffres, - et _ (40 au plus).";

const OptionBodySchema = z.object({
  label: line("Indiquez le libellé du choix.")
    .trim()
    .min(1, "Indiquez le libellé du choix.")
    .max(200, max(200)),
  value: line().trim().max(80, max(80)).optional(),
});

const integerIn = (min: number, maxValue: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(maxValue, message).optional();

const FieldBaseSchema = z.object({
  name: line().trim().regex(NAME_PATTERN, NAME_MESSAGE).optional(),
  type: z.enum(FORM_FIELD_TYPES, { error: "Choisissez un type de champ valide." }),
  label: text("Indiquez le libellé du champ.")
    .trim()
    .min(1, "Indiquez le libellé du champ.")
    .max(500, max(500)),
  required: z.boolean({ error: "Indiquez oui (true) ou non (false)." }).default(false),
  placeholder: optional(200),
  help: optional(500),
  autocomplete: optional(60),
  width: z.enum(["full", "half"], { error: "Largeur : pleine (full) ou demie (half)." }).default("full"),
  options: z.array(OptionBodySchema).max(50, "50 choix au maximum.").default([]),
  accept: z
    .array(z.enum(FORM_FILE_FORMATS, { error: "Formats acceptés : PDF, JPG, JPEG, PNG ou WEBP." }))
    .max(FORM_FILE_FORMATS.length)
    .default([]),
  minLength: integerIn(0, 5000, "Longueur minimale : un nombre entier de 0 à 5 000."),
  maxLength: integerIn(1, 5000, "Longueur maximale : un nombre entier de 1 à 5 000."),
  min: z.number({ error: "Indiquez un nombre." }).optional(),
  max: z.number({ error: "Indiquez un nombre." }).optional(),
  /** Files: largest size of one file in bytes (1 octet to 20 Mo) and how many files. */
  maxSize: integerIn(1, MAX_FORM_FILE_SIZE, "Taille maximale : de 1 octet à 20 Mo."),
  maxFiles: integerIn(1, 10, "Nombre de fichiers : de 1 à 10."),
});
type ParsedFieldBody = z.output<typeof FieldBaseSchema>;

/** The problems of one field, by key of the field's body (French). */
export function fieldProblems(field: ParsedFieldBody): Record<string, string> {
  const problems: Record<string, string> = {};
  if (CHOICE_FIELD_TYPES.includes(field.type) && field.options.length === 0)
    problems.options = "Ajoutez au moins un choix à ce champ.";
  if (field.type === "file" && field.accept.length === 0)
    problems.accept = "Choisissez au moins un format de fichier accepté.";
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
    problems.minLength = "La longueur minimale dépasse la longueur maximale.";
  if (field.min !== undefined && field.max !== undefined && field.min > field.max)
    problems.min = "Le minimum dépasse le maximum.";
  const values = field.options.map((option) => option.value || nameFromLabel(option.label));
  if (new Set(values).size !== values.length) problems.options = "Deux choix ont la même valeur.";
  return problems;
}

/** One field as the builder sends it; `name` is made from the label when absent (new field). */
export const AdminFormFieldBodySchema = FieldBaseSchema.superRefine((field, ctx) => {
  for (const [key, message] of Object.entries(fieldProblems(field)))
    ctx.addIssue({ code: "custom", path: [key], message });
});
export type AdminFormFieldBody = z.input<typeof AdminFormFieldBodySchema>;

/** The stored field (content.ts FormField) of a parsed body; `name` is the one given or made. */
export function toFormField(field: ParsedFieldBody, name: string): FormField {
  const rules: FormField["rules"] = {};
  if (field.type === "file") {
    if (field.maxSize !== undefined) rules.maxSize = field.maxSize;
    if (field.maxFiles !== undefined) rules.maxFiles = field.maxFiles;
  } else {
    for (const key of ["minLength", "maxLength", "min", "max"] as const)
      if (field[key] !== undefined) rules[key] = field[key];
  }
  const choices = CHOICE_FIELD_TYPES.includes(field.type);
  return FormFieldSchema.parse({
    name,
    type: field.type,
    label: field.label,
    placeholder: field.placeholder,
    help: field.help,
    required: field.required,
    rules,
    options: choices
      ? field.options.map((option) => ({
          value: option.value || nameFromLabel(option.label),
          label: option.label,
        }))
      : [],
    accept: field.type === "file" ? [...new Set(field.accept)] : [],
    autocomplete: field.autocomplete,
    width: field.width,
  });
}

/** The fields of a form: names given or made from the labels, unique, none the honeypot's. */
const FieldsSchema = z
  .array(AdminFormFieldBodySchema, { error: "Indiquez la liste des champs." })
  .min(1, "Un formulaire a au moins un champ.")
  .max(MAX_FORM_FIELDS, `${MAX_FORM_FIELDS} champs au maximum.`)
  .superRefine((fields, ctx) => {
    const names = new Set<string>();
    for (const [index, { name }] of fields.entries()) {
      if (name === undefined) continue;
      if (name === HONEYPOT_FIELD || names.has(name))
        ctx.addIssue({ code: "custom", path: [index, "name"], message: "Ce nom technique est déjà pris." });
      names.add(name);
    }
  })
  .transform((fields) => {
    const taken = new Set(fields.flatMap((field) => (field.name ? [field.name] : [])));
    taken.add(HONEYPOT_FIELD);
    return fields.map((field) => {
      let name = field.name;
      if (!name) {
        const base = nameFromLabel(field.label).replace(/^[^a-z]+/, "") || "champ";
        name = base;
        for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
        taken.add(name);
      }
      return toFormField(field, name);
    });
  });

/** POST /admin/form and PUT /admin/form/{id}: the whole form. */
export const AdminFormBodySchema = z.object({
  name: line("Indiquez le nom du formulaire.")
    .trim()
    .min(1, "Indiquez le nom du formulaire.")
    .max(120, max(120)),
  description: z
    .union([text().trim().max(2000, max(2000)), z.null()])
    .optional()
    .transform((value) => value || null),
  submitLabel: line("Indiquez le texte du bouton d'envoi.")
    .trim()
    .min(1, "Indiquez le texte du bouton d'envoi.")
    .max(60, max(60)),
  successMessage: text("Indiquez le message affiché après l'envoi.")
    .trim()
    .min(1, "Indiquez le message affiché après l'envoi.")
    .max(500, max(500)),
  /** Who receives the submissions; the site's e-mail when null. */
  recipientEmail: z.union([z.literal(""), z.null(), emailAddress()]).transform((value) => value || null),
  isActive: z.boolean({ error: "Indiquez oui (true) ou non (false)." }),
  fields: FieldsSchema,
});
export type AdminFormBody = z.input<typeof AdminFormBodySchema>;
export type ParsedAdminFormBody = z.output<typeof AdminFormBodySchema>;

/** GET /admin/form: by name unless asked; `name` filter (lk: for a part). */
export const ADMIN_FORM_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["name", "isActive"],
  orderBy: ["name", "id"],
} as const;

export const AdminFormSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  fieldCount: z.number().int(),
  submissionCount: z.number().int(),
  lastSubmissionAt: z.string().nullable(),
});
export type AdminFormSummary = z.infer<typeof AdminFormSummarySchema>;

export const AdminFormListSchema = z.object({
  items: z.array(AdminFormSummarySchema),
  total: z.number().int(),
});
export type AdminFormList = z.infer<typeof AdminFormListSchema>;

export const AdminFormSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  submitLabel: z.string(),
  successMessage: z.string(),
  recipientEmail: z.string().nullable(),
  isActive: z.boolean(),
  fields: z.array(FormFieldSchema),
});
export type AdminForm = z.infer<typeof AdminFormSchema>;

/** GET /admin/form/{id}/submission: newest first. */
export const ADMIN_SUBMISSION_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: [],
  orderBy: ["createdAt"],
} as const;

export const AdminSubmissionFileSchema = z.object({
  /** Its place among the submission's files: the download's address. */
  index: z.number().int(),
  field: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type AdminSubmissionFile = z.infer<typeof AdminSubmissionFileSchema>;

export const AdminSubmissionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Whether the company was e-mailed. */
  mailed: z.boolean(),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  files: z.array(AdminSubmissionFileSchema),
});
export type AdminSubmission = z.infer<typeof AdminSubmissionSchema>;

export const AdminSubmissionListSchema = z.object({
  items: z.array(AdminSubmissionSchema),
  total: z.number().int(),
});
export type AdminSubmissionList = z.infer<typeof AdminSubmissionListSchema>;
