import type { AdminAlbumPicturesBody } from "@vitrine/shared/schemas/admin-albums";

/**
 * The album screen's pictures as posted (plain inputs, also without JavaScript): `p{index}.mediaId`,
 * `.caption`, `.alt` in their order, the library's files ticked to add (`add`), and the button
 * pressed (`intent`: enregistrer, monter:N, descendre:N, retirer:N). Every button saves the list.
 */

export const ALBUMS_PATH = "/admin/albums";
export const albumPath = (id: number) => `${ALBUMS_PATH}/${id}`;

type Picture = AdminAlbumPicturesBody["pictures"][number];

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === "string" ? value : "";
};

/** The list to save: the posted pictures after the button's change, then the files ticked to add. */
export function picturesToSave(data: FormData): AdminAlbumPicturesBody {
  const count = Math.min(200, Math.max(0, Number.parseInt(text(data, "pictureCount"), 10) || 0));
  const pictures: Picture[] = [];
  for (let index = 0; index < count; index++) {
    const mediaId = Number(text(data, `p${index}.mediaId`));
    if (!Number.isInteger(mediaId) || mediaId <= 0) continue;
    pictures.push({ mediaId, caption: text(data, `p${index}.caption`), alt: text(data, `p${index}.alt`) });
  }
  const match = /^(monter|descendre|retirer):(\d{1,3})$/.exec(text(data, "intent"));
  if (match) {
    const index = Number(match[2]);
    if (match[1] === "retirer") pictures.splice(index, 1);
    else {
      const target = match[1] === "monter" ? index - 1 : index + 1;
      if (target >= 0 && target < pictures.length && index < pictures.length)
        [pictures[index], pictures[target]] = [pictures[target]!, pictures[index]!];
    }
  }
  for (const added of data.getAll("add")) {
    const mediaId = Number(added);
    if (Number.isInteger(mediaId) && mediaId > 0) pictures.push({ mediaId, caption: "", alt: "" });
  }
  return { pictures };
}
