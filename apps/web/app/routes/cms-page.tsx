import type { LoaderFunctionArgs } from "react-router";
import { CmsRoute, cmsHandle, cmsMeta } from "../features/cms/cms-route";
import { cmsAction, loadCmsPage } from "../features/cms/load-page.server";

// /a-propos and the four /services/... pages: the page's slug is the last segment of the path.
export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const slug = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  return loadCmsPage(context.api, slug);
};
export const action = cmsAction;
export const meta = cmsMeta;
export const handle = cmsHandle;
export default CmsRoute;
