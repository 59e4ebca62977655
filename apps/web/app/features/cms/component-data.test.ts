import { type ApiClient, ApiError } from "@vitrine/sdk/client";
import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { describe, expect, it, vi } from "vitest";
import { componentKey } from "./component-data";
import { componentNodes, countProp, loadComponentData } from "./component-data.server";

const tree: LayoutNode[] = [
  {
    tag: "section",
    attrs: { class: "section" },
    children: [
      "Texte",
      { component: "projects-grid", props: { nbItem: 3, category: "renovation-interieure" } },
      { tag: "div", attrs: {}, children: [{ component: "reviews", props: { nbItem: "2" } }] },
    ],
  },
  { component: "projects-grid", props: { nbItem: 3, category: "renovation-interieure" } },
  { component: "album", props: { id: 99 } },
  { component: "map", props: {} },
  { component: "inconnu", props: {} },
];

function fakeApi(): ApiClient {
  return {
    elements: vi.fn(async () => ({ items: [], total: 0 })),
    services: vi.fn(async () => ({
      services: [{ slug: "renovation-interieure", title: "Rénovation intérieure" }],
    })),
    reviews: vi.fn(async () => ({ items: [], average: null, count: 0 })),
    album: vi.fn(async () => {
      throw new ApiError(404, "Cet album est introuvable.");
    }),
  } as unknown as ApiClient;
}

describe("component data", () => {
  it("finds the placeholders of a layout, depth first", () => {
    expect(componentNodes(tree).map((n) => n.component)).toEqual([
      "projects-grid",
      "reviews",
      "projects-grid",
      "album",
      "map",
      "inconnu",
    ]);
  });

  it("loads each distinct placeholder once, with bounded props, and leaves out what the API refuses", async () => {
    const api = fakeApi();
    const data = await loadComponentData(api, tree);
    expect(api.elements).toHaveBeenCalledTimes(1);
    expect(api.elements).toHaveBeenCalledWith("realisations", {
      nbItem: 3,
      category: "renovation-interieure",
      location: undefined,
      tag: undefined,
    });
    expect(api.reviews).toHaveBeenCalledWith(undefined, { nbItem: 2 });
    expect(data[componentKey("projects-grid", { nbItem: 3, category: "renovation-interieure" })]).toEqual({
      items: [],
      total: 0,
      categories: { "renovation-interieure": "Rénovation intérieure" },
    });
    expect(data[componentKey("album", { id: 99 })]).toBeNull();
    expect(data[componentKey("map", {})]).toBeNull();
  });

  it("asks the shop's products with the placeholder's count, kind, tags and type, nothing unknown", async () => {
    const products = vi.fn(async () => ({ products: [], total: 0 }));
    const api = { products } as unknown as ApiClient;
    const shop = (props: Record<string, unknown>): LayoutNode[] => [{ component: "shop-products", props }];
    await loadComponentData(api, shop({ nbItem: "2", kind: "rouge", tags: "bio, x y,fete", type: "WINE" }));
    expect(products).toHaveBeenLastCalledWith({
      nbItem: 2,
      kind: "rouge",
      tags: ["bio", "fete"],
      type: "WINE",
    });
    await loadComponentData(api, shop({ nbItem: 1000, type: "VIN", tags: "lk:%" }));
    expect(products).toHaveBeenLastCalledWith({
      nbItem: 24,
      kind: undefined,
      tags: undefined,
      type: undefined,
    });
  });

  it("lets a failure of the server through (the error page, not a silently empty block)", async () => {
    const api = fakeApi();
    (api.reviews as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new ApiError(500, "Erreur"));
    await expect(loadComponentData(api, tree)).rejects.toThrow("Erreur");
  });

  it.each([
    [3, 10, 3],
    ["4", 10, 4],
    [500, 24, 24],
    [0, 10, 10],
    ["abc", 10, 10],
    [2.5, 10, 10],
  ])("reads the count %j (default %i)", (value, fallback, expected) => {
    expect(countProp(value, fallback, 24)).toBe(expected);
  });
});
