import { adminContentCalls } from "@vitrine/sdk/admin-content";
import {
  type ActionFunctionArgs,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { SelectField } from "../../features/account/fields";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { ArticlesTable } from "../../features/admin/content/ArticlesTable";
import { BlogFolders, FolderOptions } from "../../features/admin/content/BlogFolders";
import { loadList, submit, unknownForm } from "../../features/admin/content/content-form.server";
import { listLinks } from "../../features/admin/content/content-links";
import { articlePath, BLOG_PATH, NEW_ITEM, withDone } from "../../features/admin/content/content-paths";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, type ListSpec, readListParams } from "../../features/admin/content/list-params";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = listLinks;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Blog · Administration"),
  { name: "robots", content: "noindex" },
];

const SPEC: ListSpec<"modification" | "publication" | "titre"> = {
  path: BLOG_PATH,
  sorts: { modification: "updatedAt", publication: "publishedAt", titre: "title" },
  defaultSort: { key: "modification", desc: true },
  descFirst: ["modification", "publication"],
  filters: { etat: "status", dossier: "folderId" },
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const params = readListParams(SPEC, new URL(request.url));
  const folders = api.blogFolders();
  const { list, refusal } = await loadList(() => api.adminArticles(apiQuery(SPEC, params)));
  return { ...list, folders: (await folders).items, params, refusal };
}

/** The folders' forms: add one, rename or move one, delete an empty one. */
export async function action({ context, request }: ActionFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "folder" || intent === "update-folder") {
    const id = Number(formText(form, "id"));
    const name = formText(form, "name");
    const parent = Number(formText(form, "parentId"));
    const body = { name, parentId: parent > 0 ? parent : null };
    return submit(
      "folder",
      { name },
      () => (id > 0 ? api.updateBlogFolder(id, body) : api.createBlogFolder(body)),
      () => withDone(BLOG_PATH, "dossier"),
    );
  }
  if (intent === "delete-folder") {
    const id = Number(formText(form, "id"));
    return submit(
      "folder",
      {},
      () => api.deleteBlogFolder(id),
      () => withDone(BLOG_PATH, "supprime"),
    );
  }
  return unknownForm();
}

export default function AdminBlog() {
  const { items, total, folders, params, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card orders content-screen" aria-labelledby="blog-titre">
      <div className="content-screen__head">
        <h1 id="blog-titre">Blog</h1>
        <Link to={articlePath(NEW_ITEM)} className="admin-btn admin-btn--primary">
          Écrire un article
        </Link>
      </div>
      <DoneMessage />
      <h2>Articles</h2>
      <ListFrame
        spec={SPEC}
        params={params}
        total={total}
        noun={["article", "articles"]}
        searchLabel="Rechercher (titre, chapeau, auteur)"
        refusal={refusal}
        filters={
          <>
            <SelectField id="blog-etat" name="etat" label="État" defaultValue={params.filters.etat}>
              <option value="">Tous</option>
              <option value="PUBLISHED">Publiés</option>
              <option value="DRAFT">Brouillons</option>
            </SelectField>
            <SelectField
              id="blog-dossier"
              name="dossier"
              label="Dossier"
              defaultValue={params.filters.dossier}
            >
              <option value="">Tous</option>
              <FolderOptions folders={folders} />
            </SelectField>
          </>
        }
      >
        {items.length > 0 ? <ArticlesTable items={items} spec={SPEC} params={params} /> : null}
      </ListFrame>
      <BlogFolders folders={folders} result={result} />
    </section>
  );
}
