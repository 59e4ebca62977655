import type { FieldErrors } from "@vitrine/shared/envelope";
import { type AdminVariation, PRODUCT_TYPE_LABELS } from "@vitrine/shared/schemas/admin-products";
import type { MealIcon } from "@vitrine/shared/schemas/shop";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Field, FormMessage, SelectField, TextAreaField } from "../../account/fields";
import { AwardRows } from "./AwardRows";
import { DeclinationRows } from "./DeclinationRows";
import { PictureChoice } from "./PictureChoice";
import type { ProductFormState } from "./product-form";

type TextField = (
  name: string,
  label: string,
  extra?: { hint?: string; required?: boolean; inputMode?: "decimal" | "numeric" },
) => ReactNode;

interface ProductFormProps {
  state: ProductFormState;
  errors: FieldErrors;
  message: string | null;
  /** The site's variations: what each declination label means, and the labels already used. */
  variations: AdminVariation[];
  mealIcons: MealIcon[];
  /** Ids of the declinations orders name. */
  ordered: Set<string>;
  isNew: boolean;
}

/**
 * The whole product in one plain form: its sheet, picture (the media library's picker), pairings,
 * awards and declinations (labelled by the site's variations).
 */
export function ProductForm({
  state,
  errors,
  message,
  variations,
  mealIcons,
  ordered,
  isNew,
}: ProductFormProps) {
  const f = state.fields;
  const text: TextField = (name, label, extra = {}) => (
    <Field
      id={`produit-${name}`}
      name={name}
      label={label}
      defaultValue={f[name] ?? ""}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <Form
      method="post"
      className="product-form"
      aria-label={isNew ? "Nouveau produit" : "Modifier le produit"}
    >
      <input type="hidden" name="intent" value="save" />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <SheetFields fields={f} errors={errors} text={text} />
      <fieldset className="product-form__group">
        <legend>Image et accords</legend>
        <div className="product-form__grid">
          <PictureChoice
            id="produit-image"
            label="Image du produit"
            names={{ mediaId: "imageMediaId", url: "imageUrl", alt: "imageAlt" }}
            initial={{ mediaId: f.imageMediaId ?? "", url: f.imageUrl ?? "", alt: f.imageAlt ?? "" }}
            error={errors.imageMediaId}
            altField={{
              label: "Texte alternatif de l'image",
              hint: "Celui de la médiathèque si vide",
              error: errors.imageAlt,
            }}
          />
        </div>
        {mealIcons.length ? (
          <fieldset className="product-form__pairings">
            <legend>Accords mets et vins</legend>
            {mealIcons.map((icon) => (
              <label key={icon.id} className="product-form__check">
                <input
                  type="checkbox"
                  name="mealIconIds"
                  value={icon.id}
                  defaultChecked={state.mealIconIds.includes(String(icon.id))}
                />{" "}
                {icon.name}
              </label>
            ))}
            {errors.mealIconIds ? <p className="field__error">{errors.mealIconIds}</p> : null}
          </fieldset>
        ) : null}
      </fieldset>
      <DeclinationRows
        initial={state.declinations}
        errors={errors}
        ordered={ordered}
        variations={variations}
      />
      <AwardRows initial={state.awards} errors={errors} />
      <p>
        <button type="submit" className="admin-btn admin-btn--primary">
          {isNew ? "Créer le produit" : "Enregistrer le produit"}
        </button>
      </p>
    </Form>
  );
}

/** The product's sheet: name, type, category, address, technical texts, on sale or not. */
function SheetFields({
  fields: f,
  errors,
  text,
}: {
  fields: Record<string, string>;
  errors: FieldErrors;
  text: TextField;
}) {
  return (
    <fieldset className="product-form__group">
      <legend>Fiche</legend>
      <div className="product-form__grid">
        {text("name", "Nom", { required: true })}
        <SelectField
          id="produit-type"
          name="type"
          label="Type"
          defaultValue={f.type ?? "WINE"}
          error={errors.type}
        >
          {Object.entries(PRODUCT_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {text("kind", "Catégorie", { hint: "rouge, blanc, rosé, effervescent, coffret…" })}
        {text("slug", "Adresse", { hint: "Faite à partir du nom si vide" })}
        {text("appellation", "Appellation")}
        {text("grapes", "Cépages")}
        {text("degree", "Degré (% vol.)", { inputMode: "decimal" })}
        {text("order", "Ordre d'affichage", { inputMode: "numeric" })}
        {text("tags", "Étiquettes", { hint: "Séparées par des virgules" })}
        <SelectField
          id="produit-isActive"
          name="isActive"
          label="En vente"
          defaultValue={f.isActive ?? "oui"}
        >
          <option value="oui">Oui</option>
          <option value="non">Non, retiré de la vente</option>
        </SelectField>
      </div>
      <TextAreaField
        id="produit-summary"
        name="summary"
        label="Résumé"
        defaultValue={f.summary ?? ""}
        error={errors.summary}
        rows={2}
      />
      <TextAreaField
        id="produit-description"
        name="description"
        label="Description (HTML simple)"
        defaultValue={f.description ?? ""}
        error={errors.description}
        rows={5}
      />
      <TextAreaField
        id="produit-vinification"
        name="vinification"
        label="Vinification"
        defaultValue={f.vinification ?? ""}
        error={errors.vinification}
        rows={2}
      />
      <TextAreaField
        id="produit-tasting"
        name="tasting"
        label="Dégustation"
        defaultValue={f.tasting ?? ""}
        error={errors.tasting}
        rows={2}
      />
    </fieldset>
  );
}
