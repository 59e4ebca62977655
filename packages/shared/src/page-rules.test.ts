import { describe, expect, it } from "vitest";
import {
  childPath,
  cmsRoutesOf,
  isScreenPath,
  linkedPath,
  PAGE_URL_MAX,
  reservedPathProblem,
  slugify,
} from "./page-rules";

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

describe("linkedPath", () => {
  it.each([
    ["/", "/"],
    ["/nos-vins", "/nos-vins"],
    ["/nos-vins/", "/nos-vins"],
    ["/boutique?categorie=rouge#haut", "/boutique"],
    ["/a-propos/../nos-vins", "/nos-vins"],
    ["/%C3%A9t%C3%A9", "/été"],
  ])("%s leads to %s", (link, path) => {
    expect(linkedPath(link)).toBe(path);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https://exemple.fr/nos-vins",
    "javascript:alert(1)",
    "nos-vins",
    "/%E0%A4%A",
  ])("%s is no path of the site", (link) => {
    expect(linkedPath(link)).toBeNull();
  });
});

describe("isScreenPath", () => {
  const builder = { isBuilding: true, isECommerce: false, hasBlog: true };
  const shop = { isBuilding: false, isECommerce: true, hasBlog: true };

  it.each([
    "/nous-contacter",
    "/blog-conseils",
    "/blog-conseils/conseil/12",
    "/services/pose/3",
    "/realisations",
  ])("%s is a screen of every site", (path) => {
    expect(isScreenPath(path, builder)).toBe(true);
    expect(isScreenPath(path, shop)).toBe(true);
  });

  it("counts the shop on e-commerce sites and the quote on builders' only", () => {
    expect([isScreenPath("/boutique", shop), isScreenPath("/boutique/vin/4", shop)]).toEqual([true, true]);
    expect([isScreenPath("/boutique", builder), isScreenPath("/boutique/vin/4", builder)]).toEqual([
      false,
      false,
    ]);
    expect([isScreenPath("/demande-devis", builder), isScreenPath("/demande-devis", shop)]).toEqual([
      true,
      false,
    ]);
  });

  it("counts the cart and the checkout on e-commerce sites only, the blog while it is on", () => {
    for (const path of ["/panier", "/commande", "/commande/confirmation/4"]) {
      expect([path, isScreenPath(path, shop), isScreenPath(path, builder)]).toEqual([path, true, false]);
    }
    const withoutBlog = { ...builder, hasBlog: false };
    expect([
      isScreenPath("/blog-conseils", withoutBlog),
      isScreenPath("/blog-conseils/a/2", withoutBlog),
    ]).toEqual([false, false]);
    expect(isScreenPath("/nous-contacter", withoutBlog)).toBe(true);
  });

  it.each(["/", "/a-propos", "/services", "/services/renovation-interieure", "/nos-vins", "/boutiques"])(
    "leaves %s to the pages",
    (path) => {
      expect(isScreenPath(path, shop)).toBe(false);
    },
  );
});
