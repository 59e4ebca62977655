import { HOME_PAGE_URL } from "@vitrine/shared/page-rules";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { Form, Link, useNavigation } from "react-router";
import { Checkbox, Field, FormMessage, TextAreaField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { AddressField, KindFields, lengthHint, type TakenSlug, useTypedFields } from "./PageFormParts";
import { hasLayout, kindOf, PAGE_FLAGS } from "./page-fields";
import { confirmTrash, editorPath, PAGES_PATH } from "./pages-paths";
import { pageLabel } from "./tree-moves";

interface PagePanelProps {
  page: PageNode;
  /** Its parent's path; null at the root. */
  parentPath: string | null;
  taken: readonly TakenSlug[];
  screens: readonly string[];
  /** The reply of this form's last post, when it was about this page. */
  result: FormResult | undefined;
}

/** The form's values of a page, as the fields name them. */
function valuesOf(page: PageNode): Record<string, string> {
  return {
    title: page.title,
    menuTitle: page.menuTitle ?? "",
    menuIcon: page.menuIcon ?? "",
    url: page.url,
    metaTitle: page.metaTitle ?? "",
    metaDescription: page.metaDescription ?? "",
    kind: kindOf(page),
    "link.type": page.link.type,
    "link.url": page.link.url ?? "",
    "link.jsCode": page.link.jsCode ?? "",
    "cms.route": page.cms.route ?? "",
  };
}

/** A page's properties, in the side panel of the tree: every field an administrator edits. */
export function PagePanel({ page, parentPath, taken, screens, result }: PagePanelProps) {
  const refused = result?.status === "error" ? result : undefined;
  const initial = refused
    ? { ...valuesOf(page), ...(refused.values as Record<string, string>) }
    : valuesOf(page);
  const { typed, onChange } = useTypedFields(initial);
  const errors = refused?.errors ?? {};
  const saving = useNavigation().formData?.get("intent") === "update";
  const home = page.url === HOME_PAGE_URL && page.idParent === null;
  const id = (name: string) => `page-${page.id}-${name}`;
  const flag = (name: string, fallback: boolean) => (refused ? refused.values[name] === "on" : fallback);
  return (
    <section className="page-panel" aria-labelledby={id("titre-panneau")}>
      <div className="page-panel__head">
        <h2 id={id("titre-panneau")}>Propriétés de « {pageLabel(page)} »</h2>
        <Link to={PAGES_PATH} className="page-panel__close" preventScrollReset>
          Fermer<span className="visually-hidden"> les propriétés</span>
        </Link>
      </div>
      {result ? <FormMessage kind={result.status}>{result.message}</FormMessage> : null}
      <Form method="post" className="page-form" onChange={onChange} preventScrollReset>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={page.id} />
        <Field
          id={id("titre")}
          name="title"
          label="Titre"
          required
          defaultValue={initial.title}
          error={errors.title}
        />
        <KindFields idPrefix={id("k")} values={initial} errors={errors} screens={screens} />
        <AddressField
          id={id("adresse")}
          defaultValue={initial.url ?? ""}
          error={errors.url}
          readOnlyReason={
            home ? "La page d'accueil garde l'adresse « accueil » : le site la montre à l'adresse /." : null
          }
          input={{
            typed: typed.url ?? "",
            title: typed.title ?? "",
            pageId: page.id,
            parentPath,
            cmsRoute: typed.kind === "cms" ? typed["cms.route"] || null : null,
            screens,
            taken,
          }}
        />
        <fieldset className="page-form__group">
          <legend>Menu</legend>
          <Field
            id={id("titre-menu")}
            name="menuTitle"
            label="Titre dans le menu"
            defaultValue={initial.menuTitle}
            error={errors.menuTitle}
            hint="Vide : le titre de la page."
          />
          <Field
            id={id("icone")}
            name="menuIcon"
            label="Icône du menu"
            defaultValue={initial.menuIcon}
            error={errors.menuIcon}
            hint="Classes Font Awesome, par exemple « fa-solid fa-phone ». Vide : pas d'icône."
          />
          {PAGE_FLAGS.map(([name, label]) => (
            <Checkbox
              key={name}
              id={id(name)}
              name={name}
              defaultChecked={flag(name, page[name])}
              error={errors[name]}
            >
              {label}
            </Checkbox>
          ))}
        </fieldset>
        <fieldset className="page-form__group">
          <legend>Référencement</legend>
          <Field
            id={id("meta-titre")}
            name="metaTitle"
            label="Titre pour les moteurs de recherche"
            defaultValue={initial.metaTitle}
            error={errors.metaTitle}
            maxLength={120}
            hint={`Vide : le titre de la page. ${lengthHint((typed.metaTitle ?? "").length, 60, 120)}`}
          />
          <TextAreaField
            id={id("meta-description")}
            name="metaDescription"
            label="Description pour les moteurs de recherche"
            defaultValue={initial.metaDescription ?? ""}
            error={errors.metaDescription}
            maxLength={320}
            hint={lengthHint((typed.metaDescription ?? "").length, 160, 320)}
          />
        </fieldset>
        <div className="page-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={saving}>
            {saving ? "Enregistrement…" : "Enregistrer"}
          </button>
          {hasLayout(page) ? (
            <Link to={editorPath(page.id)} className="admin-btn">
              Modifier la mise en page
            </Link>
          ) : null}
          {home ? null : (
            <Link to={confirmTrash(page.id)} className="admin-btn admin-btn--danger" preventScrollReset>
              Supprimer la page
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
