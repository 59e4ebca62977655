import grapesHref from "grapesjs/dist/css/grapes.min.css?url";
import { useMemo } from "react";
import {
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { adminSession } from "../../features/admin/admin-api.server";
import { useBrowserApi } from "../../features/admin/browser-api";
import { editorCalls } from "../../features/admin/editor/editor-calls";
import { LayoutEditor } from "../../features/admin/editor/LayoutEditor";
import { loadEditor, pageIdParam } from "../../features/admin/editor/load-editor.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import editorHref from "../../styles/admin-editor.css?url";
import editorPanelsHref from "../../styles/admin-editor-panels.css?url";
import editorPhoneHref from "../../styles/admin-editor-phone.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: grapesHref },
  { rel: "stylesheet", href: editorHref },
  { rel: "stylesheet", href: editorPanelsHref },
  // After the others: on a narrow screen its rules replace theirs.
  { rel: "stylesheet", href: editorPhoneHref },
];

/** /admin/pages/:id/editeur: the visual editor of a page's layout (GrapesJS, loaded here only). */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const pageId = pageIdParam(params.id);
  const { api } = await adminSession(context, request);
  return loadEditor(api, pageId);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, data ? `Mise en page : ${data.title}` : "Mise en page"),
  { name: "robots", content: "noindex" },
];

export default function EditorScreen() {
  const data = useLoaderData<typeof loader>();
  const api = useBrowserApi();
  const calls = useMemo(
    () => editorCalls(api, data.pageId, data.layout.id),
    [api, data.pageId, data.layout.id],
  );
  return <LayoutEditor key={data.pageId} data={data} calls={calls} />;
}

/** A page that is not there (404) or holds no layout (422), said in French. */
export function ErrorBoundary() {
  const error = useRouteError();
  const known = isRouteErrorResponse(error) && (error.status === 404 || error.status === 422);
  const message = known ? (error.data as { message?: string } | null)?.message : null;
  return (
    <section className="admin-card">
      <h1>{known ? "Mise en page indisponible" : "Une erreur est survenue"}</h1>
      <p>{message ?? "L'éditeur n'a pas pu s'ouvrir. Merci de réessayer dans quelques instants."}</p>
      <p>
        <Link to="/admin/pages">Retour aux pages</Link>
      </p>
    </section>
  );
}
