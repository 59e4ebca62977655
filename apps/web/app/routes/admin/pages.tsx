import { pageCalls } from "@vitrine/sdk/pages";
import { cmsRoutesOf } from "@vitrine/shared/page-rules";
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { PagesScreen } from "../../features/admin/pages/PagesScreen";
import { pagesAction } from "../../features/admin/pages/page-actions.server";
import { MOVE_FETCHER } from "../../features/admin/pages/TreeRow";
import type { FormResult } from "../../features/forms/form-result";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import pageFormHref from "../../styles/admin-page-form.css?url";
import pagesHref from "../../styles/admin-pages.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: pagesHref },
  { rel: "stylesheet", href: pageFormHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Pages du site · Administration"),
  { name: "robots", content: "noindex" },
];

/** The managed site's whole page tree, its trash and the screens its pages may stand for. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const calls = pageCalls(api);
  const [tree, trash, info] = await Promise.all([calls.adminPages(), calls.trashedPages(), api.siteInfo()]);
  return { tree, trash, screens: cmsRoutesOf(info) };
}

export const action = pagesAction;

/** The page tree screen: the tree, a page's properties beside it, the trash. */
export default function AdminPages() {
  const { tree, trash, screens } = useLoaderData<typeof loader>();
  const posted = useActionData<FormResult>();
  const moved = useFetcher<FormResult>({ key: MOVE_FETCHER }).data;
  const { search } = useLocation();
  return (
    <PagesScreen
      tree={tree}
      trash={trash}
      screens={screens}
      search={new URLSearchParams(search)}
      posted={posted}
      moved={moved}
    />
  );
}
