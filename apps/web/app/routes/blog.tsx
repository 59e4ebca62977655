import { PAGE_SIZE } from "@vitrine/shared/constants";
import { type AppLoadContext, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BlogListing, FolderNav } from "../features/content/BlogListing";
import { orNotFound, pageParam } from "../features/content/detail.server";
import { BLOG_PATH } from "../features/content/paths";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, pageHeading, routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root-data";

/** /blog-conseils: every published article, newest first, 12 per page, and the blog's folders. */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const page = pageParam(new URL(request.url));
  // A site without its blog (IS_BLOG_ACTIVATED off) answers 404 here, as the API does.
  const [root, list] = await orNotFound(
    Promise.all([context.api.blogFolder(null), context.api.blogList(null, { page, nbItem: PAGE_SIZE.blog })]),
  );
  return { root, list, page, perPage: PAGE_SIZE.blog };
}

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "blog-conseils", "Conseils", "Nos conseils et articles pour préparer vos projets.");

export default function BlogPage() {
  const { root, list, page, perPage } = useLoaderData<typeof loader>();
  const { pages } = useRootData();
  const sitePage = findPage(pages, "blog-conseils");
  return (
    <PageLayout
      title={pageHeading(sitePage, "Nos conseils")}
      intro={sitePage?.metaDescription}
      ariane={[{ name: sitePage?.menuTitle ?? root.name, path: BLOG_PATH }]}
    >
      <FolderNav root={root} folder={root} activeTopId={null} />
      <BlogListing list={list} page={page} perPage={perPage} basePath={BLOG_PATH} />
    </PageLayout>
  );
}
