import { adminAlbumCalls } from "@vitrine/sdk/admin-albums";
import { isApiError } from "@vitrine/sdk/client";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { Field, FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { AlbumsTable } from "../../features/admin/albums/AlbumsTable";
import { ALBUMS_PATH, albumPath } from "../../features/admin/albums/album-pictures";
import { ListPages, pageParam } from "../../features/admin/PlainTable";
import { plural } from "../../features/content/format";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: formsHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Albums · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 20;

/** The managed site's albums in their order, 20 a page (`?page=`). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const page = pageParam(request);
  const list = await adminAlbumCalls(api).adminAlbums({ page, nbItem: PER_PAGE });
  return { ...list, page, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

/** Creates an album by its name, then opens it. */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await postedForm(request);
  const name = typeof form.get("name") === "string" ? String(form.get("name")) : "";
  try {
    const album = await adminAlbumCalls(await adminApi(context, request)).createAlbum({ name });
    return redirect(albumPath(album.id));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ name, message: error.message, errors: error.errors }, { status: 400 });
  }
}

export default function AdminAlbums() {
  const { items, total, page, pageCount } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section className="admin-card orders" aria-labelledby="albums-titre">
      <h1 id="albums-titre">Albums</h1>
      <Form method="post" className="album-create">
        {reply ? <FormMessage kind="error">{reply.message}</FormMessage> : null}
        <Field
          id="album-nom"
          name="name"
          label="Nom du nouvel album"
          required
          defaultValue={reply?.name ?? ""}
          error={reply?.errors.name}
        />
        <button type="submit" className="btn btn--primary">
          Créer l'album
        </button>
      </Form>
      <p className="orders__count">
        {total === 0 ? "Aucun album pour le moment." : `${plural(total, "album", "albums")}.`}
      </p>
      {items.length > 0 ? <AlbumsTable items={items} /> : null}
      <ListPages path={ALBUMS_PATH} page={page} pageCount={pageCount} label="Pages des albums" />
    </section>
  );
}
