import { adminElementCalls } from "@vitrine/sdk/admin-elements";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { ElementsTable } from "../../features/admin/elements/ElementTables";
import { elementsPath } from "../../features/admin/elements/element-form";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: formsHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Listes d'éléments · Administration"),
  { name: "robots", content: "noindex" },
];

/** The managed site's element lists with their elements and the events' registrations. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  return { lists: await adminElementCalls(await adminApi(context, request)).adminElementLists() };
}

export default function AdminElements() {
  const { lists } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders" aria-labelledby="elements-titre">
      <h1 id="elements-titre">Listes d'éléments</h1>
      {lists.length === 0 ? <p>Aucune liste d'éléments sur ce site.</p> : null}
      {lists.map((list) => (
        <section key={list.id} className="element-list" aria-labelledby={`liste-${list.id}`}>
          <h2 id={`liste-${list.id}`}>{list.name}</h2>
          <p>
            <Link to={elementsPath(list.id)} className="admin-btn">
              Modifier les éléments<span className="visually-hidden"> de « {list.name} »</span>
            </Link>
          </p>
          {list.elements.length === 0 ? (
            <p>Cette liste est vide.</p>
          ) : (
            <ElementsTable name={list.name} items={list.elements} />
          )}
        </section>
      ))}
    </section>
  );
}
