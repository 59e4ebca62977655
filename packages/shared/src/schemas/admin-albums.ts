import { z } from "zod";
import { idNumber, line, text } from "./common";

/**
 * The albums as the admin panel edits them (`/admin/album`): a name and a description, and the
 * pictures chosen in the media library, in their order, each with its caption and its text for
 * screen readers.
 */

const max = (n: number) => `${n} caractères au maximum.`;
const mediaId = idNumber("Choisissez une image de la médiathèque.");

export const AdminAlbumBodySchema = z.object({
  name: line("Indiquez le nom de l'album.").trim().min(1, "Indiquez le nom de l'album.").max(120, max(120)),
  description: z
    .union([text().trim().max(2000, max(2000)), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type AdminAlbumBody = z.input<typeof AdminAlbumBodySchema>;

export const MAX_ALBUM_PICTURES = 200;

/** PUT /admin/album/{id}/pictures: the whole list, in its order. */
export const AdminAlbumPicturesBodySchema = z.object({
  pictures: z
    .array(
      z.object({
        /** The media library's file. */
        mediaId,
        caption: line().trim().max(200, max(200)).default(""),
        /** Empty: the library's own text of the image. */
        alt: line().trim().max(300, max(300)).default(""),
      }),
      { error: "Indiquez la liste des images." },
    )
    .max(MAX_ALBUM_PICTURES, `${MAX_ALBUM_PICTURES} images au maximum.`),
});
export type AdminAlbumPicturesBody = z.input<typeof AdminAlbumPicturesBodySchema>;
export type ParsedAdminAlbumPictures = z.output<typeof AdminAlbumPicturesBodySchema>;

export const AdminAlbumPictureSchema = z.object({
  id: z.number().int(),
  /** The library's file it was taken from; null when that file has since gone from the library. */
  mediaId: z.number().int().nullable(),
  kind: z.enum(["IMAGE", "VIDEO"]),
  url: z.string(),
  alt: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminAlbumPicture = z.infer<typeof AdminAlbumPictureSchema>;

export const AdminAlbumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  pictures: z.array(AdminAlbumPictureSchema),
});
export type AdminAlbum = z.infer<typeof AdminAlbumSchema>;

export const AdminAlbumSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  pictureCount: z.number().int(),
  coverUrl: z.string().nullable(),
});
export const AdminAlbumListSchema = z.object({
  items: z.array(AdminAlbumSummarySchema),
  total: z.number().int(),
});
export type AdminAlbumList = z.infer<typeof AdminAlbumListSchema>;

/** GET /admin/album: in the site's order unless asked. */
export const ADMIN_ALBUM_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["name"],
  orderBy: ["order", "name", "id"],
} as const;
