import type { MetaDescriptor } from "react-router";

/** Title and description tags of a page of the site. */
export function pageMeta(
  siteName: string | undefined,
  title: string,
  description?: string | null,
): MetaDescriptor[] {
  const fullTitle = siteName && !title.includes(siteName) ? `${title} | ${siteName}` : title;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: fullTitle }];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  return tags;
}
