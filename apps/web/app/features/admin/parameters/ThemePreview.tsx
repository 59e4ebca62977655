import type { CSSProperties } from "react";
import { formatRatio, lowContrasts, MIN_TEXT_CONTRAST } from "./contrast";

/**
 * A small sample of the site in the chosen colours and fonts (header and menu, a title, a text
 * and its link, the buttons, the footer), and the texts whose contrast is below WCAG AA. The
 * sample is a picture for the eyes (hidden from screen readers); the report says in words what
 * it shows.
 */
export function ThemePreview({
  variables,
  siteName,
}: {
  variables: Record<string, string>;
  siteName: string;
}) {
  const low = lowContrasts(variables);
  return (
    <aside className="theme-preview" aria-labelledby="apercu-titre">
      <h2 className="theme-preview__heading" id="apercu-titre">
        Aperçu
      </h2>
      <div className="theme-preview__site" style={variables as CSSProperties} aria-hidden="true">
        <div className="theme-preview__header">
          <span className="theme-preview__brand">{siteName || "Votre site"}</span>
        </div>
        <div className="theme-preview__menu">
          <span className="theme-preview__menu-item theme-preview__menu-item--active">Accueil</span>
          <span className="theme-preview__menu-item">Services</span>
          <span className="theme-preview__menu-item">Contact</span>
        </div>
        <div className="theme-preview__body">
          <p className="theme-preview__title">Rénovation intérieure</p>
          <p className="theme-preview__text">
            Nos artisans vous accompagnent de l'étude à la réception des travaux.{" "}
            <span className="theme-preview__link">En savoir plus</span>
          </p>
          <p className="theme-preview__buttons">
            <span className="theme-preview__button theme-preview__button--primary">Demander un devis</span>
            <span className="theme-preview__button theme-preview__button--accent">Nouveau</span>
          </p>
        </div>
        <div className="theme-preview__footer">© {siteName || "Votre site"} · Mentions légales</div>
      </div>
      <div className="contrast-report" role="status">
        {low.length === 0 ? (
          <p className="contrast-report__ok">
            Tous les textes sont assez contrastés (au moins {formatRatio(MIN_TEXT_CONTRAST)}).
          </p>
        ) : (
          <>
            <p className="contrast-report__title">
              <span aria-hidden="true">⚠ </span>
              Contraste insuffisant : ces textes seront difficiles à lire (minimum recommandé{" "}
              {formatRatio(MIN_TEXT_CONTRAST)}).
            </p>
            <ul className="contrast-report__list">
              {low.map((check) => (
                <li key={check.label} className="contrast-warning">
                  <span
                    className="contrast-warning__swatch"
                    style={{ color: check.text, background: check.background }}
                    aria-hidden="true"
                  >
                    Aa
                  </span>
                  <span>
                    {check.label} : contraste de <strong>{formatRatio(check.ratio)}</strong>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
