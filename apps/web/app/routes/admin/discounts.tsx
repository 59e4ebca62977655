import { adminDiscountCalls } from "@vitrine/sdk/admin-discounts";
import { isApiError } from "@vitrine/sdk/client";
import type { AdminDiscountList } from "@vitrine/shared/schemas/admin-discounts";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { SelectField } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { listLinks } from "../../features/admin/content/content-links";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, readListParams } from "../../features/admin/content/list-params";
import { DiscountsTable } from "../../features/admin/discounts/DiscountsTable";
import { DISCOUNT_LIST, NEW_DISCOUNT_PATH } from "../../features/admin/discounts/discount-list-query";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import deliveryHref from "../../styles/admin-delivery.css?url";

export const links: LinksFunction = () => [...listLinks(), { rel: "stylesheet", href: deliveryHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Codes promo · Administration"),
  { name: "robots", content: "noindex" },
];

/** The shop's discount codes with their uses, searched, filtered, sorted and paged by the address. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = readListParams(DISCOUNT_LIST, new URL(request.url));
  let list: AdminDiscountList = { items: [], total: 0 };
  let refusal: { message: string; errors: Record<string, string> } | null = null;
  try {
    list = await adminDiscountCalls(api).adminDiscounts(apiQuery(DISCOUNT_LIST, params));
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    refusal = { message: error.message, errors: error.errors };
  }
  return { ...list, params, refusal };
}

export default function AdminDiscounts() {
  const { items, total, params, refusal } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders" aria-labelledby="codes-titre">
      <div className="delivery-head">
        <h1 id="codes-titre">Codes promo</h1>
        <Link to={NEW_DISCOUNT_PATH} className="admin-btn admin-btn--primary">
          Nouveau code promo
        </Link>
      </div>
      <ListFrame
        spec={DISCOUNT_LIST}
        params={params}
        total={total}
        noun={["code promo", "codes promo"]}
        searchLabel="Rechercher un code"
        refusal={refusal}
        filters={
          <SelectField id="codes-etat" name="actif" label="État" defaultValue={params.filters.actif}>
            <option value="">Tous</option>
            <option value="true">Actifs</option>
            <option value="false">Désactivés</option>
          </SelectField>
        }
      >
        {items.length > 0 ? <DiscountsTable items={items} params={params} /> : null}
      </ListFrame>
    </section>
  );
}
