import type { LoaderFunctionArgs } from "react-router";
import { sitemapEntries, sitemapXml } from "../features/seo/sitemap.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  return new Response(sitemapXml(origin, await sitemapEntries(context.api)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
