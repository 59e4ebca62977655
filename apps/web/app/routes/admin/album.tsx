import { adminAlbumCalls } from "@vitrine/sdk/admin-albums";
import { mediaCalls } from "@vitrine/sdk/admin-media";
import { isApiError } from "@vitrine/sdk/client";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { Field, FormMessage, TextAreaField } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { AlbumPictures } from "../../features/admin/albums/AlbumPictures";
import { ALBUMS_PATH, albumPath, picturesToSave } from "../../features/admin/albums/album-pictures";
import { postedForm } from "../../features/forms/posted-form.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Album · Administration"),
  { name: "robots", content: "noindex" },
];

const SAVED = "enregistre";

/** One album: its name and description, its pictures, the library's images to add. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const api = await adminApi(context, request);
  const [album, library] = await Promise.all([
    readable(adminAlbumCalls(api).adminAlbum(id)),
    mediaCalls(api).mediaList({ kind: "IMAGE", nbItem: 100 }),
  ]);
  return { album, library: library.items };
}

/** The album's three forms: its texts (`infos`), its pictures (`images`), its deletion (`supprimer`). */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = requireNumericId(params.id);
  const form = await postedForm(request);
  const calls = adminAlbumCalls(await adminApi(context, request));
  const which = form.get("form");
  try {
    if (which === "supprimer") {
      await calls.deleteAlbum(id);
      return redirect(ALBUMS_PATH);
    }
    if (which === "infos") {
      const text = (key: string) => (typeof form.get(key) === "string" ? String(form.get(key)) : "");
      await calls.updateAlbum(id, { name: text("name"), description: text("description") });
    } else await calls.setAlbumPictures(id, picturesToSave(form));
    return redirect(`${albumPath(id)}?${SAVED}=${which === "infos" ? "infos" : "images"}`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ form: String(which), message: error.message, errors: error.errors }, { status: 400 });
  }
}

export default function AdminAlbum() {
  const { album, library } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [search] = useSearchParams();
  const saved = reply ? null : search.get(SAVED);
  return (
    <section className="admin-card admin-form" aria-labelledby="album-titre">
      <p className="admin-form__back">
        <Link to={ALBUMS_PATH}>Tous les albums</Link>
      </p>
      <h1 id="album-titre">Album « {album.name} »</h1>
      {reply ? <FormMessage kind="error">{reply.message}</FormMessage> : null}
      {saved ? (
        <FormMessage kind="success">
          {saved === "infos" ? "Album enregistré." : "Images de l'album enregistrées."}
        </FormMessage>
      ) : null}
      <Form method="post" className="album-infos">
        <input type="hidden" name="form" value="infos" />
        <Field
          id="album-nom"
          name="name"
          label="Nom de l'album"
          required
          defaultValue={album.name}
          error={reply?.form === "infos" ? reply.errors.name : undefined}
        />
        <TextAreaField
          id="album-description"
          name="description"
          label="Description (facultative)"
          rows={2}
          defaultValue={album.description ?? ""}
          error={reply?.form === "infos" ? reply.errors.description : undefined}
        />
        <button type="submit" className="btn btn--primary">
          Enregistrer le nom et la description
        </button>
      </Form>
      <AlbumPictures album={album} library={library} errors={reply?.form === "images" ? reply.errors : {}} />
      <Form method="post" className="popup-delete">
        <input type="hidden" name="form" value="supprimer" />
        <button type="submit" className="btn btn--danger">
          Supprimer cet album
        </button>
      </Form>
    </section>
  );
}
