import { z } from "zod";
import { line } from "./common";

/**
 * The media library of the admin panel (`/admin/media`): the formats it accepts (spec section 5:
 * images svg, jpeg, jpg, png; videos mp4, m4v, mov, avi, wmv, flv), their size limits, and the
 * bodies and replies of its calls.
 */

export const MEDIA_KINDS = ["IMAGE", "VIDEO"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One accepted format: its kind, the extension a file is stored with, the type it is served as. */
export interface MediaFormat {
  kind: MediaKind;
  extension: string;
  mimeType: string;
  /** The name people know it by, in messages. */
  label: string;
}

export const MEDIA_FORMATS = {
  jpeg: { kind: "IMAGE", extension: "jpg", mimeType: "image/jpeg", label: "JPEG" },
  png: { kind: "IMAGE", extension: "png", mimeType: "image/png", label: "PNG" },
  svg: { kind: "IMAGE", extension: "svg", mimeType: "image/svg+xml", label: "SVG" },
  mp4: { kind: "VIDEO", extension: "mp4", mimeType: "video/mp4", label: "MP4" },
  m4v: { kind: "VIDEO", extension: "m4v", mimeType: "video/x-m4v", label: "M4V" },
  mov: { kind: "VIDEO", extension: "mov", mimeType: "video/quicktime", label: "MOV" },
  avi: { kind: "VIDEO", extension: "avi", mimeType: "video/x-msvideo", label: "AVI" },
  wmv: { kind: "VIDEO", extension: "wmv", mimeType: "video/x-ms-wmv", label: "WMV" },
  flv: { kind: "VIDEO", extension: "flv", mimeType: "video/x-flv", label: "FLV" },
} as const satisfies Record<string, MediaFormat>;
export type MediaFormatKey = keyof typeof MEDIA_FORMATS;

const MB = 1024 * 1024;

/** Largest file of each sort: photos, vector drawings (inlined by POST /image/load-svg), videos. */
export const MEDIA_MAX_BYTES = { photo: 10 * MB, svg: 1 * MB, video: 100 * MB } as const;
/** Largest photo in pixels (width × height): beyond it, resizing would hold too much memory. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** The `accept` attribute of a file input of the library: every extension of the spec. */
export const MEDIA_ACCEPT = [
  ".jpg",
  ".jpeg",
  ".png",
  ".svg",
  ".mp4",
  ".m4v",
  ".mov",
  ".avi",
  ".wmv",
  ".flv",
].join(",");

export const MEDIA_FORMATS_MESSAGE =
  "Formats acceptés : images JPEG, PNG ou SVG ; vidéos MP4, M4V, MOV, AVI, WMV ou FLV.";

export const ALT_MISSING = "Décrivez l'image pour les personnes qui ne la voient pas.";
const NAME_MISSING = "Indiquez le nom du fichier.";

/** The alternative text of an image: one line, 300 characters at most. */
export const mediaAlt = () => line().trim().max(300, "300 caractères au maximum.");
/** The name the library shows: one line, 1 to 200 characters. */
export const mediaName = () =>
  line(NAME_MISSING).trim().min(1, NAME_MISSING).max(200, "200 caractères au maximum.");

/** PUT /admin/media/{id}: the alternative text and the name, each optional. */
export const MediaUpdateBodySchema = z
  .object({ alt: mediaAlt().optional(), name: mediaName().optional() })
  .strict();
export type MediaUpdateBody = z.input<typeof MediaUpdateBodySchema>;

/** A resized copy of a photo, at one of the site's widths (image-widths.ts). */
export const MediaVariantSchema = z.object({ width: z.number(), url: z.string() });

export const MediaSchema = z.object({
  id: z.number(),
  /** The name the library shows and searches. */
  name: z.string(),
  originalName: z.string(),
  /** Public address: /media/{idSite}/library/….jpg */
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  createdAt: z.string(),
  createdBy: z.number().nullable(),
  /** The photo's resized copies, smallest first (none for SVG and videos). */
  variants: z.array(MediaVariantSchema),
});
export type Media = z.infer<typeof MediaSchema>;

export const MediaListSchema = z.object({ items: z.array(MediaSchema), total: z.number() });
export type MediaList = z.infer<typeof MediaListSchema>;

export const MEDIA_USE_TYPES = [
  "LAYOUT",
  "LAYOUT_DRAFT",
  "LOGO",
  "PARAMETER",
  "PAGE",
  "SERVICE",
  "BLOG_ARTICLE",
  "NEWS",
  "ALBUM",
  "ELEMENT",
  "PRODUCT",
  "AWARD",
  "POPUP",
  "COMPONENT",
  "EXTERNAL_APP",
] as const;
export type MediaUseType = (typeof MEDIA_USE_TYPES)[number];

/** One place of the site's content that names the file. */
export const MediaUseSchema = z.object({
  type: z.enum(MEDIA_USE_TYPES),
  /** The id of the row that names it (a page, a product…), or its key (a parameter). */
  id: z.string(),
  /** Where, in French: « Mise en page de la page « Accueil » ». */
  label: z.string(),
  /** The panel's screen where it is changed, when there is one. */
  adminPath: z.string().nullable(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaUsageSchema = z.object({ url: z.string(), uses: z.array(MediaUseSchema) });
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

/** GET /admin/media: page size of the grid, and the largest one a picker may ask for. */
export const MEDIA_LIST_DEFAULT_NB_ITEM = 24;
export const MEDIA_LIST_MAX_NB_ITEM = 100;
