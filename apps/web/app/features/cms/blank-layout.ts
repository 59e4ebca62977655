import type { PageDetail } from "@vitrine/shared/schemas/site";

type PageLayout = NonNullable<PageDetail["layout"]>;

/**
 * The body of a page whose layout was never saved (just created in the page tree): its title in a
 * section, as the layout editor starts it, so that the menu's new link leads to a page and not to
 * a 404 while the owner writes it.
 */
export function blankLayout(title: string): PageLayout {
  return {
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
            children: [{ tag: "h1", attrs: {}, children: [title] }],
          },
        ],
      },
    ],
  };
}
