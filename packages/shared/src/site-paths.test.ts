import { describe, expect, it } from "vitest";
import { detailOfPath, underDetailRoute } from "./site-paths";

describe("the item of a detail page's path", () => {
  it.each([
    ["/services/pose-de-fenetres/12", { kind: "service", id: 12 }],
    ["/services/12", { kind: "service", id: 12 }],
    ["/les-realisations/maison-a-vannes/7", { kind: "project", id: 7 }],
    ["/blog-conseils/isoler-ses-combles/3", { kind: "article", id: 3 }],
    ["/blog-conseils/dossier/isolation/4", { kind: "folder", id: 4 }],
    ["/blog-conseils/dossier/4", { kind: "folder", id: 4 }],
    ["/boutique/cuvee-prestige/9", { kind: "product", id: 9 }],
    ["/boutique/fiche-technique/9", { kind: "product", id: 9 }],
    ["/boutique/fiche-technique/9/21", { kind: "product", id: 9 }],
  ])("reads %s", (path, detail) => {
    expect(detailOfPath(path)).toEqual(detail);
  });

  it.each([
    "/services/renovation-interieure",
    "/services",
    "/services/a/b/12",
    "/services/pose/0",
    "/services/pose/012",
    "/services/pose/1e3",
    "/services/pose/99999999999999",
    "/blog-conseils",
    "/blog-conseils/dossier",
    "/boutique/fiche-technique",
    "/nous-contacter",
  ])("finds no item in %s", (path) => {
    expect(detailOfPath(path)).toBeNull();
  });

  it("tells the paths below a detail route from the others", () => {
    expect(underDetailRoute("/blog-conseils/pas-un-article")).toBe(true);
    expect(underDetailRoute("/blog-conseils")).toBe(false);
    expect(underDetailRoute("/nous-contacter")).toBe(false);
  });
});
