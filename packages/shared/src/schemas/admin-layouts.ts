import { z } from "zod";

/**
 * Bodies and replies of the layout editor's calls (`/admin/page/{idPage}/layout…`): a page's
 * published layout, its drafts and versions. Hashes are SHA-256 (hex) of the sanitized HTML.
 */

export const LAYOUT_VERSION_KINDS = ["DRAFT", "PUBLISHED"] as const;
export type LayoutVersionKind = (typeof LAYOUT_VERSION_KINDS)[number];

/** Largest HTML, CSS and editor project a layout may have (characters). */
export const LAYOUT_LIMITS = { html: 2_000_000, css: 1_000_000, project: 5_000_000 } as const;
/** Largest preview image (bytes), and the types it may have (checked by content). */
export const LAYOUT_PREVIEW_MAX_BYTES = 2 * 1024 * 1024;
export const LAYOUT_PREVIEW_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const LAYOUT_PREVIEW_TOO_LARGE = "L'aperçu dépasse la taille maximale de 2 Mo.";
export const LAYOUT_PREVIEW_WRONG_TYPE = "L'aperçu doit être une image PNG, JPEG ou WebP.";

const HASH = /^[0-9a-f]{64}$/;
const HASH_MESSAGE = "L'empreinte de la mise en page chargée est invalide : rechargez la page de l'éditeur.";

/** The hash of the layout the editor loaded (`hash` of GET …/layout). */
export const layoutHash = () =>
  z.string({ error: HASH_MESSAGE }).trim().toLowerCase().regex(HASH, HASH_MESSAGE);

export const LayoutAuthorSchema = z.object({ id: z.number().nullable(), email: z.string() });

export const LayoutComponentSchema = z.object({ name: z.string(), label: z.string() });

const project = z.record(z.string(), z.unknown());

/** What the public site shows (page_layouts). */
export const PublishedLayoutSchema = z.object({
  html: z.string(),
  css: z.string(),
  project,
  hash: z.string(),
  updatedAt: z.string(),
});

/** A saved draft (or a restored copy), newer than the published layout. */
export const LayoutDraftSchema = z.object({
  versionId: z.number(),
  html: z.string(),
  css: z.string(),
  project,
  hash: z.string(),
  createdAt: z.string(),
  author: LayoutAuthorSchema,
  previewUrl: z.string().nullable(),
});
export type LayoutDraft = z.infer<typeof LayoutDraftSchema>;

/** GET /admin/page/{idPage}/layout: everything the editor opens a page with. */
export const AdminLayoutSchema = z.object({
  /** The layout's id, for the other calls (the page gets an empty one on its first opening). */
  id: z.number(),
  published: PublishedLayoutSchema,
  /** The newest draft when it is newer than the publication, else null. */
  draft: LayoutDraftSchema.nullable(),
  /** The dynamic placeholders a layout may hold (`data-component`). */
  components: z.array(LayoutComponentSchema),
});
export type AdminLayout = z.infer<typeof AdminLayoutSchema>;

export const LayoutHashCheckBodySchema = z.object({
  html: z
    .string({ error: "Indiquez le HTML chargé par l'éditeur." })
    .max(LAYOUT_LIMITS.html, "Le HTML de la mise en page est trop long."),
});
export type LayoutHashCheckBody = z.infer<typeof LayoutHashCheckBodySchema>;

/** `changed`: the stored head (newest draft, else the publication) is no longer that HTML; `hash`: the head's. */
export const LayoutHashCheckSchema = z.object({ changed: z.boolean(), hash: z.string() });
export type LayoutHashCheck = z.infer<typeof LayoutHashCheckSchema>;

/** PUT …/preview: the draft saved. */
export const LayoutSavedSchema = z.object({
  versionId: z.number(),
  hash: z.string(),
  previewUrl: z.string().nullable(),
});
export type LayoutSaved = z.infer<typeof LayoutSavedSchema>;

/** The fields of PUT …/preview (multipart/form-data), besides the optional `preview` file. */
export interface LayoutSaveFields {
  html: string;
  css?: string;
  /** The editor's project, as JSON text. */
  project?: string;
  baseHash: string;
}

export const LayoutPublishBodySchema = z.object({ baseHash: layoutHash() });
export type LayoutPublishBody = z.infer<typeof LayoutPublishBodySchema>;

export const LayoutPublishedSchema = z.object({ hash: z.string(), publishedAt: z.string() });
export type LayoutPublished = z.infer<typeof LayoutPublishedSchema>;

export const LayoutVersionSchema = z.object({
  versionId: z.number(),
  kind: z.enum(LAYOUT_VERSION_KINDS),
  hash: z.string(),
  createdAt: z.string(),
  author: LayoutAuthorSchema,
  previewUrl: z.string().nullable(),
});
export type LayoutVersion = z.infer<typeof LayoutVersionSchema>;

export const LayoutVersionListSchema = z.object({ items: z.array(LayoutVersionSchema), total: z.number() });
export type LayoutVersionList = z.infer<typeof LayoutVersionListSchema>;
