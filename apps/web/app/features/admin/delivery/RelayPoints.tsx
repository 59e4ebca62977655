import type { AdminCarrier, AdminRelayPoint } from "@vitrine/shared/schemas/admin-delivery";
import { Form } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { formIds } from "./delivery-form";
import { WEEKDAY_LABELS } from "./pickup-form";
import { hoursText } from "./relay-hours";

/**
 * A relay carrier's points: each shown or hidden from the customers' search, its settings (code,
 * address, position, opening hours) changed in its own form, and a form to add one.
 */
export function RelayPoints({ carrier, result }: { carrier: AdminCarrier; result: FormResult | undefined }) {
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
              <RelayPointForm carrier={carrier} point={point} result={result} />
            </li>
          ))}
        </ul>
      ) : null}
      <RelayPointForm carrier={carrier} point={null} result={result} />
    </section>
  );
}

/** A point's settings, or a new point's (`point` null); opened when the server refused it. */
function RelayPointForm({
  carrier,
  point,
  result,
}: {
  carrier: AdminCarrier;
  point: AdminRelayPoint | null;
  result: FormResult | undefined;
}) {
  const formId = point ? formIds.pointEdit(carrier.id, point.id) : formIds.point(carrier.id);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const saved = (name: string): string => {
    if (!point) return "";
    if (name.startsWith("hours-")) return hoursText(point.openingHours, Number(name.slice(6)));
    const value = point[name as keyof AdminRelayPoint];
    return typeof value === "number" ? String(value).replace(".", ",") : String(value ?? "");
  };
  const field = (name: string) => ({
    id: `${formId}-${name}`,
    name,
    error: errors[name],
    defaultValue: typeof own?.values[name] === "string" ? (own.values[name] as string) : saved(name),
  });
  const form = (
    <Form
      method="post"
      className="delivery-grid"
      aria-label={
        point ? `Réglages du point relais ${point.name}` : `Nouveau point relais de ${carrier.name}`
      }
    >
      <input type="hidden" name="intent" value={point ? "point-update" : "point-add"} />
      <input type="hidden" name="carrierId" value={carrier.id} />
      {point ? <input type="hidden" name="pointId" value={point.id} /> : null}
      {point ? <input type="hidden" name="isActive" value={point.isActive ? "on" : "off"} /> : null}
      {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
      <Field {...field("code")} label="Code du point" required maxLength={40} />
      <Field {...field("name")} label="Nom" required maxLength={120} />
      <Field {...field("addLine1")} label="Adresse" required maxLength={200} />
      <Field {...field("zipCode")} label="Code postal" required maxLength={10} />
      <Field {...field("city")} label="Ville" required maxLength={100} />
      <Field {...field("country")} label="Pays (code)" maxLength={2} placeholder="FR" />
      <Field {...field("latitude")} label="Latitude" required inputMode="decimal" />
      <Field {...field("longitude")} label="Longitude" required inputMode="decimal" />
      {WEEKDAY_LABELS.map((label, index) => (
        <Field
          key={label}
          {...field(`hours-${index + 1}`)}
          label={`Horaires du ${label}`}
          placeholder="09:00-12:00, 14:00-19:00"
        />
      ))}
      <div className="delivery-actions">
        <button type="submit" className={point ? "admin-btn" : "admin-btn admin-btn--primary"}>
          {point ? "Enregistrer le point relais" : "Ajouter le point relais"}
          {point ? <span className="visually-hidden"> {point.name}</span> : null}
        </button>
      </div>
    </Form>
  );
  if (!point) return form;
  return (
    <details className="relay-edit" open={own?.status === "error"}>
      <summary>
        Modifier<span className="visually-hidden"> le point relais {point.name}</span>
      </summary>
      {form}
    </details>
  );
}
