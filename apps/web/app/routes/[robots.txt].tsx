import type { LoaderFunctionArgs } from "react-router";

export function loader({ context }: LoaderFunctionArgs) {
  const { origin } = context;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /mon-compte",
    "Disallow: /panier",
    "Disallow: /commande",
    "Disallow: /adresses/",
    "Disallow: /password/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
