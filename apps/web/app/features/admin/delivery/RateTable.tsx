import type { AdminCarrier, AdminRate } from "@vitrine/shared/schemas/admin-delivery";
import { SHIPPING_ZONES, ZONE_LABELS } from "@vitrine/shared/shipping/zones";
import { Form } from "react-router";
import type { FormResult } from "../../forms/form-result";
import { eurosText, formIds } from "./delivery-form";
import { RowFormMessages, rowFieldState } from "./RowFormMessages";

/**
 * A carrier's rates: one row per rate, each its own form (the inputs joined to it by their `form`
 * attribute: a form cannot hold a table row), and a last row to add one. Bottles are counts,
 * amounts and prices euros; an empty maximum means no upper bound.
 */
export function RateTable({ carrier, result }: { carrier: AdminCarrier; result: FormResult | undefined }) {
  return (
    <>
      <div className="orders-table__scroll">
        <table className="rate-table">
          <caption className="visually-hidden">Tarifs de {carrier.name}</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Bouteilles de</th>
              <th scope="col">à</th>
              <th scope="col">Montant de (€)</th>
              <th scope="col">à (€)</th>
              <th scope="col">Prix TTC (€)</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {carrier.rates.map((rate, index) => (
              <RateRow key={rate.id} carrier={carrier} rate={rate} number={index + 1} result={result} />
            ))}
            <RateRow carrier={carrier} rate={null} number={carrier.rates.length + 1} result={result} />
          </tbody>
        </table>
      </div>
      <p className="delivery-hint">
        Montants et prix TVA comprise. Livré hors de l'Union européenne ou outre-mer, le client paie le prix
        hors TVA (exportation).
      </p>
      <RowFormMessages
        formIds={[
          ...carrier.rates.map((rate) => formIds.rate(carrier.id, rate.id)),
          formIds.rate(carrier.id, null),
        ]}
        result={result}
      />
    </>
  );
}

const COLUMNS = [
  ["minBottles", "bouteilles minimum"],
  ["maxBottles", "bouteilles maximum"],
  ["minAmount", "montant minimum en euros"],
  ["maxAmount", "montant maximum en euros"],
  ["price", "prix en euros"],
] as const;

function RateRow({
  carrier,
  rate,
  number,
  result,
}: {
  carrier: AdminCarrier;
  rate: AdminRate | null;
  number: number;
  result: FormResult | undefined;
}) {
  const formId = formIds.rate(carrier.id, rate?.id ?? null);
  const { typed, invalid } = rowFieldState(formId, result);
  const saved: Record<string, string> = rate
    ? {
        zone: rate.zone,
        minBottles: String(rate.minBottles),
        maxBottles: rate.maxBottles === null ? "" : String(rate.maxBottles),
        minAmount: eurosText(rate.minAmount),
        maxAmount: eurosText(rate.maxAmount),
        price: eurosText(rate.price),
      }
    : { zone: "FR_METRO", minBottles: "0", maxBottles: "", minAmount: "", maxAmount: "", price: "" };
  const which = rate ? `tarif ${number}` : "nouveau tarif";
  return (
    <tr>
      <td>
        <select
          form={formId}
          name="zone"
          aria-label={`Zone, ${which}`}
          defaultValue={typed("zone", saved.zone!)}
          {...invalid("zone")}
        >
          {SHIPPING_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {ZONE_LABELS[zone]}
            </option>
          ))}
        </select>
      </td>
      {COLUMNS.map(([name, label]) => (
        <td key={name}>
          <input
            form={formId}
            name={name}
            inputMode={name.endsWith("Bottles") ? "numeric" : "decimal"}
            autoComplete="off"
            aria-label={`${label[0]!.toUpperCase()}${label.slice(1)}, ${which}`}
            defaultValue={typed(name, saved[name]!)}
            {...invalid(name)}
          />
        </td>
      ))}
      <td>
        <Form method="post" id={formId} className="delivery-actions">
          <input type="hidden" name="carrierId" value={carrier.id} />
          {rate ? <input type="hidden" name="rateId" value={rate.id} /> : null}
          <button type="submit" name="intent" value={rate ? "rate-update" : "rate-add"} className="admin-btn">
            {rate ? "Enregistrer" : "Ajouter"}
            <span className="visually-hidden"> le {which}</span>
          </button>
          {rate ? (
            <button type="submit" name="intent" value="rate-delete" className="admin-btn admin-btn--danger">
              Supprimer<span className="visually-hidden"> le {which}</span>
            </button>
          ) : null}
        </Form>
      </td>
    </tr>
  );
}
