import type { SeedElement, SeedElementList, SeedImage } from "../content";

/**
 * Completed projects of Armor Habitat Rénovation: the element list `realisations` (GET
 * /element/realisations), each element with its album (GET /album/{albumId}). An element list
 * rather than a table of its own: a project is a titled card with a category, a town, a fact
 * sheet and a gallery, which is what element lists already carry, and the site owner edits them
 * with the same screens as every other list.
 */

const img = (slug: string, n: number, alt: string): SeedImage => ({ file: `projects/${slug}-${n}.svg`, alt });

interface ProjectInput {
  slug: string;
  title: string;
  summary: string;
  body: string;
  category:
    | "renovation-interieure"
    | "renovation-exterieure"
    | "installation-equipements"
    | "entretien-maintenance";
  location: string;
  tags: string[];
  facts: Array<[string, string]>;
  /** Album images, the first one is also the card's image. */
  images: string[];
  publishedAt: string;
}

function project(p: ProjectInput): SeedElement {
  const images = p.images.map((alt, i) => img(p.slug, i + 1, alt));
  return {
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    body: p.body,
    category: p.category,
    location: p.location,
    tags: p.tags,
    image: images[0]!,
    facts: p.facts.map(([label, value]) => ({ label, value })),
    album: { slug: `realisation-${p.slug}`, name: p.title, description: p.summary, images },
    publishedAt: p.publishedAt,
  };
}

export const projects: SeedElementList = {
  route: "realisations",
  name: "Nos réalisations",
  description: "Chantiers réalisés par nos équipes dans le Golfe du Morbihan, en photos.",
  elements: [
    project({
      slug: "longere-arradon",
      title: "Rénovation complète d'une longère à Arradon",
      summary:
        "Une longère de 1890 transformée en maison familiale lumineuse et économe : isolation, menuiseries, salle d'eau et pièce de vie ouverte sur le jardin.",
      body: `
<p>Catherine et Philippe ont acheté cette longère en pierre à deux pas du Golfe avec un objectif&nbsp;: y vivre toute l'année sans grelotter ni faire exploser la facture de chauffage. La maison n'avait pas été rénovée depuis les années 70&nbsp;: simple vitrage, murs humides, papier peint sur toutes les cloisons et une cheminée ouverte qui aspirait la chaleur.</p>
<h3>Ce que nous avons réalisé</h3>
<ul>
  <li>Isolation des murs par l'intérieur avec un isolant biosourcé respirant, adapté à la pierre</li>
  <li>Isolation des combles perdus en ouate de cellulose soufflée (35&nbsp;cm)</li>
  <li>Remplacement des menuiseries par des fenêtres bois-alu double vitrage</li>
  <li>Ouverture de la cuisine sur le séjour, pose d'un parquet chêne massif</li>
  <li>Création d'une salle d'eau avec douche à l'italienne</li>
  <li>Remplacement de la cheminée ouverte par un poêle à bois performant</li>
</ul>
<p>Le mur de refend en pierre a été sablé et laissé apparent, pour garder le caractère de la maison. Le dossier MaPrimeRénov' a été monté avec les propriétaires avant la signature.</p>`,
      category: "renovation-interieure",
      location: "Arradon",
      tags: ["isolation", "menuiseries", "salle-de-bains", "maison-ancienne"],
      facts: [
        ["Surface", "135 m²"],
        ["Durée du chantier", "11 semaines"],
        ["Année", "2025"],
        ["Aides mobilisées", "MaPrimeRénov' et CEE"],
      ],
      images: [
        "Longère en pierre d'Arradon après rénovation, avec ses fenêtres neuves et son toit d'ardoise",
        "Séjour de la longère avant travaux, avec papier peint ancien et cheminée ouverte",
        "Doublage isolant en cours de pose contre les murs en pierre",
        "Séjour rénové avec mur en pierre apparent, parquet en chêne et poêle à bois",
        "Salle d'eau créée à l'étage avec douche à l'italienne et meuble vasque en bois",
      ],
      publishedAt: "2025-10-06T08:00:00Z",
    }),
    project({
      slug: "salle-de-bains-vannes",
      title: "Salle de bains à l'italienne dans un appartement de Vannes",
      summary:
        "La baignoire des années 80 remplacée par une grande douche de plain-pied, pour une salle de bains plus sûre et plus facile à vivre.",
      body: `
<p>Dans cet appartement du centre de Vannes, la salle de bains de 6&nbsp;m² était encombrée par une baignoire que la propriétaire n'utilisait plus. Nous avons conçu avec elle une pièce plus pratique, accessible et facile à entretenir.</p>
<ul>
  <li>Dépose complète et évacuation des gravats en déchetterie agréée</li>
  <li>Reprise des évacuations et création d'un receveur extra-plat avec étanchéité sous carrelage</li>
  <li>Paroi vitrée fixe, mitigeur thermostatique et barre d'appui discrète</li>
  <li>Faïence grand format, meuble vasque suspendu et sèche-serviettes</li>
  <li>VMC raccordée pour éviter la condensation</li>
</ul>
<p>Le chantier a été mené en copropriété, avec protection des parties communes et accord du syndic pour les coupures d'eau.</p>`,
      category: "renovation-interieure",
      location: "Vannes",
      tags: ["salle-de-bains", "accessibilite", "appartement"],
      facts: [
        ["Surface", "6 m²"],
        ["Durée du chantier", "12 jours ouvrés"],
        ["Année", "2025"],
      ],
      images: [
        "Salle de bains terminée avec douche à l'italienne, paroi vitrée et meuble vasque suspendu",
        "Ancienne salle de bains avec baignoire et carrelage des années 80",
        "Receveur de douche et étanchéité en cours de pose",
        "Meuble vasque en bois clair, miroir et sèche-serviettes",
      ],
      publishedAt: "2025-06-16T08:00:00Z",
    }),
    project({
      slug: "isolation-exterieure-sene",
      title: "Isolation thermique par l'extérieur d'une maison des années 70 à Séné",
      summary:
        "Une maison énergivore passée de l'étiquette F à C grâce à une isolation par l'extérieur sous enduit et un bardage bois sur le pignon.",
      body: `
<p>Construite en 1976, cette maison en parpaings n'avait jamais été isolée. Les propriétaires souhaitaient améliorer leur confort sans réduire la surface habitable&nbsp;: l'isolation par l'extérieur s'imposait.</p>
<ul>
  <li>Dépose des descentes et des appuis de fenêtres, protection des abords</li>
  <li>Pose de 14&nbsp;cm de panneaux isolants calés-chevillés sur les façades</li>
  <li>Enduit minéral blanc cassé, adapté à l'air marin</li>
  <li>Bardage en douglas naturel sur le pignon ouest, le plus exposé</li>
  <li>Traitement des ponts thermiques autour des menuiseries et en pied de mur</li>
</ul>
<p>Audit énergétique avant travaux, puis nouvelle étiquette après&nbsp;: F → C. Les aides MaPrimeRénov' et CEE ont couvert une part importante du montant.</p>`,
      category: "renovation-exterieure",
      location: "Séné",
      tags: ["isolation", "facade", "renovation-energetique"],
      facts: [
        ["Surface isolée", "168 m² de façades"],
        ["Durée du chantier", "5 semaines"],
        ["Année", "2024"],
        ["Étiquette énergie", "F → C"],
      ],
      images: [
        "Maison de Séné après isolation par l'extérieur, enduit blanc et bardage bois sur le pignon",
        "Façade d'origine en enduit gris fissuré avant travaux",
        "Panneaux isolants posés sur la façade, sous échafaudage",
        "Détail du bardage en douglas et de l'angle enduit",
      ],
      publishedAt: "2024-11-18T08:00:00Z",
    }),
    project({
      slug: "toiture-ardoise-auray",
      title: "Réfection d'une toiture en ardoise naturelle à Auray",
      summary:
        "Couverture de 1950 déposée, charpente traitée et isolée, ardoises naturelles posées au crochet et zinguerie neuve.",
      body: `
<p>Des infiltrations répétées après chaque tempête&nbsp;: la couverture de cette maison de ville d'Auray arrivait en fin de vie. Plutôt que de multiplier les réparations, les propriétaires ont choisi une réfection complète.</p>
<ul>
  <li>Dépose de l'ancienne couverture et contrôle de la charpente</li>
  <li>Traitement des bois et remplacement de deux chevrons abîmés</li>
  <li>Écran sous-toiture respirant et isolation des rampants</li>
  <li>Ardoises naturelles d'Espagne posées au crochet inox</li>
  <li>Gouttières et descentes en zinc, noues et solins refaits</li>
</ul>
<p>Chantier réalisé en secteur protégé, avec déclaration préalable et respect des prescriptions de l'Architecte des Bâtiments de France.</p>`,
      category: "renovation-exterieure",
      location: "Auray",
      tags: ["toiture", "zinguerie", "isolation"],
      facts: [
        ["Surface de toiture", "120 m²"],
        ["Durée du chantier", "4 semaines"],
        ["Année", "2024"],
      ],
      images: [
        "Toiture en ardoise neuve d'une maison de ville d'Auray",
        "Ancienne couverture couverte de mousse avec ardoises cassées",
        "Charpente et liteaux neufs avant la pose des ardoises",
        "Détail de la gouttière en zinc et des ardoises posées au crochet",
      ],
      publishedAt: "2024-09-09T08:00:00Z",
    }),
    project({
      slug: "pompe-a-chaleur-saint-ave",
      title: "Remplacement d'une chaudière fioul par une pompe à chaleur à Saint-Avé",
      summary:
        "Une pompe à chaleur air-eau raccordée aux radiateurs existants : fini le fioul, et une facture de chauffage divisée par deux.",
      body: `
<p>La chaudière fioul de cette maison de 1988 avait 25 ans. Après une étude thermique pièce par pièce, nous avons installé une pompe à chaleur air-eau de 11&nbsp;kW, en conservant la plupart des radiateurs en fonte.</p>
<ul>
  <li>Neutralisation et évacuation de la cuve à fioul</li>
  <li>Unité extérieure sur silentblocs, à distance des fenêtres des voisins</li>
  <li>Module hydraulique avec ballon d'eau chaude de 190 litres</li>
  <li>Remplacement de trois radiateurs sous-dimensionnés</li>
  <li>Régulation avec sonde extérieure et thermostat d'ambiance</li>
</ul>
<p>Installation en trois jours, mise en service et prise en main expliquée. Le contrat d'entretien a été souscrit dans la foulée.</p>`,
      category: "installation-equipements",
      location: "Saint-Avé",
      tags: ["pompe-a-chaleur", "chauffage", "renovation-energetique"],
      facts: [
        ["Puissance", "11 kW"],
        ["Durée de l'installation", "3 jours"],
        ["Année", "2025"],
        ["Aides mobilisées", "MaPrimeRénov' et coup de pouce CEE"],
      ],
      images: [
        "Unité extérieure de pompe à chaleur installée contre le pignon de la maison",
        "Ancienne chaudière fioul dans le cellier avant son remplacement",
        "Module hydraulique intérieur et ballon d'eau chaude installés dans le cellier",
      ],
      publishedAt: "2025-03-03T08:00:00Z",
    }),
    project({
      slug: "poele-granules-theix",
      title: "Poêle à granulés et VMC hygroréglable à Theix-Noyalo",
      summary:
        "Un poêle à granulés étanche pour chauffer le séjour et une VMC neuve pour assainir l'air d'une maison récemment isolée.",
      body: `
<p>Après avoir isolé leurs combles, les propriétaires constataient de la condensation sur les fenêtres. Nous avons installé une VMC hygroréglable et profité du chantier pour remplacer les convecteurs du séjour par un poêle à granulés.</p>
<ul>
  <li>Poêle étanche de 8&nbsp;kW programmable depuis un smartphone</li>
  <li>Conduit concentrique et sortie en toiture</li>
  <li>VMC simple flux hygroréglable de type B, bouches dans les pièces humides</li>
  <li>Entrées d'air sur les menuiseries des chambres et du séjour</li>
</ul>`,
      category: "installation-equipements",
      location: "Theix-Noyalo",
      tags: ["poele", "ventilation", "chauffage"],
      facts: [
        ["Puissance du poêle", "8 kW"],
        ["Durée de l'installation", "2 jours"],
        ["Année", "2025"],
      ],
      images: [
        "Poêle à granulés gris anthracite installé dans le séjour",
        "Caisson de VMC hygroréglable posé dans les combles isolés",
        "Séjour chauffé par le poêle, avec fenêtre équipée d'une entrée d'air",
      ],
      publishedAt: "2025-01-20T08:00:00Z",
    }),
    project({
      slug: "cuisine-ouverte-lorient",
      title: "Cuisine ouverte sur le séjour dans une maison de Lorient",
      summary:
        "Une cloison porteuse remplacée par une poutre, pour une cuisine ouverte avec îlot central et une pièce de vie traversante.",
      body: `
<p>La cuisine de cette maison de la reconstruction, à Lorient, était fermée et sombre. L'ouverture sur le séjour demandait de reprendre un mur porteur&nbsp;: nous avons fait intervenir un bureau d'études avant de poser une poutre métallique.</p>
<ul>
  <li>Étude de structure et pose d'une poutre IPN habillée</li>
  <li>Reprise des réseaux d'eau, d'évacuation et d'électricité</li>
  <li>Sol en carreaux imitation béton ciré dans la cuisine, parquet dans le séjour</li>
  <li>Pose d'une cuisine bleu marine avec îlot central et plan en chêne</li>
  <li>Peinture de l'ensemble de la pièce</li>
</ul>`,
      category: "renovation-interieure",
      location: "Lorient",
      tags: ["cuisine", "mur-porteur", "interieur"],
      facts: [
        ["Surface", "42 m²"],
        ["Durée du chantier", "6 semaines"],
        ["Année", "2024"],
      ],
      images: [
        "Cuisine ouverte bleu marine avec îlot central et suspensions",
        "Ancienne cuisine fermée avant l'ouverture du mur",
        "Ouverture du mur porteur avec étaiement et poutre en place",
        "Îlot central en chêne et crédence en zellige blanc",
      ],
      publishedAt: "2024-06-10T08:00:00Z",
    }),
    project({
      slug: "terrasse-baie-sarzeau",
      title: "Terrasse en bois et baie vitrée à Sarzeau",
      summary:
        "Une terrasse en pin traité de 38 m² de plain-pied avec le séjour, grâce à une baie coulissante en aluminium à la place de l'ancienne fenêtre.",
      body: `
<p>Sur la presqu'île de Rhuys, cette maison de vacances devenue résidence principale tournait le dos au jardin. Nous avons agrandi l'ouverture du séjour et créé une terrasse de plain-pied.</p>
<ul>
  <li>Agrandissement de l'ouverture et pose d'une baie coulissante aluminium</li>
  <li>Terrasse en pin classe 4 sur lambourdes et plots réglables</li>
  <li>Garde-corps en câbles inox côté talus</li>
  <li>Visserie inox résistante aux embruns</li>
</ul>`,
      category: "renovation-exterieure",
      location: "Sarzeau",
      tags: ["terrasse", "menuiseries", "exterieur"],
      facts: [
        ["Surface de terrasse", "38 m²"],
        ["Durée du chantier", "3 semaines"],
        ["Année", "2025"],
      ],
      images: [
        "Terrasse en bois de plain-pied avec la baie vitrée du séjour",
        "Ancien dallage béton fissuré devant la maison",
        "Lambourdes posées sur plots avant la pose des lames",
        "Terrasse terminée au coucher du soleil, avec vue sur le jardin",
      ],
      publishedAt: "2025-08-25T08:00:00Z",
    }),
    project({
      slug: "residence-secondaire-arzon",
      title: "Suivi d'une résidence secondaire à Arzon",
      summary:
        "Quatre visites par an, un passage après chaque tempête et l'entretien des équipements : une maison surveillée pendant l'absence de ses propriétaires.",
      body: `
<p>Les propriétaires de cette maison face à la mer vivent à Paris. Depuis 2023, notre équipe maintenance veille sur leur maison dans le cadre du contrat «&nbsp;Résidence secondaire&nbsp;».</p>
<ul>
  <li>Ouverture de la maison au printemps et fermeture à l'automne</li>
  <li>Contrôle de la toiture, des gouttières et des menuiseries après chaque tempête</li>
  <li>Entretien annuel du chauffe-eau et de la VMC</li>
  <li>Compte rendu avec photos envoyé après chaque passage</li>
</ul>
<p>Après la tempête de novembre, deux ardoises déplacées ont été remises en place dès le lendemain, avant toute infiltration.</p>`,
      category: "entretien-maintenance",
      location: "Arzon",
      tags: ["entretien", "residence-secondaire", "toiture"],
      facts: [
        ["Contrat", "Résidence secondaire"],
        ["Visites", "4 par an et après tempête"],
        ["Depuis", "2023"],
      ],
      images: [
        "Maison de bord de mer à Arzon suivie dans le cadre d'un contrat d'entretien",
        "Technicien contrôlant les gouttières depuis une échelle",
        "Entretien du chauffe-eau et contrôle de l'installation",
      ],
      publishedAt: "2025-11-24T08:00:00Z",
    }),
  ],
};
