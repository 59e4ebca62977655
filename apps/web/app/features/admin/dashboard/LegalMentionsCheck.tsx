import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";
import { Link } from "react-router";

/** The company's legal information still missing, on the panel's home, with where to fill it in. */
export function LegalMentionsCheck({ missing }: { missing: readonly ParameterKey[] }) {
  if (missing.length === 0) return null;
  return (
    <section className="admin-card legal-mentions-check" aria-labelledby="mentions-a-completer">
      <h2 id="mentions-a-completer">Informations légales à compléter</h2>
      <p>
        Les mentions légales, les conditions générales de vente et les factures du site les reprennent ; la
        loi les demande :
      </p>
      <ul>
        {missing.map((key) => (
          <li key={key}>{PARAMETERS[key].label}</li>
        ))}
      </ul>
      <p>
        <Link className="admin-btn" to="/admin/parametres?groupe=identite">
          Compléter l'identité de l'entreprise
        </Link>
      </p>
    </section>
  );
}
