import { type MediaQuery, mediaCalls } from "@vitrine/sdk/admin-media";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import type { Media, MediaList, MediaUsage } from "@vitrine/shared/schemas/admin-media";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, formSuccess } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { adminApi } from "../admin-api.server";
import { MEDIA_PER_PAGE, mediaHref, mediaView } from "./media-paths";

/**
 * The media library screen's data and form posts (plain forms, also without JavaScript): the grid
 * of the asked page, the open file with its uses, and the changes (alt text and name, deletion,
 * an upload when the browser runs no script; with scripts, uploads go to the API directly with
 * their progress).
 */

export interface MediaScreenData {
  list: MediaList;
  /** The open file and where it is used; null when none is open (or it is gone). */
  open: { media: Media; usage: MediaUsage } | null;
  /** The API's French message when it refuses the search (the grid is then empty). */
  refusal: string | null;
}

export async function loadMediaScreen({ context, request }: LoaderFunctionArgs): Promise<MediaScreenData> {
  const calls = mediaCalls(await adminApi(context, request));
  const view = mediaView(new URL(request.url).searchParams);
  const query = { page: view.page, nbItem: MEDIA_PER_PAGE, search: view.q, kind: view.kind ?? undefined };
  const [found, open] = await Promise.all([
    listFiles(calls, query),
    view.file ? openFile(calls, view.file) : Promise.resolve(null),
  ]);
  return { ...found, open };
}

/** The asked page of the grid; a search the API refuses (a character it does not take) lists nothing. */
async function listFiles(
  calls: ReturnType<typeof mediaCalls>,
  query: MediaQuery,
): Promise<Pick<MediaScreenData, "list" | "refusal">> {
  try {
    return { list: await calls.mediaList(query), refusal: null };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { list: { items: [], total: 0 }, refusal: error.message };
  }
}

async function openFile(calls: ReturnType<typeof mediaCalls>, id: number) {
  try {
    const [media, usage] = await Promise.all([calls.media(id), calls.mediaUsage(id)]);
    return { media, usage };
  } catch (error) {
    // A file deleted meanwhile (or another site's): the grid alone.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function mediaAction({ context, request }: ActionFunctionArgs) {
  const calls = mediaCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  const view = mediaView(new URL(request.url).searchParams);
  if (intent === "upload") return upload(calls, form, view);
  const id = parseId(formText(form, "id"));
  if (id === null) return formError(intent || null, "Ce fichier est introuvable : rechargez la médiathèque.");
  const details = () => ({ alt: formText(form, "alt"), name: formText(form, "name") });
  try {
    switch (intent) {
      case "update": {
        await calls.updateMedia(id, details());
        return formSuccess("update", "Fichier enregistré.", { id });
      }
      case "delete":
        await calls.deleteMedia(id);
        return redirect(mediaHref(view, { file: null, confirmDelete: false, done: "supprime" }));
    }
  } catch (error) {
    // The details form's fields come back after its own refusal; a deletion's form has none.
    const values = intent === "update" ? details() : {};
    return apiFailure(error, intent, { values, keepStatus: isApiError(error) && error.status === 409 });
  }
  return formError(null, "Ce formulaire est inconnu : rechargez la page.");
}

/** An upload posted by the form itself (no script): the file, its alt text and its name. */
async function upload(
  calls: ReturnType<typeof mediaCalls>,
  form: FormData,
  view: ReturnType<typeof mediaView>,
) {
  const file = form.get("file");
  const values = { alt: formText(form, "alt"), name: formText(form, "name") };
  if (!(file instanceof Blob) || file.size === 0) {
    const message = "Choisissez un fichier.";
    return formError("upload", "Choisissez un fichier à envoyer.", { errors: { file: message }, values });
  }
  try {
    const created = await calls.uploadMedia(file, values, (file as File).name);
    return redirect(mediaHref(view, { file: created.id, page: 1, done: "ajoute" }));
  } catch (error) {
    return apiFailure(error, "upload", { values });
  }
}
