import type { PageNode } from "@vitrine/shared/schemas/site";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SelectField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { AddressField, KindFields, type TakenSlug, useTypedFields } from "./PageFormParts";
import { PAGES_PATH } from "./pages-paths";
import { type FlatPage, pageLabel } from "./tree-moves";

interface NewPageFormProps {
  pages: FlatPage[];
  taken: readonly TakenSlug[];
  screens: readonly string[];
  result: FormResult | undefined;
}

/** A new page: its title, its parent, its type (and its link or screen), its address if chosen. */
export function NewPageForm({ pages, taken, screens, result }: NewPageFormProps) {
  const initial = {
    title: "",
    url: "",
    idParent: "",
    kind: "layout",
    ...(result?.values as Record<string, string>),
  };
  const { typed, onChange } = useTypedFields(initial);
  const errors = result?.errors ?? {};
  const creating = useNavigation().formData?.get("intent") === "create";
  const parent: PageNode | undefined = pages.find((item) => String(item.id) === typed.idParent)?.node;
  return (
    <section className="page-panel" aria-labelledby="nouvelle-page-titre">
      <div className="page-panel__head">
        <h2 id="nouvelle-page-titre">Nouvelle page</h2>
        <Link to={PAGES_PATH} className="page-panel__close" preventScrollReset>
          Fermer<span className="visually-hidden"> le formulaire</span>
        </Link>
      </div>
      {result ? <FormMessage kind={result.status}>{result.message}</FormMessage> : null}
      <Form method="post" className="page-form" onChange={onChange} preventScrollReset>
        <input type="hidden" name="intent" value="create" />
        <Field
          id="nouvelle-page-titre-champ"
          name="title"
          label="Titre"
          required
          defaultValue={initial.title}
          error={errors.title}
        />
        <SelectField
          id="nouvelle-page-parent"
          name="idParent"
          label="Page parente"
          defaultValue={initial.idParent}
          error={errors.idParent}
        >
          <option value="">Aucune : premier niveau du menu</option>
          {pages.map((item) => (
            <option key={item.id} value={item.id}>
              {`${"— ".repeat(item.depth)}${pageLabel(item.node)}`}
            </option>
          ))}
        </SelectField>
        <KindFields idPrefix="nouvelle-page" values={initial} errors={errors} screens={screens} />
        <AddressField
          id="nouvelle-page-adresse"
          defaultValue={initial.url ?? ""}
          error={errors.url}
          input={{
            typed: typed.url ?? "",
            title: typed.title ?? "",
            pageId: null,
            parentPath: parent?.path ?? null,
            cmsRoute: typed.kind === "cms" ? typed["cms.route"] || null : null,
            screens,
            taken,
          }}
        />
        <p className="field__hint">
          La page est créée en dernier sous sa parente, en ligne et dans le menu : ses propriétés, qui
          s'ouvrent ensuite, permettent de la masquer.
        </p>
        <div className="page-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={creating}>
            {creating ? "Création…" : "Créer la page"}
          </button>
        </div>
      </Form>
    </section>
  );
}
