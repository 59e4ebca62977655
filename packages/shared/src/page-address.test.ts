import { describe, expect, it } from "vitest";
import { checkAddress, NO_SLUG, numberedSlug, TITLE_WITHOUT_SLUG } from "./page-address";
import { CMS_ROUTES } from "./page-rules";

const screens = CMS_ROUTES.map((entry) => entry.route);
const taken = [
  { id: 1, url: "accueil", title: "Accueil", trashed: false },
  { id: 2, url: "services", title: "Services", trashed: false },
  { id: 3, url: "promotions", title: "Promotions", trashed: true },
  { id: 4, url: "devis-gratuit", title: "Devis gratuit", trashed: false },
];
const base = { typed: "", title: "", pageId: null, parentPath: null, cmsRoute: null, screens, taken };

describe("checkAddress", () => {
  it("makes a new page's slug from its title, numbered past the slugs taken", () => {
    expect(checkAddress({ ...base, title: "Été 2024 : nos œuvres" })).toEqual({
      slug: "ete-2024-nos-oeuvres",
      path: "/ete-2024-nos-oeuvres",
      problem: null,
    });
    expect(checkAddress({ ...base, title: "Services" })).toMatchObject({ slug: "services-2", problem: null });
    expect(checkAddress({ ...base, title: "Devis gratuit", parentPath: "/entreprise" })).toEqual({
      slug: "devis-gratuit-2",
      path: "/entreprise/devis-gratuit-2",
      problem: null,
    });
  });

  it("folds a typed address and names the page that has it, in the trash too", () => {
    expect(checkAddress({ ...base, typed: "Services", pageId: 9 }).problem).toBe(
      "L'adresse « services » est déjà celle de la page « Services ».",
    );
    expect(checkAddress({ ...base, typed: "promotions", pageId: 9 }).problem).toBe(
      "L'adresse « promotions » est celle de la page « Promotions », dans la corbeille : restaurez-la, supprimez-la définitivement ou choisissez une autre adresse.",
    );
    // A page keeps its own address.
    expect(checkAddress({ ...base, typed: "services", pageId: 2 }).problem).toBeNull();
  });

  it("refuses an address without a letter or digit, and says so once a title is typed", () => {
    expect(checkAddress({ ...base, typed: "?!", pageId: 9 })).toEqual({
      slug: "",
      path: "",
      problem: NO_SLUG,
    });
    expect(checkAddress({ ...base, title: "!!!" }).problem).toBe(TITLE_WITHOUT_SLUG);
    expect(checkAddress(base).problem).toBeNull();
  });

  it("refuses the addresses of the site's screens, except to the page standing for the screen", () => {
    expect(checkAddress({ ...base, typed: "panier", pageId: 9 }).problem).toBe(
      "L'adresse /panier est réservée par le site : choisissez-en une autre.",
    );
    expect(checkAddress({ ...base, typed: "contact", pageId: 9 }).problem).toContain(
      "liez la page à cet écran",
    );
    expect(checkAddress({ ...base, typed: "nous-joindre", pageId: 9, cmsRoute: "/contact" })).toEqual({
      slug: "nous-joindre",
      path: "/contact",
      problem: null,
    });
  });
});

describe("numberedSlug", () => {
  it("keeps the base when free and never passes 120 characters", () => {
    expect(numberedSlug("abc", new Set())).toBe("abc");
    const long = "a".repeat(120);
    expect(numberedSlug(long, new Set([long]))).toBe(`${"a".repeat(118)}-2`);
  });
});
