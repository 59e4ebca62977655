import { adminPopupCalls } from "@vitrine/sdk/admin-popups";
import { isApiError } from "@vitrine/sdk/client";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { PopupForm } from "../../features/admin/popups/PopupForm";
import {
  NEW_POPUP,
  POPUPS_PATH,
  type PopupValues,
  popupBody,
  popupPath,
  readPopupValues,
  valuesOf,
} from "../../features/admin/popups/popup-form";
import { postedForm } from "../../features/forms/posted-form.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Fenêtre popup · Administration"),
  { name: "robots", content: "noindex" },
];

const SAVED = "enregistree";
const idOf = (raw: string | undefined) => (raw === "nouvelle" ? null : requireNumericId(raw));

/** One popup (`/admin/popups/{id}`) or a new one (`/admin/popups/nouvelle`). */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  if (id === null) return { id, values: NEW_POPUP };
  return {
    id,
    values: valuesOf(await readable(adminPopupCalls(await adminApi(context, request)).adminPopup(id))),
  };
}

interface PopupReply {
  values: PopupValues;
  errors: Record<string, string>;
  message: string;
}

/** Saves the popup (a refusal comes back beside its fields) or deletes it. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = idOf(params.id);
  const form = await postedForm(request);
  const calls = adminPopupCalls(await adminApi(context, request));
  const values = readPopupValues(form);
  try {
    if (form.get("intent") === "supprimer" && id !== null) {
      await calls.deletePopup(id);
      return redirect(`${POPUPS_PATH}?supprimee=1`);
    }
    const saved =
      id === null
        ? await calls.createPopup(popupBody(values))
        : await calls.updatePopup(id, popupBody(values));
    return redirect(`${popupPath(saved.id)}?${SAVED}=1`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data<PopupReply>({ values, errors: error.errors, message: error.message }, { status: 400 });
  }
}

export default function AdminPopup() {
  const { id, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [search] = useSearchParams();
  const message = reply
    ? { kind: "error" as const, text: reply.message }
    : search.get(SAVED)
      ? { kind: "success" as const, text: "Fenêtre enregistrée." }
      : null;
  return (
    <section className="admin-card admin-form" aria-labelledby="fenetre-titre-page">
      <p className="admin-form__back">
        <Link to={POPUPS_PATH}>Toutes les fenêtres</Link>
      </p>
      <h1 id="fenetre-titre-page">{id === null ? "Nouvelle fenêtre" : `Fenêtre « ${values.title} »`}</h1>
      <PopupForm
        key={reply ? JSON.stringify(reply.errors) : "chargée"}
        values={reply?.values ?? values}
        errors={reply?.errors ?? {}}
        message={message}
      />
      {id !== null ? (
        <Form method="post" className="popup-delete">
          <button type="submit" name="intent" value="supprimer" className="btn btn--danger">
            Supprimer cette fenêtre
          </button>
        </Form>
      ) : null}
    </section>
  );
}
