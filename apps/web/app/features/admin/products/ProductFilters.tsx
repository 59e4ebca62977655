import type { FieldErrors } from "@vitrine/shared/envelope";
import { PRODUCT_TYPE_LABELS } from "@vitrine/shared/schemas/admin-products";
import { Form, Link } from "react-router";
import { Field, SelectField } from "../../account/fields";
import { isFiltered, PRODUCT_LIST, PRODUCTS_PATH, type ProductListParams } from "./product-list-query";

/** The list's filters, a plain GET form (also without JavaScript); each refusal next to its field. */
export function ProductFilters({ params, errors }: { params: ProductListParams; errors: FieldErrors }) {
  const { sort, filters } = params;
  const keepSort = sort.key !== PRODUCT_LIST.defaultSort.key || sort.desc !== PRODUCT_LIST.defaultSort.desc;
  return (
    <Form method="get" action={PRODUCTS_PATH} className="order-filters" aria-label="Filtrer les produits">
      <Field
        id="produits-recherche"
        name="recherche"
        type="search"
        label="Rechercher"
        hint="Nom, catégorie ou référence"
        defaultValue={params.search}
        error={errors.search}
        className="order-filters__search"
      />
      <SelectField
        id="produits-type"
        name="type"
        label="Type"
        defaultValue={filters.type ?? ""}
        error={errors.type}
      >
        <option value="">Tous les types</option>
        {Object.entries(PRODUCT_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Field
        id="produits-categorie"
        name="categorie"
        label="Catégorie"
        hint="rouge, blanc, rosé…"
        defaultValue={filters.categorie ?? ""}
        error={errors.kind}
      />
      <SelectField
        id="produits-vente"
        name="vente"
        label="En vente"
        defaultValue={filters.vente ?? ""}
        error={errors.isActive}
      >
        <option value="">En vente ou non</option>
        <option value="true">En vente</option>
        <option value="false">Retirés de la vente</option>
      </SelectField>
      {keepSort ? (
        <input type="hidden" name="tri" value={`${sort.key}-${sort.desc ? "desc" : "asc"}`} />
      ) : null}
      <div className="order-filters__actions">
        <button type="submit" className="admin-btn admin-btn--primary">
          Filtrer
        </button>
        {isFiltered(params) ? (
          <Link to={PRODUCTS_PATH} className="admin-btn">
            Tout afficher
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
