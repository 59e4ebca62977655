/**
 * What the owner may set on each dynamic component of a layout (its `data-props`), as the public
 * pages read them (features/cms/component-data.server.ts), and the props a new block starts with.
 */
export type PropField =
  | { name: string; label: string; type: "number"; min: number; max: number }
  | { name: string; label: string; type: "text"; placeholder?: string }
  | { name: string; label: string; type: "checkbox" }
  | { name: string; label: string; type: "select"; options: { id: string; label: string }[] };

export type Props = Record<string, unknown>;

const count = (max: number): PropField => ({
  name: "nbItem",
  label: "Nombre affiché",
  type: "number",
  min: 1,
  max,
});

/** An album of the site, for the album and slider placeholders. */
export interface AlbumChoice {
  id: number;
  title: string;
}

export function componentFields(name: string, albums: AlbumChoice[]): PropField[] {
  const album: PropField = {
    name: "id",
    label: "Album",
    type: "select",
    options: albums.map((a) => ({ id: String(a.id), label: a.title })),
  };
  switch (name) {
    case "services-list":
      return [count(100), { name: "tag", label: "Étiquette", type: "text", placeholder: "ex. renovation" }];
    case "projects-grid":
      return [
        count(24),
        {
          name: "category",
          label: "Catégorie (adresse du service)",
          type: "text",
          placeholder: "ex. renovation-interieure",
        },
        { name: "tag", label: "Étiquette", type: "text" },
      ];
    case "blog-cards":
      return [count(12), { name: "folderId", label: "Numéro du dossier (vide : tous)", type: "text" }];
    case "news":
      return [count(10), { name: "promoted", label: "Seulement l'actualité à la une", type: "checkbox" }];
    case "reviews":
      return [
        count(24),
        {
          name: "from",
          label: "Origine des avis",
          type: "select",
          options: [
            { id: "", label: "Tous les avis" },
            { id: "google", label: "Avis Google" },
            { id: "site", label: "Avis du site" },
          ],
        },
      ];
    case "album":
    case "slider":
      return [album];
    case "contact-form":
    case "quote-form":
      return [
        {
          name: "form",
          label: "Formulaire (adresse)",
          type: "text",
          placeholder: name === "contact-form" ? "contact" : "devis",
        },
      ];
    case "shop-products":
      return [
        count(24),
        {
          name: "type",
          label: "Produits",
          type: "select",
          options: [
            { id: "", label: "Tous" },
            { id: "WINE", label: "Les vins" },
            { id: "BOX", label: "Les coffrets" },
          ],
        },
        { name: "kind", label: "Couleur ou genre", type: "text", placeholder: "ex. blanc" },
        { name: "tags", label: "Étiquettes (séparées par des virgules)", type: "text" },
      ];
    default:
      return [];
  }
}

/** The props a component's block starts with. */
export function defaultProps(name: string, albums: AlbumChoice[]): Props {
  switch (name) {
    case "projects-grid":
    case "blog-cards":
    case "news":
    case "reviews":
      return { nbItem: 3 };
    case "shop-products":
      return { nbItem: 4 };
    case "album":
    case "slider":
      return albums[0] ? { id: albums[0].id } : {};
    default:
      return {};
  }
}

/** Reads `data-props`: an object, else nothing (as the public pages do). */
export function parseProps(raw: unknown): Props {
  if (typeof raw !== "string" || raw === "") return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Props) : {};
  } catch {
    return {};
  }
}

/**
 * The props once a field changed: a number field keeps numbers, an emptied field or an unticked
 * box leaves the prop out (the component's default then applies).
 */
export function withProp(props: Props, field: PropField, value: unknown): Props {
  const next = { ...props };
  delete next[field.name];
  if (field.type === "checkbox") {
    if (value === true || value === "true") next[field.name] = true;
  } else if (field.type === "number" || (field.type === "select" && field.name === "id")) {
    const n = Number(value);
    const max = field.type === "number" ? field.max : Number.MAX_SAFE_INTEGER;
    if (value !== "" && value !== null && Number.isInteger(n) && n > 0) next[field.name] = Math.min(n, max);
  } else if (typeof value === "string" && value.trim() !== "") {
    next[field.name] = value.trim();
  }
  return next;
}
