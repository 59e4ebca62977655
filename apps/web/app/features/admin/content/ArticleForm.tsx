import {
  type AdminBlogArticle,
  type AdminBlogFolder,
  BLOG_STATUS_LABELS,
} from "@vitrine/shared/schemas/admin-content";
import { Form } from "react-router";
import { Field, FormMessage, SelectField, TextAreaField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { FolderOptions } from "./BlogFolders";
import { PictureField } from "./PictureField";
import { RichTextField } from "./RichTextField";
import { tagsOf } from "./ServiceForm";
import { typedValue } from "./typed-value";

export { tagsOf };

/** An article's form (title, chapeau, author, folder, cover, text), and its publication buttons. */
export function ArticleForm({
  article,
  folders,
  result,
}: {
  article: AdminBlogArticle | null;
  folders: AdminBlogFolder[];
  result: FormResult | undefined;
}) {
  const errors = result?.errors ?? {};
  const typed = typedValue(result);
  return (
    <>
      <Form method="post" className="content-form">
        <input type="hidden" name="intent" value="save" />
        {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
        <Field
          id="article-titre"
          name="title"
          label="Titre"
          required
          defaultValue={typed("title", article?.title ?? "")}
          error={errors.title}
        />
        <Field
          id="article-adresse"
          name="slug"
          label="Adresse (slug)"
          hint="Laissée vide, elle est tirée du titre."
          defaultValue={typed("slug", article?.slug ?? "")}
          error={errors.slug}
        />
        <TextAreaField
          id="article-chapeau"
          name="excerpt"
          label="Chapeau"
          rows={3}
          defaultValue={typed("excerpt", article?.excerpt ?? "")}
          error={errors.excerpt}
        />
        <Field
          id="article-auteur"
          name="author"
          label="Auteur"
          required
          defaultValue={typed("author", article?.author ?? "")}
          error={errors.author}
        />
        <SelectField
          id="article-dossier"
          name="folderId"
          label="Dossier (le fil d'Ariane de l'article)"
          defaultValue={typed("folderId", article?.folder ? String(article.folder.id) : "")}
          error={errors.folderId}
        >
          <option value="">Racine du blog</option>
          <FolderOptions folders={folders} />
        </SelectField>
        <PictureField
          id="article-couverture"
          name="coverMediaId"
          label="Image de couverture"
          current={article?.cover ?? null}
          error={errors.coverMediaId}
        />
        <RichTextField
          id="article-texte"
          name="body"
          label="Texte de l'article"
          html={typed("body", article?.body ?? "")}
          error={errors.body}
        />
        <Field
          id="article-etiquettes"
          name="tags"
          label="Étiquettes"
          hint="Séparées par des virgules."
          defaultValue={typed("tags", article?.tags.join(", ") ?? "")}
          error={errors.tags}
        />
        <div className="content-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary">
            Enregistrer
          </button>
          {article ? null : <span>L'article est enregistré comme brouillon.</span>}
        </div>
      </Form>
      {article ? (
        <Form method="post" className="content-form__actions">
          <p>
            État : <strong>{BLOG_STATUS_LABELS[article.status]}</strong>
          </p>
          <input
            type="hidden"
            name="intent"
            value={article.status === "PUBLISHED" ? "unpublish" : "publish"}
          />
          <button type="submit" className="admin-btn">
            {article.status === "PUBLISHED" ? "Retirer du site" : "Publier sur le site"}
          </button>
        </Form>
      ) : null}
    </>
  );
}
