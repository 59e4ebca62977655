import { adminFormCalls } from "@vitrine/sdk/admin-forms";
import { isApiError } from "@vitrine/sdk/client";
import {
  type ActionFunctionArgs,
  data,
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
import { FormBuilder } from "../../features/admin/forms/FormBuilder";
import {
  bodyOf,
  changeFields,
  draftOf,
  type FormDraft,
  NEW_FORM,
  readDraft,
  readIntent,
} from "../../features/admin/forms/form-draft";
import { FORMS_PATH, formPath, SAVED_PARAM, submissionsPath } from "../../features/admin/forms/form-paths";
import { postedForm } from "../../features/forms/posted-form.server";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Formulaire · Administration"),
  { name: "robots", content: "noindex" },
];

/** `nouveau` is a new form; any other id must be a number. */
const idOf = (raw: string | undefined) => (raw === "nouveau" ? null : requireNumericId(raw));

/** The builder of one form (`/admin/formulaires/{id}`) or of a new one (`/admin/formulaires/nouveau`). */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  if (id === null) return { id, slug: null, draft: NEW_FORM };
  const form = await readable(adminFormCalls(await adminApi(context, request)).adminForm(id));
  return { id, slug: form.slug, draft: draftOf(form) };
}

interface BuilderReply {
  draft: FormDraft;
  errors: Record<string, string>;
  message: string | null;
  /** Changes at each reply: the builder's inputs take the new draft's values. */
  revision: number;
}

/**
 * Every button of the builder posts the whole draft: « Enregistrer » sends it to the API (a
 * refusal comes back with the French messages by field), the others add, remove or move a field
 * and show the draft again, unsaved.
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = idOf(params.id);
  const formData = await postedForm(request);
  const draft = readDraft(formData);
  const intent = readIntent(typeof formData.get("intent") === "string" ? String(formData.get("intent")) : "");
  const reply = (init: Partial<BuilderReply>, status = 200) =>
    data<BuilderReply>({ draft, errors: {}, message: null, revision: Date.now(), ...init }, { status });
  if (!intent) return reply({ message: "Ce bouton est inconnu : rechargez la page." }, 400);
  if (intent.kind !== "save") return reply({ draft: changeFields(draft, intent) });
  const calls = adminFormCalls(await adminApi(context, request));
  try {
    const body = bodyOf(draft);
    const saved = id === null ? await calls.createForm(body) : await calls.updateForm(id, body);
    return redirect(`${formPath(saved.id)}?${SAVED_PARAM}=1`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return reply({ errors: error.errors, message: error.message }, error.status === 404 ? 404 : 400);
  }
}

export default function AdminForm() {
  const { id, slug, draft } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [search] = useSearchParams();
  const message = reply?.message
    ? { kind: "error" as const, text: reply.message }
    : search.get(SAVED_PARAM) && !reply
      ? { kind: "success" as const, text: "Formulaire enregistré : le site le montre déjà." }
      : null;
  return (
    <section className="admin-card admin-form" aria-labelledby="formulaire-titre">
      <p className="admin-form__back">
        <Link to={FORMS_PATH}>Tous les formulaires</Link>
      </p>
      <h1 id="formulaire-titre">{id === null ? "Nouveau formulaire" : `Formulaire « ${draft.name} »`}</h1>
      {id !== null ? (
        <p className="admin-form__links">
          <Link to={submissionsPath(id)}>Voir les demandes reçues</Link>
          {slug ? <span>Adresse technique : {slug}</span> : null}
        </p>
      ) : null}
      <FormBuilder
        key={reply?.revision ?? "chargé"}
        draft={reply?.draft ?? draft}
        errors={reply?.errors ?? {}}
        message={message}
      />
    </section>
  );
}
