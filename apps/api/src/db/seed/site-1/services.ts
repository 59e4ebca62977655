import type { SeedService } from "../content";

/** The four services of Armor Habitat Rénovation, each presented by its CMS page. */
export const services: SeedService[] = [
  {
    slug: "renovation-interieure",
    pageUrl: "renovation-interieure",
    title: "Rénovation intérieure",
    summary:
      "Salles de bains, cuisines, sols, cloisons, peinture et isolation des murs : nous transformons vos pièces de vie, tous corps d'état, avec un seul interlocuteur.",
    body: `
<p>Nos plaquistes, menuisiers, carreleurs, peintres, plombiers et notre électricien interviennent dans le bon ordre, sous la conduite d'un seul conducteur de travaux. Vous n'avez ni artisans à coordonner ni planning à surveiller.</p>
<h3>Ce que nous réalisons</h3>
<ul>
  <li>Salles de bains complètes et douches à l'italienne</li>
  <li>Cuisines : réseaux, crédence, sols et pose du mobilier</li>
  <li>Parquet, carrelage et sols souples</li>
  <li>Cloisons, doublages isolants et redistribution des pièces</li>
  <li>Peinture et finitions</li>
</ul>
<p>Devis gratuit sous 48&nbsp;h après la visite, TVA à 10&nbsp;% dans les logements de plus de deux ans et 5,5&nbsp;% pour l'isolation.</p>`,
    image: {
      file: "service-renovation-interieure.svg",
      alt: "Pièce de vie en cours de rénovation avec cloison isolée, peinture et cuisine bleue",
    },
    tags: ["interieur", "salle-de-bains", "cuisine", "isolation"],
  },
  {
    slug: "renovation-exterieure",
    pageUrl: "renovation-exterieure",
    title: "Rénovation extérieure",
    summary:
      "Ravalement, isolation par l'extérieur, fenêtres, toiture en ardoise et terrasses, avec des matériaux choisis pour résister aux embruns.",
    body: `
<p>Les maisons du littoral morbihannais subissent le sel, l'humidité et les coups de vent. Nous diagnostiquons l'enveloppe de votre maison et choisissons des solutions durables, dans le respect des règles d'urbanisme de votre commune.</p>
<h3>Ce que nous réalisons</h3>
<ul>
  <li>Ravalement et traitement des fissures</li>
  <li>Isolation thermique par l'extérieur, sous enduit ou sous bardage</li>
  <li>Fenêtres, portes-fenêtres et portes d'entrée</li>
  <li>Réfection de toitures en ardoise naturelle et zinguerie</li>
  <li>Terrasses en bois ou en composite</li>
</ul>
<p>Entreprise certifiée RGE Qualibat&nbsp;: vos travaux d'isolation et de menuiseries peuvent ouvrir droit à MaPrimeRénov' et aux primes CEE.</p>`,
    image: {
      file: "service-renovation-exterieure.svg",
      alt: "Façade de maison bretonne sous échafaudage pendant une isolation par l'extérieur",
    },
    tags: ["exterieur", "facade", "toiture", "isolation", "menuiseries"],
  },
  {
    slug: "installation-equipements",
    pageUrl: "installation-equipements",
    title: "Installation d'équipements",
    summary:
      "Pompes à chaleur, poêles à granulés, chauffe-eau thermodynamiques, ventilation et électricité : le bon équipement, bien dimensionné et mis en service.",
    body: `
<p>Nous partons de votre logement, de son isolation et de vos habitudes pour dimensionner l'équipement juste, puis nous l'installons, le mettons en service et vous expliquons son fonctionnement.</p>
<h3>Ce que nous installons</h3>
<ul>
  <li>Pompes à chaleur air-eau en remplacement d'une chaudière</li>
  <li>Poêles à granulés étanches et programmables</li>
  <li>Chauffe-eau thermodynamiques</li>
  <li>VMC simple flux hygroréglable et double flux</li>
  <li>Tableaux électriques et mises aux normes</li>
</ul>
<p>Nous montons avec vous les dossiers MaPrimeRénov' et CEE avant la signature, et assurons l'entretien de vos équipements.</p>`,
    image: {
      file: "service-installation-equipements.svg",
      alt: "Pompe à chaleur installée contre le mur extérieur d'une maison",
    },
    tags: ["equipements", "chauffage", "pompe-a-chaleur", "ventilation", "electricite"],
  },
  {
    slug: "entretien-maintenance",
    pageUrl: "entretien-maintenance",
    title: "Entretien et maintenance",
    summary:
      "Entretien du chauffage, petits dépannages, démoussage, gouttières et suivi des résidences secondaires, avec ou sans contrat annuel.",
    body: `
<p>Notre équipe maintenance intervient sous 72&nbsp;h pour les particuliers, les propriétaires de résidences secondaires et les petites copropriétés. Chaque passage donne lieu à un compte rendu avec photos.</p>
<h3>Nos prestations</h3>
<ul>
  <li>Entretien annuel des chaudières, pompes à chaleur et poêles</li>
  <li>Petits travaux de plomberie, d'électricité et de menuiserie</li>
  <li>Démoussage de toiture et nettoyage des gouttières</li>
  <li>Contrat «&nbsp;Résidence secondaire&nbsp;» : quatre visites par an et passage après tempête</li>
</ul>`,
    image: {
      file: "service-entretien-maintenance.svg",
      alt: "Technicien réalisant l'entretien annuel d'un équipement de chauffage",
    },
    tags: ["entretien", "depannage", "chauffage", "residence-secondaire"],
  },
];
