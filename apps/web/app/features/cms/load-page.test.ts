import type { ApiClient } from "@vitrine/sdk/client";
import type { PageDetail } from "@vitrine/shared/schemas/site";
import { describe, expect, it } from "vitest";
import { loadCmsPage } from "./load-page.server";

const page = {
  id: 12,
  url: "nouvelle-page",
  path: "/nouvelle-page",
  title: "Nos engagements",
  layout: null,
} as unknown as PageDetail;

/** An API that knows one page, and no redirect. */
const apiWith = (detail: PageDetail) => ({ page: async () => detail }) as unknown as ApiClient;

describe("loadCmsPage", () => {
  it("shows a page never laid out with its title, not a 404", async () => {
    const loaded = await loadCmsPage(apiWith(page), "nouvelle-page");
    expect(loaded.page.layout).toEqual({
      id: 0,
      css: "",
      hash: "",
      tree: [
        {
          tag: "section",
          attrs: { class: "section" },
          children: [
            {
              tag: "div",
              attrs: { class: "container" },
              children: [{ tag: "h1", attrs: {}, children: ["Nos engagements"] }],
            },
          ],
        },
      ],
    });
    expect(loaded.components).toEqual({});
  });

  it("keeps a saved layout as it is", async () => {
    const layout = { id: 3, css: "h2{color:red}", hash: "abc", tree: ["Bonjour"] };
    const loaded = await loadCmsPage(apiWith({ ...page, layout }), "nouvelle-page");
    expect(loaded.page.layout).toEqual(layout);
  });

  it("leaves the static parts' children out of a document's data, not out of a navigation's", async () => {
    const text = "Un texte assez long pour valoir sa marque. ".repeat(5);
    const tree = [{ tag: "section", attrs: {}, children: [{ tag: "p", attrs: {}, children: [text] }] }];
    const layout = { id: 3, css: "", hash: "abc", tree };
    const api = apiWith({ ...page, layout } as unknown as PageDetail);
    const document = await loadCmsPage(api, "nouvelle-page", { document: true });
    expect(document.page.layout?.tree).toEqual([
      { tag: "section", attrs: { "data-kept": expect.stringMatching(/^[0-9a-z]+$/) }, children: [] },
    ]);
    const navigation = await loadCmsPage(api, "nouvelle-page");
    expect(navigation.page.layout?.tree).toBe(tree);
  });
});
