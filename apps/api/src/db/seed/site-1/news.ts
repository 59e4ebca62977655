import type { SeedNews } from "../content";

/** News of Armor Habitat Rénovation; the promoted one is shown in the site's banner. */
export const news: SeedNews[] = [
  {
    slug: "portes-ouvertes-atelier",
    title: "Portes ouvertes de l'atelier : venez préparer vos travaux avec nous",
    summary:
      "Un samedi matin par mois, nos conducteurs de travaux vous accueillent à l'atelier de Vannes pour parler de votre projet et des aides 2026.",
    body: `
<p>Vous réfléchissez à des travaux de rénovation et vous ne savez pas par où commencer&nbsp;? Venez nous rencontrer à l'atelier de la ZA de Laroiseau, un samedi matin par mois, de 9&nbsp;h à 12&nbsp;h.</p>
<ul>
  <li>Présentation des matériaux&nbsp;: isolants, menuiseries, carrelages, équipements de chauffage</li>
  <li>Point sur MaPrimeRénov', les primes CEE et l'éco-prêt à taux zéro avec Sophie</li>
  <li>Prise de rendez-vous pour une visite gratuite à domicile</li>
</ul>
<p>Entrée libre, café offert. Inscription conseillée pour l'atelier «&nbsp;Monter son dossier d'aides&nbsp;».</p>`,
    image: {
      file: "news/portes-ouvertes.svg",
      alt: "Atelier d'Armor Habitat avec établi, matériaux et camionnette",
    },
    link: { url: "/nous-contacter", label: "Réserver ma place" },
    publishedAt: "2026-11-02T08:00:00Z",
    isPromoted: true,
  },
  {
    slug: "contrat-entretien-pompe-a-chaleur",
    title: "Nouveau : un contrat d'entretien pour les pompes à chaleur",
    summary:
      "Visite tous les deux ans comme l'exige la réglementation, contrôle d'étanchéité et intervention prioritaire en cas de panne : notre nouveau contrat est disponible.",
    body: `
<p>L'entretien d'une pompe à chaleur de 4 à 70&nbsp;kW est obligatoire tous les deux ans. Pour vous simplifier la vie, nous proposons désormais un contrat dédié, que votre pompe à chaleur ait été installée par nos soins ou non.</p>
<ul>
  <li>Contrôle d'étanchéité du circuit frigorifique et attestation réglementaire</li>
  <li>Nettoyage de l'unité extérieure, particulièrement exposée au sel en bord de mer</li>
  <li>Vérification des réglages pour optimiser la consommation</li>
  <li>Intervention prioritaire sous 48&nbsp;h en cas de panne de chauffage</li>
</ul>
<p>À partir de 180&nbsp;€ TTC par visite. Demandez votre devis depuis notre page Entretien et maintenance.</p>`,
    image: {
      file: "news/contrat-entretien.svg",
      alt: "Technicien contrôlant l'unité extérieure d'une pompe à chaleur",
    },
    link: { url: "/services/entretien-maintenance", label: "Découvrir nos contrats" },
    publishedAt: "2026-09-01T08:00:00Z",
  },
  {
    slug: "recrutement-apprentis-2026",
    title: "Nous accueillons deux apprentis pour la rentrée",
    summary:
      "Un apprenti plaquiste et un apprenti plombier-chauffagiste rejoignent l'équipe, en alternance avec le CFA du bâtiment de Vannes.",
    body: `
<p>Former les artisans de demain fait partie de notre métier. Cette année encore, deux apprentis rejoignent nos équipes&nbsp;: Lucas, en CAP plâtrier-plaquiste, et Inès, en CAP monteur en installations thermiques.</p>
<p>Ils seront accompagnés sur les chantiers par Yann et par nos compagnons, et alterneront avec le CFA du bâtiment de Vannes. Bienvenue à eux&nbsp;!</p>`,
    image: { file: "news/apprentis.svg", alt: "Deux apprentis et leur chef d'équipe devant l'atelier" },
    publishedAt: "2026-08-28T08:00:00Z",
  },
  {
    slug: "renouvellement-rge-qualibat",
    title: "Notre certification RGE Qualibat renouvelée",
    summary:
      "Après un audit de chantier, notre qualification RGE a été renouvelée : vos travaux de rénovation énergétique restent éligibles aux aides.",
    body: `
<p>Comme tous les quatre ans, notre qualification RGE Qualibat a fait l'objet d'un renouvellement complet, avec contrôle de nos références, de nos assurances et audit d'un chantier d'isolation à Plescop.</p>
<p>Cette certification permet à nos clients de bénéficier de MaPrimeRénov', des primes CEE et de l'éco-prêt à taux zéro pour leurs travaux d'isolation, de menuiseries et de chauffage.</p>`,
    image: { file: "badges/rge-qualibat.svg", alt: "Badge RGE Qualibat", width: 240, height: 240 },
    publishedAt: "2026-04-14T08:00:00Z",
  },
];
