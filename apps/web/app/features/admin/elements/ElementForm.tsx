import type { AdminElement } from "@vitrine/shared/schemas/admin-elements";
import { Form } from "react-router";
import { Checkbox, Field, FormMessage, SelectField, TextAreaField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { PictureField } from "../content/PictureField";
import { RichTextField } from "../content/RichTextField";
import { typedValue } from "../content/typed-value";
import { factsText, parisLocal } from "./element-form";

interface ElementFormProps {
  item: AdminElement | null;
  albums: Array<{ id: number; name: string }>;
  result: FormResult | undefined;
}

/**
 * An element's form: what the public lists show (title, summary, text, picture, category, place,
 * tags, link, facts, album) and, for events, the dates and the registrations' seats.
 */
export function ElementForm({ item, albums, result }: ElementFormProps) {
  const errors = result?.errors ?? {};
  const typed = typedValue(result);
  return (
    <Form method="post" className="content-form">
      <input type="hidden" name="intent" value="save" />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <Field
        id="element-titre"
        name="title"
        label="Titre"
        required
        defaultValue={typed("title", item?.title ?? "")}
        error={errors.title}
      />
      <Field
        id="element-adresse"
        name="slug"
        label="Adresse (facultatif)"
        hint="En minuscules, chiffres et tirets ; laissée vide, elle est faite à partir du titre."
        defaultValue={typed("slug", item?.slug ?? "")}
        error={errors.slug}
      />
      <TextAreaField
        id="element-resume"
        name="summary"
        label="Résumé"
        rows={3}
        defaultValue={typed("summary", item?.summary ?? "")}
        error={errors.summary}
      />
      <RichTextField
        id="element-texte"
        name="body"
        label="Texte"
        html={typed("body", item?.body ?? "")}
        error={errors.body}
      />
      <PictureField
        id="element-image"
        name="imageMediaId"
        label="Image"
        current={item?.image ?? null}
        error={errors.imageMediaId}
      />
      <Field
        id="element-categorie"
        name="category"
        label="Catégorie (facultatif)"
        hint="Pour les réalisations : l'adresse du service concerné (par exemple « extension »)."
        defaultValue={typed("category", item?.category ?? "")}
        error={errors.category}
      />
      <Field
        id="element-lieu"
        name="location"
        label="Lieu (facultatif)"
        defaultValue={typed("location", item?.location ?? "")}
        error={errors.location}
      />
      <Field
        id="element-etiquettes"
        name="tags"
        label="Étiquettes (facultatif)"
        hint="Séparées par des virgules."
        defaultValue={typed("tags", item?.tags.join(", ") ?? "")}
        error={errors.tags}
      />
      <Field
        id="element-lien"
        name="linkUrl"
        label="Lien (facultatif)"
        hint="https://… ou une page du site (/contact)."
        defaultValue={typed("linkUrl", item?.link?.url ?? "")}
        error={errors.linkUrl}
      />
      <Field
        id="element-lien-texte"
        name="linkLabel"
        label="Texte du lien"
        defaultValue={typed("linkLabel", item?.link?.label ?? "")}
        error={errors.linkLabel}
      />
      <TextAreaField
        id="element-infos"
        name="facts"
        label="Informations (facultatif)"
        hint="Une par ligne, sous la forme « Surface : 40 m² »."
        rows={3}
        defaultValue={typed("facts", factsText(item?.facts ?? []))}
        error={errors.facts}
      />
      <AlbumField
        albums={albums}
        value={typed("albumId", item?.albumId ? String(item.albumId) : "")}
        error={errors.albumId}
      />
      <EventFields item={item} errors={errors} typed={typed} />
      <Field
        id="element-ordre"
        name="order"
        type="number"
        min={0}
        label="Position dans la liste"
        hint="Les éléments s'affichent du plus petit au plus grand ; laissé vide, un nouvel élément va à la fin."
        defaultValue={typed("order", item ? String(item.order) : "")}
        error={errors.order}
      />
      <Checkbox id="element-affiche" name="isActive" defaultChecked={item?.isActive ?? true}>
        Afficher cet élément sur le site
      </Checkbox>
      <button type="submit" className="admin-btn admin-btn--primary">
        Enregistrer
      </button>
    </Form>
  );
}

/** The dates and seats of an event (registrations open or not). */
function EventFields({
  item,
  errors,
  typed,
}: {
  item: AdminElement | null;
  errors: Record<string, string>;
  typed: (name: string, stored: string) => string;
}) {
  return (
    <fieldset className="content-form__group">
      <legend>Événement (facultatif)</legend>
      <Field
        id="element-debut"
        name="startsAt"
        type="datetime-local"
        label="Début (heure de Paris)"
        defaultValue={typed("startsAt", parisLocal(item?.startsAt ?? null))}
        error={errors.startsAt}
      />
      <Field
        id="element-fin"
        name="endsAt"
        type="datetime-local"
        label="Fin (heure de Paris)"
        defaultValue={typed("endsAt", parisLocal(item?.endsAt ?? null))}
        error={errors.endsAt}
      />
      <Checkbox
        id="element-inscriptions"
        name="registrationOpen"
        defaultChecked={item?.registrationOpen ?? false}
      >
        Les visiteurs peuvent s'inscrire
      </Checkbox>
      <Field
        id="element-places"
        name="capacity"
        type="number"
        min={1}
        label="Nombre de places"
        hint={
          item && item.registeredSeats > 0
            ? `Laissé vide : sans limite. ${item.registeredSeats} places déjà réservées.`
            : "Laissé vide : sans limite."
        }
        defaultValue={typed("capacity", item?.capacity === null || !item ? "" : String(item.capacity))}
        error={errors.capacity}
      />
    </fieldset>
  );
}

/** The site's albums to show with the element (its photos on the project page). */
function AlbumField({
  albums,
  value,
  error,
}: {
  albums: ElementFormProps["albums"];
  value: string;
  error: string | undefined;
}) {
  return (
    <SelectField
      id="element-album"
      name="albumId"
      label="Album photo (facultatif)"
      defaultValue={value}
      error={error}
    >
      <option value="">Aucun album</option>
      {albums.map((album) => (
        <option key={album.id} value={album.id}>
          {album.name}
        </option>
      ))}
    </SelectField>
  );
}
