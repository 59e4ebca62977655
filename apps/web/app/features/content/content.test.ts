import type { Element } from "@vitrine/shared/schemas/content";
import { describe, expect, it } from "vitest";
import { formatDate, formatRating, isoDay, plural } from "./format";
import { pageWindow } from "./Pagination";
import { arianePath, articlePath, folderPath, projectPath, servicePath, withQuery } from "./paths";
import { categoryLabels, townsOf } from "./projects";

describe("paths", () => {
  it("put the slug before the id", () => {
    expect(projectPath({ id: 3, slug: "longere-arradon" })).toBe("/les-realisations/longere-arradon/3");
    expect(servicePath({ id: 1, slug: "renovation-interieure" })).toBe("/services/renovation-interieure/1");
    expect(articlePath({ id: 7, slug: "vmc" })).toBe("/blog-conseils/vmc/7");
    expect(folderPath({ id: 2, slug: "aides" })).toBe("/blog-conseils/dossier/aides/2");
  });

  it.each([
    [{ id: null, url: "blog-conseils", name: "Conseils", kind: "root" as const }, "/blog-conseils"],
    [{ id: 2, url: "aides", name: "Aides", kind: "folder" as const }, "/blog-conseils/dossier/aides/2"],
    [{ id: 9, url: "vmc", name: "VMC", kind: "article" as const }, "/blog-conseils/vmc/9"],
  ])("link a breadcrumb step %j", (step, path) => {
    expect(arianePath(step)).toBe(path);
  });

  it.each([
    [{ categorie: "", commune: null, page: 1 }, "/realisations"],
    [{ categorie: "renovation-interieure", page: 1 }, "/realisations?categorie=renovation-interieure"],
    [{ commune: "Saint-Avé", page: 3 }, "/realisations?commune=Saint-Av%C3%A9&page=3"],
  ])("build a list address from %j", (query, expected) => {
    expect(withQuery("/realisations", query)).toBe(expected);
  });
});

describe("pageWindow", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, "…", 4, 5, 6, "…", 10]],
    [1, 10, [1, 2, "…", 10]],
    [10, 10, [1, "…", 9, 10]],
    [3, 10, [1, 2, 3, 4, "…", 10]],
  ])("page %i of %i", (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});

describe("projects", () => {
  it("list the towns once, in French order, and label categories with the services", () => {
    const projects = ["Vannes", "Séné", "Arradon", "Vannes", null].map(
      (location) => ({ location }) as unknown as Element,
    );
    expect(townsOf(projects)).toEqual(["Arradon", "Séné", "Vannes"]);
    expect(
      categoryLabels([{ slug: "renovation-interieure", title: "Rénovation intérieure" }] as Parameters<
        typeof categoryLabels
      >[0]),
    ).toEqual({ "renovation-interieure": "Rénovation intérieure" });
  });
});

describe("French formats", () => {
  it("write dates in Paris time", () => {
    expect(formatDate("2026-10-07T07:30:00.000Z")).toBe("7 octobre 2026");
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatDate("2025-12-31T23:30:00Z")).toBe("1 janvier 2026");
    expect(isoDay("2025-12-31T23:30:00Z")).toBe("2026-01-01");
    expect(formatDate("2025-11-12")).toBe("12 novembre 2025");
  });

  it("write ratings and counts", () => {
    expect(formatRating(4.8)).toBe("4,8");
    expect(formatRating(5)).toBe("5,0");
    expect(plural(0, "réalisation", "réalisations")).toBe("0 réalisation");
    expect(plural(1, "avis", "avis")).toBe("1 avis");
    expect(plural(9, "réalisation", "réalisations")).toBe("9 réalisations");
  });
});
