import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import type { AuditEntry } from "@vitrine/shared/schemas/audit";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { plural } from "../../content/format";
import { orderDateTime } from "../../orders/OrderHistory";
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
  adminEmail: "E-mail de l'administrateur",
  amount: "Montant",
  appellation: "Appellation",
  author: "Auteur",
  awards: "Distinctions",
  body: "Texte",
  capacity: "Contenance",
  category: "Catégorie",
  closingDays: "Jours de fermeture",
  code: "Code",
  content: "Contenu",
  coverAlt: "Texte alternatif de l'image",
  creditNote: "Avoir",
  declinations: "Déclinaisons",
  degree: "Degré",
  delay: "Délai",
  delta: "Variation du stock",
  description: "Description",
  devHosts: "Adresses de développement",
  discounted: "Remise",
  email: "E-mail",
  endsAt: "Fin",
  excerpt: "Chapeau",
  facts: "Informations",
  firstname: "Prénom",
  grapes: "Cépages",
  "image.alt": "Texte alternatif de l'image",
  imageAlt: "Texte alternatif de l'image",
  isActive: "Actif",
  isBuilding: "Activité bâtiment",
  isECommerce: "Boutique en ligne",
  isPromoted: "Mise en avant",
  isWinemaker: "Activité viticole",
  kind: "Sorte",
  lastname: "Nom de famille",
  linkLabel: "Texte du lien",
  lines: "Bouteilles remboursées",
  linkUrl: "Lien",
  location: "Lieu",
  mealIcons: "Accords mets et vins",
  mimeType: "Format du fichier",
  minNoticeHours: "Délai de prévenance (heures)",
  minimumSubtotal: "Montant minimum",
  note: "Note",
  openingDays: "Jours d'ouverture",
  originalName: "Nom du fichier",
  phone: "Téléphone",
  place: "Lieu de retrait",
  price: "Prix",
  prodHosts: "Adresses du site",
  publishedAt: "Publication",
  rates: "Tarifs",
  reason: "Motif",
  reference: "Référence",
  restock: "Remise en stock demandée",
  restocked: "Bouteilles remises en stock",
  shipping: "Frais de livraison remboursés",
  "tracking.number": "Numéro de suivi",
  "tracking.url": "Lien de suivi",
  registeredSeats: "Places réservées",
  registrationOpen: "Inscriptions ouvertes",
  relayPoints: "Points relais",
  role: "Rôle",
  schedules: "Créneaux",
  size: "Taille",
  slug: "Adresse",
  startsAt: "Début",
  state: "État",
  status: "État",
  stock: "Stock",
  summary: "Résumé",
  suspendedAt: "Suspension",
  tags: "Étiquettes",
  tasting: "Dégustation",
  template: "Modèle",
  usageLimit: "Utilisations au plus",
  usageLimitPerCustomer: "Utilisations par client au plus",
  uses: "Utilisations",
  validFrom: "Valable à partir du",
  validTo: "Valable jusqu'au",
  vinification: "Vinification",
};

/** Ids, sizes and stored names the journal has no words for, and the reader no use of. */
const HIDDEN = new Set([
  "id",
  "siteId",
  "createdBy",
  "createdAt",
  "updatedAt",
  "hash",
  "draftId",
  "versionId",
  "restoredFrom",
  "pageId",
  "listId",
  "folderId",
  "albumId",
  "imageMediaId",
  "hasOrders",
  "fileName",
  "width",
  "height",
  "coverUrl",
  "coverWidth",
  "coverHeight",
  "imageUrl",
  "imageWidth",
  "imageHeight",
  "image.url",
  "image.name",
  "image.width",
  "image.height",
  "image.externalPath",
]);

/** Words the records keep in capitals or in code, by the field they are the value of. */
const VALUES: Record<string, Readonly<Record<string, string>>> = {
  status: {
    DRAFT: "Brouillon",
    PUBLISHED: "Publié",
    ...ORDER_STATUS_LABELS,
  },
  state: { PENDING: "En attente", APPROVED: "Approuvé", REJECTED: "Refusé" },
  kind: {
    IMAGE: "Image",
    VIDEO: "Vidéo",
    DOCUMENT: "Document",
    PERCENT: "Pourcentage",
    AMOUNT: "Montant fixe",
    DELIVERY: "Livraison offerte",
  },
  type: { WINE: "Vin", BOX: "Coffret" },
  // A switch parameter's text.
  value: { true: "Oui", false: "Non" },
  template: { BLANK: "Site vierge", BUILDING: "Entreprise du bâtiment", WINEMAKER: "Domaine viticole" },
};

/** An instant recorded as ISO 8601 (publishedAt, deletedAt…), as the journal says dates. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

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

/** Fields recorded in cents (a refund's amount and fees, a minimum, a price). */
const CENTS = new Set(["amount", "shipping", "minimumSubtotal", "price"]);

/** A refund's units (`[{ id, quantity }]` of the order's lines), counted as bottles. */
function bottlesOf(units: unknown[]): string | null {
  let count = 0;
  for (const unit of units) {
    const quantity = (unit as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity !== "number") return null;
    count += quantity;
  }
  return plural(count, "bouteille", "bouteilles");
}

/** A value as the journal shows it. */
export function showValue(field: string, value: unknown, titles: PageTitles = {}): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (CENTS.has(field) && typeof value === "number" && Number.isInteger(value)) return formatEuros(value);
  if ((field === "lines" || field === "restocked") && Array.isArray(value)) {
    const bottles = value.length === 0 ? "—" : bottlesOf(value);
    if (bottles) return bottles;
  }
  if (field === "idParent" && typeof value === "number") return pageName(value, titles);
  if (field === "pages" && Array.isArray(value))
    return value.map((id) => pageName(Number(id), titles)).join(", ");
  if (field === "link.type" && typeof value === "string") return LINK_TYPES[value] ?? value;
  if (field === "deletedAt" && typeof value === "string") return "Oui";
  if (typeof value === "string" && VALUES[field]?.[value]) return VALUES[field][value]!;
  if (typeof value === "string" && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return orderDateTime(value);
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

/** A recorded state as fields: a lone value (a parameter's text, a switch) is its « Valeur ». */
const fieldsOf = (state: unknown): Record<string, unknown> =>
  state !== null && typeof state !== "object" ? { value: state } : flattenValues(state);

/** The lines of an entry: every field of its before or after state, in the order first met. */
export function diffLines(
  entry: Pick<AuditEntry, "before" | "after"> & { entity?: string },
  titles: PageTitles = {},
): DiffLine[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines: DiffLine[] = [];
  for (const field of fields) {
    // An order's reference names the entry (subjectOf): it is not a change.
    if (HIDDEN.has(field) || (entry.entity === "order" && field === "reference")) continue;
    const was = showValue(field, before[field], titles);
    const now = showValue(field, after[field], titles);
    // A creation lists what was set, not every switch left off.
    if (was === now || (entry.before === null && now === "Non")) continue;
    const change = was === "—" ? "added" : now === "—" ? "removed" : "changed";
    lines.push({ field, label: fieldLabel(field), before: was, after: now, change });
  }
  return lines;
}

/** What an entry is about: « Page « Services » », « Téléphone de l'entreprise ». */
export function subjectOf(entry: AuditEntry, titles: PageTitles = {}): string {
  if (entry.entity === "page") {
    const id = Number(entry.entityId);
    const recorded = [entry.after, entry.before].map((state) => flattenValues(state).title).find(Boolean);
    const title = titles[id] ?? (typeof recorded === "string" ? recorded : null);
    return title ? `« ${title} » (n° ${id})` : `page n° ${id}`;
  }
  if (entry.entity === "order") {
    const reference = flattenValues(entry.after).reference;
    return typeof reference === "string" ? `commande ${reference}` : `commande n° ${entry.entityId}`;
  }
  if (entry.entity === "parameter" && Object.hasOwn(PARAMETERS, entry.entityId)) {
    return PARAMETERS[entry.entityId as ParameterKey].label;
  }
  return entry.entityId;
}
