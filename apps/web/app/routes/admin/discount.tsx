import { adminDiscountCalls } from "@vitrine/sdk/admin-discounts";
import { isApiError } from "@vitrine/sdk/client";
import { formatEuros } from "@vitrine/shared/shop-rules";
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { DiscountForm } from "../../features/admin/discounts/DiscountForm";
import { discountAction } from "../../features/admin/discounts/discount-action.server";
import { SAVED_PARAM } from "../../features/admin/discounts/discount-form";
import { periodOf, usesOf } from "../../features/admin/discounts/discount-labels";
import { DISCOUNTS_PATH } from "../../features/admin/discounts/discount-list-query";
import { resultOf } from "../../features/forms/form-result";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import deliveryHref from "../../styles/admin-delivery.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deliveryHref }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    `${data?.code ? `Code ${data.code.code}` : "Nouveau code promo"} · Administration`,
  ),
  { name: "robots", content: "noindex" },
];

/** One discount code to change, with its uses (/admin/codes-promo/{id}), or a new one (/admin/codes-promo/nouveau). */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const saved = new URL(request.url).searchParams.has(SAVED_PARAM);
  if (params.id === undefined) return { code: null, saved: false };
  try {
    return { code: await adminDiscountCalls(api).adminDiscount(requireNumericId(params.id)), saved };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const action = discountAction;

export default function AdminDiscount() {
  const { code, saved } = useLoaderData<typeof loader>();
  const result = resultOf(useActionData<typeof action>(), "discount");
  return (
    <section className="admin-card discount" aria-labelledby="code-titre">
      <p>
        <Link to={DISCOUNTS_PATH}>← Tous les codes promo</Link>
      </p>
      <h1 id="code-titre">{code ? `Code promo ${code.code}` : "Nouveau code promo"}</h1>
      {saved ? <FormMessage kind="success">Le code promo est enregistré.</FormMessage> : null}
      {code ? (
        <p className="discount__usage">
          Utilisé {usesOf(code)} fois (commandes non annulées), {formatEuros(code.discounted)} de remises
          accordées ; valable {periodOf(code)}.
        </p>
      ) : null}
      <DiscountForm key={code?.id ?? "nouveau"} code={code} result={result} />
    </section>
  );
}
