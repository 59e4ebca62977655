import { legalTexts } from "./legal";
import { aidsPopup, openDaysPopup, type SeedPopup } from "./popups";
import * as site1 from "./site-1/content";
import * as site2 from "./site-2/content";
import type { SeedPage, SeedParameters } from "./types";

export interface SeedFont {
  type: "TITLE" | "CONTENT" | "MENU";
  family: string;
  color: string;
  size: number;
  weight: number;
}

export interface SeedLogo {
  type: "LOGO" | "LOGO_FOOTER" | "LOGO_FAVICON";
  filename: string;
  alt: string;
  width: number;
  height: number;
}

export interface SeedCompanyAddress {
  name: string;
  firstPart: string;
  secondPart?: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  isHeadOffice: boolean;
  isClickAndCollect: boolean;
}

export interface SeedSite {
  id: number;
  name: string;
  slug: string;
  flags: { isWinemaker: boolean; isECommerce: boolean; isBuilding: boolean };
  technicalFileModel: string | null;
  devUrls: string[];
  prodUrls: string[];
  adminEmail: string;
  parameters: SeedParameters;
  fonts: SeedFont[];
  logos: SeedLogo[];
  pages: SeedPage[];
  companyAddresses: SeedCompanyAddress[];
  componentConfs: Record<string, Record<string, unknown>>;
  popups: SeedPopup[];
  externalApps: Record<string, Record<string, unknown>>;
}

const logos = (name: string): SeedLogo[] => [
  { type: "LOGO", filename: "logo.svg", alt: name, width: 360, height: 100 },
  { type: "LOGO_FOOTER", filename: "logo-footer.svg", alt: name, width: 360, height: 100 },
  { type: "LOGO_FAVICON", filename: "favicon.svg", alt: name, width: 64, height: 64 },
];

export const SAMPLE_SITES: SeedSite[] = [
  {
    id: 1,
    name: "Armor Habitat Rénovation",
    slug: "armor-habitat",
    flags: { isWinemaker: false, isECommerce: false, isBuilding: true },
    technicalFileModel: null,
    devUrls: ["http://armor-habitat.localhost:3000"],
    prodUrls: ["https://www.armor-habitat.fr"],
    adminEmail: "admin@armor-habitat.fr",
    parameters: {
      ...legalTexts,
      PRIMARY_COLOR: "#1b3358",
      ACCENT_COLOR: "#d6336c",
      BACKGROUND_COLOR: "#ffffff",
      HEADER_BACKGROUND_COLOR: "#ffffff",
      MENU_BACKGROUND_COLOR: "#ffffff",
      FOOTER_BACKGROUND_COLOR: "#12243f",
      MENU_TYPE: "RELATIVE",
      MENU_ICON_SIZE: "12",
      IS_BLOG_ACTIVATED: "true",
      // The site search in the header (GET /search, /recherche).
      SHOW_SEARCHBAR: "true",
      ...site1.parameters,
    },
    fonts: [
      { type: "TITLE", family: "Montserrat", color: "#1b3358", size: 15, weight: 700 },
      { type: "CONTENT", family: "Inter", color: "#2b3038", size: 14, weight: 400 },
      { type: "MENU", family: "Montserrat", color: "#1b3358", size: 14, weight: 400 },
    ],
    logos: logos("Armor Habitat Rénovation"),
    pages: site1.pages,
    companyAddresses: [
      {
        name: "Siège et atelier de Vannes",
        firstPart: "14 rue des Artisans",
        secondPart: "ZA de Laroiseau",
        postalCode: "56000",
        city: "Vannes",
        phone: "02 97 40 12 58",
        email: "contact@armor-habitat.fr",
        latitude: 47.6647,
        longitude: -2.7436,
        isHeadOffice: true,
        isClickAndCollect: false,
      },
    ],
    componentConfs: {
      "services-list": { nbItem: 4, display: "cards" },
      map: { zoom: 13, provider: "openstreetmap" },
    },
    // Dated from the seeding day: a fresh install never shows a past year or event as coming.
    popups: [aidsPopup()],
    externalApps: {},
  },
  {
    id: 2,
    name: "Domaine des Trois Moulins",
    slug: "domaine-trois-moulins",
    flags: { isWinemaker: true, isECommerce: true, isBuilding: false },
    technicalFileModel: "WINE_SHEET",
    devUrls: ["http://domaine-trois-moulins.localhost:3000"],
    prodUrls: ["https://www.domaine-trois-moulins.fr"],
    adminEmail: "admin@domaine-trois-moulins.fr",
    parameters: {
      ...legalTexts,
      MENU_TYPE: "RELATIVE",
      MENU_ICON_SIZE: "12",
      ...site2.parameters,
    },
    fonts: [
      { type: "TITLE", family: "Playfair Display", color: "#5b1a2b", size: 15, weight: 700 },
      { type: "CONTENT", family: "Lora", color: "#3a2e2a", size: 14, weight: 400 },
      { type: "MENU", family: "Lora", color: "#3f111d", size: 14, weight: 400 },
    ],
    logos: logos("Domaine des Trois Moulins"),
    pages: site2.pages,
    companyAddresses: [
      {
        name: "Caveau du domaine",
        firstPart: "La Grande Moulinière",
        postalCode: "44330",
        city: "Vallet",
        phone: "02 40 33 91 07",
        email: "cave@domaine-trois-moulins.fr",
        latitude: 47.1617,
        longitude: -1.2664,
        isHeadOffice: true,
        isClickAndCollect: true,
      },
    ],
    componentConfs: { map: { zoom: 12, provider: "openstreetmap" } },
    popups: [openDaysPopup()],
    externalApps: { PRODUCT_FILE_GENERATOR: { enabled: true, model: "WINE_SHEET", format: "A4" } },
  },
];
