import { type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { ColorsGroup } from "../../features/admin/parameters/ColorsGroup";
import { DEFAULT_GROUP, groupBySlug } from "../../features/admin/parameters/catalogue";
import { FieldsGroup } from "../../features/admin/parameters/FieldsGroup";
import { FontsGroup } from "../../features/admin/parameters/FontsGroup";
import { GroupNav } from "../../features/admin/parameters/GroupNav";
import { LegalGroup } from "../../features/admin/parameters/LegalGroup";
import { LogosGroup } from "../../features/admin/parameters/LogosGroup";
import {
  loadParametersScreen,
  saveParametersScreen,
} from "../../features/admin/parameters/parameters.server";
import { type FormResult, resultOf } from "../../features/forms/form-result";
import { pageMeta } from "../../features/seo/meta";
import { parameterValues } from "../../features/theme/theme";
import { rootDataOf } from "../../root-data";
import mediasHref from "../../styles/admin-medias.css?url";
import parametersHref from "../../styles/admin-parameters.css?url";
import legalHref from "../../styles/admin-parameters-legal.css?url";
import logosHref from "../../styles/admin-parameters-logos.css?url";

// The media library's sheet styles its picker, which the logos open.
export const links: LinksFunction = () =>
  [mediasHref, parametersHref, logosHref, legalHref].map((href) => ({ rel: "stylesheet", href }));

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Paramètres du site · Administration"),
  { name: "robots", content: "noindex" },
];

/** The managed site's parameters, fonts and logos; the group shown is `?groupe=`. */
export const loader = loadParametersScreen;

/** Every form of the screen posts here (also without JavaScript). */
export const action = saveParametersScreen;

export default function AdminParameters() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const group = groupBySlug(data.group) ?? DEFAULT_GROUP;
  const values = parameterValues(data.parameters);
  const own = resultOf(result, group.slug);
  const introId = `groupe-${group.slug}-intro`;
  return (
    <div className="parameters">
      <h1 className="parameters__title">Paramètres du site</h1>
      <GroupNav current={group.slug} />
      <section
        className="admin-card parameters__group"
        aria-labelledby="groupe-titre"
        aria-describedby={introId}
      >
        <h2 id="groupe-titre">{group.title}</h2>
        <p className="parameters__intro" id={introId}>
          {group.intro}
        </p>
        {group.kind === "colors" ? (
          <ColorsGroup
            group={group}
            values={values}
            fonts={data.fonts}
            siteName={data.siteName}
            result={own}
          />
        ) : group.kind === "fonts" ? (
          <FontsGroup group={group} fonts={data.fonts} result={own} />
        ) : group.kind === "logos" ? (
          <LogosGroup
            group={group}
            values={values}
            logos={data.logos}
            siteName={data.siteName}
            library={data.library}
            result={result}
          />
        ) : group.kind === "legal" ? (
          <LegalGroup group={group} values={values} current={data.legalText ?? group.keys[0]!} result={own} />
        ) : (
          <FieldsGroup group={group} values={values} result={own} />
        )}
      </section>
    </div>
  );
}
