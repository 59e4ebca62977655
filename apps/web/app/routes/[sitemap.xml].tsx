import type { LoaderFunctionArgs } from "react-router";
import { sitemapEntries, sitemapXml } from "../features/seo/sitemap.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(context.origin, await sitemapEntries(context.api)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
