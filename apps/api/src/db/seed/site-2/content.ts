/**
 * Sample site 2: Domaine des Trois Moulins, family wine estate at Vallet
 * (Muscadet Sèvre et Maine). Parameters and CMS pages written by the seed.
 */
import type { SeedPage, SeedParameters } from "../types.js";

export const parameters: SeedParameters = {
  // Company
  COMPANY_NAME: "Domaine des Trois Moulins",
  LEGAL_COMPANY_NAME: "SCEA Domaine des Trois Moulins",
  CORPORATE_FORM: "SCEA (société civile d'exploitation agricole)",
  SHARE_CAPITAL: "75 000 €",
  LEGAL_AGENT: "Claire Bréhéret, gérante",
  CONSUMER_MEDIATOR:
    "CM2C, Centre de la médiation de la consommation de conciliateurs de justice, 49 rue de Ponthieu, 75008 Paris (www.cm2c.net)",
  HEAD_OFFICE: "La Grande Moulinière, 44330 Vallet",
  COMPANY_PHONE: "02 40 33 91 07",
  COMPANY_EMAIL: "cave@domaine-trois-moulins.fr",
  RCS_NUMBER: "RCS Nantes 498 213 677",
  SIRET_NUMBER: "498 213 677 00012",
  INTRACO_VAT: "FR53 498213677",
  COMPANY_DESCRIPTION:
    "Domaine familial de 28 hectares à Vallet, au cœur de l'appellation Muscadet Sèvre et Maine, conduit depuis 1921 par la famille Bréhéret. Claire et Mathieu, la quatrième génération, y élèvent sur lies des vins tendus et salins nés du granite, du gneiss et du gabbro, et ont engagé la conversion du vignoble à l'agriculture biologique. Cave ouverte à la dégustation du mardi au samedi et vente en ligne.",
  COMPANY_LATITUDE: "47.1617",
  COMPANY_LONGITUDE: "-1.2664",

  // Colours
  PRIMARY_COLOR: "#5b1a2b",
  ACCENT_COLOR: "#c9a45c",
  BACKGROUND_COLOR: "#fffdf8",
  HEADER_BACKGROUND_COLOR: "#fffdf8",
  MENU_BACKGROUND_COLOR: "#fffdf8",
  FOOTER_BACKGROUND_COLOR: "#3f111d",

  // Alcohol sale and accounts
  DISPLAY_ALCOHOL_SELLING_MESSAGE: "true",
  DISPLAY_ETHYLOTEST_MESSAGE: "true",
  BLOCK_MINORS_FROM_REGISTERING: "true",
  ASK_BIRTHDATE_AT_REGISTER: "true",

  // Site switches
  IS_BLOG_ACTIVATED: "false",
  ENABLE_NEWSLETTER: "true",
  HANDLE_STOCK: "true",
  USE_PRODUCT_STOCK: "true",
  SEE_CART_ON_HOVER: "true",
  BANNER: "Livraison offerte dès 12 bouteilles en France métropolitaine",

  // Shop thresholds
  FREE_SHIPPING_BOTTLE: "12",
  FREE_SHIPPING_PRICE: "15000",
  MINIMUM_EXPEDITION_BOTTLE: "3",
  MAXIMUM_EXPEDITION_BOTTLE: "36",
  CLICK_AND_COLLECT_HOURS: "24",
  ORDER_REVIEW_DELAY: "10",
  STOCK_LIMIT_DISPLAY: "12",
  BOTTLE_MULTIPLE: "1",

  // Payment (decision 021)
  PAYMENT_METHOD: "CARD,TRANSFER,CHEQUE,ON_SITE",
  BANK_ACCOUNT_HOLDER: "SCEA Domaine des Trois Moulins",
  BANK_IBAN: "FR76 3000 4000 0312 3456 7890 143",
  BANK_BIC: "BNPAFRPPXXX",
  CHEQUE_PAYEE: "SCEA Domaine des Trois Moulins",
  CHEQUE_ADDRESS: "Domaine des Trois Moulins\nLa Grande Moulinière\n44330 Vallet",

  // Product display
  PRODUCT_DISPLAY: "GRID",
  PRODUCT_ORDER: "PRICE_ASC",
  PRODUCT_ASPECT_RATIO: "3/4",
  PRODUCT_PAGE_STYLE: "CLASSIC",

  // Opening hours of the cellar (null: closed)
  OPENING_HOURS_MONDAY: null,
  OPENING_HOURS_TUESDAY: "10h – 12h30, 14h – 18h30",
  OPENING_HOURS_WEDNESDAY: "10h – 12h30, 14h – 18h30",
  OPENING_HOURS_THURSDAY: "10h – 12h30, 14h – 18h30",
  OPENING_HOURS_FRIDAY: "10h – 12h30, 14h – 18h30",
  OPENING_HOURS_SATURDAY: "10h – 12h30, 14h – 18h",
  OPENING_HOURS_SUNDAY: null,

  // Social links
  FACEBOOK_URL: "https://www.facebook.com/domainetroismoulins",
  INSTAGRAM_URL: "https://www.instagram.com/domaine_trois_moulins",
};

/** Sober health warning closing every layout (Loi Évin). */
const moderation = (prefix: string): string => `
<div class="container">
  <p class="${prefix}-moderation">L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>
</div>`;

/** Style of the health warning, scoped to the page prefix. */
const moderationCss = (prefix: string): string => `
.${prefix}-moderation {
  margin: 0;
  padding: 1.25rem 0 2rem;
  font-size: 0.8125rem;
  color: var(--color-muted);
  text-align: center;
}`;

/* ------------------------------------------------------------------------ */
/* Accueil                                                                  */
/* ------------------------------------------------------------------------ */

const homeHtml = `
<section class="hero p-accueil-hero">
  <img class="hero__bg" src="/media/2/hero-vineyard.svg" alt="Rangs de vigne sur un coteau de la Sèvre et Maine au couchant, avec un moulin à vent au sommet de la butte" width="1600" height="900" fetchpriority="high">
  <div class="hero__content container">
    <p class="eyebrow">Muscadet Sèvre et Maine · Vallet</p>
    <h1>Domaine des Trois Moulins, vignerons à Vallet depuis 1921</h1>
    <p class="lead">Sur les coteaux qui dominent la Sanguèze, Claire et Mathieu Bréhéret cultivent 28&nbsp;hectares de melon de Bourgogne et élèvent, sans hâte, des muscadets tendus, salins et lumineux.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nos-vins">Découvrir nos vins</a>
      <a class="btn btn--ghost" href="/visites-degustations">Venir au domaine</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container split">
    <div class="media">
      <img src="/media/2/estate-cellar.svg" alt="Le chai du domaine, ses cuves et ses fûts de chêne alignés sous la charpente" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">Le domaine</p>
      <h2>Quatre générations au pied des trois moulins</h2>
      <p>En 1921, Joseph Bréhéret achète deux hectares de vigne au pied de la butte de la Moulinière, où trois moulins à vent tournaient encore. Un siècle plus tard, ses arrière-petits-enfants conduisent un vignoble de 28&nbsp;hectares réparti sur Vallet, Le Pallet et Clisson.</p>
      <p>Claire mène les vignes, Mathieu la cave. Depuis 2023, le domaine est en conversion vers l'agriculture biologique&nbsp;: sols labourés, couverts fleuris entre les rangs, plus un gramme de désherbant.</p>
      <ul class="check-list">
        <li>Vendanges vinifiées parcelle par parcelle, selon la roche</li>
        <li>Élevage sur lies fines dans nos cuves souterraines</li>
        <li>Vente directe à la cave et sur notre boutique en ligne</li>
      </ul>
      <div class="btn-row">
        <a class="btn btn--ghost" href="/a-propos">Lire l'histoire du domaine</a>
      </div>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos vins</p>
      <h2>Six cuvées, un même fil&nbsp;: la fraîcheur</h2>
      <p class="lead">Du Gros Plant croquant de l'apéritif au cru Clisson que l'on oublie dix ans en cave, chaque bouteille raconte un coin du vignoble nantais.</p>
    </div>
    <div class="grid grid--3">
      <article class="card p-accueil-wine" data-animate>
        <div class="card__body" data-animate>
          <span class="badge">Sur lie</span>
          <h3>Muscadet Sèvre et Maine sur lie «&nbsp;Les Trois Moulins&nbsp;»</h3>
          <p>Notre cuvée emblématique, née des gneiss de Vallet. Citron, poire fraîche, une finale saline qui appelle l'huître.</p>
          <p class="p-accueil-price">9,50&nbsp;€ <span>la bouteille de 75&nbsp;cl</span></p>
        </div>
      </article>
      <article class="card p-accueil-wine" data-animate>
        <div class="card__body" data-animate>
          <span class="badge">Cru communal</span>
          <h3>Clisson, 24 mois sur lies</h3>
          <p>Vieilles vignes sur le granite de Clisson, deux hivers sur lies. Amande grillée, pierre à fusil, une longueur qui n'en finit pas.</p>
          <p class="p-accueil-price">19,50&nbsp;€ <span>la bouteille de 75&nbsp;cl</span></p>
        </div>
      </article>
      <article class="card p-accueil-wine" data-animate>
        <div class="card__body" data-animate>
          <span class="badge">Méthode traditionnelle</span>
          <h3>Crémant de Loire brut</h3>
          <p>Chardonnay et cabernet franc vendangés à la main, dix-huit mois sur lattes. Bulles fines, brioche et citron confit.</p>
          <p class="p-accueil-price">13,90&nbsp;€ <span>la bouteille de 75&nbsp;cl</span></p>
        </div>
      </article>
    </div>
    <div class="btn-row p-accueil-center">
      <a class="btn btn--primary" href="/nos-vins">Voir toute la gamme</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Terroir</p>
      <h2>Granite, gneiss, gabbro&nbsp;: trois roches, trois caractères</h2>
      <p class="lead">Entre la Sèvre et la Maine, le socle du Massif armoricain affleure à quelques dizaines de centimètres sous les ceps. Nous vinifions chaque roche à part, pour qu'elle s'entende dans le verre.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-mountain"></i></span>
          <h3>Le granite de Clisson</h3>
          <p>Une arène sableuse et grossière qui se réchauffe vite au printemps. Elle donne des vins amples et profonds, taillés pour la garde&nbsp;: c'est là que naît notre cru Clisson.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-layer-group"></i></span>
          <h3>Le gneiss de Vallet</h3>
          <p>Une roche feuilletée, des sols minces où les racines descendent loin chercher l'eau. Tension, agrumes, fleurs blanches&nbsp;: le cœur de notre Muscadet sur lie.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-gem"></i></span>
          <h3>Le gabbro du Pallet</h3>
          <p>Une roche sombre et dense, riche en fer et en magnésium. Les vins y sont plus serrés, d'une minéralité presque fumée, et s'ouvrent après quelques années de bouteille.</p>
        </div>
      </article>
    </div>
  </div>
</section>

<section class="section section--dark">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Repères</p>
      <h2>Le domaine en quelques chiffres</h2>
    </div>
    <ul class="stats">
      <li class="stats__item" data-animate><span class="stats__value">1921</span> <span class="stats__label">première vendange de la famille Bréhéret</span></li>
      <li class="stats__item" data-animate><span class="stats__value">28&nbsp;ha</span> <span class="stats__label">de vignes sur Vallet, Le Pallet et Clisson</span></li>
      <li class="stats__item" data-animate><span class="stats__value">24&nbsp;mois</span> <span class="stats__label">d'élevage sur lies pour notre cru Clisson</span></li>
      <li class="stats__item" data-animate><span class="stats__value">6</span> <span class="stats__label">cuvées, du Gros Plant au Crémant de Loire</span></li>
    </ul>
  </div>
</section>

<section class="section">
  <div class="container split split--reverse">
    <div class="media">
      <img src="/media/2/wine-tasting.svg" alt="Verres de muscadet servis sur le comptoir en bois de la salle de dégustation" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">Visites &amp; dégustations</p>
      <h2>Poussez la porte de la cave</h2>
      <p>Du mardi au samedi, nous vous accueillons sans rendez-vous pour goûter la gamme et repartir avec vos bouteilles. Pour aller plus loin, réservez une visite des chais et des cuves souterraines, ou une balade commentée dans les vignes jusqu'à la butte des moulins.</p>
      <ul class="check-list">
        <li>Dégustation découverte offerte, sans réservation</li>
        <li>Visite des chais et dégustation de six vins&nbsp;: 12&nbsp;€ par personne</li>
        <li>Groupes et comités d'entreprise accueillis sur devis</li>
      </ul>
      <div class="btn-row">
        <a class="btn btn--primary" href="/visites-degustations">Préparer votre visite</a>
      </div>
    </div>
  </div>
</section>

<section class="cta-band">
  <div class="container">
    <h2>Un mariage, un repas de famille, une question sur un millésime&nbsp;?</h2>
    <p>Écrivez-nous ou appelez la cave au 02&nbsp;40&nbsp;33&nbsp;91&nbsp;07&nbsp;: Claire ou Mathieu vous répondent et vous conseillent les bons vins, en bonnes quantités.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nous-contacter">Nous contacter</a>
      <a class="btn btn--ghost" href="tel:+33240339107">Appeler la cave</a>
    </div>
  </div>
</section>
${moderation("p-accueil")}
`;

const homeCss = `
.p-accueil-wine .card__body {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
}
.p-accueil-wine h3 {
  margin: 0;
}
.p-accueil-price {
  margin: auto 0 0;
  font-family: var(--font-title);
  font-size: 1.375rem;
  color: var(--color-primary);
}
.p-accueil-price span {
  font-family: var(--font-content);
  font-size: 0.875rem;
  color: var(--color-muted);
}
.p-accueil-center {
  justify-content: center;
  margin-top: 2rem;
}
${moderationCss("p-accueil")}
`;

/* ------------------------------------------------------------------------ */
/* Le domaine                                                               */
/* ------------------------------------------------------------------------ */

const aboutHtml = `
<section class="hero p-a-propos-hero">
  <img class="hero__bg" src="/media/2/about-family.svg" alt="Claire et Mathieu Bréhéret entre les rangs de vigne du domaine, devant le chai familial" width="1200" height="800" fetchpriority="high">
  <div class="hero__content container">
    <p class="eyebrow">Le domaine</p>
    <h1>Une famille, un coteau, cent ans de muscadet</h1>
    <p class="lead">Depuis 1921, quatre générations de Bréhéret ont taillé, vendangé et goûté les vignes de la Grande Moulinière. Claire et Mathieu en tiennent aujourd'hui les rênes, avec le même goût du travail bien fait et quelques idées neuves.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nos-vins">Découvrir nos vins</a>
      <a class="btn btn--ghost" href="/visites-degustations">Venir au domaine</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Notre histoire</p>
      <h2>De Joseph à Claire et Mathieu</h2>
      <p class="lead">Un siècle de vendanges, quelques gelées noires et beaucoup de patience&nbsp;: voici les grandes dates de la maison.</p>
    </div>
    <ol class="steps">
      <li>
        <h3>1921, les deux premiers hectares</h3>
        <p>Revenu de la guerre, Joseph Bréhéret achète deux hectares de melon de Bourgogne au pied de la butte des trois moulins. Le vin part en barriques chez les négociants nantais.</p>
      </li>
      <li>
        <h3>1962, les cuves souterraines</h3>
        <p>Son fils René creuse sous le chai des cuves de béton vitrifié. Le vin y reste au frais, sur ses lies, jusqu'à la mise en bouteille&nbsp;: elles servent encore à chaque millésime.</p>
      </li>
      <li>
        <h3>1988, la première bouteille au nom du domaine</h3>
        <p>Bernadette et Jean-Luc cessent de vendre en vrac et mettent en bouteille toute la récolte. Le vignoble passe de 11 à 24&nbsp;hectares.</p>
      </li>
      <li>
        <h3>2016, la quatrième génération</h3>
        <p>Claire, ingénieure agronome, et son frère Mathieu, formé en Bourgogne puis en Nouvelle-Zélande, reprennent le domaine. Ils plantent du chardonnay sur le gabbro et lancent le crémant.</p>
      </li>
      <li>
        <h3>2023, cap sur le bio</h3>
        <p>Tout le vignoble entre en conversion vers l'agriculture biologique. Le premier millésime certifié est attendu avec les vendanges 2026.</p>
      </li>
    </ol>
  </div>
</section>

<section class="section section--alt">
  <div class="container split">
    <div class="media">
      <img src="/media/2/harvest.svg" alt="Vendangeurs cueillant à la main des grappes de melon de Bourgogne dorées" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">Nos façons de faire</p>
      <h2>À la vigne comme au chai, le moins d'artifice possible</h2>
      <p>Le melon de Bourgogne est un cépage discret qui dit très exactement où il a poussé. Notre travail consiste à lui laisser la parole&nbsp;: des raisins sains, cueillis à bonne maturité, puis du temps.</p>
      <ul class="check-list">
        <li>Labour des sols et enherbement un rang sur deux</li>
        <li>1,8&nbsp;km de haies replantées et douze ruches au bord des parcelles</li>
        <li>Vendange manuelle pour le cru Clisson et le Crémant de Loire</li>
        <li>Levures indigènes, pressurage lent, fermentations à basse température</li>
        <li>Élevage sur lies fines de 7 à 24&nbsp;mois selon les cuvées</li>
      </ul>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <figure class="quote" data-animate>
      <blockquote>
        <p>«&nbsp;On nous demande souvent pourquoi garder un muscadet deux ans sur ses lies. Goûtez un Clisson à dix ans&nbsp;: vous aurez la réponse.&nbsp;»</p>
      </blockquote>
      <figcaption>Mathieu Bréhéret, vinificateur</figcaption>
    </figure>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Conversion biologique</p>
      <h2>Trois chantiers pour un vignoble vivant</h2>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-seedling"></i></span>
          <h3>Des sols qui respirent</h3>
          <p>Fini le désherbage chimique&nbsp;: les rangs sont griffés au printemps, semés de féveroles et d'avoine à l'automne. Les vers de terre sont revenus, la vigne résiste mieux aux étés secs.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-dove"></i></span>
          <h3>Une biodiversité choyée</h3>
          <p>Haies de prunelliers et d'aubépines, nichoirs à mésanges, bandes fleuries&nbsp;: autant d'alliés contre les vers de la grappe, sans insecticide.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-droplet"></i></span>
          <h3>Une cave sobre</h3>
          <p>Cuves enterrées qui gardent naturellement le vin au frais, eau de pluie récupérée pour le lavage, bouteilles allégées depuis 2022.</p>
        </div>
      </article>
    </div>
  </div>
</section>

<section class="section">
  <div class="container split split--reverse">
    <div class="media">
      <img src="/media/2/estate-cellar.svg" alt="Le chai de la Grande Moulinière, où reposent les vins sur leurs lies" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">Le nom</p>
      <h2>Pourquoi «&nbsp;Trois Moulins&nbsp;»&nbsp;?</h2>
      <p>Sur la butte qui domine nos vignes, trois moulins à vent moulaient autrefois le blé des fermes alentour. Deux ne sont plus que des tours de pierre couvertes de lierre&nbsp;; le troisième, restauré par des bénévoles du pays, a retrouvé ses ailes.</p>
      <p>On les aperçoit depuis chaque parcelle du domaine. Ils sont devenus notre repère, notre étiquette et le but de nos balades dans les vignes.</p>
    </div>
  </div>
</section>

<section class="cta-band">
  <div class="container">
    <h2>Venez nous rencontrer à la cave</h2>
    <p>Claire ou Mathieu vous reçoivent du mardi au samedi pour une dégustation, une visite des chais ou simplement un conseil.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/visites-degustations">Visites &amp; dégustations</a>
      <a class="btn btn--ghost" href="/nous-contacter">Nous contacter</a>
    </div>
  </div>
</section>
${moderation("p-a-propos")}
`;

const aboutCss = `
.p-a-propos-hero .lead {
  max-width: 42rem;
}
${moderationCss("p-a-propos")}
`;

/* ------------------------------------------------------------------------ */
/* Nos vins                                                                 */
/* ------------------------------------------------------------------------ */

interface Wine {
  badge: string;
  name: string;
  intro: string;
  grape: string;
  terroir: string;
  tasting: string;
  pairing: string;
  serving: string;
  price: string;
}

const wineCard = (wine: Wine): string => `
      <article class="card p-nos-vins-wine" data-animate>
        <div class="card__body" data-animate>
          <span class="badge">${wine.badge}</span>
          <h3>${wine.name}</h3>
          <p>${wine.intro}</p>
          <dl class="p-nos-vins-sheet">
            <dt>Cépage</dt>
            <dd>${wine.grape}</dd>
            <dt>Terroir</dt>
            <dd>${wine.terroir}</dd>
            <dt>Dégustation</dt>
            <dd>${wine.tasting}</dd>
            <dt>Accords</dt>
            <dd>${wine.pairing}</dd>
            <dt>Service</dt>
            <dd>${wine.serving}</dd>
          </dl>
          <p class="p-nos-vins-price">${wine.price}&nbsp;€ <span>TTC, bouteille de 75&nbsp;cl</span></p>
        </div>
      </article>`;

const muscadetWines: Wine[] = [
  {
    badge: "AOP Muscadet Sèvre et Maine sur lie",
    name: "«&nbsp;Les Trois Moulins&nbsp;»",
    intro:
      "Notre cuvée de toujours, celle que la famille sert depuis quatre générations. Sept mois sur lies fines, mise en bouteille au printemps directement depuis la cuve.",
    grape: "Melon de Bourgogne, 100&nbsp;%, vignes de 35&nbsp;ans en moyenne",
    terroir: "Gneiss et micaschistes des coteaux de Vallet",
    tasting:
      "Robe pâle aux reflets verts. Citron, poire fraîche, fleur d'aubépine&nbsp;; bouche vive et saline, avec le léger perlant et le gras que donnent les lies.",
    pairing: "Huîtres, moules marinières, sandre au beurre blanc",
    serving: "8 à 10&nbsp;°C, dans les trois ans",
    price: "9,50",
  },
  {
    badge: "Cru communal Clisson",
    name: "Clisson, 24 mois sur lies",
    intro:
      "Une parcelle de 2,4&nbsp;hectares plein sud, vendangée à la main, puis deux hivers dans nos cuves souterraines. Le vin de garde du domaine.",
    grape: "Melon de Bourgogne, 100&nbsp;%, vieilles vignes de plus de 50&nbsp;ans",
    terroir: "Arène granitique de Clisson, sableuse et caillouteuse",
    tasting:
      "Fruits jaunes, amande grillée, pierre à fusil. Bouche ample et tendue à la fois, finale longue et iodée. Se garde dix à quinze ans.",
    pairing: "Turbot rôti, homard, volaille de Challans à la crème, vieux comté",
    serving: "11 à 12&nbsp;°C, carafé une heure dans sa jeunesse",
    price: "19,50",
  },
  {
    badge: "AOP Gros Plant du Pays Nantais sur lie",
    name: "Gros Plant du Pays Nantais",
    intro:
      "Le vin de soif du pays nantais, longtemps mal aimé, que nous défendons avec fierté. Vendangé tôt pour garder tout son éclat, élevé quatre mois sur lies.",
    grape: "Folle blanche, 100&nbsp;%",
    terroir: "Gneiss des plateaux de Vallet",
    tasting:
      "Droit et désaltérant&nbsp;: citron vert, pomme verte, une pointe de fougère. Une acidité franche, arrondie par l'élevage sur lies.",
    pairing: "Coquillages, bulots mayonnaise, friture d'éperlans, galette complète",
    serving: "8&nbsp;°C, dans les deux ans",
    price: "7,20",
  },
];

const loireWines: Wine[] = [
  {
    badge: "IGP Val de Loire",
    name: "Chardonnay",
    intro:
      "Planté en 2017 sur nos sols les plus sombres, vinifié pour un tiers en fûts de chêne de plusieurs vins, le reste en cuve. Six mois d'élevage.",
    grape: "Chardonnay, 100&nbsp;%",
    terroir: "Gabbro du Pallet, argiles rouges sur roche sombre",
    tasting:
      "Fruits blancs, noisette fraîche, fine touche beurrée. Une bouche ronde et caressante qui garde la fraîcheur du pays nantais.",
    pairing: "Saint-Jacques poêlées, poulet fermier aux morilles, chèvre frais",
    serving: "10 à 12&nbsp;°C, dans les quatre ans",
    price: "10,50",
  },
  {
    badge: "AOP Rosé de Loire",
    name: "Rosé de Loire",
    intro:
      "Un rosé de pressurage direct, sec et gourmand, pensé pour les tablées d'été sous les tilleuls de la cour.",
    grape: "Cabernet franc 60&nbsp;%, grolleau 40&nbsp;%",
    terroir: "Micaschistes des bas de coteaux, au bord de la Sanguèze",
    tasting:
      "Robe saumon clair. Fraise des bois, groseille, pamplemousse rose&nbsp;; bouche sèche et croquante, finale légèrement poivrée.",
    pairing: "Grillades, salades composées, tajine de légumes, cuisine aux épices douces",
    serving: "8 à 10&nbsp;°C, dans l'année",
    price: "8,90",
  },
  {
    badge: "AOP Crémant de Loire · Brut",
    name: "Crémant de Loire",
    intro:
      "Méthode traditionnelle&nbsp;: seconde fermentation en bouteille, dix-huit mois sur lattes dans la cave fraîche, dosage brut de 6&nbsp;g/l.",
    grape: "Chardonnay 70&nbsp;%, cabernet franc 30&nbsp;%, vendangés à la main",
    terroir: "Gabbro du Pallet et gneiss de Vallet",
    tasting:
      "Bulles fines et persistantes. Brioche, citron confit, pomme reinette&nbsp;; bouche crémeuse, finale fraîche et saline.",
    pairing: "Apéritif, gougères, huîtres chaudes, tarte aux fraises peu sucrée",
    serving: "6 à 8&nbsp;°C",
    price: "13,90",
  },
];

const winesHtml = `
<section class="hero p-nos-vins-hero">
  <img class="hero__bg" src="/media/2/bottles-range.svg" alt="Les six bouteilles de la gamme du domaine alignées sur une table de chêne" width="1200" height="800" fetchpriority="high">
  <div class="hero__content container">
    <p class="eyebrow">Nos vins</p>
    <h1>Six cuvées nées entre Sèvre et Maine</h1>
    <p class="lead">Trois muscadets du pays nantais, trois vins de Loire&nbsp;: tous issus de nos 28&nbsp;hectares, vinifiés et mis en bouteille au domaine. Nos prix s'entendent TTC, pour une bouteille de 75&nbsp;cl.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/visites-degustations">Les goûter à la cave</a>
      <a class="btn btn--ghost" href="/nous-contacter">Demander conseil</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Melon de Bourgogne et folle blanche</p>
      <h2>Les blancs du pays nantais</h2>
      <p class="lead">L'élevage sur lies est la signature du Muscadet&nbsp;: le vin repose sur ses levures fines tout l'hiver, sans soutirage, et y gagne gras, complexité et ce léger perlant qui réveille le palais.</p>
    </div>
    <div class="grid grid--3">${muscadetWines.map(wineCard).join("")}
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Chardonnay, cabernet franc, grolleau</p>
      <h2>Blanc, rosé et bulles de Loire</h2>
      <p class="lead">Sur les parcelles de gabbro et les bas de coteaux, nous cultivons aussi d'autres cépages du Val de Loire, pour une gamme qui accompagne le repas de l'apéritif au dessert.</p>
    </div>
    <div class="grid grid--3">${loireWines.map(wineCard).join("")}
    </div>
  </div>
</section>

<section class="section">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Commander</p>
      <h2>Recevoir nos vins chez vous</h2>
      <p class="lead">Toute la gamme est disponible sur notre boutique en ligne et à la cave, selon les stocks de chaque millésime.</p>
    </div>
    <div class="grid grid--3">
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-truck"></i></span>
          <h3>Livraison offerte</h3>
          <p>Dès 12&nbsp;bouteilles ou 150&nbsp;€ d'achat en France métropolitaine. Nous expédions de 3 à 36&nbsp;bouteilles par colis, dans des cartons renforcés.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-store"></i></span>
          <h3>Retrait à la cave</h3>
          <p>Commandez en ligne, votre carton est prêt sous 24&nbsp;heures à la Grande Moulinière, aux horaires d'ouverture de la cave.</p>
        </div>
      </article>
      <article class="card" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-champagne-glasses"></i></span>
          <h3>Mariages et événements</h3>
          <p>Pour une fête, un comité d'entreprise ou une cave à garnir, nous préparons un devis et conseillons les quantités. Il suffit de nous écrire.</p>
        </div>
      </article>
    </div>
    <p class="p-nos-vins-terms">La vente d'alcool est interdite aux mineurs de moins de 18&nbsp;ans. Le détail des tarifs et des délais figure dans nos <a href="/sale-terms">conditions générales de vente</a>.</p>
  </div>
</section>

<section class="cta-band">
  <div class="container">
    <h2>Envie de goûter avant de choisir&nbsp;?</h2>
    <p>La dégustation découverte est offerte à la cave, du mardi au samedi, sans rendez-vous.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/visites-degustations">Visites &amp; dégustations</a>
      <a class="btn btn--ghost" href="tel:+33240339107">02&nbsp;40&nbsp;33&nbsp;91&nbsp;07</a>
    </div>
  </div>
</section>
${moderation("p-nos-vins")}
`;

const winesCss = `
.p-nos-vins-wine .card__body {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
}
.p-nos-vins-wine h3 {
  margin: 0;
}
.p-nos-vins-sheet {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid color-mix(in srgb, var(--color-accent) 45%, transparent);
  font-size: 0.9375rem;
}
.p-nos-vins-sheet dt {
  font-weight: 600;
  color: var(--color-title);
}
.p-nos-vins-sheet dd {
  margin: 0;
}
.p-nos-vins-price {
  margin: auto 0 0;
  padding-top: 1rem;
  font-family: var(--font-title);
  font-size: 1.5rem;
  color: var(--color-primary);
}
.p-nos-vins-price span {
  font-family: var(--font-content);
  font-size: 0.875rem;
  color: var(--color-muted);
}
.p-nos-vins-terms {
  margin: 2rem 0 0;
  font-size: 0.875rem;
  color: var(--color-muted);
  text-align: center;
}
.p-nos-vins-terms a {
  color: var(--color-primary);
}
@media (max-width: 480px) {
  .p-nos-vins-sheet {
    grid-template-columns: 1fr;
    gap: 0.125rem;
  }
  .p-nos-vins-sheet dd {
    margin-bottom: 0.5rem;
  }
}
${moderationCss("p-nos-vins")}
`;

/* ------------------------------------------------------------------------ */
/* Visites & dégustations                                                   */
/* ------------------------------------------------------------------------ */

const visitsHtml = `
<section class="hero p-visites-degustations-hero">
  <img class="hero__bg" src="/media/2/wine-tasting.svg" alt="Dégustation de muscadet au domaine, verres levés à la lumière" width="1200" height="800" fetchpriority="high">
  <div class="hero__content container">
    <p class="eyebrow">Visites &amp; dégustations</p>
    <h1>Venez goûter le Muscadet là où il naît</h1>
    <p class="lead">À une demi-heure de Nantes, au cœur du vignoble de Vallet, la cave vous accueille du mardi au samedi pour déguster, descendre dans les chais ou marcher dans les vignes jusqu'aux moulins.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nous-contacter">Réserver une visite</a>
      <a class="btn btn--ghost" href="tel:+33240339107">Appeler la cave</a>
    </div>
  </div>
</section>

<section class="section">
  <div class="container split">
    <div class="media">
      <img src="/media/2/estate-cellar.svg" alt="Le chai et sa rangée de fûts, où commence la visite du domaine" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">La cave</p>
      <h2>Ouverte sans rendez-vous</h2>
      <p>La salle de dégustation, de plain-pied sur la cour de la Grande Moulinière, vous attend aux horaires d'ouverture. Goûtez ce qui vous tente, posez toutes vos questions, repartez avec vos bouteilles ou faites-vous livrer.</p>
      <ul class="check-list">
        <li>Du mardi au vendredi&nbsp;: 10h – 12h30, 14h – 18h30</li>
        <li>Le samedi&nbsp;: 10h – 12h30, 14h – 18h</li>
        <li>Fermé le dimanche et le lundi</li>
        <li>Parking gratuit dans la cour, accès pour autocars</li>
      </ul>
      <p class="p-visites-degustations-address">La Grande Moulinière, 44330 Vallet · <a href="tel:+33240339107">02&nbsp;40&nbsp;33&nbsp;91&nbsp;07</a></p>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Nos formules</p>
      <h2>Dégustation, visite des chais ou balade dans les vignes</h2>
      <p class="lead">Chaque visite est menée par Claire ou Mathieu, jamais par un texte appris par cœur. Les tarifs s'entendent par personne, à partir de 18&nbsp;ans pour la dégustation.</p>
    </div>
    <div class="grid grid--3">
      <article class="card p-visites-degustations-offer" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-wine-glass"></i></span>
          <h3>Dégustation découverte</h3>
          <p class="p-visites-degustations-price">Offerte</p>
          <p>Cinq vins de la gamme commentés au comptoir, du Gros Plant au Crémant de Loire. Environ 30&nbsp;minutes, sans réservation, aux horaires de la cave.</p>
        </div>
      </article>
      <article class="card p-visites-degustations-offer" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-wine-bottle"></i></span>
          <h3>Visite des chais et dégustation</h3>
          <p class="p-visites-degustations-price">12&nbsp;€ <span>par personne</span></p>
          <p>Le pressoir, le chai à barriques et la descente dans nos cuves souterraines, où les vins reposent sur leurs lies. Puis six vins dont le cru Clisson. Durée 1&nbsp;h&nbsp;15, du mardi au samedi à 10h30 et 15h.</p>
          <span class="badge">Remboursée dès 60&nbsp;€ d'achat</span>
        </div>
      </article>
      <article class="card p-visites-degustations-offer" data-animate>
        <div class="card__body" data-animate>
          <span class="icon-tile" aria-hidden="true"><i class="fa-solid fa-person-hiking"></i></span>
          <h3>Balade au fil des vignes</h3>
          <p class="p-visites-degustations-price">25&nbsp;€ <span>par personne</span></p>
          <p>Quatre kilomètres à pied avec Claire, de parcelle en parcelle sur les gneiss de Vallet, pour lire le paysage et comprendre la taille. Dégustation au pied du moulin, avec fouace et curé nantais. D'avril à octobre, le samedi à 9h30, 2&nbsp;h&nbsp;30.</p>
          <span class="badge">Sur réservation</span>
        </div>
      </article>
    </div>
  </div>
</section>

<section class="section">
  <div class="container split split--reverse">
    <div class="media">
      <img src="/media/2/harvest.svg" alt="Cagettes de raisins blancs fraîchement vendangés au bout d'un rang de vigne" width="1200" height="800" loading="lazy">
    </div>
    <div>
      <p class="eyebrow">Groupes</p>
      <h2>Comités d'entreprise, associations, fêtes de famille</h2>
      <p>Nous recevons les groupes de 10 à 45&nbsp;personnes dans l'ancienne grange, sous sa charpente de châtaignier. Chaque programme se construit avec vous&nbsp;: visite, dégustation commentée, accords avec des produits du pays, voire un déjeuner vigneron préparé par un traiteur de Vallet.</p>
      <ul class="check-list">
        <li>Formules sur devis, à partir de 15&nbsp;€ par personne</li>
        <li>Visites possibles en anglais, sur demande</li>
        <li>Matinée de vendange manuelle le troisième samedi de septembre</li>
        <li>Portes ouvertes le premier week-end de décembre</li>
      </ul>
      <p>Pendant les vendanges, de fin août à fin septembre, les visites des chais sont suspendues&nbsp;; la cave, elle, reste ouverte.</p>
    </div>
  </div>
</section>

<section class="section section--alt">
  <div class="container">
    <div class="section__head">
      <p class="eyebrow">Réservation</p>
      <h2>Comment réserver votre visite</h2>
    </div>
    <ol class="steps">
      <li>
        <h3>Choisissez votre formule</h3>
        <p>Visite des chais, balade dans les vignes ou programme de groupe&nbsp;: notez la date souhaitée et le nombre de participants.</p>
      </li>
      <li>
        <h3>Écrivez-nous ou appelez</h3>
        <p>Envoyez votre demande depuis la page <a href="/nous-contacter">Nous contacter</a>, ou appelez la cave au <a href="tel:+33240339107">02&nbsp;40&nbsp;33&nbsp;91&nbsp;07</a> aux heures d'ouverture.</p>
      </li>
      <li>
        <h3>Recevez notre confirmation</h3>
        <p>Nous vous répondons sous 48&nbsp;heures avec l'horaire exact. L'annulation est gratuite jusqu'à la veille.</p>
      </li>
      <li>
        <h3>Rendez-vous dans la cour</h3>
        <p>Présentez-vous dix minutes avant le départ, en chaussures de marche pour la balade. Désignez un conducteur&nbsp;: crachoirs et éthylotests sont à votre disposition.</p>
      </li>
    </ol>
  </div>
</section>

<section class="cta-band">
  <div class="container">
    <h2>Réservez votre moment au domaine</h2>
    <p>Une date, un nombre de personnes, une envie particulière&nbsp;: dites-nous tout, nous organisons le reste.</p>
    <div class="btn-row">
      <a class="btn btn--accent" href="/nous-contacter">Nous contacter</a>
      <a class="btn btn--ghost" href="/nos-vins">Découvrir nos vins</a>
    </div>
  </div>
</section>
${moderation("p-visites-degustations")}
`;

const visitsCss = `
.p-visites-degustations-offer .card__body {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  height: 100%;
}
.p-visites-degustations-offer h3,
.p-visites-degustations-offer p {
  margin: 0;
}
.p-visites-degustations-offer .badge {
  margin-top: auto;
}
.p-visites-degustations-price {
  font-family: var(--font-title);
  font-size: 1.5rem;
  color: var(--color-primary);
}
.p-visites-degustations-price span {
  font-family: var(--font-content);
  font-size: 0.875rem;
  color: var(--color-muted);
}
.p-visites-degustations-address {
  font-weight: 600;
  color: var(--color-title);
}
.p-visites-degustations-address a {
  color: var(--color-primary);
}
${moderationCss("p-visites-degustations")}
`;

/* ------------------------------------------------------------------------ */
/* Pages                                                                    */
/* ------------------------------------------------------------------------ */

export const pages: SeedPage[] = [
  {
    url: "accueil",
    title: "Vins de Muscadet à Vallet, de la vigne à la bouteille",
    menuTitle: "Accueil",
    metaDescription:
      "Domaine familial à Vallet depuis 1921 : Muscadet Sèvre et Maine sur lie, cru Clisson, crémant. Cave ouverte du mardi au samedi, vente en ligne.",
    order: 1,
    showInMenu: true,
    useAbsoluteMenu: true,
    menuIcon: null,
    layout: { html: homeHtml, css: homeCss },
  },
  {
    url: "a-propos",
    title: "Le domaine : quatre générations de vignerons à Vallet",
    menuTitle: "Le domaine",
    metaDescription:
      "Depuis 1921, la famille Bréhéret cultive 28 hectares en Sèvre et Maine. Claire et Mathieu conduisent le domaine vers l'agriculture biologique.",
    order: 2,
    showInMenu: true,
    menuIcon: null,
    layout: { html: aboutHtml, css: aboutCss },
  },
  {
    url: "nos-vins",
    title: "Nos vins : Muscadet, cru Clisson, Gros Plant et crémant",
    menuTitle: "Nos vins",
    metaDescription:
      "Muscadet sur lie, cru Clisson 24 mois sur lies, Gros Plant, Chardonnay, rosé de Loire et crémant : cépages, accords, service et prix de nos vins.",
    order: 3,
    showInMenu: true,
    menuIcon: null,
    layout: { html: winesHtml, css: winesCss },
  },
  {
    url: "boutique",
    title: "Boutique : nos vins et coffrets en vente en ligne",
    menuTitle: "Boutique",
    metaDescription:
      "Commandez nos Muscadet, Gros Plant, Chardonnay, rosé et crémant, en bouteille, demi-bouteille, magnum ou coffret : livraison en France ou retrait au domaine.",
    order: 4,
    showInMenu: true,
    menuIcon: null,
    cmsRoute: "/boutique",
    layout: null,
  },
  {
    url: "visites-degustations",
    title: "Visites et dégustations au domaine, à Vallet",
    menuTitle: "Visites & dégustations",
    metaDescription:
      "Dégustation offerte, visite des chais à 12 €, balade dans les vignes et accueil des groupes : découvrez le Muscadet au Domaine des Trois Moulins.",
    order: 5,
    showInMenu: true,
    menuIcon: null,
    layout: { html: visitsHtml, css: visitsCss },
  },
  {
    url: "nous-contacter",
    title: "Nous contacter : le domaine à Vallet",
    menuTitle: "Nous contacter",
    metaDescription:
      "Une question, une commande ou une visite à réserver ? Écrivez au Domaine des Trois Moulins ou appelez la cave de Vallet au 02 40 33 91 07.",
    order: 6,
    showInMenu: true,
    isFixedOnRight: true,
    menuIcon: "fa-solid fa-envelope",
    cmsRoute: "/nous-contacter",
    layout: null,
  },
];
