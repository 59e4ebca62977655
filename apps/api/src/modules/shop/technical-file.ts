import { FILE_GENERATOR_APP, offersTechnicalSheets } from "@vitrine/shared/catalog-rules";
import type { Award, Declination, Product } from "@vitrine/shared/schemas/shop";
import { declinationLabel } from "@vitrine/shared/shop-rules";
import { notFound } from "../../lib/http";
import type { SiteService } from "../site/service";
import type { Catalog } from "./catalog";
import type { ProductExtras } from "./product-extras";
import { sheetFonts } from "./sheet-fonts";
import {
  renderSheet,
  SHEET_FORMATS,
  SHEET_MODELS,
  type SheetContent,
  type SheetFormat,
  type SheetModel,
} from "./technical-sheet-pdf";

/**
 * GET /product/generate/file/{id}[/{idDeclination}]: a product's technical sheet, as the site's
 * PRODUCT_FILE_GENERATOR app is configured (its public config: `enabled`, `model`, `format`).
 */

export interface SheetSettings {
  model: SheetModel;
  format: SheetFormat;
}

/**
 * The generator's settings, or null when the site has none: no config and no technicalFileModel,
 * or a config with `enabled: false`. An unknown model is the whole sheet, an unknown format
 * ("pdf", the file type) A4.
 */
export function sheetSettings(
  config: Record<string, unknown> | null,
  technicalFileModel: string | null,
): SheetSettings | null {
  if (!offersTechnicalSheets(config, technicalFileModel)) return null;
  const wanted = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : "");
  const model = SHEET_MODELS.find((m) => m === wanted(config?.model ?? technicalFileModel)) ?? "WINE_SHEET";
  const format = (Object.keys(SHEET_FORMATS) as SheetFormat[]).find((f) => f === wanted(config?.format));
  return { model, format: format ?? "A4" };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const number = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** « 75 cl », « 1,5 L ». */
const capacityOf = (d: Declination) =>
  d.capacity === null || d.capacityUnit === null ? "" : `${number.format(d.capacity)} ${d.capacityUnit}`;

/** What the sheet says of a product, for one of its declinations or for all of them. */
export function sheetContent(
  product: Product,
  declination: Declination | null,
  awards: Award[],
  estate: SheetContent["estate"],
): SheetContent {
  const sold = declination ? [declination] : product.declinations;
  const vintages = [...new Set(sold.map((d) => d.variation1).filter(Boolean))].join(", ");
  const capacities = [...new Set(sold.map(capacityOf).filter(Boolean))].join(" · ");
  const facts: Array<[string, string]> = [
    ["Appellation", product.appellation],
    ["Cépages", product.grapes],
    ["Couleur", product.type === "BOX" || !product.kind ? "" : capitalized(product.kind)],
    ["Millésime", vintages],
    ["Contenance", capacities],
    ["Degré", product.degree === null ? "" : `${number.format(product.degree)} % vol.`],
    ["Référence", declination?.reference ?? ""],
  ];
  const name =
    declination && declinationLabel(declination)
      ? `${product.name} – ${declinationLabel(declination)}`
      : product.name;
  const awardLines = awards.map((a) => `${a.medal} – ${a.name} ${a.year}`).join("\n");
  return {
    estate,
    productName: name,
    title: `Fiche technique – ${name}`,
    facts: facts.filter(([, value]) => value.trim() !== ""),
    sections: [
      { title: "Présentation", text: product.summary, only: "WINE_SHEET" as const },
      { title: "Vinification et élevage", text: product.vinification, only: "WINE_SHEET" as const },
      { title: "Dégustation", text: product.tasting },
      { title: "Accords mets et vins", text: product.mealIcon.map((m) => m.name).join(", ") },
      { title: "Récompenses", text: awardLines, only: "WINE_SHEET" as const },
    ].filter((section) => section.text.trim() !== ""),
  };
}

/** « fiche-technique-clisson-24-mois-sur-lies-2022.pdf » */
export const sheetFilename = (product: Product, declination: Declination | null) =>
  `fiche-technique-${product.slug}${declination?.variation1 ? `-${declination.variation1}` : ""}.pdf`
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-");

export class TechnicalFiles {
  constructor(
    private readonly sites: SiteService,
    private readonly catalog: Catalog,
    private readonly extras: ProductExtras,
  ) {}

  async generate(siteId: number, productId: number, declinationId: number | null) {
    const [snapshot, config] = await Promise.all([
      this.sites.getSnapshot(siteId),
      this.sites.getExternalAppPublicConfig(siteId, FILE_GENERATOR_APP),
    ]);
    const settings = sheetSettings(config, snapshot?.info.technicalFileModel ?? null);
    if (!snapshot || !settings) throw notFound("Ce site ne propose pas de fiches techniques.");
    const product = await this.catalog.get(siteId, productId);
    if (!product) throw notFound("Ce produit n'existe pas.");
    let declination: Declination | null = null;
    if (declinationId !== null) {
      declination = product.declinations.find((d) => d.id === declinationId) ?? null;
      if (!declination) throw notFound("Cette version du produit n'existe pas.");
    }
    const value = (key: string) => snapshot.parameters.find((p) => p.type === key)?.value?.trim() ?? "";
    const estate = {
      name: value("COMPANY_NAME") || snapshot.info.name,
      lines: [
        value("HEAD_OFFICE"),
        [value("COMPANY_PHONE"), value("COMPANY_EMAIL")].filter(Boolean).join(" · "),
      ].filter(Boolean),
    };
    const awards = (await this.extras.awards(siteId, productId)) ?? [];
    const content = sheetContent(product, declination, awards, estate);
    const pdf = await renderSheet(content, { ...settings, fonts: await sheetFonts() });
    return { pdf, filename: sheetFilename(product, declination) };
  }
}
