import type { LayoutNode } from "@vitrine/shared/schemas/site";
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { adminSession } from "../../features/admin/admin-api.server";
import { PREVIEW_ROOT_ID } from "../../features/admin/editor/component-preview";
import { parseProps } from "../../features/admin/editor/component-props";
import { ComponentDataProvider } from "../../features/cms/component-data";
import { loadComponentData } from "../../features/cms/component-data.server";
import { layoutComponents } from "../../features/cms/components";
import { OWN_FRAME } from "../../features/layout/frame-handle";

/**
 * /admin/apercu-composant/:name?props={…}: one dynamic component of the layouts as the site renders
 * it, with the managed site's data, alone on its page. The layout editor reads it to show the
 * component in its canvas (features/admin/editor/component-preview.ts).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = await adminSession(context, request);
  const name = params.name ?? "";
  if (!Object.hasOwn(layoutComponents, name)) {
    throw data({ message: "Ce contenu n'existe pas sur le site." }, { status: 404 });
  }
  const props = parseProps(new URL(request.url).searchParams.get("props"));
  const tree: LayoutNode[] = [{ component: name, props }];
  return { name, props, components: await loadComponentData(api, tree) };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const handle = OWN_FRAME;

export const meta: MetaFunction = () => [
  { title: "Aperçu d'un contenu" },
  { name: "robots", content: "noindex" },
];

export default function ComponentPreview() {
  const { name, props, components } = useLoaderData<typeof loader>();
  const Component = layoutComponents[name]!;
  return (
    <main>
      <ComponentDataProvider data={components}>
        <div id={PREVIEW_ROOT_ID}>
          <Component {...props} />
        </div>
      </ComponentDataProvider>
    </main>
  );
}
