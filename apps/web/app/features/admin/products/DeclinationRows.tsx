import type { FieldErrors } from "@vitrine/shared/envelope";
import { useState } from "react";
import { Field, SelectField } from "../../account/fields";
import { type DeclinationRow, emptyDeclination } from "./product-form";

/**
 * The product's declinations, one fieldset each: add one, remove one (the API deletes it, or
 * takes it off sale when orders name it). Every row posts each of its fields (`d-…`), in order.
 */
export function DeclinationRows({
  initial,
  errors,
  ordered,
}: {
  initial: DeclinationRow[];
  errors: FieldErrors;
  /** Ids of the declinations orders name. */
  ordered: Set<string>;
}) {
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ key, row })));
  const [next, setNext] = useState(initial.length);
  const add = () => {
    setRows([...rows, { key: next, row: emptyDeclination() }]);
    setNext(next + 1);
  };
  return (
    <fieldset className="product-form__group">
      <legend>Déclinaisons</legend>
      {errors.declinations ? <p className="field__error">{errors.declinations}</p> : null}
      {rows.map(({ key, row }, index) => {
        const id = (field: string) => `declinaison-${key}-${field}`;
        const error = (field: string) => errors[`declinations.${index}.${field}`];
        return (
          <fieldset key={key} className="declination-row">
            <legend>
              Déclinaison {index + 1}
              {row.variation1 ? ` · ${row.variation1}` : ""}
            </legend>
            <input type="hidden" name="d-id" value={row.id} />
            {error("id") ? <p className="field__error">{error("id")}</p> : null}
            <DeclinationFields row={row} id={id} error={error} />
            {rows.length > 1 ? (
              <button
                type="button"
                className="admin-btn"
                onClick={() => setRows(rows.filter((r) => r.key !== key))}
              >
                Retirer la déclinaison {index + 1}
                {ordered.has(row.id) ? " (des commandes la nomment : elle sera retirée de la vente)" : ""}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button type="button" className="admin-btn" onClick={add}>
        Ajouter une déclinaison
      </button>
    </fieldset>
  );
}

/** One declination's fields (`d-…`), ids from the row's key, errors from its position. */
function DeclinationFields({
  row,
  id,
  error,
}: {
  row: DeclinationRow;
  id: (field: string) => string;
  error: (field: string) => string | undefined;
}) {
  return (
    <div className="declination-row__fields">
      <Field
        id={id("variation1")}
        name="d-variation1"
        label="Libellé (millésime…)"
        defaultValue={row.variation1}
        error={error("variation1")}
      />
      <Field
        id={id("variation2")}
        name="d-variation2"
        label="Second libellé (contenance…)"
        defaultValue={row.variation2}
        error={error("variation2")}
      />
      <Field
        id={id("price")}
        name="d-price"
        label="Prix TTC (€)"
        inputMode="decimal"
        required
        defaultValue={row.price}
        error={error("price")}
      />
      <Field
        id={id("capacity")}
        name="d-capacity"
        label="Contenance"
        inputMode="decimal"
        defaultValue={row.capacity}
        error={error("capacity")}
      />
      <SelectField
        id={id("capacityUnit")}
        name="d-capacityUnit"
        label="Unité"
        defaultValue={row.capacityUnit}
        error={error("capacityUnit")}
      >
        <option value="">Aucune</option>
        <option value="cl">cl</option>
        <option value="L">L</option>
      </SelectField>
      <Field
        id={id("sellByMultipleOf")}
        name="d-sellByMultipleOf"
        label="Vendu par multiple de"
        inputMode="numeric"
        defaultValue={row.sellByMultipleOf}
        error={error("sellByMultipleOf")}
      />
      <Field
        id={id("reference")}
        name="d-reference"
        label="Référence"
        defaultValue={row.reference}
        error={error("reference")}
      />
      <Field
        id={id("vatRate")}
        name="d-vatRate"
        label="TVA (%)"
        inputMode="decimal"
        defaultValue={row.vatRate}
        error={error("vatRate")}
      />
      {row.id ? (
        <p className="declination-row__stock">
          Stock : <strong>{row.stock === "" ? "non suivi" : row.stock}</strong> (à changer par un ajustement)
          <input type="hidden" name="d-stock" value="" />
        </p>
      ) : (
        <Field
          id={id("stock")}
          name="d-stock"
          label="Stock de départ"
          hint="Vide : stock non suivi"
          inputMode="numeric"
          defaultValue={row.stock}
          error={error("stock")}
        />
      )}
      <SelectField id={id("isActive")} name="d-isActive" label="En vente" defaultValue={row.isActive}>
        <option value="oui">Oui</option>
        <option value="non">Non</option>
      </SelectField>
      <SelectField
        id={id("hasShippingFees")}
        name="d-hasShippingFees"
        label="Frais de port"
        defaultValue={row.hasShippingFees}
      >
        <option value="oui">Oui</option>
        <option value="non">Non</option>
      </SelectField>
    </div>
  );
}
