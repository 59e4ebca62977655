import type { AdminBlogFolder } from "@vitrine/shared/schemas/admin-content";
import { Form } from "react-router";
import { Field, FormMessage, SelectField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";

/** The folders as a select's options, each named by its breadcrumb. */
export function FolderOptions({ folders }: { folders: AdminBlogFolder[] }) {
  return folders.map((folder) => (
    <option key={folder.id} value={folder.id}>
      {folder.path.join(" › ")}
    </option>
  ));
}

/** The blog's folders: each with its breadcrumb and articles, a form to add one, empty ones deleted. */
export function BlogFolders({
  folders,
  result,
}: {
  folders: AdminBlogFolder[];
  result: FormResult | undefined;
}) {
  const errors = result?.form === "folder" ? result.errors : {};
  return (
    <section className="content-screen" aria-labelledby="dossiers-titre">
      <h2 id="dossiers-titre">Dossiers</h2>
      {result?.form === "folder" && result.status === "error" ? (
        <FormMessage kind="error">{Object.values(result.errors)[0] ?? result.message}</FormMessage>
      ) : null}
      {folders.length === 0 ? <p>Aucun dossier : les articles sont à la racine du blog.</p> : null}
      <ul className="content-folders">
        {folders.map((folder) => (
          <li key={folder.id}>
            <span>
              {folder.path.join(" › ")} ({folder.articleCount} article{folder.articleCount > 1 ? "s" : ""})
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="delete-folder" />
              <input type="hidden" name="id" value={folder.id} />
              <button type="submit" className="admin-btn" disabled={folder.articleCount > 0}>
                Supprimer<span className="visually-hidden"> le dossier {folder.name}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="content-filters">
        <input type="hidden" name="intent" value="folder" />
        <Field id="dossier-nom" name="name" label="Nouveau dossier" required error={errors.name} />
        <SelectField id="dossier-parent" name="parentId" label="Dans le dossier" error={errors.parentId}>
          <option value="">Racine du blog</option>
          <FolderOptions folders={folders} />
        </SelectField>
        <button type="submit" className="admin-btn">
          Ajouter le dossier
        </button>
      </Form>
    </section>
  );
}
