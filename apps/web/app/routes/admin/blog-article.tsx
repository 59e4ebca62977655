import { adminContentCalls } from "@vitrine/sdk/admin-content";
import type { BlogArticleUpdateBody } from "@vitrine/shared/schemas/admin-content";
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
import { ArticleForm, tagsOf } from "../../features/admin/content/ArticleForm";
import { editedId, submit, unknownForm, valuesOf } from "../../features/admin/content/content-form.server";
import { editLinks } from "../../features/admin/content/content-links";
import { articlePath, BLOG_PATH, withDone } from "../../features/admin/content/content-paths";
import { DeleteForm } from "../../features/admin/content/DeleteForm";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { pictureValue } from "../../features/admin/content/PictureField";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = editLinks;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `${data?.article?.title ?? "Nouvel article"} · Administration`),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  const [article, folders] = await Promise.all([
    id === null ? null : readable(api.adminArticle(id)),
    api.blogFolders(),
  ]);
  return { article, folders: folders.items };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (id !== null && (intent === "publish" || intent === "unpublish")) {
    const published = intent === "publish";
    return submit(
      intent,
      {},
      () => api.publishArticle(id, published),
      () => withDone(articlePath(id), published ? "publie" : "retire"),
    );
  }
  if (id !== null && intent === "delete") {
    return submit(
      "delete",
      {},
      () => api.deleteArticle(id),
      () => withDone(BLOG_PATH, "supprime"),
    );
  }
  if (intent !== "save") return unknownForm();
  const values = valuesOf(form, ["title", "slug", "excerpt", "author", "body", "tags", "folderId"]);
  const coverMediaId = pictureValue(formText(form, "coverMediaId"));
  const folder = Number(values.folderId);
  const body: BlogArticleUpdateBody = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    author: values.author,
    body: values.body,
    tags: tagsOf(values.tags ?? ""),
    folderId: folder > 0 ? folder : null,
    ...(coverMediaId === undefined ? {} : { coverMediaId }),
  };
  return submit(
    "save",
    values,
    () =>
      id === null
        ? api.createArticle(body as Parameters<typeof api.createArticle>[0])
        : api.updateArticle(id, body),
    (saved) => withDone(articlePath(saved.id), id === null ? "ajoute" : "enregistre"),
  );
}

export default function AdminBlogArticle() {
  const { article, folders } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card content-screen" aria-labelledby="article-titre-page">
      <p>
        <Link to={BLOG_PATH}>← Le blog</Link>
      </p>
      <h1 id="article-titre-page">{article ? `Article « ${article.title} »` : "Nouvel article"}</h1>
      {article?.folderPath.length ? (
        <p>
          Fil d'Ariane : Blog › {article.folderPath.join(" › ")} › {article.title}
        </p>
      ) : null}
      <DoneMessage />
      <ArticleForm key={article?.id ?? "nouveau"} article={article} folders={folders} result={result} />
      {article ? (
        <DeleteForm label="Supprimer cet article" question={`Supprimer l'article « ${article.title} » ?`} />
      ) : null}
    </section>
  );
}
