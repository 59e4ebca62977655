import { ALCOHOL_MESSAGE, FILE_GENERATOR_APP } from "@vitrine/shared/catalog-rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { externalAppConfigs } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import {
  createAward,
  createMealIcon,
  createProduct,
  pairProduct,
  type TestProduct,
} from "../../testing/factories/shop";
import { createExternalApp, setParameters } from "../../testing/factories/site";
import { readPdfDocument } from "../../testing/pdf";
import { expectFrenchError } from "../content/testing";
import { sheetSettings } from "./technical-file";
import { otherShopSite } from "./testing";

/** GET /product/generate/file/{id}[/{idDeclination}]: the technical sheet, read back from the PDF. */

let api: TestApi;
let wine: TestProduct;
let retired: TestProduct;
let other: Awaited<ReturnType<typeof otherShopSite>>;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  await setParameters(db, 2, {
    COMPANY_NAME: "Domaine des Quatre Vents",
    HEAD_OFFICE: "La Févrie, 44690 Château-Thébaud",
    COMPANY_PHONE: "02 40 00 00 00",
  });
  wine = await createProduct(db, 2, {
    name: "Muscadet Château-Thébaud « Clos des Échasses »",
    slug: "chateau-thebaud",
    summary: "Un cru communal tendu et salin.",
    appellation: "AOP Muscadet Sèvre et Maine Château-Thébaud",
    grapes: "Melon de Bourgogne",
    vinification: "Pressurage doux, fermentation en cuve souterraine, 24 mois sur lies fines.",
    tasting: "Nez d'agrumes et de pierre à fusil ; bouche ample, finale saline.",
    degree: 12.5,
    declinations: [
      { variation1: "2022", variation2: "75 cl", reference: "QV-CT-22-75", price: 1800 },
      {
        variation1: "2021",
        variation2: "Magnum",
        capacity: 1.5,
        capacityUnit: "L",
        reference: "QV-CT-21-150",
      },
      { variation1: "2020", reference: "QV-CT-20", isActive: false },
    ],
  });
  retired = await createProduct(db, 2, { slug: "retire", isActive: false });
  const seafood = await createMealIcon(db, 2, "Fruits de mer", "seafood");
  const fish = await createMealIcon(db, 2, "Sandre au beurre blanc", "fish");
  await pairProduct(db, 2, wine.id, [seafood.id, fish.id]);
  await createAward(db, 2, wine.id, { name: "Concours général agricole de Paris", year: 2024 });
  other = await otherShopSite(api);
});

afterAll(async () => {
  await api?.close();
});

async function file(url: string, site = 2) {
  api.services.sites.invalidate();
  return api.app.inject({ method: "GET", url, headers: { idSite: String(site) } });
}

/** The texts of each page, the page size in points, and the document's title and author. */
async function readPdf(bytes: Buffer) {
  const { pages, size, info } = await readPdfDocument(bytes);
  return { text: pages.join("\n"), pages, size, info };
}

async function setConfig(publicConfig: Record<string, unknown> | null) {
  const db = api.database.db;
  await db.delete(externalAppConfigs).where(eq(externalAppConfigs.siteId, 2));
  if (publicConfig) await createExternalApp(db, 2, FILE_GENERATOR_APP, publicConfig);
}

describe("GET /product/generate/file/{id}", () => {
  it("makes the whole sheet, A4, with the estate, the wine, its pairings, awards and the legal message", async () => {
    await setConfig({ enabled: true, model: "WINE_SHEET", format: "A4" });
    const reply = await file(`/product/generate/file/${wine.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(
      'attachment; filename="fiche-technique-chateau-thebaud.pdf"',
    );
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, size, info } = await readPdf(reply.rawPayload);
    expect(size).toEqual([595, 842]);
    for (const expected of [
      "Domaine des Quatre Vents",
      "La Févrie, 44690 Château-Thébaud",
      "02 40 00 00 00",
      "Fiche technique",
      "Muscadet Château-Thébaud « Clos des Échasses »",
      "AOP Muscadet Sèvre et Maine Château-Thébaud",
      "Melon de Bourgogne",
      "2022, 2021",
      "75 cl · 1,5 L",
      "12,5 % vol.",
      "Couleur",
      "Blanc",
      "Vinification et élevage",
      "Pressurage doux, fermentation en cuve souterraine, 24 mois sur lies fines.",
      "Nez d'agrumes et de pierre à fusil ; bouche ample, finale saline.",
      "Fruits de mer, Sandre au beurre blanc",
      "Médaille d'or – Concours général agricole de Paris 2024",
      ALCOHOL_MESSAGE,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("2020");
    expect(info.Title).toBe("Fiche technique – Muscadet Château-Thébaud « Clos des Échasses »");
    expect(info.Author).toBe("Domaine des Quatre Vents");
  });

  it("tells one declination's vintage, size and reference", async () => {
    const magnum = wine.byReference["QV-CT-21-150"]!;
    const reply = await file(`/product/generate/file/${wine.id}/${magnum}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toContain(
      'filename="fiche-technique-chateau-thebaud-2021.pdf"',
    );
    const { text } = await readPdf(reply.rawPayload);
    expect(text).toContain("2021 · Magnum");
    expect(text).toContain("QV-CT-21-150");
    expect(text).toContain("1,5 L");
    expect(text).not.toContain("75 cl");
  });

  it("follows the site's PRODUCT_FILE_GENERATOR: A5 tasting card, the legal message on every page", async () => {
    await setConfig({ enabled: true, model: "tasting_card", format: "a5" });
    try {
      const { text, size, pages } = await readPdf(
        (await file(`/product/generate/file/${wine.id}`)).rawPayload,
      );
      expect(size).toEqual([420, 595]);
      expect(text).toContain("Fiche de dégustation");
      expect(text).toContain("Nez d'agrumes");
      expect(text).toContain("Fruits de mer");
      expect(text).not.toContain("Vinification et élevage");
      expect(text).not.toContain("Concours général agricole");
      for (const page of pages) expect(page).toContain("L'abus d'alcool est dangereux pour la santé");
    } finally {
      await setConfig({ enabled: true, model: "WINE_SHEET", format: "pdf" });
    }
  });

  it("answers 404 in French when the site's generator is off", async () => {
    await setConfig({ enabled: false, model: "WINE_SHEET" });
    try {
      const reply = await file(`/product/generate/file/${wine.id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        success: false,
        data: null,
        message: "Ce site ne propose pas de fiches techniques.",
      });
    } finally {
      await setConfig(null);
    }
  });

  it("answers 404 in French for a product or declination not on sale here, 400 for malformed ids", async () => {
    const inactive = wine.byReference["QV-CT-20"]!;
    const cases: Array<[string, number, string]> = [
      [`/product/generate/file/999999`, 404, "Ce produit n'existe pas."],
      [`/product/generate/file/${other.productId}`, 404, "Ce produit n'existe pas."],
      [`/product/generate/file/${retired.id}`, 404, "Ce produit n'existe pas."],
      [`/product/generate/file/${other.productId}/${other.declinationId}`, 404, "Ce produit n'existe pas."],
      [`/product/generate/file/${wine.id}/999999`, 404, "Cette version du produit n'existe pas."],
      [`/product/generate/file/${wine.id}/${inactive}`, 404, "Cette version du produit n'existe pas."],
      [
        `/product/generate/file/${wine.id}/${retired.declinationIds[0]}`,
        404,
        "Cette version du produit n'existe pas.",
      ],
      [`/product/generate/file/abc`, 400, "L'adresse demandée contient un paramètre invalide."],
      [`/product/generate/file/${wine.id}/0`, 400, "L'adresse demandée contient un paramètre invalide."],
      [`/product/generate/file/1.5/2`, 400, "L'adresse demandée contient un paramètre invalide."],
    ];
    for (const [url, status, message] of cases) {
      const reply = await file(url);
      expect(reply.statusCode, url).toBe(status);
      expectFrenchError(reply.json());
      expect(reply.json().message, url).toBe(message);
    }
    // The neighbouring shop has no generator at all.
    const neighbour = await file(`/product/generate/file/${other.productId}`, other.siteId);
    expect(neighbour.statusCode).toBe(404);
    expect((await file(`/product/generate/file/${wine.id}`, 1)).json().message).toBe(
      "Cette boutique n'existe pas.",
    );
  });
});

describe("sheetSettings", () => {
  it.each<[string, Record<string, unknown> | null, string | null, unknown]>([
    ["no config, no model", null, null, null],
    ["no config, the site's model", null, "WINE_SHEET", { model: "WINE_SHEET", format: "A4" }],
    ["switched off", { enabled: false, model: "WINE_SHEET" }, "WINE_SHEET", null],
    [
      "A5 tasting card",
      { model: "TASTING_CARD", format: "A5" },
      null,
      { model: "TASTING_CARD", format: "A5" },
    ],
    [
      "unknown model and format",
      { model: "POSTER", format: "pdf" },
      null,
      { model: "WINE_SHEET", format: "A4" },
    ],
    [
      "config model before the site's",
      { format: "A5" },
      "TASTING_CARD",
      { model: "TASTING_CARD", format: "A5" },
    ],
  ])("%s", (_case, config, model, expected) => {
    expect(sheetSettings(config, model)).toEqual(expected);
  });
});
