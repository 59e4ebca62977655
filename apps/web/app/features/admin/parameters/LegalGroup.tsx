import type { ParameterKey } from "@vitrine/shared/parameters";
import { Link } from "react-router";
import type { FormResult } from "../../forms/form-result";
import type { ParameterValues } from "../../theme/theme";
import { HELP, LEGAL_TEXT_FIELD, LEGAL_TEXTS, labelOf, type ParameterGroup } from "./catalogue";
import { GroupForm } from "./GroupForm";
import { LegalEditor } from "./LegalEditor";

interface LegalGroupProps {
  group: ParameterGroup;
  values: ParameterValues;
  current: ParameterKey;
  result: FormResult | undefined;
}

/** One legal text at a time in the rich-text editor, the others a link away. */
export function LegalGroup({ group, values, current, result }: LegalGroupProps) {
  const typed = result?.values[current];
  const text = LEGAL_TEXTS[current];
  return (
    <>
      <nav className="legal-nav" aria-label="Textes légaux">
        <ul>
          {group.keys.map((key) => (
            <li key={key}>
              <Link
                to={`?groupe=${group.slug}&${LEGAL_TEXT_FIELD}=${LEGAL_TEXTS[key]?.slug ?? ""}`}
                aria-current={key === current ? "page" : undefined}
                className="legal-nav__link"
              >
                {labelOf(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <GroupForm key={current} form={group.slug} hidden={{ [LEGAL_TEXT_FIELD]: current }} result={result}>
        <LegalEditor
          id={`texte-${text?.slug ?? current.toLowerCase()}`}
          name={current}
          label={labelOf(current)}
          help={`${HELP[current]} Les informations entre accolades, comme {{COMPANY_NAME}}, sont remplacées par vos paramètres.`}
          html={typeof typed === "string" ? typed : (values[current] ?? "")}
          error={result?.errors[current]}
        />
        {text ? (
          <p className="legal-editor__page">
            <a href={text.page} target="_blank" rel="noreferrer">
              Voir la page publiée<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </p>
        ) : null}
      </GroupForm>
    </>
  );
}
