import type { SeedElementList } from "../content";

/** Footer element lists of Domaine des Trois Moulins: useful links, no label logos yet. */

export const logoFooter: SeedElementList = { route: "logo-footer", name: "Labels", elements: [] };

export const linkFooter: SeedElementList = {
  route: "link-footer",
  name: "Liens utiles",
  elements: [
    { slug: "nos-vins", title: "Nos vins", link: { url: "/nos-vins", label: "Nos vins" } },
    {
      slug: "visites-degustations",
      title: "Visites et dégustations",
      link: { url: "/visites-degustations", label: "Visites et dégustations" },
    },
    {
      slug: "nous-contacter",
      title: "Nous contacter",
      link: { url: "/nous-contacter", label: "Nous contacter" },
    },
  ],
};
