import { Link } from "react-router";
import { OPEN_CONSENT_EVENT } from "../consent/ConsentBanner";
import type { ParameterValues } from "../theme/theme";

export const LEGAL_PAGES = [
  { path: "/legal-notice", key: "LEGAL_NOTICE", title: "Mentions légales" },
  { path: "/privacy-policy", key: "PRIVACY_POLICY", title: "Politique de confidentialité" },
  { path: "/cookie-policy", key: "COOKIE_POLICY", title: "Politique de cookies" },
  { path: "/use-terms", key: "USE_TERMS", title: "Conditions générales d'utilisation" },
  { path: "/sale-terms", key: "SALE_TERMS", title: "Conditions générales de vente" },
] as const;

export function LegalLine({ values }: { values: ParameterValues }) {
  const year = new Date().getFullYear();
  return (
    <div className="legal-line">
      <div className="legal-line__inner">
        <p>
          © {year} {values.LEGAL_COMPANY_NAME ?? values.COMPANY_NAME}. Tous droits réservés.
        </p>
        <ul>
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
          <li>
            <a
              href="/consent"
              onClick={(event) => {
                event.preventDefault();
                window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
              }}
            >
              Gérer les cookies
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
