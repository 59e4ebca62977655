import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { CmsRoute, cmsHandle, cmsMeta } from "../features/cms/cms-route";
import { cmsAction, loadCmsPage } from "../features/cms/load-page.server";
import { frameHandle } from "../features/layout/frame-handle";

export const loader = async ({ context }: LoaderFunctionArgs<AppLoadContext>) => {
  const [cms, reviews] = await Promise.all([
    loadCmsPage(context.api, "accueil", { document: context.documentRequest }),
    // The reviews rating of the LocalBusiness data (SiteFrame): a missing one only drops the stars.
    context.api.reviews(undefined, { nbItem: 1 }).catch(() => null),
  ]);
  const rating =
    reviews && reviews.average !== null && reviews.count > 0
      ? { average: reviews.average, count: reviews.count }
      : null;
  return { ...cms, rating };
};
export const action = cmsAction;
export const meta = cmsMeta;
export const handle = frameHandle<Awaited<ReturnType<typeof loader>>>((data) => ({
  ...cmsHandle.frame(data),
  rating: data.rating,
}));
export default CmsRoute;
