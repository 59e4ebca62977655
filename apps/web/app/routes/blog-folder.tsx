import { PAGE_SIZE } from "@vitrine/shared/constants";
import { type AppLoadContext, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BlogListing, FolderNav } from "../features/content/BlogListing";
import { orNotFound, pageParam, requireCanonical } from "../features/content/detail.server";
import { arianePath, folderPath } from "../features/content/paths";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/** /blog-conseils/dossier/{slug?}/{id}: the articles of a folder and its subfolders, 12 per page. */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const id = requireNumericId(params.id);
  const folder = await orNotFound(api.blogFolder(id));
  requireCanonical(request, folderPath({ id, slug: folder.slug }));
  const page = pageParam(new URL(request.url));
  const [root, ariane, list] = await Promise.all([
    api.blogFolder(null),
    api.blogFolderAriane(id),
    api.blogList(id, { page, nbItem: PAGE_SIZE.blog }),
  ]);
  return { folder, root, ariane, list, page, perPage: PAGE_SIZE.blog };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  if (!data) return [];
  return pageMeta(
    root?.info.name,
    `${data.folder.name} – ${data.root.name}`,
    data.folder.description ?? `Nos conseils : ${data.folder.name}.`,
  );
};

export default function BlogFolderPage() {
  const { folder, root, ariane, list, page, perPage } = useLoaderData<typeof loader>();
  const path = folderPath({ id: folder.id!, slug: folder.slug });
  // The top-level folder of this one: the second step of the breadcrumb (after the blog).
  const top = ariane.find((step) => step.kind === "folder");
  return (
    <PageLayout
      title={folder.name}
      intro={folder.description}
      ariane={ariane.map((step) => ({ name: step.name, path: arianePath(step) }))}
    >
      <FolderNav root={root} folder={folder} activeTopId={top?.id ?? null} />
      <BlogListing list={list} page={page} perPage={perPage} basePath={path} />
    </PageLayout>
  );
}
