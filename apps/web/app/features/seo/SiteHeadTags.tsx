import type { Logo } from "@vitrine/shared/schemas/site";
import { useLocation } from "react-router";
import type { RootData } from "../../root-data";

/** Tags every page shares: canonical URL (no query string) and the site-wide Open Graph tags. */
export function SiteHeadTags({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  const url = `${data.origin}${pathname}`;
  const logo = data.info.logos.find((l: Logo) => l.type === "LOGO");
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={data.values.COMPANY_NAME ?? data.info.name} />
      {logo ? <meta property="og:image" content={`${data.origin}${logo.onlineImage.url}`} /> : null}
    </>
  );
}
