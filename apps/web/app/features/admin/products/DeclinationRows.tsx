import type { FieldErrors } from "@vitrine/shared/envelope";
import type { AdminVariation } from "@vitrine/shared/schemas/admin-products";
import { useState } from "react";
import { Field, SelectField } from "../../account/fields";
import { type DeclinationRow, emptyDeclination } from "./product-form";
import { type LabelSlot, labelSlots, rowTitle } from "./variation-slots";

/**
 * The product's declinations, one fieldset each: add one, remove one (the API deletes it, or
 * takes it off sale when orders name it). Every row posts each of its fields (`d-…`), in order.
 * Its labels are named by the site's variations (« Millésime », « Contenance »…), each offering the
 * labels the site already uses there (« 2022 », « 75 cl », « Magnum »…) or a new one.
 */
export function DeclinationRows({
  initial,
  errors,
  ordered,
  variations,
}: {
  initial: DeclinationRow[];
  errors: FieldErrors;
  /** Ids of the declinations orders name. */
  ordered: Set<string>;
  variations: AdminVariation[];
}) {
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ key, row })));
  const [next, setNext] = useState(initial.length);
  const [slots] = useState(() => labelSlots(variations, initial));
  const add = () => {
    setRows([...rows, { key: next, row: emptyDeclination() }]);
    setNext(next + 1);
  };
  const typed = (key: number, field: LabelSlot["field"], value: string) =>
    setRows((current) =>
      current.map((r) => (r.key === key ? { key, row: { ...r.row, [field]: value } } : r)),
    );
  return (
    <fieldset className="product-form__group">
      <legend>Déclinaisons</legend>
      <VariationsNote variations={variations} />
      {slots.map((slot) =>
        slot.values.length ? (
          <datalist key={slot.field} id={`${slot.field}-choix`}>
            {slot.values.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        ) : null,
      )}
      {errors.declinations ? <p className="field__error">{errors.declinations}</p> : null}
      {rows.map(({ key, row }, index) => {
        const id = (field: string) => `declinaison-${key}-${field}`;
        const error = (field: string) => errors[`declinations.${index}.${field}`];
        return (
          <fieldset key={key} className="declination-row">
            <legend>{rowTitle(index, row, slots)}</legend>
            <input type="hidden" name="d-id" value={row.id} />
            {error("id") ? <p className="field__error">{error("id")}</p> : null}
            <div className="declination-row__fields declination-row__labels">
              {slots.map((slot) => (
                <Field
                  key={slot.field}
                  id={id(slot.field)}
                  name={`d-${slot.field}`}
                  label={slot.label}
                  hint={slot.hint}
                  list={slot.values.length ? `${slot.field}-choix` : undefined}
                  autoComplete="off"
                  defaultValue={row[slot.field]}
                  error={error(slot.field)}
                  onChange={(event) => typed(key, slot.field, event.currentTarget.value)}
                />
              ))}
            </div>
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

/** The sentence naming the site's variations above the rows, or saying there are none. */
function VariationsNote({ variations }: { variations: AdminVariation[] }) {
  if (!variations.length) {
    return (
      <p className="field__hint">
        Ce site n'a pas de variations nommées : les libellés s'affichent tels quels dans la boutique.
      </p>
    );
  }
  const names = variations.map((variation) => `« ${variation.label} »`).join(", ");
  return (
    <p className="field__hint">
      Les libellés suivent les variations du site ({names}) : choisissez un libellé déjà utilisé dans la
      liste, ou tapez-en un nouveau.
    </p>
  );
}

/** One declination's other fields (`d-…`), ids from the row's key, errors from its position. */
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
        label="Volume"
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
