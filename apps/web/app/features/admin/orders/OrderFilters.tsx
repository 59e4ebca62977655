import type { FieldErrors } from "@vitrine/shared/envelope";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@vitrine/shared/orders/lifecycle";
import { Form, Link } from "react-router";
import { Field, SelectField } from "../../account/fields";
import { DELIVERY_TYPE_LABELS } from "./order-labels";
import { DEFAULT_SORT, type OrderListParams } from "./order-list-query";
import { ORDERS_PATH } from "./order-paths";

/**
 * The list's filters, a plain GET form (also without JavaScript): search, state, delivery type and
 * days. Each refusal of the API is said next to its field.
 */
export function OrderFilters({ params, errors }: { params: OrderListParams; errors: FieldErrors }) {
  const { sort } = params;
  const keepSort = sort.key !== DEFAULT_SORT.key || sort.desc !== DEFAULT_SORT.desc;
  const filtered = Boolean(params.status || params.deliveryType || params.from || params.to || params.search);
  return (
    <Form method="get" action={ORDERS_PATH} className="order-filters" aria-label="Filtrer les commandes">
      <Field
        id="commandes-recherche"
        name="recherche"
        type="search"
        label="Rechercher"
        hint="Numéro, e-mail ou nom du client"
        defaultValue={params.search}
        error={errors.search}
        className="order-filters__search"
      />
      <SelectField
        id="commandes-etat"
        name="etat"
        label="État"
        defaultValue={params.status}
        error={errors.status}
      >
        <option value="">Tous les états</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="commandes-livraison"
        name="livraison"
        label="Mode de livraison"
        defaultValue={params.deliveryType}
        error={errors.deliveryType}
      >
        <option value="">Tous les modes</option>
        {Object.entries(DELIVERY_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Field
        id="commandes-du"
        name="du"
        type="date"
        label="Du"
        defaultValue={params.from}
        error={errors.from}
      />
      <Field id="commandes-au" name="au" type="date" label="Au" defaultValue={params.to} error={errors.to} />
      {keepSort ? (
        <input type="hidden" name="tri" value={`${sort.key}-${sort.desc ? "desc" : "asc"}`} />
      ) : null}
      <div className="order-filters__actions">
        <button type="submit" className="admin-btn admin-btn--primary">
          Filtrer
        </button>
        {filtered ? (
          <Link to={ORDERS_PATH} className="admin-btn">
            Tout afficher
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
