import type { AdminNews } from "@vitrine/shared/schemas/admin-content";
import { Form } from "react-router";
import { Checkbox, Field, FormMessage, TextAreaField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { PictureField } from "./PictureField";
import { RichTextField } from "./RichTextField";
import { typedValue } from "./typed-value";

/** A news item's form: title, summary, text, picture, link, date, shown or not. */
export function NewsForm({ item, result }: { item: AdminNews | null; result: FormResult | undefined }) {
  const errors = result?.errors ?? {};
  const typed = typedValue(result);
  return (
    <Form method="post" className="content-form">
      <input type="hidden" name="intent" value="save" />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <Field
        id="actualite-titre"
        name="title"
        label="Titre"
        required
        defaultValue={typed("title", item?.title ?? "")}
        error={errors.title}
      />
      <TextAreaField
        id="actualite-resume"
        name="summary"
        label="Résumé"
        rows={3}
        defaultValue={typed("summary", item?.summary ?? "")}
        error={errors.summary}
      />
      <RichTextField
        id="actualite-texte"
        name="body"
        label="Texte"
        html={typed("body", item?.body ?? "")}
        error={errors.body}
      />
      <PictureField
        id="actualite-image"
        name="imageMediaId"
        label="Image"
        current={item?.image ?? null}
        error={errors.imageMediaId}
      />
      <Field
        id="actualite-lien"
        name="linkUrl"
        label="Lien (facultatif)"
        hint="https://… ou une page du site (/contact)."
        defaultValue={typed("linkUrl", item?.link?.url ?? "")}
        error={errors.linkUrl}
      />
      <Field
        id="actualite-lien-texte"
        name="linkLabel"
        label="Texte du lien"
        defaultValue={typed("linkLabel", item?.link?.label ?? "")}
        error={errors.linkLabel}
      />
      <Field
        id="actualite-date"
        name="publishedAt"
        type="date"
        label="Date de publication"
        defaultValue={typed("publishedAt", item?.publishedAt.slice(0, 10) ?? "")}
        error={errors.publishedAt}
      />
      <Checkbox id="actualite-affichee" name="isActive" defaultChecked={item?.isActive ?? true}>
        Afficher cette actualité sur le site
      </Checkbox>
      <button type="submit" className="admin-btn admin-btn--primary">
        Enregistrer
      </button>
    </Form>
  );
}
