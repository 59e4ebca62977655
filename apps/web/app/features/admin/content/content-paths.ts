/** The content screens' addresses (French), and the `?fait=` parameter a success comes back with. */
export const SERVICES_PATH = "/admin/services";
export const BLOG_PATH = "/admin/blog";
export const NEWS_PATH = "/admin/actualites";
export const REVIEWS_PATH = "/admin/avis";
export const NEW_ITEM = "nouveau";
export const DONE_PARAM = "fait";

export const servicePath = (id: number | string) => `${SERVICES_PATH}/${id}`;
export const articlePath = (id: number | string) => `${BLOG_PATH}/articles/${id}`;
export const newsPath = (id: number | string) => `${NEWS_PATH}/${id}`;

/** The confirmations of `?fait=`, shown once on the page a success leads to. */
export const DONE_MESSAGES: Record<string, string> = {
  enregistre: "Modifications enregistrées.",
  ajoute: "Ajouté.",
  supprime: "Supprimé.",
  publie: "Article publié sur le site.",
  retire: "Article retiré du site (brouillon).",
  ordre: "Ordre enregistré.",
  avant: "Actualité mise en avant.",
  modere: "Avis modérés.",
  dossier: "Dossier enregistré.",
};

export const withDone = (path: string, done: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${DONE_PARAM}=${done}`;
