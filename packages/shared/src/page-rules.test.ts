import { describe, expect, it } from "vitest";
import { childPath, cmsRoutesOf, PAGE_URL_MAX, reservedPathProblem, slugify } from "./page-rules";

describe("slugify", () => {
  it.each([
    ["Nos Réalisations", "nos-realisations"],
    ["  L'été à Vannes !  ", "l-ete-a-vannes"],
    ["Œuvres & Cœur", "oeuvres-coeur"],
    ["ÇA COÛTE 12 €", "ca-coute-12"],
    ["Straße", "strasse"],
    ["déjà--vu__2024", "deja-vu-2024"],
    ["ｆｕｌｌｗｉｄｔｈ", "fullwidth"],
    ["!!!", ""],
    ["Ελληνικά", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("cuts a long text between two words", () => {
    const slug = slugify("rénovation ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(PAGE_URL_MAX);
    expect(slug).toMatch(/^renovation(-renovation)*$/);
    expect(slugify("a".repeat(200))).toHaveLength(PAGE_URL_MAX);
  });
});

describe("childPath", () => {
  it("puts the home page at / and the others under their parent", () => {
    expect(childPath(null, "accueil")).toBe("/");
    expect(childPath(null, "services")).toBe("/services");
    expect(childPath("/services", "accueil")).toBe("/services/accueil");
    expect(childPath("/", "sous-page")).toBe("/sous-page");
  });
});

describe("reservedPathProblem", () => {
  it.each([
    "/panier",
    "/boutique/vin",
    "/mon-compte/adresses",
    "/admin",
    "/api/page",
    "/media/1",
    "/services/depannage",
    "/commande/confirmation",
  ])("keeps %s for the site's screens", (path) => {
    expect(reservedPathProblem(path)).toMatch(/^L'adresse .+ (est réservée|est celle d'un écran)/);
  });

  it.each([
    "/",
    "/services",
    "/a-propos",
    "/a-propos/equipe",
    "/services/renovation-interieure",
    "/nos-vins",
    "/boutiques",
  ])("leaves %s to the pages", (path) => {
    expect(reservedPathProblem(path)).toBeNull();
  });

  it("lets a page stand for a screen at the screen's path, and says so for the screens of the site", () => {
    expect(reservedPathProblem("/realisations", "/realisations")).toBeNull();
    expect(reservedPathProblem("/realisations")).toContain("liez la page à cet écran");
    expect(reservedPathProblem("/boutique", null, ["/realisations"])).toContain("est réservée par le site");
  });
});

describe("cmsRoutesOf", () => {
  it("offers the shop to e-commerce sites and the quote to builders only", () => {
    expect(cmsRoutesOf({ isBuilding: false, isECommerce: false })).not.toContain("/boutique");
    expect(cmsRoutesOf({ isBuilding: false, isECommerce: true })).toContain("/boutique");
    expect(cmsRoutesOf({ isBuilding: true, isECommerce: false })).toContain("/demande-devis");
    expect(cmsRoutesOf({ isBuilding: false, isECommerce: false })).not.toContain("/demande-devis");
  });
});
