import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { rootDataOf, useRootData } from "../../root-data";
import { frameHandle } from "../layout/frame-handle";
import { pageMeta } from "../seo/meta";
import { CmsPage } from "./CmsPage";
import type { loadCmsPage } from "./load-page.server";

type CmsLoader = () => ReturnType<typeof loadCmsPage>;

/** meta of a route that renders a CMS page. */
export const cmsMeta: MetaFunction<CmsLoader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  return data
    ? pageMeta(root?.info.name, data.page.metaTitle ?? data.page.title, data.page.metaDescription)
    : [];
};

/**
 * Handle of a route that renders a CMS page: the page may ask for the header over its top, or
 * draw its own header or footer in its layout instead of the site's.
 */
export const cmsHandle = frameHandle<Awaited<ReturnType<CmsLoader>>>(({ page }) => ({
  absoluteMenu: page.useAbsoluteMenu,
  customHeader: page.isCustomHeader,
  customFooter: page.isCustomFooter,
}));

/** Component of a route that renders a CMS page. */
export function CmsRoute() {
  const { page, components } = useLoaderData<CmsLoader>();
  const { nonce } = useRootData();
  return <CmsPage page={page} components={components} nonce={nonce} />;
}
