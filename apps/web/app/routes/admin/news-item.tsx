import { adminContentCalls } from "@vitrine/sdk/admin-content";
import type { NewsUpdateBody } from "@vitrine/shared/schemas/admin-content";
import {
  type ActionFunctionArgs,
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
import { NEWS_PATH, newsPath, withDone } from "../../features/admin/content/content-paths";
import { DeleteForm } from "../../features/admin/content/DeleteForm";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { NewsForm } from "../../features/admin/content/NewsForm";
import { pictureValue } from "../../features/admin/content/PictureField";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = editLinks;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    `${data?.item?.title ?? "Nouvelle actualité"} · Administration`,
  ),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  return { item: id === null ? null : await readable(api.adminNewsItem(id)) };
}

/** A day typed (YYYY-MM-DD) as noon, Paris time near enough: the day shown stays the day typed. */
const dayToIso = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T10:00:00Z` : day);

export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (id !== null && intent === "delete") {
    return submit(
      "delete",
      {},
      () => api.deleteNews(id),
      () => withDone(NEWS_PATH, "supprime"),
    );
  }
  if (intent !== "save") return unknownForm();
  const values = valuesOf(form, ["title", "summary", "body", "linkUrl", "linkLabel", "publishedAt"]);
  const imageMediaId = pictureValue(formText(form, "imageMediaId"));
  const body: NewsUpdateBody = {
    title: values.title,
    summary: values.summary,
    body: values.body,
    linkUrl: values.linkUrl || null,
    linkLabel: values.linkLabel || null,
    isActive: form.get("isActive") === "on",
    ...(values.publishedAt ? { publishedAt: dayToIso(values.publishedAt) } : {}),
    ...(imageMediaId === undefined ? {} : { imageMediaId }),
  };
  return submit(
    "save",
    values,
    () =>
      id === null ? api.createNews(body as Parameters<typeof api.createNews>[0]) : api.updateNews(id, body),
    (saved) => withDone(newsPath(saved.id), id === null ? "ajoute" : "enregistre"),
  );
}

export default function AdminNewsItem() {
  const { item } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card content-screen" aria-labelledby="actualite-titre-page">
      <p>
        <Link to={NEWS_PATH}>← Toutes les actualités</Link>
      </p>
      <h1 id="actualite-titre-page">{item ? `Actualité « ${item.title} »` : "Nouvelle actualité"}</h1>
      <DoneMessage />
      <NewsForm key={item?.id ?? "nouveau"} item={item} result={result} />
      {item ? (
        <DeleteForm
          label="Supprimer cette actualité"
          question={`Supprimer l'actualité « ${item.title} » ?`}
        />
      ) : null}
    </section>
  );
}
