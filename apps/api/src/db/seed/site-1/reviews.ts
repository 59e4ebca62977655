import type { SeedReview } from "../content";

/** Customer reviews of Armor Habitat Rénovation, as kept from its Google listing and its own site. */
export const reviews: SeedReview[] = [
  {
    author: "Catherine L.",
    rating: 5,
    date: "2025-11-12",
    text: "Isolation des murs, salle d'eau et fenêtres dans notre longère d'Arradon : le planning a été respecté à la semaine près, et l'équipe laissait la maison propre tous les soirs. Erwan nous a beaucoup aidés pour le dossier MaPrimeRénov'.",
    reply:
      "Merci Catherine, ce fut un plaisir de redonner vie à votre longère. Profitez bien de cet hiver au chaud !",
  },
  {
    author: "Yannick P.",
    rating: 5,
    date: "2025-04-02",
    text: "Remplacement de notre vieille chaudière fioul par une pompe à chaleur. Devis clair, installation en trois jours et un technicien qui a pris le temps de nous expliquer les réglages. La facture de chauffage a fondu.",
  },
  {
    author: "Hélène et Marc D.",
    rating: 5,
    date: "2026-02-18",
    text: "Nous vivons à Rennes et Armor Habitat veille sur notre maison de Sarzeau toute l'année. Après la tempête de février, deux ardoises étaient déplacées : réparé le lendemain, photos à l'appui. Un vrai soulagement.",
  },
  {
    author: "Gwenaëlle R.",
    rating: 4,
    date: "2025-07-08",
    text: "Très belle salle de bains à l'italienne, finitions soignées. Le chantier a pris trois jours de plus que prévu à cause d'un retard de livraison du meuble, mais nous avons été prévenus tout de suite et rien ne nous a été facturé en plus.",
    reply:
      "Merci Gwenaëlle pour votre retour. Nous avons depuis changé de fournisseur pour ces meubles afin d'éviter ce type de retard.",
  },
  {
    author: "Thierry M.",
    rating: 5,
    date: "2024-12-03",
    text: "Isolation par l'extérieur de notre maison de Séné. Le résultat est superbe et la différence de confort énorme dès le premier hiver. Équipe ponctuelle, aimable et chantier impeccable.",
  },
  {
    author: "Anne-Sophie K.",
    rating: 5,
    date: "2026-05-21",
    text: "Cuisine ouverte sur le séjour avec reprise d'un mur porteur : Maëlle a tout coordonné, y compris le bureau d'études. Nous avons eu un seul interlocuteur du début à la fin, c'est exactement ce que nous cherchions.",
    source: "SITE",
  },
  {
    author: "Jean-Yves B.",
    rating: 4,
    date: "2026-09-30",
    text: "Entretien de chaudière et nettoyage des gouttières. Travail sérieux, tarif annoncé respecté. Il a fallu attendre une dizaine de jours pour avoir un créneau en septembre, période chargée.",
  },
  {
    author: "Morgane T.",
    rating: 5,
    date: "2026-10-15",
    text: "Toiture en ardoise refaite sur notre maison d'Auray. Conseils avisés pour le dossier en secteur protégé, travail d'une grande qualité et chantier très bien protégé. Je recommande sans hésiter.",
  },
];
