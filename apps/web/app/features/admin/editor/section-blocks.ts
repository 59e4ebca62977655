/**
 * The editor's section blocks: ready-made sections written with the CMS kit's classes
 * (styles/cms-kit.css), so that they take the site's colours, fonts and radius as they are. Their
 * images are the sample image (served with the site's files), which the owner replaces.
 */

import { PLACEHOLDER_IMAGE } from "@vitrine/shared/layout-placeholders";

export interface SectionBlock {
  id: string;
  label: string;
  /** A small drawing of the section for the blocks panel (SVG). */
  media: string;
  content: string;
}

const icon = (shapes: string) =>
  `<svg viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">${shapes}</svg>`;

const image = (alt: string, className = "") =>
  `<img${className ? ` class="${className}"` : ""} src="${PLACEHOLDER_IMAGE}" alt="${alt}" width="1200" height="800" loading="lazy">`;

const head = (eyebrow: string, title: string) => `<div class="section__head">
      <p class="eyebrow">${eyebrow}</p>
      <h2>${title}</h2>
    </div>`;

const question = (summary: string, answer: string) =>
  `<details><summary>${summary}</summary><p>${answer}</p></details>`;

const testimonial = (text: string, author: string) => `<figure class="quote">
        <blockquote><p>«&nbsp;${text}&nbsp;»</p></blockquote>
        <figcaption><strong>${author}</strong></figcaption>
      </figure>`;

const column = (title: string) => `<div class="icon-tile">
        <h3>${title}</h3>
        <p>Décrivez ici ce point fort en deux ou trois phrases simples.</p>
      </div>`;

export const SECTION_BLOCKS: SectionBlock[] = [
  {
    id: "section-hero",
    label: "Bandeau d'accueil",
    media: icon(
      '<rect x="2" y="2" width="44" height="32" rx="3"/><path d="M10 14h22M10 20h14"/><rect x="10" y="25" width="10" height="4" rx="1"/>',
    ),
    content: `<section class="hero">
  ${image("Photo du bandeau", "hero__bg")}
  <div class="container">
    <div class="hero__content">
      <p class="eyebrow">Votre accroche</p>
      <h1>Le titre principal de votre page</h1>
      <p class="lead">Une phrase qui dit en quelques mots ce que vous proposez et pour qui.</p>
      <div class="btn-row">
        <a class="btn btn--accent" href="/nous-contacter">Nous contacter</a>
      </div>
    </div>
  </div>
</section>`,
  },
  {
    id: "section-text-image",
    label: "Texte et image",
    media: icon('<rect x="2" y="6" width="20" height="24" rx="2"/><path d="M28 10h18M28 16h18M28 22h12"/>'),
    content: `<section class="section">
  <div class="container split">
    <div class="media">${image("Description de la photo")}</div>
    <div>
      <p class="eyebrow">Votre savoir-faire</p>
      <h2>Un titre qui donne envie de lire</h2>
      <p>Présentez votre activité, votre méthode ou votre histoire. Un paragraphe court se lit mieux qu'un long.</p>
      <ul class="check-list">
        <li>Un premier atout</li>
        <li>Un deuxième atout</li>
      </ul>
    </div>
  </div>
</section>`,
  },
  {
    id: "section-columns",
    label: "Colonnes",
    media: icon(
      '<rect x="2" y="6" width="12" height="24" rx="2"/><rect x="18" y="6" width="12" height="24" rx="2"/><rect x="34" y="6" width="12" height="24" rx="2"/>',
    ),
    content: `<section class="section section--alt">
  <div class="container">
    ${head("Pourquoi nous choisir", "Trois bonnes raisons")}
    <div class="grid grid--3">
      ${column("Premier point fort")}
      ${column("Deuxième point fort")}
      ${column("Troisième point fort")}
    </div>
  </div>
</section>`,
  },
  {
    id: "section-cta",
    label: "Appel à l'action",
    media: icon(
      '<rect x="2" y="8" width="44" height="20" rx="3"/><path d="M8 16h16"/><rect x="30" y="13" width="12" height="8" rx="2"/>',
    ),
    content: `<section class="cta-band">
  <div class="container">
    <div>
      <h2>Un projet&nbsp;? Parlons-en.</h2>
      <p>Réponse sous 48&nbsp;h, sans engagement.</p>
    </div>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nous-contacter">Nous contacter</a>
    </div>
  </div>
</section>`,
  },
  {
    id: "section-faq",
    label: "Questions fréquentes",
    media: icon(
      '<rect x="4" y="4" width="40" height="8" rx="2"/><rect x="4" y="15" width="40" height="8" rx="2"/><rect x="4" y="26" width="40" height="8" rx="2"/>',
    ),
    content: `<section class="section">
  <div class="container">
    ${head("Questions fréquentes", "Vos questions, nos réponses")}
    <div class="faq">
      ${question("Une première question de vos clients&nbsp;?", "La réponse, claire et courte.")}
      ${question("Une deuxième question&nbsp;?", "La réponse, claire et courte.")}
      ${question("Une troisième question&nbsp;?", "La réponse, claire et courte.")}
    </div>
  </div>
</section>`,
  },
  {
    id: "section-testimonials",
    label: "Témoignages",
    media: icon('<path d="M6 10h14v10H12l-6 5zM28 10h14v10h-8l-6 5z"/>'),
    content: `<section class="section section--alt">
  <div class="container">
    ${head("Ils nous font confiance", "Ce que disent nos clients")}
    <div class="grid grid--2">
      ${testimonial("Un travail soigné, une équipe à l'écoute et des délais tenus.", "Prénom N., Ville")}
      ${testimonial("Je recommande sans hésiter&nbsp;: tout a été expliqué avant de commencer.", "Prénom N., Ville")}
    </div>
  </div>
</section>`,
  },
  {
    id: "section-gallery",
    label: "Galerie d'images",
    media: icon(
      '<rect x="2" y="4" width="20" height="13" rx="2"/><rect x="26" y="4" width="20" height="13" rx="2"/><rect x="2" y="20" width="20" height="13" rx="2"/><rect x="26" y="20" width="20" height="13" rx="2"/>',
    ),
    content: `<section class="section">
  <div class="container">
    ${head("En images", "Quelques réalisations")}
    <div class="grid grid--3">
      <figure class="media">${image("Première photo")}</figure>
      <figure class="media">${image("Deuxième photo")}</figure>
      <figure class="media">${image("Troisième photo")}</figure>
    </div>
  </div>
</section>`,
  },
];
