/**
 * Sample site 1: Armor Habitat Rénovation, building, renovation and maintenance
 * company in Vannes (Morbihan). Parameters and page tree with their layouts.
 * Layout HTML uses the classes of apps/web/app/styles/cms-kit.css plus
 * page-specific classes prefixed `p-<url>-`, defined in the layout's css.
 */

import type { SeedPage, SeedParameters } from "../types.js";

export const parameters: SeedParameters = {
  COMPANY_NAME: "Armor Habitat Rénovation",
  LEGAL_COMPANY_NAME: "Armor Habitat Rénovation SARL",
  CORPORATE_FORM: "SARL (société à responsabilité limitée)",
  SHARE_CAPITAL: "40 000 €",
  LEGAL_AGENT: "Erwan Le Goff, gérant",
  CONSUMER_MEDIATOR:
    "CM2C, Centre de la médiation de la consommation de conciliateurs de justice, 49 rue de Ponthieu, 75008 Paris (www.cm2c.net)",
  HEAD_OFFICE: "14 rue des Artisans, ZA de Laroiseau, 56000 Vannes",
  COMPANY_PHONE: "02 97 40 12 58",
  COMPANY_EMAIL: "contact@armor-habitat.fr",
  RCS_NUMBER: "RCS Vannes 812 457 398",
  SIRET_NUMBER: "812 457 398 00020",
  INTRACO_VAT: "FR50 812457398",
  COMPANY_DESCRIPTION:
    "Depuis 2009, Armor Habitat Rénovation rénove, équipe et entretient les maisons et appartements de Vannes, Auray, Lorient, du Golfe du Morbihan et de la presqu'île de Rhuys. Entreprise certifiée RGE Qualibat et assurée en garantie décennale, notre équipe de 14 artisans vous remet un devis gratuit sous 48 h.",
  COMPANY_LATITUDE: "47.6647",
  COMPANY_LONGITUDE: "-2.7436",
  FACEBOOK_URL: "https://www.facebook.com/armorhabitatrenovation",
  INSTAGRAM_URL: "https://www.instagram.com/armorhabitat.renovation",
  LINKEDIN_URL: "https://www.linkedin.com/company/armor-habitat-renovation",
  GOOGLE_REVIEWS_URL: null,
  BANNER: null,
};

/* ------------------------------------------------------------------------ */
/* Shared fragments (plain HTML, identical to what the layout editor keeps)  */
/* ------------------------------------------------------------------------ */

const PHONE_LINK = `<a class="btn btn--ghost" href="tel:+33297401258">Appeler le 02&nbsp;97&nbsp;40&nbsp;12&nbsp;58</a>`;

const ctaBand = (title: string, text: string) => `
<section class="cta-band">
  <div class="container">
    <div>
      <h2>${title}</h2>
      <p>${text}</p>
    </div>
    <div class="btn-row">
      <a class="btn btn--accent" href="/demande-devis">Demander un devis gratuit</a>
      ${PHONE_LINK}
    </div>
  </div>
</section>`;

const serviceHero = (
  image: string,
  alt: string,
  eyebrow: string,
  title: string,
  lead: string,
  badges: string[],
) => `
<section class="hero">
  <img class="hero__bg" src="/media/1/${image}" alt="${alt}" width="1200" height="800" fetchpriority="high">
  <div class="container">
    <div class="hero__content">
      <p class="eyebrow">${eyebrow}</p>
      <h1>${title}</h1>
      <p class="lead">${lead}</p>
      <div class="btn-row">
        <a class="btn btn--accent" href="/demande-devis">Demander un devis gratuit</a>
        ${PHONE_LINK}
      </div>
      <ul class="hero__badges">
        ${badges.map((badge) => `<li class="badge">${badge}</li>`).join("\n        ")}
      </ul>
    </div>
  </div>
</section>`;

/** The completed projects of one service (element list `realisations`), rendered by the web app. */
const relatedProjects = (category: string, title: string, lead: string) => `
<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos réalisations</p>
      <h2>${title}</h2>
      <p>${lead}</p>
    </div>
    <div data-component="projects-grid" data-props='{"category":"${category}","nbItem":3}'></div>
    <div class="btn-row btn-row--center">
      <a class="btn btn--ghost" href="/realisations?categorie=${category}">Voir toutes nos réalisations</a>
    </div>
  </div>
</section>`;

/** CSS shared by the four service pages, written once per page with its own prefix. */
const serviceCss = (p: string) => `
.p-${p}-facts {
  margin: 0;
  display: grid;
  gap: 14px;
}
.p-${p}-facts div {
  display: grid;
  gap: 2px;
  padding-bottom: 14px;
  border-bottom: 1px solid rgba(0, 0, 0, 0.08);
}
.p-${p}-facts div:last-child {
  padding-bottom: 0;
  border-bottom: 0;
}
.p-${p}-facts dt {
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--color-muted);
}
.p-${p}-facts dd {
  margin: 0;
  font-weight: 600;
  color: var(--color-title);
}
.p-${p}-price {
  margin-top: auto;
  padding-top: 16px;
  border-top: 1px solid rgba(0, 0, 0, 0.08);
  color: var(--color-text);
}
.p-${p}-price strong {
  font-family: var(--font-title);
  font-size: 1.35rem;
  color: var(--color-title);
}
.p-${p}-note {
  max-width: 820px;
  margin: 32px auto 0;
  font-size: 0.95rem;
  text-align: center;
}
.p-${p}-aids {
  margin-top: 40px;
  padding: 24px 28px;
  border-left: 4px solid var(--color-accent);
  border-radius: var(--radius);
  background: rgba(255, 255, 255, 0.1);
}
.p-${p}-summary {
  border-top: 4px solid var(--color-accent);
}`;

/* ------------------------------------------------------------------------ */
/* Home                                                                      */
/* ------------------------------------------------------------------------ */

const homeHtml = `
<section class="hero p-accueil-hero">
  <img class="hero__bg" src="/media/1/hero-home.svg" alt="Maison bretonne en pierre au toit d'ardoise rénovée au bord du golfe du Morbihan" width="1600" height="900" fetchpriority="high">
  <div class="container">
    <div class="hero__content">
      <p class="eyebrow">Rénovation et entretien de l'habitat à Vannes</p>
      <h1>Votre maison rénovée avec soin, de Vannes à Lorient</h1>
      <p class="lead">Depuis 2009, nos 14 artisans rénovent, équipent et entretiennent les maisons et appartements du Golfe du Morbihan. Un seul interlocuteur, un planning tenu et un chantier propre chaque soir.</p>
      <div class="btn-row">
        <a class="btn btn--accent" href="/demande-devis">Demander un devis gratuit</a>
        <a class="btn btn--ghost" href="/realisations">Voir nos réalisations</a>
      </div>
      <ul class="hero__badges">
        <li class="badge">Certifié RGE Qualibat</li>
        <li class="badge">Garantie décennale</li>
        <li class="badge">Devis gratuit sous 48&nbsp;h</li>
      </ul>
    </div>
  </div>
</section>

<section class="section" id="services">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos savoir-faire</p>
      <h2>Quatre métiers pour prendre soin de votre maison</h2>
      <p class="lead">Intérieur, extérieur, équipements ou entretien courant&nbsp;: nos équipes salariées interviennent sur tous les corps d'état et coordonnent elles-mêmes chaque étape de votre chantier.</p>
    </div>
    <div class="grid grid--4">
      <article class="card" data-animate>
        <div class="card__media" data-animate>
          <img src="/media/1/service-renovation-interieure.svg" alt="Pièce de vie rénovée avec parquet neuf, murs repeints et salle d'eau moderne" width="1200" height="800" loading="lazy">
        </div>
        <div class="card__body" data-animate>
          <h3><a class="card__link" href="/services/renovation-interieure">Rénovation intérieure</a></h3>
          <p>Salles de bains, cuisines, sols, cloisons, peinture et isolation des murs&nbsp;: nous transformons vos pièces de vie sans mauvaise surprise.</p>
          <p class="card__more" aria-hidden="true">Découvrir</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__media" data-animate>
          <img src="/media/1/service-renovation-exterieure.svg" alt="Façade de maison ravalée avec menuiseries neuves et toiture en ardoise" width="1200" height="800" loading="lazy">
        </div>
        <div class="card__body" data-animate>
          <h3><a class="card__link" href="/services/renovation-exterieure">Rénovation extérieure</a></h3>
          <p>Ravalement, isolation par l'extérieur, fenêtres, toiture et terrasses, pensés pour résister aux embruns et au climat breton.</p>
          <p class="card__more" aria-hidden="true">Découvrir</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__media" data-animate>
          <img src="/media/1/service-installation-equipements.svg" alt="Pompe à chaleur installée contre le mur extérieur d'une maison" width="1200" height="800" loading="lazy">
        </div>
        <div class="card__body" data-animate>
          <h3><a class="card__link" href="/services/installation-equipements">Installation d'équipements</a></h3>
          <p>Pompes à chaleur, poêles à granulés, chauffe-eau thermodynamiques, ventilation et électricité, avec les aides auxquelles vous avez droit.</p>
          <p class="card__more" aria-hidden="true">Découvrir</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__media" data-animate>
          <img src="/media/1/service-entretien-maintenance.svg" alt="Technicien réalisant l'entretien annuel d'un équipement de chauffage" width="1200" height="800" loading="lazy">
        </div>
        <div class="card__body" data-animate>
          <h3><a class="card__link" href="/services/entretien-maintenance">Entretien et maintenance</a></h3>
          <p>Entretien de chauffage, petits dépannages, démoussage et suivi des résidences secondaires, avec ou sans contrat annuel.</p>
          <p class="card__more" aria-hidden="true">Découvrir</p>
        </div>
      </article>
    </div>
  </div>
</section>

<section class="section section--alt p-accueil-why">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Pourquoi nous choisir</p>
      <h2>Une entreprise locale, des engagements écrits</h2>
      <p>Nos clients nous recommandent d'abord pour notre sérieux. Voici ce que nous vous garantissons, du premier rendez-vous à la réception des travaux.</p>
    </div>
    <div class="grid grid--3">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-quote.svg" alt="Pictogramme d'un devis" width="96" height="96" loading="lazy">
        <h3>Devis détaillé sous 48&nbsp;h</h3>
        <p>Après une visite gratuite, vous recevez un devis poste par poste, sans engagement, avec les aides financières auxquelles vous pouvez prétendre.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-guarantee.svg" alt="Pictogramme d'un bouclier de garantie" width="96" height="96" loading="lazy">
        <h3>Garantie décennale</h3>
        <p>Tous nos ouvrages sont couverts par notre assurance décennale et notre responsabilité civile professionnelle. L'attestation est jointe à chaque devis.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-team.svg" alt="Pictogramme d'une équipe" width="96" height="96" loading="lazy">
        <h3>Nos propres équipes</h3>
        <p>Plaquistes, menuisiers, peintres, plombiers-chauffagistes et électricien&nbsp;: 14 salariés formés chez nous, et non une cascade de sous-traitants.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>Rénovation énergétique RGE</h3>
        <p>Certifiés RGE Qualibat, nous vous permettons de bénéficier de MaPrimeRénov' et des primes CEE, et nous montons les dossiers avec vous.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-clock.svg" alt="Pictogramme d'une horloge" width="96" height="96" loading="lazy">
        <h3>Délais annoncés, délais tenus</h3>
        <p>Un planning écrit avant le démarrage, un point hebdomadaire et un chantier protégé, rangé et nettoyé chaque soir.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-phone.svg" alt="Pictogramme d'un téléphone" width="96" height="96" loading="lazy">
        <h3>Un interlocuteur unique</h3>
        <p>Votre conducteur de travaux vous suit de la visite à la réception et vous rappelle dans la journée, sur son numéro direct.</p>
      </div>
    </div>
  </div>
</section>

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Armor Habitat en chiffres</p>
      <h2>Plus de quinze ans de chantiers dans le Morbihan</h2>
    </div>
    <div class="stats">
      <div class="stats__item" data-animate>
        <span class="stats__value">2009</span>
        <span class="stats__label">année de création de l'entreprise à Vannes</span>
      </div>
      <div class="stats__item" data-animate>
        <span class="stats__value">14</span>
        <span class="stats__label">artisans et techniciens salariés</span>
      </div>
      <div class="stats__item" data-animate>
        <span class="stats__value">1&nbsp;800+</span>
        <span class="stats__label">chantiers réalisés dans le Golfe du Morbihan</span>
      </div>
      <div class="stats__item" data-animate>
        <span class="stats__value">48&nbsp;h</span>
        <span class="stats__label">pour recevoir votre devis après la visite</span>
      </div>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos réalisations</p>
      <h2>Quelques chantiers récents dans le Golfe</h2>
      <p>Longères, maisons des années 70, appartements du centre de Vannes&nbsp;: chaque chantier est différent, et chacun est mené avec le même soin. Découvrez-les en photos.</p>
    </div>
    <div data-component="projects-grid" data-props='{"nbItem":3}'></div>
    <div class="btn-row btn-row--center">
      <a class="btn btn--primary" href="/realisations">Voir toutes nos réalisations</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Notre méthode</p>
      <h2>Votre projet en quatre étapes claires</h2>
      <p>Pas de surprise en cours de route&nbsp;: chaque étape est annoncée, datée et validée avec vous.</p>
    </div>
    <ol class="steps">
      <li>
        <h3>Visite sur place</h3>
        <p>Un conducteur de travaux vient chez vous gratuitement, écoute votre projet, prend les mesures et vérifie l'état du bâti.</p>
      </li>
      <li>
        <h3>Devis détaillé</h3>
        <p>Sous 48&nbsp;h, vous recevez un devis poste par poste, un planning prévisionnel et la liste des aides mobilisables.</p>
      </li>
      <li>
        <h3>Travaux</h3>
        <p>Nos équipes interviennent aux dates prévues, protègent votre intérieur et vous tiennent informé chaque semaine.</p>
      </li>
      <li>
        <h3>Suivi</h3>
        <p>Réception des travaux avec vous, remise des attestations et garanties, puis entretien si vous le souhaitez.</p>
      </li>
    </ol>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Avis clients</p>
      <h2>Ils nous ont confié leur maison</h2>
    </div>
    <div data-component="reviews" data-props='{"nbItem":3}'></div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos conseils</p>
      <h2>Les derniers conseils de nos artisans</h2>
      <p>Aides financières, isolation, chauffage, entretien en bord de mer&nbsp;: ce que nous expliquons chaque semaine lors de nos visites, mis par écrit pour vous.</p>
    </div>
    <div data-component="blog-cards" data-props='{"nbItem":3}'></div>
    <div class="btn-row btn-row--center">
      <a class="btn btn--ghost" href="/blog-conseils">Lire tous nos conseils</a>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Actualité</p>
      <h2>À la une chez Armor Habitat</h2>
    </div>
    <div data-component="news" data-props='{"promoted":true}'></div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Zone d'intervention</p>
        <h2>Vannes, Auray, Lorient et tout le Golfe du Morbihan</h2>
        <p>Depuis notre atelier de la ZA de Laroiseau, à Vannes, nos équipes rejoignent chaque jour les chantiers du Golfe. Nous intervenons notamment à&nbsp;:</p>
        <ul class="check-list check-list--2">
          <li>Vannes, Séné, Saint-Avé, Theix-Noyalo et Ploeren</li>
          <li>Arradon, Baden, Larmor-Baden et Le Bono</li>
          <li>Auray, Crac'h, Locmariaquer et Carnac</li>
          <li>Lorient, Lanester et Hennebont</li>
          <li>Sarzeau, Arzon et Saint-Gildas-de-Rhuys</li>
          <li>Elven, Grand-Champ et Surzur</li>
        </ul>
        <p class="p-accueil-area-note">Votre commune n'apparaît pas&nbsp;? Appelez-nous&nbsp;: nous vous dirons franchement si nous pouvons vous accompagner.</p>
      </div>
      <div class="card p-accueil-office" data-animate>
        <p class="eyebrow">Nous rencontrer</p>
        <h3>Nos bureaux et notre atelier</h3>
        <p>14 rue des Artisans<br>ZA de Laroiseau<br>56000 Vannes</p>
        <ul class="p-accueil-office-list">
          <li><span>Téléphone</span> <a href="tel:+33297401258">02&nbsp;97&nbsp;40&nbsp;12&nbsp;58</a></li>
          <li><span>E-mail</span> contact@armor-habitat.fr</li>
          <li><span>Accueil</span> du lundi au vendredi, sur rendez-vous</li>
        </ul>
        <div class="btn-row">
          <a class="btn btn--primary" href="/nous-contacter">Nous contacter</a>
          <a class="btn btn--ghost" href="/a-propos">Qui sommes-nous&nbsp;?</a>
        </div>
      </div>
    </div>
  </div>
</section>
${ctaBand(
  "Un projet de rénovation&nbsp;? Parlons-en cette semaine.",
  "Visite et devis gratuits, réponse sous 48&nbsp;h, aides financières étudiées avec vous. Sans engagement.",
)}`.trim();

const homeCss = `
.p-accueil-hero h1 {
  max-width: 18ch;
}
.p-accueil-why .icon-tile {
  height: 100%;
  box-sizing: border-box;
  padding: 28px;
  border-radius: var(--radius);
  background: #ffffff;
  box-shadow: var(--shadow);
}
.p-accueil-area-note {
  margin-top: 20px;
  color: var(--color-muted);
}
.p-accueil-office {
  border-top: 4px solid var(--color-accent);
}
.p-accueil-office-list {
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
}
.p-accueil-office-list li {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  padding: 10px 0;
  border-top: 1px solid rgba(0, 0, 0, 0.08);
}
.p-accueil-office-list span {
  min-width: 90px;
  font-weight: 700;
  color: var(--color-title);
}
.p-accueil-office-list a {
  font-weight: 600;
  color: var(--color-title);
}`.trim();

/* ------------------------------------------------------------------------ */
/* Service: rénovation intérieure                                            */
/* ------------------------------------------------------------------------ */

const interiorHtml = `
${serviceHero(
  "service-renovation-interieure.svg",
  "Pièce de vie rénovée avec parquet neuf, murs repeints et salle d'eau moderne",
  "Nos services · Rénovation intérieure",
  "Rénovation intérieure à Vannes et dans le Golfe du Morbihan",
  "Salle de bains, cuisine, sols, cloisons ou rénovation complète&nbsp;: nos équipes réunissent tous les corps d'état pour transformer votre intérieur, dans les délais et le budget convenus.",
  ["Tous corps d'état", "Garantie décennale", "TVA réduite à 10&nbsp;%"],
)}

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Ce qui est compris</p>
        <h2>Une rénovation clés en main, coordonnée par un seul interlocuteur</h2>
        <p>Vous n'avez pas à jongler entre plusieurs artisans&nbsp;: votre conducteur de travaux organise l'intervention de chaque métier, dans le bon ordre, et reste votre contact unique jusqu'à la réception.</p>
        <ul class="check-list">
          <li>Visite technique, relevé des mesures et conseils d'aménagement</li>
          <li>Dépose et évacuation des anciens équipements en déchetterie agréée</li>
          <li>Plâtrerie, cloisons, isolation des murs et des combles aménagés</li>
          <li>Plomberie, électricité aux normes NF C 15-100 et ventilation</li>
          <li>Carrelage, faïence, parquet, sols souples et peinture de finition</li>
          <li>Protection des pièces habitées et nettoyage en fin de chantier</li>
        </ul>
      </div>
      <aside class="card p-renovation-interieure-summary" aria-label="Informations pratiques">
        <h3>En bref</h3>
        <dl class="p-renovation-interieure-facts">
          <div><dt>Durée type</dt><dd>2 à 3 semaines pour une salle de bains, 6 à 10 semaines pour une maison</dd></div>
          <div><dt>Devis</dt><dd>Gratuit, remis sous 48&nbsp;h après la visite</dd></div>
          <div><dt>TVA</dt><dd>10&nbsp;% pour un logement de plus de 2 ans, 5,5&nbsp;% pour l'isolation</dd></div>
          <div><dt>Garanties</dt><dd>Parfait achèvement, biennale et décennale</dd></div>
        </dl>
      </aside>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Travaux types</p>
      <h2>Nos chantiers les plus courants et leurs prix indicatifs</h2>
      <p>Des repères pour préparer votre budget. Chaque logement est différent&nbsp;: seul le devis établi après la visite fait foi.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <h3>Salle de bains complète</h3>
        <p>Dépose, plomberie, douche à l'italienne ou baignoire, faïence, meuble vasque, sèche-serviettes et ventilation.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>7&nbsp;500&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Rénovation de cuisine</h3>
        <p>Modification des réseaux, crédence, sol et peinture, pose de votre cuisine ou de celle que nous vous proposons.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>3&nbsp;900&nbsp;€ TTC</strong> <span>hors mobilier</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Peinture intérieure</h3>
        <p>Préparation des supports, rebouchage, deux couches de peinture lessivable sur murs et plafonds.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>28&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Parquet et revêtements de sol</h3>
        <p>Ragréage, pose de parquet contrecollé, stratifié ou sol vinyle, plinthes et seuils compris.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>45&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Cloisons et redistribution</h3>
        <p>Ouverture ou création de cloisons en plaques de plâtre, doublages, portes et reprises d'électricité.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>55&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Isolation des murs par l'intérieur</h3>
        <p>Doublage isolant avec pare-vapeur, finition prête à peindre, éligible aux aides à la rénovation énergétique.</p>
        <p class="p-renovation-interieure-price">À partir de <strong>70&nbsp;€ TTC/m²</strong> <span>avant aides</span></p>
      </article>
    </div>
    <p class="p-renovation-interieure-note muted">Prix TTC fournitures et pose comprises, relevés sur nos chantiers récents, pour un accès et des supports en bon état.</p>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Déroulement</p>
      <h2>Comment se passe votre rénovation intérieure</h2>
    </div>
    <ol class="steps">
      <li>
        <h3>Visite et conseils</h3>
        <p>Nous étudions vos envies, vos contraintes et l'existant, et vous proposons des solutions adaptées à votre budget.</p>
      </li>
      <li>
        <h3>Devis et choix des matériaux</h3>
        <p>Devis détaillé sous 48&nbsp;h, puis sélection des carrelages, sols et équipements avec vous, chez nos fournisseurs vannetais.</p>
      </li>
      <li>
        <h3>Travaux coordonnés</h3>
        <p>Les métiers se succèdent sans temps mort. Vos pièces de vie sont protégées et le chantier est nettoyé chaque soir.</p>
      </li>
      <li>
        <h3>Réception et suivi</h3>
        <p>Nous vérifions chaque finition avec vous et revenons lever la moindre réserve. Votre dossier de garanties vous est remis.</p>
      </li>
    </ol>
  </div>
</section>

${relatedProjects(
  "renovation-interieure",
  "Nos derniers chantiers de rénovation intérieure",
  "Salles de bains, cuisines, pièces de vie&nbsp;: quelques transformations récentes, avec les photos avant et après.",
)}

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Garanties et aides</p>
      <h2>Des travaux assurés, un budget allégé</h2>
    </div>
    <div class="grid grid--3">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-guarantee.svg" alt="Pictogramme d'un bouclier de garantie" width="96" height="96" loading="lazy">
        <h3>Garantie décennale</h3>
        <p>Nos ouvrages sont couverts dix ans par notre assurance décennale, en plus des garanties de parfait achèvement et de bon fonctionnement.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>RGE&nbsp;: MaPrimeRénov' et CEE</h3>
        <p>L'isolation de vos murs et combles réalisée par notre équipe certifiée RGE Qualibat peut ouvrir droit à MaPrimeRénov' et aux primes CEE.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-quote.svg" alt="Pictogramme d'un devis" width="96" height="96" loading="lazy">
        <h3>TVA réduite</h3>
        <p>Dans un logement achevé depuis plus de deux ans, la TVA est de 10&nbsp;% sur la plupart des travaux et de 5,5&nbsp;% sur l'isolation.</p>
      </div>
    </div>
    <p class="p-renovation-interieure-aids">Les montants des aides dépendent de vos revenus, du logement et des travaux. Nous les chiffrons sur votre devis et vous accompagnons dans les démarches, avant la signature.</p>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Questions fréquentes</p>
      <h2>Vos questions sur la rénovation intérieure</h2>
    </div>
    <div class="faq">
      <details>
        <summary>Peut-on rester dans la maison pendant les travaux&nbsp;?</summary>
        <p>Oui, dans la grande majorité des cas. Nous organisons le chantier pièce par pièce, protégeons les sols et les meubles et maintenons un point d'eau et des toilettes en service. Pour une rénovation complète, nous en discutons dès la visite.</p>
      </details>
      <details>
        <summary>Combien de temps dure la rénovation d'une salle de bains&nbsp;?</summary>
        <p>Comptez deux à trois semaines pour une salle de bains complète, selon la surface et les modifications de plomberie. La date de démarrage et la durée sont inscrites sur le devis.</p>
      </details>
      <details>
        <summary>Fournissez-vous les matériaux ou puis-je les acheter moi-même&nbsp;?</summary>
        <p>Nous fournissons habituellement les matériaux, ce qui nous permet de les garantir. Si vous tenez à un modèle précis, nous pouvons poser du matériel que vous achetez, après avoir vérifié sa compatibilité.</p>
      </details>
      <details>
        <summary>Quelle TVA s'applique à mes travaux&nbsp;?</summary>
        <p>Pour un logement achevé depuis plus de deux ans, la TVA est de 10&nbsp;% sur les travaux d'amélioration et d'entretien, et de 5,5&nbsp;% sur les travaux d'amélioration énergétique comme l'isolation. Vous signez simplement une attestation que nous vous fournissons.</p>
      </details>
      <details>
        <summary>Intervenez-vous dans les appartements en copropriété&nbsp;?</summary>
        <p>Oui. Nous respectons le règlement de copropriété, protégeons les parties communes et prévenons le syndic si nécessaire, notamment pour l'utilisation de l'ascenseur ou les coupures d'eau.</p>
      </details>
    </div>
  </div>
</section>
${ctaBand(
  "Envie de redonner vie à votre intérieur&nbsp;?",
  "Décrivez-nous votre projet&nbsp;: un conducteur de travaux vous rappelle pour fixer une visite gratuite.",
)}`.trim();

/* ------------------------------------------------------------------------ */
/* Service: rénovation extérieure                                            */
/* ------------------------------------------------------------------------ */

const exteriorHtml = `
${serviceHero(
  "service-renovation-exterieure.svg",
  "Façade de maison ravalée avec menuiseries neuves et toiture en ardoise",
  "Nos services · Rénovation extérieure",
  "Rénovation extérieure de maisons dans le Morbihan",
  "Façades, isolation par l'extérieur, fenêtres, toiture et terrasses&nbsp;: nous protégeons votre maison des embruns et du vent, et améliorons son confort pour les décennies à venir.",
  ["Certifié RGE Qualibat", "Garantie décennale", "MaPrimeRénov' et CEE"],
)}

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Ce qui est compris</p>
        <h2>L'enveloppe de votre maison, traitée dans les règles de l'art</h2>
        <p>Entre l'humidité, le sel et les coups de vent, les maisons du littoral morbihannais sont mises à rude épreuve. Nous choisissons des matériaux adaptés et respectons les règles d'urbanisme de votre commune.</p>
        <ul class="check-list">
          <li>Diagnostic de la façade, de la toiture et des menuiseries</li>
          <li>Déclaration préalable de travaux préparée avec vous si nécessaire</li>
          <li>Échafaudage, protections et sécurisation du chantier</li>
          <li>Matériaux adaptés au climat marin et aux teintes locales</li>
          <li>Respect des prescriptions des Architectes des Bâtiments de France en secteur protégé</li>
          <li>Nettoyage des abords et évacuation des déchets en fin de chantier</li>
        </ul>
      </div>
      <aside class="card p-renovation-exterieure-summary" aria-label="Informations pratiques">
        <h3>En bref</h3>
        <dl class="p-renovation-exterieure-facts">
          <div><dt>Durée type</dt><dd>1 semaine pour des fenêtres, 3 à 5 semaines pour une isolation par l'extérieur</dd></div>
          <div><dt>Devis</dt><dd>Gratuit, remis sous 48&nbsp;h après la visite</dd></div>
          <div><dt>Aides</dt><dd>MaPrimeRénov', primes CEE, éco-prêt à taux zéro, TVA à 5,5&nbsp;%</dd></div>
          <div><dt>Garanties</dt><dd>Décennale et certification RGE Qualibat</dd></div>
        </dl>
      </aside>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Travaux types</p>
      <h2>Nos chantiers extérieurs et leurs prix indicatifs</h2>
      <p>Des ordres de grandeur pour vous aider à préparer votre projet, avant la visite et le devis détaillé.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <h3>Ravalement de façade</h3>
        <p>Nettoyage haute pression, traitement des fissures, enduit ou peinture de façade microporeuse adaptée au bord de mer.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>45&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Isolation thermique par l'extérieur</h3>
        <p>Isolant sous enduit ou sous bardage bois, sans perte de surface habitable et avec un traitement soigné des ponts thermiques.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>140&nbsp;€ TTC/m²</strong> <span>avant aides</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Fenêtres et portes-fenêtres</h3>
        <p>Remplacement en PVC, aluminium ou bois, double vitrage à isolation renforcée, pose en rénovation ou en dépose totale.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>650&nbsp;€ TTC</strong> <span>la fenêtre posée</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Réfection de toiture en ardoise</h3>
        <p>Dépose de la couverture, contrôle de la charpente, écran sous-toiture et pose d'ardoise naturelle au crochet ou au clou.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>120&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Zinguerie et gouttières</h3>
        <p>Remplacement des gouttières et descentes en zinc ou en aluminium, reprise des noues et des solins de cheminée.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>45&nbsp;€ TTC</strong> <span>le mètre linéaire</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Terrasse bois ou composite</h3>
        <p>Terrassement, plots ou lambourdes, lames en pin traité, bois exotique ou composite, avec garde-corps si nécessaire.</p>
        <p class="p-renovation-exterieure-price">À partir de <strong>120&nbsp;€ TTC/m²</strong></p>
      </article>
    </div>
    <p class="p-renovation-exterieure-note muted">Prix TTC fournitures et pose comprises, hors échafaudage spécifique et hors contraintes d'accès particulières.</p>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Déroulement</p>
      <h2>De la première visite à la façade rénovée</h2>
    </div>
    <ol class="steps">
      <li>
        <h3>Diagnostic</h3>
        <p>Nous inspectons façade, toiture et menuiseries, mesurons l'humidité et repérons les ponts thermiques.</p>
      </li>
      <li>
        <h3>Devis et démarches</h3>
        <p>Devis sous 48&nbsp;h avec les aides chiffrées, puis préparation de la déclaration préalable et des dossiers de financement.</p>
      </li>
      <li>
        <h3>Travaux</h3>
        <p>Montage de l'échafaudage, travaux planifiés selon la météo, point régulier avec vous sur l'avancement.</p>
      </li>
      <li>
        <h3>Réception et suivi</h3>
        <p>Contrôle final, remise des factures et attestations nécessaires aux aides, et conseils d'entretien pour durer.</p>
      </li>
    </ol>
  </div>
</section>

${relatedProjects(
  "renovation-exterieure",
  "Façades, toitures et terrasses&nbsp;: nos chantiers récents",
  "Des maisons mieux isolées et mieux protégées des embruns, de Séné à la presqu'île de Rhuys.",
)}

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Garanties et aides</p>
      <h2>Investir dans votre maison, en toute sécurité</h2>
    </div>
    <div class="grid grid--3">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-guarantee.svg" alt="Pictogramme d'un bouclier de garantie" width="96" height="96" loading="lazy">
        <h3>Garantie décennale</h3>
        <p>Façades, toitures et menuiseries sont couvertes dix ans contre les désordres qui compromettent la solidité ou l'étanchéité de l'ouvrage.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>Certification RGE Qualibat</h3>
        <p>Notre certification RGE conditionne l'accès à MaPrimeRénov' et aux primes CEE pour l'isolation des murs, de la toiture et le remplacement des fenêtres.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-quote.svg" alt="Pictogramme d'un devis" width="96" height="96" loading="lazy">
        <h3>Éco-prêt et TVA à 5,5&nbsp;%</h3>
        <p>Les travaux d'isolation bénéficient d'une TVA réduite à 5,5&nbsp;% et peuvent être financés par un éco-prêt à taux zéro.</p>
      </div>
    </div>
    <p class="p-renovation-exterieure-aids">Pour une rénovation d'ampleur avec MaPrimeRénov', l'accompagnement par un Accompagnateur Rénov' est obligatoire&nbsp;: nous travaillons régulièrement avec ceux du Morbihan et préparons ensemble votre projet.</p>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Questions fréquentes</p>
      <h2>Vos questions sur la rénovation extérieure</h2>
    </div>
    <div class="faq">
      <details>
        <summary>Faut-il une autorisation pour ravaler ou isoler ma façade&nbsp;?</summary>
        <p>Une déclaration préalable en mairie est généralement nécessaire dès que l'aspect extérieur change (teinte, isolation, nouvelles fenêtres). Dans les secteurs protégés, fréquents autour du Golfe, l'avis de l'Architecte des Bâtiments de France est requis&nbsp;: nous préparons le dossier avec vous.</p>
      </details>
      <details>
        <summary>Quelle est la meilleure saison pour ces travaux&nbsp;?</summary>
        <p>Les enduits et peintures demandent un temps sec et des températures supérieures à 5&nbsp;°C&nbsp;: nous les programmons de préférence d'avril à octobre. Le remplacement des fenêtres et la toiture se font toute l'année, en surveillant la météo.</p>
      </details>
      <details>
        <summary>L'isolation par l'extérieur convient-elle aux maisons en pierre&nbsp;?</summary>
        <p>Les murs en pierre doivent pouvoir respirer. Nous privilégions alors des isolants perspirants, comme la fibre de bois ou les enduits chaux-chanvre, ou une isolation par l'intérieur lorsque la façade mérite d'être conservée apparente.</p>
      </details>
      <details>
        <summary>Quelles aides puis-je obtenir pour changer mes fenêtres&nbsp;?</summary>
        <p>Le remplacement de simple vitrage par des fenêtres performantes peut être aidé par MaPrimeRénov' selon vos revenus, ainsi que par les primes CEE, à condition de faire appel à une entreprise RGE comme la nôtre. Nous chiffrons ces aides sur votre devis.</p>
      </details>
      <details>
        <summary>Combien de temps dure un ravalement de façade&nbsp;?</summary>
        <p>Pour une maison individuelle, comptez en général deux à trois semaines, échafaudage compris, selon l'état du support et la météo.</p>
      </details>
    </div>
  </div>
</section>
${ctaBand(
  "Votre façade ou votre toiture a besoin d'attention&nbsp;?",
  "Nous venons faire le point gratuitement et vous remettons un devis détaillé, aides comprises, sous 48&nbsp;h.",
)}`.trim();

/* ------------------------------------------------------------------------ */
/* Service: installation d'équipements                                       */
/* ------------------------------------------------------------------------ */

const equipmentHtml = `
${serviceHero(
  "service-installation-equipements.svg",
  "Pompe à chaleur installée contre le mur extérieur d'une maison",
  "Nos services · Installation d'équipements",
  "Installation de pompes à chaleur, poêles et équipements à Vannes",
  "Chauffage, eau chaude, ventilation et électricité&nbsp;: nous dimensionnons, installons et mettons en service des équipements économes, puis nous en assurons l'entretien.",
  ["Étude de dimensionnement offerte", "Aides MaPrimeRénov' et CEE", "Mise en service incluse"],
)}

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Ce qui est compris</p>
        <h2>Le bon équipement, bien dimensionné et bien installé</h2>
        <p>Une pompe à chaleur surdimensionnée consomme trop, un poêle mal placé chauffe mal. Nous partons de votre logement, de son isolation et de vos habitudes pour vous conseiller l'équipement juste.</p>
        <ul class="check-list">
          <li>Étude thermique pièce par pièce et choix de la puissance adaptée</li>
          <li>Fourniture de matériel de marques reconnues, avec pièces disponibles</li>
          <li>Dépose et recyclage de l'ancienne chaudière ou du ballon</li>
          <li>Raccordements hydrauliques, électriques et mise en service</li>
          <li>Réglages, prise en main expliquée et remise de la documentation</li>
          <li>Montage des dossiers MaPrimeRénov' et primes CEE</li>
        </ul>
      </div>
      <aside class="card p-installation-equipements-summary" aria-label="Informations pratiques">
        <h3>En bref</h3>
        <dl class="p-installation-equipements-facts">
          <div><dt>Durée type</dt><dd>1 jour pour un chauffe-eau, 2 à 4 jours pour une pompe à chaleur</dd></div>
          <div><dt>Devis</dt><dd>Gratuit, avec étude de dimensionnement, sous 48&nbsp;h</dd></div>
          <div><dt>Aides</dt><dd>MaPrimeRénov', primes CEE et TVA à 5,5&nbsp;% selon l'équipement</dd></div>
          <div><dt>Après la pose</dt><dd>Contrat d'entretien proposé, sans obligation</dd></div>
        </dl>
      </aside>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Équipements</p>
      <h2>Nos installations les plus demandées et leurs prix indicatifs</h2>
      <p>Prix posés et mis en service, avant déduction des aides. Votre reste à charge figure clairement sur le devis.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <h3>Pompe à chaleur air-eau</h3>
        <p>Remplacement d'une chaudière fioul ou gaz, raccordement sur vos radiateurs ou votre plancher chauffant existants.</p>
        <p class="p-installation-equipements-price">À partir de <strong>11&nbsp;900&nbsp;€ TTC</strong> <span>avant aides</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Poêle à granulés</h3>
        <p>Poêle étanche programmable, conduit de fumée et sortie de toit adaptés, réglage et démonstration compris.</p>
        <p class="p-installation-equipements-price">À partir de <strong>5&nbsp;200&nbsp;€ TTC</strong> <span>avant aides</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Chauffe-eau thermodynamique</h3>
        <p>Ballon de 200 à 270 litres qui divise par trois la consommation liée à l'eau chaude sanitaire.</p>
        <p class="p-installation-equipements-price">À partir de <strong>3&nbsp;200&nbsp;€ TTC</strong> <span>avant aides</span></p>
      </article>
      <article class="card" data-animate>
        <h3>Ventilation (VMC)</h3>
        <p>VMC simple flux hygroréglable ou double flux, indispensable après une isolation pour préserver la qualité de l'air.</p>
        <p class="p-installation-equipements-price">À partir de <strong>1&nbsp;100&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Mise aux normes électriques</h3>
        <p>Tableau électrique neuf, protections différentielles, mise à la terre et reprise des circuits dangereux.</p>
        <p class="p-installation-equipements-price">À partir de <strong>1&nbsp;400&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Douche de plain-pied</h3>
        <p>Remplacement d'une baignoire par une douche sécurisée, barres d'appui et siège, pour rester chez soi en toute autonomie.</p>
        <p class="p-installation-equipements-price">À partir de <strong>6&nbsp;500&nbsp;€ TTC</strong></p>
      </article>
    </div>
    <p class="p-installation-equipements-note muted">Prix TTC indicatifs, fourniture, pose et mise en service comprises, pour une installation standard.</p>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Déroulement</p>
      <h2>Votre nouvel équipement en quatre étapes</h2>
    </div>
    <ol class="steps">
      <li>
        <h3>Étude à domicile</h3>
        <p>Relevé des surfaces, de l'isolation et de l'installation existante, et analyse de vos factures d'énergie.</p>
      </li>
      <li>
        <h3>Devis et aides</h3>
        <p>Proposition chiffrée sous 48&nbsp;h, aides déduites ou estimées, et dépôt des dossiers avant la signature quand c'est nécessaire.</p>
      </li>
      <li>
        <h3>Installation</h3>
        <p>Pose par nos techniciens, coupure de chauffage réduite au minimum, mise en service et réglages.</p>
      </li>
      <li>
        <h3>Suivi et entretien</h3>
        <p>Vérification après la première saison de chauffe et entretien périodique avec notre équipe maintenance.</p>
      </li>
    </ol>
  </div>
</section>

${relatedProjects(
  "installation-equipements",
  "Pompes à chaleur et poêles installés près de chez vous",
  "Des équipements dimensionnés pour chaque maison, posés et mis en service par nos techniciens.",
)}

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Garanties et aides</p>
      <h2>Des équipements garantis et mieux financés</h2>
    </div>
    <div class="grid grid--3">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-guarantee.svg" alt="Pictogramme d'un bouclier de garantie" width="96" height="96" loading="lazy">
        <h3>Garanties constructeur et décennale</h3>
        <p>Vos équipements bénéficient de la garantie du fabricant, et notre installation est couverte par notre assurance décennale.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>MaPrimeRénov' et CEE</h3>
        <p>Pompes à chaleur, poêles à granulés et chauffe-eau thermodynamiques peuvent être aidés selon vos revenus, lorsqu'ils sont installés par un professionnel RGE.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-clock.svg" alt="Pictogramme d'une horloge" width="96" height="96" loading="lazy">
        <h3>Dépannage réactif</h3>
        <p>Pour nos clients sous contrat d'entretien, nous intervenons en priorité en cas de panne de chauffage, y compris en plein hiver.</p>
      </div>
    </div>
    <p class="p-installation-equipements-aids">Les aides évoluent chaque année&nbsp;: nous vérifions pour vous les conditions en vigueur et le montant auquel vous pouvez prétendre avant toute signature.</p>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Questions fréquentes</p>
      <h2>Vos questions sur nos installations</h2>
    </div>
    <div class="faq">
      <details>
        <summary>Une pompe à chaleur est-elle adaptée au climat breton&nbsp;?</summary>
        <p>Oui, le climat doux du Morbihan est même idéal&nbsp;: les températures descendent rarement sous zéro, ce qui permet à une pompe à chaleur air-eau de fonctionner avec un excellent rendement presque toute l'année.</p>
      </details>
      <details>
        <summary>Puis-je garder mes radiateurs actuels&nbsp;?</summary>
        <p>Dans la plupart des cas, oui. Nous vérifions lors de l'étude que vos radiateurs sont suffisamment dimensionnés pour une température d'eau plus basse, et remplaçons seulement ceux qui le nécessitent.</p>
      </details>
      <details>
        <summary>Quelles démarches faut-il faire avant l'installation&nbsp;?</summary>
        <p>Les demandes d'aides doivent être déposées avant la signature du devis définitif. L'unité extérieure d'une pompe à chaleur peut aussi nécessiter une déclaration préalable en mairie. Nous vous guidons pour chacune de ces démarches.</p>
      </details>
      <details>
        <summary>L'entretien de mon équipement est-il obligatoire&nbsp;?</summary>
        <p>L'entretien d'une pompe à chaleur de 4 à 70&nbsp;kW est obligatoire tous les deux ans, celui d'une chaudière ou d'un poêle chaque année. Nous vous proposons un contrat d'entretien, sans obligation.</p>
      </details>
      <details>
        <summary>Quelle est la durée de l'installation&nbsp;?</summary>
        <p>Un chauffe-eau se remplace en une journée, un poêle à granulés en un à deux jours, une pompe à chaleur air-eau en deux à quatre jours selon la configuration.</p>
      </details>
    </div>
  </div>
</section>
${ctaBand(
  "Vous pensez changer de chauffage&nbsp;?",
  "Demandez votre étude gratuite&nbsp;: nous vous indiquons l'équipement adapté, son prix et les aides déductibles.",
)}`.trim();

/* ------------------------------------------------------------------------ */
/* Service: entretien et maintenance                                         */
/* ------------------------------------------------------------------------ */

const maintenanceHtml = `
${serviceHero(
  "service-entretien-maintenance.svg",
  "Technicien réalisant l'entretien annuel d'un équipement de chauffage",
  "Nos services · Entretien et maintenance",
  "Entretien et maintenance de votre maison dans le Golfe du Morbihan",
  "Entretien du chauffage, petits dépannages, toiture et gouttières, surveillance des résidences secondaires&nbsp;: nous veillons sur votre maison toute l'année.",
  ["Contrats annuels", "Intervention sous 72&nbsp;h", "Compte rendu photo"],
)}

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Ce qui est compris</p>
        <h2>Une équipe dédiée à l'entretien de votre habitat</h2>
        <p>Un bâtiment bien entretenu vieillit mieux et coûte moins cher. Notre équipe maintenance intervient ponctuellement ou dans le cadre d'un contrat, pour les particuliers, les propriétaires de résidences secondaires et les syndics.</p>
        <ul class="check-list">
          <li>Entretien annuel des chaudières, pompes à chaleur et poêles</li>
          <li>Petits travaux de plomberie, d'électricité et de menuiserie</li>
          <li>Nettoyage de toiture, démoussage et entretien des gouttières</li>
          <li>Visites de contrôle des résidences secondaires, avant et après la saison</li>
          <li>Passage après tempête et mise en sécurité en cas de sinistre</li>
          <li>Compte rendu avec photos envoyé après chaque intervention</li>
        </ul>
      </div>
      <aside class="card p-entretien-maintenance-summary" aria-label="Informations pratiques">
        <h3>En bref</h3>
        <dl class="p-entretien-maintenance-facts">
          <div><dt>Délai</dt><dd>Intervention sous 72&nbsp;h, en priorité pour nos clients sous contrat</dd></div>
          <div><dt>Formules</dt><dd>À l'intervention ou en contrat annuel</dd></div>
          <div><dt>Attestations</dt><dd>Attestation d'entretien remise pour votre assureur</dd></div>
          <div><dt>Clients</dt><dd>Particuliers, résidences secondaires, syndics et commerces</dd></div>
        </dl>
      </aside>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Prestations</p>
      <h2>Nos interventions courantes et leurs prix indicatifs</h2>
      <p>Des tarifs clairs, annoncés avant le déplacement. Pour les travaux plus importants, nous établissons un devis gratuit.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <h3>Entretien de chaudière gaz</h3>
        <p>Nettoyage, contrôle de la combustion et du tirage, vérification des sécurités et attestation annuelle.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>120&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Entretien de pompe à chaleur</h3>
        <p>Contrôle d'étanchéité du circuit frigorifique, nettoyage de l'unité extérieure, vérification des réglages.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>180&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Dépannage et petits travaux</h3>
        <p>Fuite, prise défectueuse, porte qui frotte, volet bloqué&nbsp;: déplacement et première heure de main-d'œuvre compris.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>89&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Démoussage de toiture</h3>
        <p>Brossage, traitement anti-mousse et hydrofuge, remplacement des ardoises cassées si nécessaire.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>18&nbsp;€ TTC/m²</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Nettoyage des gouttières</h3>
        <p>Curage des gouttières et descentes, contrôle des fixations et de l'écoulement, idéal chaque automne.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>150&nbsp;€ TTC</strong></p>
      </article>
      <article class="card" data-animate>
        <h3>Contrat «&nbsp;Résidence secondaire&nbsp;»</h3>
        <p>Quatre visites par an, passage après chaque tempête, ouverture et fermeture de la maison, compte rendu photo.</p>
        <p class="p-entretien-maintenance-price">À partir de <strong>290&nbsp;€ TTC</strong> <span>par an</span></p>
      </article>
    </div>
    <p class="p-entretien-maintenance-note muted">Prix TTC indicatifs pour une maison individuelle située dans notre zone d'intervention. Pièces détachées facturées en supplément.</p>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Déroulement</p>
      <h2>Comment fonctionne notre service d'entretien</h2>
    </div>
    <ol class="steps">
      <li>
        <h3>Premier contact</h3>
        <p>Vous nous décrivez votre besoin par téléphone ou via le formulaire&nbsp;; nous vous indiquons le tarif et un créneau.</p>
      </li>
      <li>
        <h3>Visite ou devis</h3>
        <p>Pour un contrat, nous visitons la maison et établissons un devis sur mesure, remis sous 48&nbsp;h.</p>
      </li>
      <li>
        <h3>Intervention</h3>
        <p>Notre technicien intervient à l'heure convenue, avec le matériel nécessaire pour régler le problème dès le premier passage.</p>
      </li>
      <li>
        <h3>Compte rendu</h3>
        <p>Vous recevez un compte rendu avec photos et, le cas échéant, l'attestation d'entretien. Nous vous rappelons la prochaine échéance.</p>
      </li>
    </ol>
  </div>
</section>

${relatedProjects(
  "entretien-maintenance",
  "L'entretien de nos clients, en images",
  "Visites régulières, contrôles après tempête et petites réparations, photos à l'appui.",
)}

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos engagements</p>
      <h2>Une maison suivie, des garanties claires</h2>
    </div>
    <div class="grid grid--3">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-guarantee.svg" alt="Pictogramme d'un bouclier de garantie" width="96" height="96" loading="lazy">
        <h3>Interventions assurées</h3>
        <p>Nos interventions sont couvertes par notre responsabilité civile professionnelle, et les réparations d'ouvrage par notre assurance décennale.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-clock.svg" alt="Pictogramme d'une horloge" width="96" height="96" loading="lazy">
        <h3>Rappel des échéances</h3>
        <p>Nous vous prévenons avant chaque entretien obligatoire, pour rester en règle avec votre assureur et préserver les garanties du fabricant.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>Conseils pour économiser</h3>
        <p>Un équipement bien réglé consomme moins. Si une rénovation s'impose, nous vous indiquons les aides MaPrimeRénov' et CEE possibles.</p>
      </div>
    </div>
    <p class="p-entretien-maintenance-aids">L'entretien courant n'est pas couvert par les aides à la rénovation énergétique&nbsp;; en revanche, un équipement bien entretenu conserve ses garanties et sa performance.</p>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Questions fréquentes</p>
      <h2>Vos questions sur l'entretien et la maintenance</h2>
    </div>
    <div class="faq">
      <details>
        <summary>L'entretien de ma chaudière est-il obligatoire&nbsp;?</summary>
        <p>Oui, l'entretien des chaudières de 4 à 400&nbsp;kW est obligatoire chaque année. L'attestation que nous vous remettons peut vous être demandée par votre assureur en cas de sinistre.</p>
      </details>
      <details>
        <summary>Que comprend le contrat «&nbsp;Résidence secondaire&nbsp;»&nbsp;?</summary>
        <p>Quatre visites programmées par an, un passage après chaque tempête annoncée par Météo-France, l'ouverture et la fermeture de la maison en début et fin de saison, et un compte rendu photo à chaque visite. Les réparations éventuelles font l'objet d'un devis.</p>
      </details>
      <details>
        <summary>Intervenez-vous en urgence&nbsp;?</summary>
        <p>Nous intervenons sous 72&nbsp;h, et en priorité pour nos clients sous contrat. En cas de fuite ou de dégât après une tempête, nous mettons d'abord le logement en sécurité, puis réalisons la réparation.</p>
      </details>
      <details>
        <summary>Travaillez-vous avec les syndics de copropriété&nbsp;?</summary>
        <p>Oui, nous assurons l'entretien des parties communes de petites copropriétés à Vannes, Séné et dans la presqu'île de Rhuys&nbsp;: gouttières, menuiseries, éclairage, petites réparations.</p>
      </details>
      <details>
        <summary>Faut-il être client pour bénéficier de vos services d'entretien&nbsp;?</summary>
        <p>Non. Nous entretenons aussi des équipements que nous n'avons pas installés, après un premier diagnostic lors de la visite.</p>
      </details>
    </div>
  </div>
</section>
${ctaBand(
  "Confiez-nous l'entretien de votre maison",
  "Intervention ponctuelle ou contrat annuel&nbsp;: dites-nous ce dont vous avez besoin, nous vous répondons sous 48&nbsp;h.",
)}`.trim();

/* ------------------------------------------------------------------------ */
/* About                                                                     */
/* ------------------------------------------------------------------------ */

const aboutHtml = `
<section class="hero">
  <img class="hero__bg" src="/media/1/about-team.svg" alt="L'équipe d'Armor Habitat Rénovation réunie devant l'atelier de Vannes" width="1200" height="800" fetchpriority="high">
  <div class="container">
    <div class="hero__content">
      <p class="eyebrow">À propos</p>
      <h1>Des artisans vannetais au service de votre maison depuis 2009</h1>
      <p class="lead">Armor Habitat Rénovation, c'est une équipe de 14 personnes, un atelier à Vannes et une conviction&nbsp;: un chantier réussi repose sur l'écoute, la transparence et le travail bien fait.</p>
      <div class="btn-row">
        <a class="btn btn--accent" href="/demande-devis">Demander un devis gratuit</a>
        <a class="btn btn--ghost" href="/realisations">Voir nos réalisations</a>
      </div>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Notre histoire</p>
        <h2>D'un artisan seul à une équipe de quatorze</h2>
        <p>Erwan Le Goff a fondé Armor Habitat Rénovation en 2009, après dix ans comme menuisier chez des constructeurs de la région. Il démarre seul, avec une camionnette et une idée simple&nbsp;: proposer aux familles du Golfe une entreprise capable de coordonner toute une rénovation, sans multiplier les interlocuteurs.</p>
        <p>Le bouche-à-oreille fait le reste. Les premiers compagnons arrivent, l'atelier s'installe dans la ZA de Laroiseau, l'entreprise obtient la certification RGE Qualibat puis crée une équipe dédiée à l'entretien et aux équipements.</p>
        <p>Aujourd'hui, nous sommes quatorze à rénover, équiper et entretenir les maisons de Vannes, Auray, Lorient et de la presqu'île de Rhuys, toujours avec la même exigence.</p>
      </div>
      <ol class="p-a-propos-timeline">
        <li><span class="p-a-propos-year">2009</span><p>Création de l'entreprise à Vannes par Erwan Le Goff, menuisier de métier.</p></li>
        <li><span class="p-a-propos-year">2012</span><p>Arrivée des trois premiers salariés&nbsp;: un plaquiste, un peintre et un plombier-chauffagiste.</p></li>
        <li><span class="p-a-propos-year">2015</span><p>Installation de l'atelier et des bureaux dans la ZA de Laroiseau, à Vannes.</p></li>
        <li><span class="p-a-propos-year">2017</span><p>Obtention de la certification RGE Qualibat pour la rénovation énergétique.</p></li>
        <li><span class="p-a-propos-year">2020</span><p>Création du pôle installation d'équipements&nbsp;: pompes à chaleur, poêles et ventilation.</p></li>
        <li><span class="p-a-propos-year">2023</span><p>Lancement de l'équipe entretien et du contrat «&nbsp;Résidence secondaire&nbsp;».</p></li>
      </ol>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">L'équipe</p>
      <h2>Les visages d'Armor Habitat</h2>
      <p>Une équipe salariée et stable, formée chez nous, qui connaît les maisons de la région et leurs particularités.</p>
    </div>
    <div class="grid grid--4">
      <article class="card p-a-propos-member" data-animate>
        <span class="p-a-propos-initials" aria-hidden="true">EL</span>
        <h3>Erwan Le Goff</h3>
        <p class="p-a-propos-role">Gérant et fondateur</p>
        <p>Menuisier de formation, il réalise lui-même de nombreuses visites et veille à la qualité de chaque chantier.</p>
      </article>
      <article class="card p-a-propos-member" data-animate>
        <span class="p-a-propos-initials" aria-hidden="true">MG</span>
        <h3>Maëlle Guillou</h3>
        <p class="p-a-propos-role">Conductrice de travaux</p>
        <p>Elle prépare les devis, organise les plannings et reste votre interlocutrice du premier rendez-vous à la réception.</p>
      </article>
      <article class="card p-a-propos-member" data-animate>
        <span class="p-a-propos-initials" aria-hidden="true">YC</span>
        <h3>Yann Le Corre</h3>
        <p class="p-a-propos-role">Chef d'équipe</p>
        <p>Plaquiste et carreleur, il encadre les équipes de second œuvre et veille à la propreté des chantiers.</p>
      </article>
      <article class="card p-a-propos-member" data-animate>
        <span class="p-a-propos-initials" aria-hidden="true">SD</span>
        <h3>Sophie Danet</h3>
        <p class="p-a-propos-role">Assistante administrative</p>
        <p>Elle vous accueille au téléphone et monte avec vous les dossiers MaPrimeRénov', CEE et éco-prêt.</p>
      </article>
    </div>
    <p class="p-a-propos-crew">Autour d'eux, dix compagnons et techniciens&nbsp;: plaquistes, menuisiers, peintres, carreleurs, plombiers-chauffagistes et électricien, dont deux apprentis formés chaque année avec le CFA du bâtiment.</p>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos valeurs</p>
      <h2>Ce qui guide notre travail au quotidien</h2>
    </div>
    <div class="grid grid--4">
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-team.svg" alt="Pictogramme d'une équipe" width="96" height="96" loading="lazy">
        <h3>Proximité</h3>
        <p>Nous vivons et travaillons dans le Golfe. Nos clients sont nos voisins, et notre réputation se construit chantier après chantier.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-quote.svg" alt="Pictogramme d'un devis" width="96" height="96" loading="lazy">
        <h3>Transparence</h3>
        <p>Des devis détaillés, des prix tenus et aucun supplément sans votre accord écrit.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-clock.svg" alt="Pictogramme d'une horloge" width="96" height="96" loading="lazy">
        <h3>Fiabilité</h3>
        <p>Nous annonçons des délais réalistes et nous les respectons. Si un imprévu survient, vous êtes prévenu le jour même.</p>
      </div>
      <div class="icon-tile" data-animate>
        <img src="/media/1/icon-leaf.svg" alt="Pictogramme d'une feuille" width="96" height="96" loading="lazy">
        <h3>Durabilité</h3>
        <p>Matériaux adaptés au bâti breton, isolants biosourcés quand c'est possible et tri systématique des déchets de chantier.</p>
      </div>
    </div>
  </div>
</section>

<section class="section section--dark">
  <div class="container">
    <div class="split">
      <div>
        <p class="eyebrow">Certifications et assurances</p>
        <h2>Des qualifications qui vous protègent</h2>
        <p>Nos certifications sont contrôlées régulièrement par des organismes indépendants. Les attestations sont jointes à chacun de nos devis.</p>
        <ul class="check-list">
          <li>Certification RGE Qualibat pour les travaux de rénovation énergétique</li>
          <li>Assurance responsabilité civile décennale pour tous nos ouvrages</li>
          <li>Responsabilité civile professionnelle</li>
          <li>Habilitations électriques et attestation de manipulation des fluides frigorigènes</li>
          <li>Formation continue de nos équipes aux nouvelles techniques et matériaux</li>
        </ul>
      </div>
      <div class="stats p-a-propos-stats">
        <div class="stats__item" data-animate>
          <span class="stats__value">2009</span>
          <span class="stats__label">création à Vannes</span>
        </div>
        <div class="stats__item" data-animate>
          <span class="stats__value">14</span>
          <span class="stats__label">salariés, dont 2 apprentis</span>
        </div>
        <div class="stats__item" data-animate>
          <span class="stats__value">1&nbsp;800+</span>
          <span class="stats__label">chantiers réalisés</span>
        </div>
        <div class="stats__item" data-animate>
          <span class="stats__value">10&nbsp;ans</span>
          <span class="stats__label">de garantie décennale sur nos ouvrages</span>
        </div>
      </div>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Avis clients</p>
      <h2>Ce que nos clients disent de nous</h2>
      <p>Les avis laissés par nos clients sur Google et sur notre site, avec nos réponses.</p>
    </div>
    <div data-component="reviews" data-props='{"nbItem":3}'></div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Zone d'intervention</p>
      <h2>Vannes, Auray, Lorient et le Golfe du Morbihan</h2>
      <p>Nos équipes partent chaque matin de Vannes et interviennent dans un rayon d'environ 60&nbsp;km.</p>
    </div>
    <ul class="check-list check-list--2 p-a-propos-area">
      <li>Vannes et son agglomération&nbsp;: Séné, Saint-Avé, Theix-Noyalo, Ploeren</li>
      <li>Le Golfe du Morbihan&nbsp;: Arradon, Baden, Larmor-Baden, Le Bono</li>
      <li>Le pays d'Auray&nbsp;: Auray, Crac'h, Locmariaquer, Carnac</li>
      <li>Le pays de Lorient&nbsp;: Lorient, Lanester, Hennebont</li>
      <li>La presqu'île de Rhuys&nbsp;: Sarzeau, Arzon, Saint-Gildas-de-Rhuys</li>
      <li>Les terres&nbsp;: Elven, Grand-Champ, Surzur</li>
    </ul>
    <div class="btn-row btn-row--center">
      <a class="btn btn--primary" href="/nous-contacter">Nous contacter</a>
      <a class="btn btn--ghost" href="/blog-conseils">Lire nos conseils</a>
    </div>
  </div>
</section>
${ctaBand(
  "Travaillons ensemble sur votre projet",
  "Rencontrons-nous chez vous&nbsp;: la visite et le devis sont gratuits, et vous recevez notre proposition sous 48&nbsp;h.",
)}`.trim();

const aboutCss = `
.p-a-propos-timeline {
  position: relative;
  margin: 0;
  padding: 0 0 0 28px;
  list-style: none;
}
.p-a-propos-timeline::before {
  content: "";
  position: absolute;
  top: 8px;
  bottom: 8px;
  left: 6px;
  width: 2px;
  background: var(--color-accent);
  opacity: 0.5;
}
.p-a-propos-timeline li {
  position: relative;
  padding-bottom: 22px;
}
.p-a-propos-timeline li:last-child {
  padding-bottom: 0;
}
.p-a-propos-timeline li::before {
  content: "";
  position: absolute;
  top: 6px;
  left: -28px;
  width: 14px;
  height: 14px;
  border: 3px solid var(--color-background);
  border-radius: 50%;
  background: var(--color-accent);
  box-sizing: border-box;
}
.p-a-propos-year {
  display: block;
  font-family: var(--font-title);
  font-size: 1.25rem;
  font-weight: 700;
  color: var(--color-title);
}
.p-a-propos-timeline p {
  margin: 2px 0 0;
}
.p-a-propos-member {
  align-items: flex-start;
}
.p-a-propos-initials {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: 18px;
  border-radius: 50%;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-family: var(--font-title);
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.04em;
}
.p-a-propos-member h3 {
  margin-bottom: 0.15em;
}
.p-a-propos-role {
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--color-accent-dark);
}
.p-a-propos-crew {
  max-width: 760px;
  margin: 40px auto 0;
  text-align: center;
}
.p-a-propos-stats {
  gap: 40px 24px;
}
@media (min-width: 768px) {
  .p-a-propos-stats {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
.p-a-propos-area {
  max-width: 920px;
  margin: 0 auto 32px;
}`.trim();

/* ------------------------------------------------------------------------ */
/* Page tree                                                                 */
/* ------------------------------------------------------------------------ */

export const pages: SeedPage[] = [
  {
    url: "accueil",
    title: "Rénovation et entretien de maisons à Vannes",
    menuTitle: "Accueil",
    metaDescription:
      "Rénovation intérieure et extérieure, équipements et entretien à Vannes, Auray et Lorient. Entreprise RGE, garantie décennale, devis gratuit sous 48 h.",
    order: 1,
    showInMenu: true,
    useAbsoluteMenu: true,
    menuIcon: null,
    cmsRoute: null,
    layout: { html: homeHtml, css: homeCss },
  },
  {
    url: "services",
    title: "Nos services de rénovation et d'entretien dans le Morbihan",
    menuTitle: "Nos services",
    metaDescription:
      "Rénovation intérieure, extérieure, installation d'équipements et entretien : découvrez les services d'Armor Habitat Rénovation à Vannes et dans le Golfe.",
    order: 2,
    showInMenu: true,
    isText: true,
    menuIcon: null,
    cmsRoute: null,
    layout: null,
    children: [
      {
        url: "renovation-interieure",
        title: "Rénovation intérieure à Vannes : salle de bains, cuisine, sols",
        menuTitle: "Rénovation intérieure",
        metaDescription:
          "Salle de bains, cuisine, sols, cloisons et peinture : rénovation intérieure clés en main à Vannes et dans le Golfe du Morbihan. Devis gratuit sous 48 h.",
        order: 1,
        showInMenu: true,
        menuIcon: null,
        cmsRoute: null,
        layout: { html: interiorHtml, css: serviceCss("renovation-interieure").trim() },
      },
      {
        url: "renovation-exterieure",
        title: "Rénovation extérieure : façade, isolation, fenêtres, toiture",
        menuTitle: "Rénovation extérieure",
        metaDescription:
          "Ravalement, isolation par l'extérieur, fenêtres et toiture en ardoise dans le Morbihan. Entreprise RGE Qualibat : MaPrimeRénov' et primes CEE.",
        order: 2,
        showInMenu: true,
        menuIcon: null,
        cmsRoute: null,
        layout: { html: exteriorHtml, css: serviceCss("renovation-exterieure").trim() },
      },
      {
        url: "installation-equipements",
        title: "Pompe à chaleur, poêle à granulés et VMC à Vannes",
        menuTitle: "Installation d'équipements",
        metaDescription:
          "Installation de pompes à chaleur, poêles à granulés, chauffe-eau thermodynamiques et VMC à Vannes et Auray, avec les aides MaPrimeRénov' et CEE.",
        order: 3,
        showInMenu: true,
        menuIcon: null,
        cmsRoute: null,
        layout: { html: equipmentHtml, css: serviceCss("installation-equipements").trim() },
      },
      {
        url: "entretien-maintenance",
        title: "Entretien et maintenance de maisons dans le Golfe du Morbihan",
        menuTitle: "Entretien et maintenance",
        metaDescription:
          "Entretien de chaudières et pompes à chaleur, dépannages, démoussage et suivi de résidences secondaires à Vannes et dans la presqu'île de Rhuys.",
        order: 4,
        showInMenu: true,
        menuIcon: null,
        cmsRoute: null,
        layout: { html: maintenanceHtml, css: serviceCss("entretien-maintenance").trim() },
      },
    ],
  },
  {
    url: "realisations",
    title: "Nos réalisations : chantiers de rénovation dans le Morbihan",
    menuTitle: "Réalisations",
    metaDescription:
      "Salles de bains, façades, isolation, pompes à chaleur : découvrez en photos les chantiers réalisés par Armor Habitat Rénovation autour de Vannes.",
    order: 3,
    showInMenu: true,
    menuIcon: null,
    cmsRoute: "/realisations",
    layout: null,
  },
  {
    url: "a-propos",
    title: "À propos : artisans de la rénovation à Vannes depuis 2009",
    menuTitle: "À propos",
    metaDescription:
      "Depuis 2009, les 14 artisans d'Armor Habitat Rénovation rénovent les maisons du Golfe du Morbihan. Découvrez notre histoire, notre équipe et nos valeurs.",
    order: 4,
    showInMenu: true,
    menuIcon: null,
    cmsRoute: null,
    layout: { html: aboutHtml, css: aboutCss },
  },
  {
    url: "blog-conseils",
    title: "Conseils rénovation, aides et entretien de la maison",
    menuTitle: "Conseils",
    metaDescription:
      "Aides à la rénovation, choix des matériaux, entretien de la maison en bord de mer : les conseils pratiques des artisans d'Armor Habitat Rénovation.",
    order: 5,
    showInMenu: true,
    menuIcon: null,
    cmsRoute: "/blog-conseils",
    layout: null,
  },
  {
    url: "nous-contacter",
    title: "Nous contacter à Vannes – devis gratuit",
    menuTitle: "Nous contacter",
    metaDescription:
      "Un projet de rénovation ou d'entretien ? Appelez le 02 97 40 12 58 ou écrivez-nous : visite et devis gratuits sous 48 h à Vannes, Auray et Lorient.",
    order: 6,
    showInMenu: true,
    isFixedOnRight: true,
    menuIcon: "fa-solid fa-phone",
    cmsRoute: "/nous-contacter",
    layout: null,
  },
];
