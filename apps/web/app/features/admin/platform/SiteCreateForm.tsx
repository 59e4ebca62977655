import {
  type PlatformSiteCreated,
  SITE_TEMPLATE_LABELS,
  SITE_TEMPLATES,
} from "@vitrine/shared/schemas/admin-platform";
import { Form } from "react-router";
import { Field, FormMessage, RequiredLegend, SelectField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { SiteFields } from "./SiteFields";

/**
 * The first password of a new site's administrator: shown this once, never again. `port`: the
 * port of the panel's address, where a development host name (*.localhost) answers too.
 */
export function CreatedSite({ created, port }: { created: PlatformSiteCreated; port: string }) {
  const dev = created.site.devHosts[0];
  const prod = created.site.prodHosts[0];
  const host = dev ?? prod;
  const href = dev ? `http://${dev}${port ? `:${port}` : ""}/` : `https://${prod}/`;
  return (
    <div className="platform-created" role="status">
      <h2>Le site {created.site.name} est créé</h2>
      <p>
        Il répond dès maintenant à <a href={href}>{host}</a>. Son administrateur peut se connecter avec :
      </p>
      <dl>
        <dt>Identifiant</dt>
        <dd>{created.admin.email}</dd>
        <dt>Mot de passe initial</dt>
        <dd>
          <code>{created.admin.password}</code>
        </dd>
      </dl>
      <p>
        Ce mot de passe n'est affiché qu'une fois : transmettez-le, puis demandez à l'administrateur de le
        changer.
      </p>
    </div>
  );
}

/** The creation of a site: its template, name, activities, host names and administrator. */
export function SiteCreateForm({ result }: { result: FormResult | undefined }) {
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  return (
    <Form method="post" className="platform-form" aria-labelledby="nouveau-site-titre" noValidate>
      <h2 id="nouveau-site-titre">Créer un site</h2>
      <RequiredLegend />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <input type="hidden" name="intent" value="create" />
      <SelectField
        id="site-template"
        name="template"
        label="Modèle"
        required
        defaultValue={text("template") || "BLANK"}
        error={errors.template}
      >
        {SITE_TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {SITE_TEMPLATE_LABELS[template]}
          </option>
        ))}
      </SelectField>
      <SiteFields values={values} errors={errors} />
      <Field
        id="site-admin-email"
        name="adminEmail"
        type="email"
        label="E-mail de l'administrateur du site"
        hint="Son compte est créé avec le site ; son mot de passe initial s'affiche une seule fois."
        required
        autoComplete="off"
        defaultValue={text("adminEmail")}
        error={errors.adminEmail}
      />
      <button type="submit" className="btn btn--primary">
        Créer le site
      </button>
    </Form>
  );
}
