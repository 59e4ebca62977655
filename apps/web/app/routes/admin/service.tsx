import { adminContentCalls } from "@vitrine/sdk/admin-content";
import {
  type ActionFunctionArgs,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { editedId, submit, unknownForm, valuesOf } from "../../features/admin/content/content-form.server";
import { editLinks } from "../../features/admin/content/content-links";
import { SERVICES_PATH, servicePath, withDone } from "../../features/admin/content/content-paths";
import { DeleteForm } from "../../features/admin/content/DeleteForm";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { pictureValue } from "../../features/admin/content/PictureField";
import { ServiceForm, tagsOf } from "../../features/admin/content/ServiceForm";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = editLinks;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    `${data?.service?.title ?? "Nouveau service"} · Administration`,
  ),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  return { service: id === null ? null : await readable(api.adminService(id)) };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = editedId(params.id);
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "delete" && id !== null) {
    return submit(
      "delete",
      {},
      () => api.deleteService(id),
      () => withDone(SERVICES_PATH, "supprime"),
    );
  }
  if (intent !== "save") return unknownForm();
  const values = valuesOf(form, ["title", "slug", "summary", "body", "tags"]);
  const imageMediaId = pictureValue(formText(form, "imageMediaId"));
  const body = {
    ...values,
    tags: tagsOf(values.tags ?? ""),
    isActive: form.get("isActive") === "on",
    ...(imageMediaId === undefined ? {} : { imageMediaId }),
  } as Parameters<typeof api.createService>[0];
  return submit(
    "save",
    values,
    () => (id === null ? api.createService(body) : api.updateService(id, body)),
    (saved) => withDone(servicePath(saved.id), id === null ? "ajoute" : "enregistre"),
  );
}

export default function AdminService() {
  const { service } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card content-screen" aria-labelledby="service-titre-page">
      <p>
        <Link to={SERVICES_PATH}>← Tous les services</Link>
      </p>
      <h1 id="service-titre-page">{service ? `Service « ${service.title} »` : "Nouveau service"}</h1>
      <DoneMessage />
      <ServiceForm key={service?.id ?? "nouveau"} service={service} result={result} />
      {service ? (
        <DeleteForm label="Supprimer ce service" question={`Supprimer le service « ${service.title} » ?`} />
      ) : null}
    </section>
  );
}
