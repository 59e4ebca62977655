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

/** The blog's folders: each with its breadcrumb and articles, renamed or moved, empty ones deleted; a form to add one. */
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
            <details className="content-folder-edit">
              <summary>
                Modifier<span className="visually-hidden"> le dossier {folder.name}</span>
              </summary>
              <Form method="post" className="content-filters">
                <input type="hidden" name="intent" value="update-folder" />
                <input type="hidden" name="id" value={folder.id} />
                <Field
                  id={`dossier-${folder.id}-nom`}
                  name="name"
                  label="Nom"
                  required
                  defaultValue={folder.name}
                />
                <SelectField
                  id={`dossier-${folder.id}-parent`}
                  name="parentId"
                  label="Dans le dossier"
                  defaultValue={folder.parentId === null ? "" : String(folder.parentId)}
                >
                  <option value="">Racine du blog</option>
                  <FolderOptions folders={folders.filter((other) => other.id !== folder.id)} />
                </SelectField>
                <button type="submit" className="admin-btn">
                  Enregistrer le dossier
                </button>
              </Form>
            </details>
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
