import type { SiteInfo } from "@vitrine/shared/schemas/site";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parameterValues } from "../theme/theme";
import { article, breadcrumbList, JsonLd, localBusiness, postalAddress } from "./structured-data";

const info = {
  id: 1,
  name: "Armor Habitat",
  isWinemaker: false,
  isBuilding: true,
  logos: [{ type: "LOGO", onlineImage: { url: "/media/1/logo.svg" } }],
} as unknown as SiteInfo;

describe("structured data", () => {
  it.each([
    [
      "14 rue des Artisans, ZA de Laroiseau, 56000 Vannes",
      {
        streetAddress: "14 rue des Artisans, ZA de Laroiseau",
        postalCode: "56000",
        addressLocality: "Vannes",
      },
    ],
    [
      "La Grande Moulinière, 44330 Vallet",
      { streetAddress: "La Grande Moulinière", postalCode: "44330", addressLocality: "Vallet" },
    ],
    ["Quelque part en Bretagne", { streetAddress: "Quelque part en Bretagne" }],
  ])("reads the address %j", (text, expected) => {
    expect(postalAddress(text)).toMatchObject({
      "@type": "PostalAddress",
      addressCountry: "FR",
      ...expected,
    });
  });

  it("describes the company with its hours and rating", () => {
    const values = parameterValues([
      { id: 1, type: "COMPANY_NAME", kind: "STRING", label: "", value: "Armor Habitat Rénovation" },
      { id: 2, type: "COMPANY_PHONE", kind: "STRING", label: "", value: "02 97 40 12 58" },
      { id: 3, type: "OPENING_HOURS_SATURDAY", kind: "STRING", label: "", value: "9h – 12h" },
    ]);
    const data = localBusiness(info, values, "https://www.armor-habitat.fr", { average: 4.8333, count: 6 });
    expect(data["@type"]).toBe("HomeAndConstructionBusiness");
    expect(data.telephone).toBe("02 97 40 12 58");
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: 6,
      bestRating: 5,
    });
    expect(data.logo).toBe("https://www.armor-habitat.fr/media/1/logo.svg");
  });

  it("numbers breadcrumb items", () => {
    const data = breadcrumbList(
      [
        { name: "Accueil", path: "/" },
        { name: "Conseils", path: "/blog-conseils" },
      ],
      "http://x",
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "http://x/" },
      { "@type": "ListItem", position: 2, name: "Conseils", item: "http://x/blog-conseils" },
    ]);
  });

  it("describes an article with its dates, author, image and publisher", () => {
    const post = {
      id: 1,
      slug: "isolation-combles-perdus",
      title: "Isolation des combles perdus",
      excerpt: "Jusqu'à 30 % de la chaleur s'échappe par le toit.",
      body: "<p>…</p>",
      cover: {
        name: "combles.svg",
        externalPath: "/media/1/blog/combles.svg",
        url: "/media/1/blog/combles.svg",
        alt: "Combles",
        width: 1200,
        height: 800,
      },
      author: "Maëlle Guillou",
      publishedAt: "2026-10-07T07:30:00.000Z",
      updatedAt: "2026-10-09T10:00:00.000Z",
      readingTime: 2,
      folder: { id: 1, name: "Rénovation énergétique", slug: "renovation-energetique" },
      tags: ["isolation", "combles"],
    };
    const url = "https://www.armor-habitat.fr/blog-conseils/isolation-combles-perdus/1";
    const data = article(post, url, "https://www.armor-habitat.fr", {
      name: "Armor Habitat Rénovation",
      logo: "/media/1/logo.svg",
    });
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Isolation des combles perdus",
      datePublished: "2026-10-07T07:30:00.000Z",
      dateModified: "2026-10-09T10:00:00.000Z",
      author: { "@type": "Person", name: "Maëlle Guillou" },
      image: ["https://www.armor-habitat.fr/media/1/blog/combles.svg"],
      publisher: {
        "@type": "Organization",
        name: "Armor Habitat Rénovation",
        logo: { "@type": "ImageObject", url: "https://www.armor-habitat.fr/media/1/logo.svg" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      articleSection: "Rénovation énergétique",
    });
    const long = article({ ...post, title: "x".repeat(130), cover: null }, url, "https://a.fr", {
      name: "A",
    });
    expect(String(long.headline).length).toBe(110);
    expect(long.image).toBeUndefined();
  });

  it("cannot be closed by a value", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: "</script><script>alert(1)</script>" }} />);
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script>");
  });
});
