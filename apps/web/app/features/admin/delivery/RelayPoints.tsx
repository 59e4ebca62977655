import type { AdminCarrier } from "@vitrine/shared/schemas/admin-delivery";
import { Form } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { formIds } from "./delivery-form";

/** A relay carrier's points: each shown or hidden from the customers' search, and a form to add one. */
export function RelayPoints({ carrier, result }: { carrier: AdminCarrier; result: FormResult | undefined }) {
  const formId = formIds.point(carrier.id);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const typed = (name: string) => (typeof own?.values[name] === "string" ? (own.values[name] as string) : "");
  const field = (name: string) => ({
    id: `${formId}-${name}`,
    name,
    error: errors[name],
    defaultValue: typed(name),
  });
  const headingId = `relais-${carrier.id}-titre`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-section-title">
        Points relais
      </h3>
      {carrier.relayPoints.length === 0 ? <p>Aucun point relais pour ce transporteur.</p> : null}
      {carrier.relayPoints.length > 0 ? (
        <ul className="relay-list">
          {carrier.relayPoints.map((point) => (
            <li key={point.id}>
              <Form method="post" className="delivery-actions">
                <input type="hidden" name="intent" value="point-toggle" />
                <input type="hidden" name="carrierId" value={carrier.id} />
                <input type="hidden" name="pointId" value={point.id} />
                <span>
                  <strong>{point.name}</strong> ({point.code}), {point.addLine1}, {point.zipCode} {point.city}{" "}
                  — {point.isActive ? "proposé" : "masqué"}
                </span>
                <button type="submit" className="admin-btn">
                  {point.isActive ? "Masquer" : "Proposer"}
                  <span className="visually-hidden"> {point.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="delivery-grid" aria-label={`Nouveau point relais de ${carrier.name}`}>
        <input type="hidden" name="intent" value="point-add" />
        <input type="hidden" name="carrierId" value={carrier.id} />
        {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
        <Field {...field("code")} label="Code du point" required maxLength={40} />
        <Field {...field("name")} label="Nom" required maxLength={120} />
        <Field {...field("addLine1")} label="Adresse" required maxLength={200} />
        <Field {...field("zipCode")} label="Code postal" required maxLength={10} />
        <Field {...field("city")} label="Ville" required maxLength={100} />
        <Field {...field("country")} label="Pays (code)" maxLength={2} placeholder="FR" />
        <Field {...field("latitude")} label="Latitude" required inputMode="decimal" />
        <Field {...field("longitude")} label="Longitude" required inputMode="decimal" />
        <div className="delivery-actions">
          <button type="submit" className="admin-btn admin-btn--primary">
            Ajouter le point relais
          </button>
        </div>
      </Form>
    </section>
  );
}
