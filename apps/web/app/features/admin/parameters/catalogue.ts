import { PARAMETERS, type ParameterKey } from "@vitrine/shared/parameters";

/**
 * The parameters screen's table: the groups it shows, in order, and for every parameter its label
 * and a short help in French. A parameter belongs to one group exactly (catalogue.test.ts).
 */

export type GroupKind = "fields" | "colors" | "fonts" | "logos" | "legal";

export interface ParameterGroup {
  /** In the address: /admin/parametres?groupe=couleurs */
  slug: string;
  title: string;
  intro: string;
  kind: GroupKind;
  keys: readonly ParameterKey[];
}

const days = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;

export const PARAMETER_GROUPS: readonly ParameterGroup[] = [
  {
    slug: "identite",
    title: "Identité et mentions légales",
    intro: "Le nom de l'entreprise et les informations légales reprises dans les textes légaux du site.",
    kind: "fields",
    keys: [
      ...["COMPANY_NAME", "COMPANY_DESCRIPTION", "LEGAL_COMPANY_NAME", "CORPORATE_FORM", "SHARE_CAPITAL"],
      ...[
        "LEGAL_AGENT",
        "HEAD_OFFICE",
        "RCS_NUMBER",
        "SIRET_NUMBER",
        "INTRACO_VAT",
        "VAT_FRANCHISE",
        "CONSUMER_MEDIATOR",
        "BANNER",
        "FOOTER_BANNER",
      ],
    ] as ParameterKey[],
  },
  {
    slug: "contact",
    title: "Contact et horaires",
    intro: "Comment vous joindre et quand : affiché sur la page de contact et en bas de chaque page.",
    kind: "fields",
    keys: [
      "COMPANY_EMAIL",
      "COMPANY_PHONE",
      "COMPANY_LATITUDE",
      "COMPANY_LONGITUDE",
      ...days.map((day) => `OPENING_HOURS_${day}` as ParameterKey),
    ],
  },
  {
    slug: "reseaux",
    title: "Réseaux sociaux",
    intro:
      "Les adresses de vos pages : une icône mène à chacune en bas du site. Laissez vide pour la masquer.",
    kind: "fields",
    keys: [
      ...["FACEBOOK_URL", "INSTAGRAM_URL", "TWITTER_URL", "LINKEDIN_URL", "TIKTOK_URL", "YOUTUBE_URL"],
      ...["TRIPADVISOR_URL", "GOOGLE_REVIEWS_URL", "TELEGRAM_URL", "DISCORD_URL"],
    ] as ParameterKey[],
  },
  {
    slug: "menu",
    title: "Menu et mise en page",
    intro: "La place et l'allure du menu principal.",
    kind: "fields",
    keys: ["MENU_TYPE", "MENU_ICON_SIZE", "MENU_ICON_STYLE", "MENU_UPPERCASE", "DETAIL_PAGE_MARGIN_TOP"],
  },
  {
    slug: "polices",
    title: "Polices",
    intro: "Les polices des titres, du texte et du menu, parmi celles que le site héberge lui-même.",
    kind: "fonts",
    keys: [],
  },
  {
    slug: "couleurs",
    title: "Couleurs",
    intro: "Les couleurs du site. L'aperçu se met à jour pendant que vous choisissez.",
    kind: "colors",
    keys: [
      ...[
        "PRIMARY_COLOR",
        "ACCENT_COLOR",
        "BACKGROUND_COLOR",
        "HEADER_BACKGROUND_COLOR",
        "MENU_BACKGROUND_COLOR",
      ],
      ...[
        "ACTIVE_FONT_COLOR",
        "MOBILE_MENU_BACKGROUND_COLOR",
        "FOOTER_BACKGROUND_COLOR",
        "FOOTER_FONT_COLOR",
      ],
    ] as ParameterKey[],
  },
  {
    slug: "logos",
    title: "Logos",
    intro: "Les images de votre marque et leur taille à l'écran.",
    kind: "logos",
    keys: ["LOGO_WIDTH", "LOGO_HEIGHT", "LOGO_FOOTER_WIDTH", "LOGO_POSITION"],
  },
  {
    slug: "options",
    title: "Options",
    intro: "Les fonctions du site à activer ou non.",
    kind: "fields",
    keys: [
      ...[
        "ENABLE_NEWSLETTER",
        "SHOW_SEARCHBAR",
        "IS_BLOG_ACTIVATED",
        "SEE_CART_ON_HOVER",
        "REPEAT_ANIMATION",
      ],
      ...["USE_WEBP", "BLOCK_MINORS_FROM_REGISTERING", "ASK_BIRTHDATE_AT_REGISTER"],
      ...["DISPLAY_ALCOHOL_SELLING_MESSAGE", "DISPLAY_ETHYLOTEST_MESSAGE", "ONLY_SELL_IN_FRANCE"],
      ...["SELLS_WORLDWIDE", "LOCK_DELIVERY", "HANDLE_STOCK", "USE_PRODUCT_STOCK"],
    ] as ParameterKey[],
  },
  {
    slug: "boutique",
    title: "Boutique",
    intro: "Paiement, présentation des produits et seuils de la boutique en ligne.",
    kind: "fields",
    keys: [
      ...["PAYMENT_METHOD", "BANK_ACCOUNT_HOLDER", "BANK_IBAN", "BANK_BIC", "CHEQUE_PAYEE", "CHEQUE_ADDRESS"],
      ...["PRODUCT_DISPLAY", "PRODUCT_ORDER", "PRODUCT_ASPECT_RATIO", "PRODUCT_PAGE_STYLE"],
      ...[
        "FREE_SHIPPING_PRICE",
        "FREE_SHIPPING_BOTTLE",
        "MINIMUM_EXPEDITION_BOTTLE",
        "MAXIMUM_EXPEDITION_BOTTLE",
      ],
      ...["BOTTLE_MULTIPLE", "STOCK_LIMIT_DISPLAY", "CLICK_AND_COLLECT_HOURS", "ORDER_REVIEW_DELAY"],
    ] as ParameterKey[],
  },
  {
    slug: "services-tiers",
    title: "Services tiers",
    intro:
      "Mesure d'audience et publicité : chargées seulement après l'accord du visiteur dans le bandeau des cookies.",
    kind: "fields",
    keys: ["GOOGLE_ANALYTICS_ID", "META_PIXEL_ID", "SCRIPT_TO_LOAD"],
  },
  {
    slug: "textes-legaux",
    title: "Textes légaux",
    intro: "Les pages légales du site. Les champs entre accolades sont remplacés par vos informations.",
    kind: "legal",
    keys: ["LEGAL_NOTICE", "PRIVACY_POLICY", "COOKIE_POLICY", "USE_TERMS", "SALE_TERMS"],
  },
];

export const DEFAULT_GROUP = PARAMETER_GROUPS[0]!;

export const groupBySlug = (slug: string | null): ParameterGroup | undefined =>
  PARAMETER_GROUPS.find((group) => group.slug === slug);

/** The legal texts in the address (`&texte=mentions-legales`), and the site's page of each. */
export const LEGAL_TEXTS: Partial<Record<ParameterKey, { slug: string; page: string }>> = {
  LEGAL_NOTICE: { slug: "mentions-legales", page: "/legal-notice" },
  PRIVACY_POLICY: { slug: "confidentialite", page: "/privacy-policy" },
  COOKIE_POLICY: { slug: "cookies", page: "/cookie-policy" },
  USE_TERMS: { slug: "cgu", page: "/use-terms" },
  SALE_TERMS: { slug: "cgv", page: "/sale-terms" },
};

/** Form field (and address parameter) naming the legal text shown and saved. */
export const LEGAL_TEXT_FIELD = "texte";

/** The key of the legal text named in the address, else the group's first. */
export function legalTextOf(group: ParameterGroup, slug: string | null): ParameterKey {
  return group.keys.find((key) => LEGAL_TEXTS[key]?.slug === slug) ?? group.keys[0]!;
}

/** Labels of the panel where the catalogue's own name carries codes (LEFT ou CENTER…). */
const LABELS: Partial<Record<ParameterKey, string>> = {
  LOGO_POSITION: "Position du logo",
  MENU_TYPE: "Type de menu",
  PAYMENT_METHOD: "Moyens de paiement acceptés",
  PRODUCT_DISPLAY: "Affichage des produits",
  FREE_SHIPPING_PRICE: "Livraison offerte à partir de (€)",
};

export const labelOf = (key: ParameterKey): string => LABELS[key] ?? PARAMETERS[key].label;

/** Keys shown in euros, stored in cents. */
export const EURO_KEYS: ReadonlySet<ParameterKey> = new Set(["FREE_SHIPPING_PRICE"]);

const hours = (day: string) =>
  `Par exemple « 9h – 12h, 14h – 18h ». Laissez vide si vous êtes fermé le ${day}.`;
const social = (name: string) => `L'adresse complète de votre ${name}, commençant par https://.`;

/** A short help under each field. */
export const HELP: Record<ParameterKey, string> = {
  PRIMARY_COLOR: "Boutons, titres et liens.",
  ACCENT_COLOR: "Mises en avant : étiquettes, prix, éléments actifs.",
  BACKGROUND_COLOR: "Fond de toutes les pages.",
  ACTIVE_FONT_COLOR: "Couleur de la page en cours dans le menu. Vide : la couleur d'accent.",
  HEADER_BACKGROUND_COLOR: "Fond de l'en-tête (logo et menu). Vide : le fond des pages.",
  MENU_BACKGROUND_COLOR: "Fond de la barre de menu. Vide : celui de l'en-tête.",
  MOBILE_MENU_BACKGROUND_COLOR: "Fond du menu ouvert sur téléphone. Vide : celui du menu.",
  FOOTER_BACKGROUND_COLOR: "Fond du bas de page. Vide : la couleur principale assombrie.",
  FOOTER_FONT_COLOR: "Texte du bas de page. Vide : choisie pour être lisible sur son fond.",
  ENABLE_NEWSLETTER: "Propose l'abonnement à la lettre d'information.",
  SHOW_SEARCHBAR: "Affiche un champ de recherche dans l'en-tête.",
  DISPLAY_ALCOHOL_SELLING_MESSAGE:
    "Rappelle que l'abus d'alcool est dangereux pour la santé (obligatoire pour le vin).",
  DISPLAY_ETHYLOTEST_MESSAGE: "Rappelle de contrôler son alcoolémie avant de prendre le volant.",
  BLOCK_MINORS_FROM_REGISTERING:
    "Refuse la création d'un compte avant 18 ans (la date de naissance est demandée).",
  ASK_BIRTHDATE_AT_REGISTER: "Demande la date de naissance dans le formulaire d'inscription.",
  IS_BLOG_ACTIVATED: "Publie le blog de conseils et son entrée dans le menu.",
  ONLY_SELL_IN_FRANCE:
    "Livre uniquement en France (métropole et Corse). Décoché : le vin envoyé à un particulier d'un autre pays de l'Union européenne y doit les droits d'accises et la TVA de ce pays, par un représentant fiscal ; la boutique ne les calcule pas.",
  LOCK_DELIVERY: "Suspend toutes les livraisons : plus aucune commande n'est expédiée.",
  PAYMENT_METHOD: "Les moyens proposés au client à la fin de sa commande.",
  BANK_ACCOUNT_HOLDER:
    "Nom du titulaire, indiqué au client qui paie par virement ; vide : la raison sociale.",
  BANK_IBAN: "Indiqué au client qui paie par virement.",
  BANK_BIC: "Code de votre banque, 8 ou 11 caractères.",
  CHEQUE_PAYEE: "À quel ordre le client libelle son chèque ; vide : la raison sociale.",
  CHEQUE_ADDRESS: "Où le client envoie son chèque ; vide : l'adresse du siège social.",
  SELLS_WORLDWIDE:
    "Livre aussi hors de l'Union européenne, si « Vendre uniquement en France » est décoché. Ces ventes, comme les envois vers les DOM (Monaco excepté), sont des exportations : facturées hors TVA (art. 262 I du CGI), les droits d'importation restant dus par le client ; la déclaration en douane et la preuve de la sortie restent à votre charge.",
  HANDLE_STOCK: "Décompte le stock à chaque commande et empêche de vendre au-delà.",
  USE_PRODUCT_STOCK: "Affiche le stock restant des produits (« Épuisé », « plus que N en stock »).",
  SEE_CART_ON_HOVER: "Ouvre l'aperçu du panier au survol de son icône.",
  REPEAT_ANIMATION: "Rejoue les animations d'apparition à chaque passage.",
  SCRIPT_TO_LOAD: "L'adresse https:// d'un script, ou son code. Chargé après l'accord du visiteur.",
  GOOGLE_ANALYTICS_ID: "L'identifiant de mesure, par exemple G-AB12CD34.",
  META_PIXEL_ID: "Le numéro du pixel, composé de chiffres.",
  USE_WEBP: "Sert des images plus légères aux navigateurs qui le permettent.",
  BANNER: "Une courte annonce en haut de chaque page. Vide : pas d'annonce.",
  FOOTER_BANNER: "Une courte phrase au-dessus du bas de page. Vide : rien.",
  COMPANY_NAME: "Le nom sous lequel vos clients vous connaissent.",
  COMPANY_EMAIL: "L'adresse où vous recevez les messages du site.",
  COMPANY_PHONE: "Affiché sur le site, par exemple 02 97 00 00 00.",
  COMPANY_DESCRIPTION: "Quelques phrases sur votre activité, affichées en bas de page.",
  HEAD_OFFICE: "L'adresse du siège, telle qu'elle figure au registre.",
  LEGAL_AGENT: "Le nom du gérant ou du président.",
  LEGAL_COMPANY_NAME: "Le nom officiel de la société.",
  CORPORATE_FORM: "Par exemple SARL, SAS, EURL ou entreprise individuelle.",
  RCS_NUMBER: "Par exemple « RCS Vannes 123 456 789 ».",
  SIRET_NUMBER: "14 chiffres.",
  INTRACO_VAT: "Par exemple FR12345678901. Facultatif sous la franchise en base de TVA.",
  VAT_FRANCHISE:
    "Si vous ne facturez pas la TVA (micro-entreprise…) : les factures et avoirs émis ensuite portent « TVA non applicable, art. 293 B du CGI », sans montant de TVA.",
  SHARE_CAPITAL: "Par exemple « 10 000 € ».",
  CONSUMER_MEDIATOR:
    "Le nom, l'adresse et le site du médiateur auquel vous avez adhéré, obligatoire pour vendre aux particuliers ; repris dans les conditions générales de vente.",
  COMPANY_LATITUDE: "Position sur la carte, par exemple 47.6586.",
  COMPANY_LONGITUDE: "Position sur la carte, par exemple -2.7599.",
  COOKIE_POLICY: "Les cookies déposés et leur durée.",
  LEGAL_NOTICE: "Qui édite et qui héberge le site.",
  PRIVACY_POLICY: "Les données personnelles collectées et vos engagements.",
  USE_TERMS: "Les conditions générales d'utilisation du site.",
  SALE_TERMS: "Les conditions générales de vente de la boutique.",
  OPENING_HOURS_MONDAY: hours("lundi"),
  OPENING_HOURS_TUESDAY: hours("mardi"),
  OPENING_HOURS_WEDNESDAY: hours("mercredi"),
  OPENING_HOURS_THURSDAY: hours("jeudi"),
  OPENING_HOURS_FRIDAY: hours("vendredi"),
  OPENING_HOURS_SATURDAY: hours("samedi"),
  OPENING_HOURS_SUNDAY: hours("dimanche"),
  LOGO_WIDTH: "Largeur du logo dans l'en-tête, en pixels.",
  LOGO_HEIGHT: "Hauteur maximale du logo dans l'en-tête, en pixels : un logo haut est réduit pour y tenir.",
  LOGO_FOOTER_WIDTH: "Largeur du logo en bas de page, en pixels.",
  LOGO_POSITION: "Place du logo dans l'en-tête.",
  MENU_TYPE: "Le menu au-dessus du contenu, posé sur le haut de la page, ou toujours visible.",
  MENU_ICON_SIZE: "Taille des icônes du menu, en pixels.",
  MENU_ICON_STYLE: "Icônes pleines ou en contour.",
  MENU_UPPERCASE: "Écrit les entrées du menu en capitales.",
  FACEBOOK_URL: social("page Facebook"),
  INSTAGRAM_URL: social("compte Instagram"),
  TWITTER_URL: social("compte X"),
  LINKEDIN_URL: social("page LinkedIn"),
  TIKTOK_URL: social("compte TikTok"),
  YOUTUBE_URL: social("chaîne YouTube"),
  TRIPADVISOR_URL: social("page Tripadvisor"),
  GOOGLE_REVIEWS_URL: social("page d'avis Google"),
  TELEGRAM_URL: social("canal Telegram"),
  DISCORD_URL: social("serveur Discord"),
  PRODUCT_DISPLAY: "Présentation de la liste des produits.",
  PRODUCT_ORDER: "L'ordre de la boutique à l'arrivée du visiteur.",
  PRODUCT_ASPECT_RATIO:
    "Format des photos de produit, largeur/hauteur : 3/4 pour un portrait, 1/1 pour un carré.",
  PRODUCT_PAGE_STYLE: "Disposition de la fiche d'un produit.",
  DETAIL_PAGE_MARGIN_TOP: "Espace au-dessus du contenu des pages de détail, en pixels.",
  FREE_SHIPPING_BOTTLE: "En France métropolitaine, à partir de ce nombre de bouteilles. Vide : jamais.",
  FREE_SHIPPING_PRICE: "En France métropolitaine, à partir de ce montant de panier. Vide : jamais.",
  MINIMUM_EXPEDITION_BOTTLE: "Le moins de bouteilles qu'une commande livrée peut compter.",
  MAXIMUM_EXPEDITION_BOTTLE: "Le plus de bouteilles qu'une commande livrée peut compter.",
  CLICK_AND_COLLECT_HOURS: "Délai entre la commande et le premier retrait possible, en heures.",
  ORDER_REVIEW_DELAY: "Jours après la livraison avant de demander un avis au client.",
  STOCK_LIMIT_DISPLAY: "En dessous de ce stock, la fiche du produit l'indique au visiteur.",
  BOTTLE_MULTIPLE: "Les bouteilles se commandent par multiples de ce nombre (par exemple 6).",
};
