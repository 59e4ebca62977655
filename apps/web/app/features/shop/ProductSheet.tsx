import { faFilePdf, faMedal } from "@fortawesome/free-solid-svg-icons";
import type { Award, Product } from "@vitrine/shared/schemas/shop";
import { ContentImage } from "../content/ContentImage";
import { Icon } from "../icons/Icon";
import { MEAL_ICONS } from "./meal-icons";
import { technicalSheetPath } from "./paths";

const degreeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** Colour class of a medal, read from its French name (or, argent, bronze); others are plain. */
function medalTone(medal: string): string {
  const name = medal.toLowerCase();
  if (/(^|\s|d')or\b/.test(name)) return "gold";
  if (name.includes("argent")) return "silver";
  if (name.includes("bronze")) return "bronze";
  return "plain";
}

/** The wine's technical sheet: appellation, grapes, degree, vinification and tasting notes. */
export function ProductFacts({ product }: { product: Product }) {
  const facts: Array<[string, string]> = [
    ["Appellation", product.appellation],
    ["Cépages", product.grapes],
    ["Degré", product.degree === null ? "" : `${degreeFormat.format(product.degree)} % vol.`],
    ["Vinification et élevage", product.vinification],
    ["Dégustation", product.tasting],
  ];
  const shown = facts.filter(([, value]) => value.trim() !== "");
  if (!shown.length) return null;
  return (
    <section className="product-facts" aria-labelledby="fiche-technique">
      <h2 id="fiche-technique" className="product-section__title">
        Fiche technique
      </h2>
      <dl className="product-facts__list">
        {shown.map(([term, value]) => (
          <div key={term} className="product-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The food pairings, each with its drawing (decorative: the name says it). */
export function ProductPairings({ product }: { product: Product }) {
  if (!product.mealIcon.length) return null;
  return (
    <section className="product-pairings" aria-labelledby="accords">
      <h2 id="accords" className="product-section__title">
        Accords mets et vins
      </h2>
      <ul className="product-pairings__list">
        {product.mealIcon.map((pairing) => (
          <li key={pairing.id} className="product-pairings__item">
            <Icon icon={MEAL_ICONS[pairing.icon] ?? MEAL_ICONS.meal} />
            <span>{pairing.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Medals and distinctions: the medal's picture when there is one, else a medal in its colour. */
export function ProductAwards({ awards }: { awards: Award[] }) {
  if (!awards.length) return null;
  return (
    <section className="product-awards" aria-labelledby="recompenses">
      <h2 id="recompenses" className="product-section__title">
        Récompenses
      </h2>
      <ul className="product-awards__list">
        {awards.map((award) => (
          <li key={award.id} className={`product-award product-award--${medalTone(award.medal)}`}>
            {award.image ? (
              <ContentImage image={award.image} className="product-award__image" />
            ) : (
              <Icon icon={faMedal} className="product-award__icon" />
            )}
            <span>
              <strong>{award.medal}</strong> – {award.name} {award.year}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link to the technical sheet (PDF) of the product and all its versions. */
export function TechnicalSheetLink({ product }: { product: Product }) {
  return (
    <p className="product-sheet-link">
      <a href={technicalSheetPath(product.id)} download>
        <Icon icon={faFilePdf} /> Télécharger la fiche technique{" "}
        <span className="product-sheet-link__type">(PDF)</span>
      </a>
    </p>
  );
}
