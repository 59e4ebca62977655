import { adminContentCalls } from "@vitrine/sdk/admin-content";
import { REVIEW_ACTIONS, type ReviewAction } from "@vitrine/shared/schemas/admin-content";
import {
  type ActionFunctionArgs,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage, SelectField } from "../../features/account/fields";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { loadList, submit } from "../../features/admin/content/content-form.server";
import { listLinks } from "../../features/admin/content/content-links";
import { REVIEWS_PATH, withDone } from "../../features/admin/content/content-paths";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, type ListSpec, listHref, readListParams } from "../../features/admin/content/list-params";
import { ReviewsTable } from "../../features/admin/content/ReviewsTable";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = listLinks;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Avis · Administration"),
  { name: "robots", content: "noindex" },
];

const SPEC: ListSpec<"date" | "note" | "auteur"> = {
  path: REVIEWS_PATH,
  sorts: { date: "date", note: "rating", auteur: "author" },
  defaultSort: { key: "date", desc: true },
  descFirst: ["date", "note"],
  filters: { etat: "state", source: "source" },
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const params = readListParams(SPEC, new URL(request.url));
  const { list, refusal } = await loadList(() => api.adminReviews(apiQuery(SPEC, params)));
  return { ...list, pending: "pending" in list ? list.pending : 0, params, refusal };
}

const isAction = (value: string): value is ReviewAction =>
  (REVIEW_ACTIONS as readonly string[]).includes(value);

/** The moderation: a row's own button (`row` = action:id), else the chosen action on the ticked reviews. */
export async function action({ context, request }: ActionFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const [rowAction = "", rowId = ""] = formText(form, "row").split(":");
  const action = rowAction || formText(form, "action");
  const ids = (rowId ? [rowId] : form.getAll("ids").map(String)).map(Number).filter((id) => id > 0);
  const back = withDone(listHref(SPEC, readListParams(SPEC, new URL(request.url))), "modere");
  return submit(
    "moderation",
    {},
    () => api.moderateReviews({ action: (isAction(action) ? action : "") as ReviewAction, ids }),
    () => back,
  );
}

export default function AdminReviews() {
  const { items, total, pending, params, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const error = result?.status === "error" ? (Object.values(result.errors)[0] ?? result.message) : null;
  return (
    <section className="admin-card orders content-screen" aria-labelledby="avis-titre">
      <h1 id="avis-titre">Avis des clients</h1>
      <p>
        Un avis laissé sur le site attend votre modération : approuvé, il y est publié ; masqué, il n'y paraît
        pas.
      </p>
      <PendingNote pending={pending} filtered={params.filters.etat === "PENDING"} />
      <DoneMessage />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <ListFrame
        spec={SPEC}
        params={params}
        total={total}
        noun={["avis", "avis"]}
        searchLabel="Rechercher (auteur, texte)"
        refusal={refusal}
        filters={
          <>
            <SelectField id="avis-etat" name="etat" label="État" defaultValue={params.filters.etat}>
              <option value="">Tous</option>
              <option value="PENDING">En attente</option>
              <option value="APPROVED">Publiés</option>
              <option value="REJECTED">Masqués</option>
            </SelectField>
            <SelectField id="avis-source" name="source" label="Source" defaultValue={params.filters.source}>
              <option value="">Toutes</option>
              <option value="GOOGLE">Google</option>
              <option value="SITE">Site</option>
            </SelectField>
          </>
        }
      >
        {items.length > 0 ? <ReviewsTable items={items} spec={SPEC} params={params} /> : null}
      </ListFrame>
    </section>
  );
}

/** How many reviews wait, with the way to them (unless they are the list shown). */
function PendingNote({ pending, filtered }: { pending: number; filtered: boolean }) {
  if (pending === 0) return <p className="content-pending">Aucun avis en attente de modération.</p>;
  const count = pending === 1 ? "1 avis attend" : `${pending} avis attendent`;
  return (
    <p className="content-pending content-pending--some">
      <strong>{count} votre modération.</strong>{" "}
      {filtered ? null : <Link to={`${REVIEWS_PATH}?etat=PENDING`}>Voir les avis en attente</Link>}
    </p>
  );
}
