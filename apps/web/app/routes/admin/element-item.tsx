import { adminAlbumCalls } from "@vitrine/sdk/admin-albums";
import { adminElementCalls } from "@vitrine/sdk/admin-elements";
import type { ElementCreateBody } from "@vitrine/shared/schemas/admin-elements";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { editedId, submit, unknownForm, valuesOf } from "../../features/admin/content/content-form.server";
import { editLinks } from "../../features/admin/content/content-links";
import { withDone } from "../../features/admin/content/content-paths";
import { DeleteForm } from "../../features/admin/content/DeleteForm";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { pictureValue } from "../../features/admin/content/PictureField";
import { ElementForm } from "../../features/admin/elements/ElementForm";
import {
  ELEMENT_TEXT_FIELDS,
  elementBody,
  elementPath,
  elementsPath,
} from "../../features/admin/elements/element-form";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = editLinks;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `${data?.item?.title ?? "Nouvel élément"} · Administration`),
  { name: "robots", content: "noindex" },
];

/** An element of a list (or « nouveau »), with the site's albums to link it to. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const listId = requireNumericId(params.id);
  const id = editedId(params.elementId);
  const client = await adminApi(context, request);
  const api = adminElementCalls(client);
  const [lists, item, albums] = await Promise.all([
    api.adminElementLists(),
    id === null ? null : readable(api.adminElement(id)),
    adminAlbumCalls(client).adminAlbums({ nbItem: 100 }),
  ]);
  const list = lists.find((l) => l.id === listId);
  if (!list || (item && item.listId !== listId)) throw data(null, { status: 404 });
  return {
    list: { id: list.id, name: list.name },
    item,
    albums: albums.items.map((album) => ({ id: album.id, name: album.name })),
  };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const listId = requireNumericId(params.id);
  const id = editedId(params.elementId);
  const api = adminElementCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (id !== null && intent === "delete") {
    return submit(
      "delete",
      {},
      () => api.deleteElement(id),
      () => withDone(elementsPath(listId), "supprime"),
    );
  }
  if (intent !== "save") return unknownForm();
  const values = valuesOf(form, [...ELEMENT_TEXT_FIELDS]) as Record<
    (typeof ELEMENT_TEXT_FIELDS)[number],
    string
  >;
  const body = elementBody(
    values,
    { isActive: form.get("isActive") === "on", registrationOpen: form.get("registrationOpen") === "on" },
    pictureValue(formText(form, "imageMediaId")),
  );
  return submit(
    "save",
    values,
    () => (id === null ? api.createElement(listId, body as ElementCreateBody) : api.updateElement(id, body)),
    (saved) => withDone(elementPath(listId, saved.id), id === null ? "ajoute" : "enregistre"),
  );
}

export default function AdminElementItem() {
  const { list, item, albums } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card content-screen" aria-labelledby="element-titre-page">
      <p>
        <Link to={elementsPath(list.id)}>← Les éléments de « {list.name} »</Link>
      </p>
      <h1 id="element-titre-page">{item ? `Élément « ${item.title} »` : "Nouvel élément"}</h1>
      <DoneMessage />
      <ElementForm key={item?.id ?? "nouveau"} item={item} albums={albums} result={result} />
      {item ? (
        <DeleteForm
          label="Supprimer cet élément"
          question={`Supprimer l'élément « ${item.title} »${item.registeredSeats > 0 ? " et ses inscriptions" : ""} ?`}
        />
      ) : null}
    </section>
  );
}
