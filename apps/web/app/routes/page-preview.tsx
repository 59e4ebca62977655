import { layoutCalls } from "@vitrine/sdk/admin-layouts";
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { adminSession } from "../features/admin/admin-api.server";
import { openLayout, pageIdParam } from "../features/admin/editor/load-editor.server";
import { CmsPage } from "../features/cms/CmsPage";
import { loadComponentData } from "../features/cms/component-data.server";
import { frameHandle } from "../features/layout/frame-handle";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf, useRootData } from "../root-data";
import previewHref from "../styles/page-preview.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: previewHref }];

/**
 * /apercu/:pageId: the page with its newest draft, on the real site (its header, footer and
 * styles), as visitors will see it once published. Administrators only: the login page without a
 * session, 403 for a member; never indexed nor kept by a cache.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const pageId = pageIdParam(params.pageId);
  const { api } = await adminSession(context, request);
  const layout = await openLayout(api, pageId);
  const page = await layoutCalls(api).layoutDraftPage(pageId, layout.id);
  const components = await loadComponentData(api, page.layout?.tree ?? []);
  return { page, components, hasDraft: layout.draft !== null };
}

export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `Aperçu : ${data?.page.title ?? "page"}`),
  { name: "robots", content: "noindex, nofollow" },
];

export const handle = frameHandle<Awaited<ReturnType<typeof loader>>>(({ page }) => ({
  absoluteMenu: page.useAbsoluteMenu,
}));

export default function PagePreview() {
  const { page, components, hasDraft } = useLoaderData<typeof loader>();
  const { nonce } = useRootData();
  return (
    <>
      <div className="draft-banner" role="note">
        <p>
          {hasDraft
            ? "Aperçu du brouillon : cette version n'est pas encore publiée, seuls les administrateurs la voient."
            : "Aperçu : aucun brouillon en attente, la page est telle que vos visiteurs la voient."}
        </p>
        <a href={`/admin/pages/${page.id}/editeur`}>Retour à l'éditeur</a>
      </div>
      {page.layout ? <CmsPage page={page} components={components} nonce={nonce} /> : null}
    </>
  );
}
