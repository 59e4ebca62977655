import { type LoaderFunctionArgs, redirect } from "react-router";
import { CmsRoute, cmsHandle, cmsMeta } from "../features/cms/cms-route";
import { cmsAction, loadCmsPage } from "../features/cms/load-page.server";

// /a-propos and the four /services/... pages: the page's slug is the last segment of the path. A
// page that left the address (renamed: by a redirect of the API; moved: by its path) gets a 301.
export const loader = async ({ context, request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  const loaded = await loadCmsPage(context.api, slug, { request, document: context.documentRequest });
  if (loaded.page.path !== url.pathname) throw redirect(`${loaded.page.path}${url.search}`, 301);
  return loaded;
};
export const action = cmsAction;
export const meta = cmsMeta;
export const handle = cmsHandle;
export default CmsRoute;
