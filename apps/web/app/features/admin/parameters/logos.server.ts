import { mediaCalls } from "@vitrine/sdk/admin-media";
import { adminParameterCalls } from "@vitrine/sdk/admin-parameters";
import type { ApiClient } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import { LOGO_LABELS, LOGO_TYPES, type LogoType, logoAlt } from "@vitrine/shared/schemas/theme";
import { formText } from "../../account/session.server";
import { apiFailure, formError, formSuccess, INVALID_FIELDS } from "../../forms/form-reply.server";
import { type LibraryImage, LOGO_FORM_PREFIX, LOGO_REMOVE_PREFIX } from "./logo-forms";

/** The library's newest images offered for a logo. */
export const LIBRARY_IMAGES = 48;

export async function loadLibraryImages(api: ApiClient): Promise<{ items: LibraryImage[]; total: number }> {
  const list = await mediaCalls(api).mediaList({ kind: "IMAGE", nbItem: LIBRARY_IMAGES });
  return { items: list.items.map(({ id, name, url }) => ({ id, name, url })), total: list.total };
}

const logoTypeOf = (name: string, prefix: string): LogoType | null => {
  const type = name.slice(prefix.length);
  return (LOGO_TYPES as readonly string[]).includes(type) ? (type as LogoType) : null;
};

const UNKNOWN_LOGO = "Ce logo est inconnu : rechargez la page.";

/**
 * A logo's form: its alt text and, to replace its image, a file (added to the media library
 * first, its type told by content there) or an image already in the library.
 */
export async function logoAction(api: ApiClient, form: FormData, name: string) {
  const type = logoTypeOf(name, LOGO_FORM_PREFIX);
  if (!type) return formError(null, UNKNOWN_LOGO);
  const values = { alt: formText(form, "alt"), idMedia: formText(form, "idMedia") };
  const alt = logoAlt().safeParse(values.alt);
  if (!alt.success)
    return formError(name, INVALID_FIELDS, { errors: { alt: alt.error.issues[0]!.message }, values });
  const file = form.get("file");
  let idMedia = parseId(values.idMedia) ?? undefined;
  try {
    if (file instanceof Blob && file.size > 0) {
      const fields = { alt: alt.data, name: `${LOGO_LABELS[type].label} – ${(file as File).name}` };
      idMedia = (await mediaCalls(api).uploadMedia(file, fields, (file as File).name)).id;
    }
    await adminParameterCalls(api).setLogo(
      type,
      idMedia === undefined ? { alt: alt.data } : { idMedia, alt: alt.data },
    );
  } catch (error) {
    return apiFailure(error, name, { values });
  }
  return formSuccess(name, "Logo enregistré.");
}

export async function removeLogoAction(api: ApiClient, name: string) {
  const type = logoTypeOf(name, LOGO_REMOVE_PREFIX);
  if (!type) return formError(null, UNKNOWN_LOGO);
  try {
    await adminParameterCalls(api).removeLogo(type);
  } catch (error) {
    return apiFailure(error, name);
  }
  return formSuccess(`${LOGO_FORM_PREFIX}${type}`, "Logo retiré : l'image reste dans la médiathèque.");
}
