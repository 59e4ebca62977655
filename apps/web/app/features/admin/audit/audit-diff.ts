import type { AuditEntry } from "@vitrine/shared/schemas/audit";
import { ACTION_LABELS, ENTITY_LABELS } from "./audit-actions";

/**
 * An audit entry as the journal reads it: what was done in French, and its values before and after
 * as lines of a table (nested values flattened: `link.url`), each field named in French.
 */

/** The kinds of things changed, as the journal's filter offers them. */
export const ENTITIES = ENTITY_LABELS;

const FIELDS: Record<string, string> = {
  title: "Titre",
  url: "Adresse",
  path: "Chemin",
  idParent: "Page parente",
  order: "Position",
  menuTitle: "Titre dans le menu",
  menuIcon: "Icône du menu",
  metaTitle: "Titre pour les moteurs de recherche",
  metaDescription: "Description pour les moteurs de recherche",
  type: "Type",
  isText: "Titre de menu sans lien",
  showInMenu: "Dans le menu",
  isFixedOnRight: "Fixée à droite du menu",
  useAbsoluteMenu: "Menu posé sur la page",
  isCustomHeader: "En-tête personnalisé",
  isCustomFooter: "Pied de page personnalisé",
  isValid: "En ligne",
  "link.type": "Type de lien",
  "link.url": "Adresse du lien",
  "link.jsCode": "Code JavaScript du lien",
  "cms.isCmsPage": "Contenu mis en page",
  "cms.route": "Écran",
  redirectsFrom: "Anciennes adresses redirigées",
  pages: "Pages concernées",
  deletedAt: "Mise à la corbeille",
  value: "Valeur",
  alt: "Texte alternatif",
  name: "Nom",
};

/** « Page modifiée », or the action as recorded when the journal does not know it. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

export const fieldLabel = (field: string): string => FIELDS[field] ?? field;

/** Nested objects as dotted keys: `{ link: { url } }` → `link.url`; arrays stay whole. */
export function flattenValues(value: unknown, prefix = ""): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return prefix ? { [prefix]: value } : {};
  }
  const flat: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.assign(flat, flattenValues(inner, prefix ? `${prefix}.${key}` : key));
  }
  return flat;
}

/** Names of the pages, to say « Services (n° 2) » rather than an id. */
export type PageTitles = Readonly<Record<number, string>>;

const MAX_SHOWN = 300;

const LINK_TYPES: Record<string, string> = {
  INTERNAL: "La page ou une adresse du site",
  EXTERNAL: "Un autre site",
  JS: "Un script",
  NONE: "Aucun lien",
};

/** A page id, by its name when the page is on the site. */
const pageName = (id: number, titles: PageTitles) =>
  titles[id] ? `${titles[id]} (n° ${id})` : `page n° ${id}`;

/** A value as the journal shows it. */
export function showValue(field: string, value: unknown, titles: PageTitles = {}): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (field === "idParent" && typeof value === "number") return pageName(value, titles);
  if (field === "pages" && Array.isArray(value))
    return value.map((id) => pageName(Number(id), titles)).join(", ");
  if (field === "link.type" && typeof value === "string") return LINK_TYPES[value] ?? value;
  if (field === "deletedAt" && typeof value === "string") return "Oui";
  const text =
    Array.isArray(value) && value.every((item) => typeof item === "string") ? value.join(", ") : value;
  const shown = typeof text === "string" ? text : JSON.stringify(text);
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN)}…` : shown;
}

export interface DiffLine {
  field: string;
  label: string;
  before: string;
  after: string;
  /** The value is new (nothing before) or gone (nothing after). */
  change: "added" | "removed" | "changed";
}

/** The lines of an entry: every field of its before or after state, in the order first met. */
export function diffLines(entry: Pick<AuditEntry, "before" | "after">, titles: PageTitles = {}): DiffLine[] {
  const before = flattenValues(entry.before);
  const after = flattenValues(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines: DiffLine[] = [];
  for (const field of fields) {
    const was = showValue(field, before[field], titles);
    const now = showValue(field, after[field], titles);
    // A creation lists what was set, not every switch left off.
    if (was === now || (entry.before === null && now === "Non")) continue;
    const change = was === "—" ? "added" : now === "—" ? "removed" : "changed";
    lines.push({ field, label: fieldLabel(field), before: was, after: now, change });
  }
  return lines;
}

/** What an entry is about: « Page « Services » », « Paramètre COMPANY_PHONE ». */
export function subjectOf(entry: AuditEntry, titles: PageTitles = {}): string {
  if (entry.entity === "page") {
    const id = Number(entry.entityId);
    const recorded = [entry.after, entry.before].map((state) => flattenValues(state).title).find(Boolean);
    const title = titles[id] ?? (typeof recorded === "string" ? recorded : null);
    return title ? `« ${title} » (n° ${id})` : `page n° ${id}`;
  }
  return entry.entityId;
}
