import type { MetaDescriptor } from "react-router";

/** What stands between a title and a brand: « – », « — », « - », « | », « · » (and « , » or « : » first). */
const TRAILING_SEPARATOR = /\s+[–—|·-]\s+/;
const LEADING_SEPARATOR = /^\s*[–—|·:,-]\s+/;

const words = (text: string) => text.trim().toLocaleLowerCase("fr").split(/\s+/);

/** Whether `segment` names the brand: the site's name, or its first two words or more (« Armor Habitat »). */
function namesBrand(segment: string, siteName: string): boolean {
  const name = words(siteName);
  const part = words(segment);
  const needed = Math.min(2, name.length);
  return part.length >= needed && part.length <= name.length && part.every((word, i) => word === name[i]);
}

/** A title without the brand an editor wrote at its end (« … – Armor Habitat ») or its start. */
function withoutBrand(title: string, siteName: string): string {
  let own = title.trim();
  const parts = own.split(TRAILING_SEPARATOR);
  if (parts.length > 1 && namesBrand(parts.at(-1)!, siteName)) {
    own = own.slice(0, own.lastIndexOf(parts.at(-1)!)).replace(/\s+[–—|·-]\s*$/, "");
  }
  if (own.toLocaleLowerCase("fr").startsWith(siteName.trim().toLocaleLowerCase("fr"))) {
    const rest = own.slice(siteName.trim().length);
    if (LEADING_SEPARATOR.test(rest)) {
      const after = rest.replace(LEADING_SEPARATOR, "");
      own = after.charAt(0).toLocaleUpperCase("fr") + after.slice(1);
    }
  }
  return own.trim();
}

/**
 * The title of a page of the site: its own title, then « | » and the site's name, once (decision
 * 008). A brand the page's title already carries at its end or start is left out, so that it is
 * never said twice; a title that is the brand alone is the brand.
 */
export function pageTitle(title: string, siteName: string | undefined): string {
  if (!siteName?.trim()) return title.trim();
  const own = withoutBrand(title, siteName);
  return own && !namesBrand(own, siteName) ? `${own} | ${siteName.trim()}` : siteName.trim();
}

/** Title and description tags of a page of the site. */
export function pageMeta(
  siteName: string | undefined,
  title: string,
  description?: string | null,
): MetaDescriptor[] {
  const fullTitle = pageTitle(title, siteName);
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: fullTitle }];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  return tags;
}
