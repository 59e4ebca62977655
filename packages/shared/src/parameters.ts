/** Catalogue of site parameters (spec section 3): key, kind, French label and default value. */

export const PARAMETER_KINDS = ["STRING", "TEXT", "BOOLEAN", "NUMBER", "LINK"] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export interface ParameterDefinition {
  kind: ParameterKind;
  label: string;
  /** Value a new site starts with; null when the owner must fill it in. */
  defaultValue: string | null;
}

const string = (label: string, defaultValue: string | null = null): ParameterDefinition => ({
  kind: "STRING",
  label,
  defaultValue,
});
const text = (label: string, defaultValue: string | null = null): ParameterDefinition => ({
  kind: "TEXT",
  label,
  defaultValue,
});
const flag = (label: string, defaultValue = false): ParameterDefinition => ({
  kind: "BOOLEAN",
  label,
  defaultValue: String(defaultValue),
});
const number = (label: string, defaultValue: number | null = null): ParameterDefinition => ({
  kind: "NUMBER",
  label,
  defaultValue: defaultValue === null ? null : String(defaultValue),
});
const link = (label: string): ParameterDefinition => ({ kind: "LINK", label, defaultValue: null });

export const PARAMETERS = {
  // Colours
  PRIMARY_COLOR: string("Couleur principale", "#1b3358"),
  ACCENT_COLOR: string("Couleur d'accent", "#d6336c"),
  BACKGROUND_COLOR: string("Couleur de fond des pages", "#ffffff"),
  ACTIVE_FONT_COLOR: string("Couleur du menu actif", null),
  HEADER_BACKGROUND_COLOR: string("Couleur de fond de l'en-tête", "#ffffff"),
  MENU_BACKGROUND_COLOR: string("Couleur de fond du menu", "#ffffff"),
  MOBILE_MENU_BACKGROUND_COLOR: string("Couleur de fond du menu mobile", null),
  FOOTER_BACKGROUND_COLOR: string("Couleur de fond du pied de page", null),
  FOOTER_FONT_COLOR: string("Couleur du texte du pied de page", null),
  // Shop and site switches
  ENABLE_NEWSLETTER: flag("Activer la lettre d'information"),
  SHOW_SEARCHBAR: flag("Afficher la barre de recherche"),
  DISPLAY_ALCOHOL_SELLING_MESSAGE: flag("Afficher le message sur la vente d'alcool"),
  DISPLAY_ETHYLOTEST_MESSAGE: flag("Afficher le message sur l'éthylotest"),
  BLOCK_MINORS_FROM_REGISTERING: flag("Refuser l'inscription des mineurs"),
  ASK_BIRTHDATE_AT_REGISTER: flag("Demander la date de naissance à l'inscription"),
  IS_BLOG_ACTIVATED: flag("Activer le blog", true),
  ONLY_SELL_IN_FRANCE: flag("Vendre uniquement en France", true),
  LOCK_DELIVERY: flag("Bloquer la livraison"),
  /** Comma-separated among CARD, TRANSFER, CHEQUE, ON_SITE (decision 021). */
  PAYMENT_METHOD: string("Moyens de paiement acceptés", "CARD"),
  BANK_ACCOUNT_HOLDER: string("Titulaire du compte bancaire (virement)"),
  BANK_IBAN: string("IBAN (virement)"),
  BANK_BIC: string("BIC (virement)"),
  CHEQUE_PAYEE: string("Ordre des chèques"),
  CHEQUE_ADDRESS: text("Adresse d'envoi des chèques"),
  SELLS_WORLDWIDE: flag("Vendre dans le monde entier"),
  HANDLE_STOCK: flag("Gérer les stocks"),
  USE_PRODUCT_STOCK: flag("Utiliser le stock par produit"),
  SEE_CART_ON_HOVER: flag("Voir le panier au survol"),
  REPEAT_ANIMATION: flag("Répéter les animations au défilement"),
  SCRIPT_TO_LOAD: text("Script à charger sur chaque page"),
  GOOGLE_ANALYTICS_ID: string("Identifiant de mesure d'audience (Google Analytics)"),
  META_PIXEL_ID: string("Identifiant publicitaire (pixel Meta)"),
  USE_WEBP: flag("Servir les images au format WebP", true),
  BANNER: text("Bandeau d'annonce en haut de page"),
  FOOTER_BANNER: text("Bandeau au-dessus du pied de page"),
  // Company
  COMPANY_NAME: string("Nom de l'entreprise"),
  COMPANY_EMAIL: string("Adresse e-mail de l'entreprise"),
  COMPANY_PHONE: string("Téléphone de l'entreprise"),
  COMPANY_DESCRIPTION: text("Présentation de l'entreprise"),
  HEAD_OFFICE: string("Siège social"),
  LEGAL_AGENT: string("Représentant légal"),
  LEGAL_COMPANY_NAME: string("Raison sociale"),
  CORPORATE_FORM: string("Forme juridique"),
  RCS_NUMBER: string("Numéro RCS"),
  SIRET_NUMBER: string("Numéro SIRET"),
  INTRACO_VAT: string("Numéro de TVA intracommunautaire"),
  /** Franchise en base de TVA (art. 293 B CGI): no VAT charged, invoices say so (decision 042). */
  VAT_FRANCHISE: flag("Franchise en base de TVA (art. 293 B du CGI)"),
  SHARE_CAPITAL: string("Capital social"),
  /** The consumer mediator the business belongs to (art. L616-1 Code de la consommation). */
  CONSUMER_MEDIATOR: string("Médiateur de la consommation"),
  COMPANY_LATITUDE: number("Latitude de l'entreprise"),
  COMPANY_LONGITUDE: number("Longitude de l'entreprise"),
  // Legal texts
  COOKIE_POLICY: text("Politique de cookies"),
  LEGAL_NOTICE: text("Mentions légales"),
  PRIVACY_POLICY: text("Politique de confidentialité"),
  USE_TERMS: text("Conditions générales d'utilisation"),
  SALE_TERMS: text("Conditions générales de vente"),
  // Opening hours, one line per weekday; empty means closed
  OPENING_HOURS_MONDAY: string("Horaires du lundi", "9h – 17h"),
  OPENING_HOURS_TUESDAY: string("Horaires du mardi", "9h – 17h"),
  OPENING_HOURS_WEDNESDAY: string("Horaires du mercredi", "9h – 17h"),
  OPENING_HOURS_THURSDAY: string("Horaires du jeudi", "9h – 17h"),
  OPENING_HOURS_FRIDAY: string("Horaires du vendredi", "9h – 17h"),
  OPENING_HOURS_SATURDAY: string("Horaires du samedi"),
  OPENING_HOURS_SUNDAY: string("Horaires du dimanche"),
  // Logo
  LOGO_WIDTH: number("Largeur du logo (px)", 180),
  LOGO_HEIGHT: number("Hauteur du logo (px)", 56),
  LOGO_FOOTER_WIDTH: number("Largeur du logo du pied de page (px)", 180),
  LOGO_POSITION: string("Position du logo (LEFT ou CENTER)", "LEFT"),
  // Menu
  MENU_TYPE: string("Type de menu (RELATIVE, ABSOLUTE ou FIXED)", "RELATIVE"),
  MENU_ICON_SIZE: number("Taille des icônes du menu (px)", 12),
  MENU_ICON_STYLE: string("Style des icônes du menu", "fa-solid"),
  MENU_UPPERCASE: flag("Menu en majuscules"),
  // Social links
  FACEBOOK_URL: link("Page Facebook"),
  INSTAGRAM_URL: link("Compte Instagram"),
  TWITTER_URL: link("Compte X (Twitter)"),
  LINKEDIN_URL: link("Page LinkedIn"),
  TIKTOK_URL: link("Compte TikTok"),
  YOUTUBE_URL: link("Chaîne YouTube"),
  TRIPADVISOR_URL: link("Page Tripadvisor"),
  GOOGLE_REVIEWS_URL: link("Avis Google"),
  TELEGRAM_URL: link("Canal Telegram"),
  DISCORD_URL: link("Serveur Discord"),
  // Product display
  PRODUCT_DISPLAY: string("Affichage des produits (GRID ou LIST)", "GRID"),
  PRODUCT_ORDER: string("Ordre des produits", "PRICE_ASC"),
  PRODUCT_ASPECT_RATIO: string("Format des images produit", "3/4"),
  PRODUCT_PAGE_STYLE: string("Style de la fiche produit", "CLASSIC"),
  DETAIL_PAGE_MARGIN_TOP: number("Marge en haut des pages de détail (px)", 28),
  // Shop thresholds
  FREE_SHIPPING_BOTTLE: number("Livraison offerte à partir de (bouteilles)"),
  FREE_SHIPPING_PRICE: number("Livraison offerte à partir de (centimes)"),
  MINIMUM_EXPEDITION_BOTTLE: number("Minimum de bouteilles par expédition"),
  MAXIMUM_EXPEDITION_BOTTLE: number("Maximum de bouteilles par expédition"),
  CLICK_AND_COLLECT_HOURS: number("Délai de retrait sur place (heures)"),
  ORDER_REVIEW_DELAY: number("Délai avant la demande d'avis (jours)"),
  STOCK_LIMIT_DISPLAY: number("Seuil d'affichage du stock restant"),
  BOTTLE_MULTIPLE: number("Vente par multiple de (bouteilles)"),
} as const satisfies Record<string, ParameterDefinition>;

export type ParameterKey = keyof typeof PARAMETERS;
export const PARAMETER_KEYS = Object.keys(PARAMETERS) as ParameterKey[];

export const WEEKDAY_PARAMETERS = [
  ["Lundi", "OPENING_HOURS_MONDAY"],
  ["Mardi", "OPENING_HOURS_TUESDAY"],
  ["Mercredi", "OPENING_HOURS_WEDNESDAY"],
  ["Jeudi", "OPENING_HOURS_THURSDAY"],
  ["Vendredi", "OPENING_HOURS_FRIDAY"],
  ["Samedi", "OPENING_HOURS_SATURDAY"],
  ["Dimanche", "OPENING_HOURS_SUNDAY"],
] as const satisfies ReadonlyArray<readonly [string, ParameterKey]>;

/** Keys whose HTML value may carry the legal placeholders below. */
export const LEGAL_TEXT_KEYS = [
  "COOKIE_POLICY",
  "LEGAL_NOTICE",
  "PRIVACY_POLICY",
  "USE_TERMS",
  "SALE_TERMS",
] as const satisfies ReadonlyArray<ParameterKey>;

/** Placeholders a legal text may contain, written {{KEY}}, filled from the parameter of the same key. */
export const LEGAL_PLACEHOLDERS = [
  "COMPANY_NAME",
  "LEGAL_COMPANY_NAME",
  "CORPORATE_FORM",
  "SHARE_CAPITAL",
  "LEGAL_AGENT",
  "HEAD_OFFICE",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
  "RCS_NUMBER",
  "SIRET_NUMBER",
  "INTRACO_VAT",
  "CONSUMER_MEDIATOR",
] as const satisfies ReadonlyArray<ParameterKey>;
