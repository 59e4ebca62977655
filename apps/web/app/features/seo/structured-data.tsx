import { parseOpeningHours } from "@vitrine/shared/opening-hours";
import { WEEKDAY_PARAMETERS } from "@vitrine/shared/parameters";
import type { BlogArticle } from "@vitrine/shared/schemas/content";
import type { Product } from "@vitrine/shared/schemas/shop";
import type { PageSiteInfo } from "@vitrine/shared/schemas/site";
import type { ParameterValues } from "../theme/theme";

type JsonObject = Record<string, unknown>;

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "14 rue des Artisans, ZA de Laroiseau, 56000 Vannes" as a schema.org PostalAddress. */
export function postalAddress(headOffice: string | null): JsonObject | undefined {
  if (!headOffice) return undefined;
  const match = /^(.*?),?\s*(\d{5})\s+(.+)$/.exec(headOffice.trim());
  if (!match) return { "@type": "PostalAddress", streetAddress: headOffice, addressCountry: "FR" };
  const [, street, postalCode, locality] = match;
  return {
    "@type": "PostalAddress",
    streetAddress: street?.replace(/,\s*$/, ""),
    postalCode,
    addressLocality: locality,
    addressCountry: "FR",
  };
}

export interface Rating {
  average: number;
  count: number;
}

/** LocalBusiness of the site: address, phone, opening hours and, when known, its reviews rating. */
export function localBusiness(
  info: PageSiteInfo,
  values: ParameterValues,
  origin: string,
  rating?: Rating,
): JsonObject {
  const type = info.isWinemaker
    ? "Winery"
    : info.isBuilding
      ? "HomeAndConstructionBusiness"
      : "LocalBusiness";
  const logo = info.logos.find((l) => l.type === "LOGO");
  const hours = WEEKDAY_PARAMETERS.flatMap(([, key], index) =>
    parseOpeningHours(values[key]).map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[index]}`,
      opens: range.opens,
      closes: range.closes,
    })),
  );
  const sameAs = (
    ["FACEBOOK_URL", "INSTAGRAM_URL", "LINKEDIN_URL", "TWITTER_URL", "YOUTUBE_URL", "TIKTOK_URL"] as const
  )
    .map((key) => values[key])
    .filter((url): url is string => Boolean(url));
  const latitude = Number(values.COMPANY_LATITUDE);
  const longitude = Number(values.COMPANY_LONGITUDE);
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${origin}/#entreprise`,
    name: values.COMPANY_NAME ?? info.name,
    legalName: values.LEGAL_COMPANY_NAME ?? undefined,
    description: values.COMPANY_DESCRIPTION ?? undefined,
    url: `${origin}/`,
    logo: logo ? `${origin}${logo.onlineImage.url}` : undefined,
    image: logo ? `${origin}${logo.onlineImage.url}` : undefined,
    telephone: values.COMPANY_PHONE ?? undefined,
    email: values.COMPANY_EMAIL ?? undefined,
    address: postalAddress(values.HEAD_OFFICE),
    geo:
      values.COMPANY_LATITUDE &&
      values.COMPANY_LONGITUDE &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude)
        ? { "@type": "GeoCoordinates", latitude, longitude }
        : undefined,
    openingHoursSpecification: hours.length ? hours : undefined,
    aggregateRating:
      rating && rating.count > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: 5,
          }
        : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
}

/** Article of the blog: headline, dates, author, image and the company as publisher. */
export function article(
  post: BlogArticle,
  url: string,
  origin: string,
  publisher: { name: string; logo?: string | null },
): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    // Search engines cut headlines past 110 characters.
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.excerpt,
    image: post.cover ? [`${origin}${post.cover.url}`] : undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": `${origin}/#entreprise`,
      name: publisher.name,
      logo: publisher.logo ? { "@type": "ImageObject", url: `${origin}${publisher.logo}` } : undefined,
    },
    articleSection: post.folder?.name,
    keywords: post.tags.length ? post.tags.join(", ") : undefined,
    inLanguage: "fr-FR",
  };
}

/** A product of the shop with one offer per declination (price in euros, stock when known). */
export function productData(product: Product, url: string, origin: string, sellerName: string): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#produit`,
    name: product.name,
    description: product.summary || undefined,
    image: product.image ? [`${origin}${product.image.url}`] : undefined,
    category: product.kind ?? undefined,
    offers: product.declinations.map((declination) => ({
      "@type": "Offer",
      url,
      sku: declination.reference || undefined,
      price: (declination.price / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: declination.stock === 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      seller: { "@type": "Organization", "@id": `${origin}/#entreprise`, name: sellerName },
    })),
  };
}

export function breadcrumbList(crumbs: { name: string; path: string }[], origin: string): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** A JSON-LD block; `<` is escaped so that no value can close the script element. */
export function JsonLd({ data, nonce }: { data: JsonObject; nonce?: string }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
