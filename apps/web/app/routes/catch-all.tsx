import type { PageNode } from "@vitrine/shared/schemas/site";
import { data, type LoaderFunctionArgs } from "react-router";
import { CmsRoute, cmsMeta } from "../features/cms/cms-route";
import { loadCmsPage } from "../features/cms/load-page.server";

function findByPath(pages: PageNode[], path: string): PageNode | undefined {
  for (const page of pages) {
    if (page.path === path) return page;
    const child = findByPath(page.children, path);
    if (child) return child;
  }
  return undefined;
}

// Any other path: a CMS page the owner created at that path, or the not-found page.
export const loader = async ({ context, request }: LoaderFunctionArgs) => {
  const path = decodeURIComponent(new URL(request.url).pathname).replace(/\/+$/, "") || "/";
  const page = findByPath(await context.api.pages(), path);
  if (!page?.cms.isCmsPage) throw data(null, { status: 404 });
  return loadCmsPage(context.api, page.url);
};
export const meta = cmsMeta;
export default CmsRoute;
