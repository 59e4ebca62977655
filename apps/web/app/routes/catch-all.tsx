import type { ApiClient } from "@vitrine/sdk/client";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs } from "react-router";
import { CmsRoute, cmsHandle, cmsMeta } from "../features/cms/cms-route";
import { cmsAction, loadCmsPage, notFoundOrRedirect } from "../features/cms/load-page.server";

function findByPath(pages: PageNode[], path: string): PageNode | undefined {
  for (const page of pages) {
    if (page.path === path) return page;
    const child = findByPath(page.children, path);
    if (child) return child;
  }
  return undefined;
}

/**
 * The CMS page the owner created at the request's path; for a path a page has left, a 301 to it;
 * the not-found page otherwise.
 */
async function ownerPage(api: ApiClient, request: Request): Promise<PageNode> {
  const path = decodeURIComponent(new URL(request.url).pathname).replace(/\/+$/, "") || "/";
  const page = findByPath(await api.pages(), path);
  if (!page) return notFoundOrRedirect(api, request);
  if (!page.cms.isCmsPage) throw data(null, { status: 404 });
  return page;
}

// Any other path: a CMS page the owner created at that path, a former address, or the not-found page.
export const loader = async ({ context, request }: LoaderFunctionArgs<AppLoadContext>) =>
  loadCmsPage(context.api, (await ownerPage(context.api, request)).url, {
    document: context.documentRequest,
  });

export const action = async (args: ActionFunctionArgs<AppLoadContext>) => {
  await ownerPage(args.context.api, args.request);
  return cmsAction(args);
};
export const meta = cmsMeta;
export const handle = cmsHandle;
export default CmsRoute;
