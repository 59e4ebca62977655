import { Checkbox, Field } from "../../account/fields";
import type { FormValues } from "../../forms/form-result";

const FLAGS = [
  ["isBuilding", "Entreprise du bâtiment (réalisations, devis)"],
  ["isWinemaker", "Vigneron (fiches techniques des vins)"],
  ["isECommerce", "Vente en ligne (boutique, commandes)"],
] as const;

/** A site's name, activities and host names, as the creation and the change of a site ask them. */
export function SiteFields({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const flags = Array.isArray(values.flags) ? values.flags : [];
  return (
    <>
      <Field
        id="site-name"
        name="name"
        label="Nom du site"
        required
        defaultValue={text("name")}
        error={errors.name}
      />
      <fieldset className="platform-form__flags">
        <legend>Activités</legend>
        {FLAGS.map(([flag, label]) => (
          <Checkbox
            key={flag}
            id={`site-${flag}`}
            name="flags"
            value={flag}
            defaultChecked={flags.includes(flag)}
          >
            {label}
          </Checkbox>
        ))}
      </fieldset>
      <Field
        id="site-prod-hosts"
        name="prodHosts"
        label="Noms d'hôte de production"
        hint="Séparés par des virgules, sans http:// : www.exemple.fr, exemple.fr"
        defaultValue={text("prodHosts")}
        error={errors.prodHosts}
      />
      <Field
        id="site-dev-hosts"
        name="devHosts"
        label="Noms d'hôte de développement"
        hint="Par exemple exemple.localhost"
        defaultValue={text("devHosts")}
        error={errors.devHosts}
      />
    </>
  );
}
