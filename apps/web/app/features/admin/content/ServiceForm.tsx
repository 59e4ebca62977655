import type { AdminService } from "@vitrine/shared/schemas/admin-content";
import { Form } from "react-router";
import { Checkbox, Field, FormMessage, TextAreaField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { PictureField } from "./PictureField";
import { RichTextField } from "./RichTextField";
import { typedValue } from "./typed-value";

/** A service's form: the same for a new one and a change (plain post, also without JavaScript). */
export function ServiceForm({
  service,
  result,
}: {
  service: AdminService | null;
  result: FormResult | undefined;
}) {
  const errors = result?.errors ?? {};
  const typed = typedValue(result);
  return (
    <Form method="post" className="content-form">
      <input type="hidden" name="intent" value="save" />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <Field
        id="service-titre"
        name="title"
        label="Titre"
        required
        defaultValue={typed("title", service?.title ?? "")}
        error={errors.title}
      />
      <Field
        id="service-adresse"
        name="slug"
        label="Adresse (slug)"
        hint="Laissée vide, elle est tirée du titre."
        defaultValue={typed("slug", service?.slug ?? "")}
        error={errors.slug}
      />
      <TextAreaField
        id="service-resume"
        name="summary"
        label="Résumé"
        rows={3}
        defaultValue={typed("summary", service?.summary ?? "")}
        error={errors.summary}
      />
      <RichTextField
        id="service-texte"
        name="body"
        label="Présentation"
        html={typed("body", service?.body ?? "")}
        error={errors.body}
      />
      <PictureField
        id="service-image"
        name="imageMediaId"
        label="Image du service"
        current={service?.image ?? null}
        error={errors.imageMediaId}
      />
      <Field
        id="service-etiquettes"
        name="tags"
        label="Étiquettes"
        hint="Séparées par des virgules."
        defaultValue={typed("tags", service?.tags.join(", ") ?? "")}
        error={errors.tags}
      />
      <Checkbox id="service-affiche" name="isActive" defaultChecked={service?.isActive ?? true}>
        Afficher ce service sur le site
      </Checkbox>
      <button type="submit" className="admin-btn admin-btn--primary">
        Enregistrer
      </button>
    </Form>
  );
}

/** The tags typed, comma-separated. */
export const tagsOf = (typed: string) =>
  typed
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
