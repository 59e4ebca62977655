import type { AdminPickupCalendar } from "@vitrine/shared/schemas/admin-delivery";
import { Form } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import { frenchTime } from "../../checkout/opening-summary";
import { type FormResult, resultOf } from "../../forms/form-result";
import { pickupFormIds } from "./pickup-form";

/** "dimanche 20 décembre 2026": the weekday matters for a day usually closed. */
const LONG_DAY = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" });
const longDay = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/**
 * A pickup place's exceptional openings: a date with its own hours (a Sunday before Christmas, an
 * afternoon instead of the usual morning), in place of the weekly schedules of that day; each one
 * removable, and a form to add one (several periods on one date: one after the other).
 */
export function OpeningDays({
  place,
  result,
}: {
  place: AdminPickupCalendar;
  result: FormResult | undefined;
}) {
  const formId = pickupFormIds.opening(place.id);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const typed = (name: string) => (typeof own?.values[name] === "string" ? (own.values[name] as string) : "");
  const field = (name: string) => ({
    id: `${formId}-${name}`,
    name,
    error: errors[name],
    defaultValue: typed(name),
  });
  const headingId = `${formId}-titre`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="delivery-section-title">
        Ouvertures exceptionnelles
      </h4>
      <p className="delivery-hint">
        Un jour d'ouverture hors des créneaux habituels, ou d'autres horaires à une date : ces heures
        remplacent les créneaux de la semaine ce jour-là.
      </p>
      {place.openingDays.length === 0 ? <p>Aucune ouverture exceptionnelle prévue.</p> : null}
      <ul className="relay-list">
        {place.openingDays.map((opening) => {
          const label = `${longDay(opening.date)}, de ${frenchTime(opening.startTime)} à ${frenchTime(opening.endTime)}`;
          return (
            <li key={opening.id}>
              <Form method="post" className="delivery-actions">
                <input type="hidden" name="intent" value="pickup-opening-delete" />
                <input type="hidden" name="calendarId" value={place.id} />
                <input type="hidden" name="dayId" value={opening.id} />
                <span>
                  <time dateTime={opening.date}>{label}</time>
                  {opening.capacity === null ? "" : ` — ${opening.capacity} commandes au plus`}
                </span>
                <button type="submit" className="admin-btn">
                  Retirer<span className="visually-hidden"> l'ouverture du {label}</span>
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <Form
        // Emptied once an opening is added; a refusal keeps what was typed.
        key={place.openingDays.length}
        method="post"
        className="delivery-grid"
        aria-label={`Nouvelle ouverture exceptionnelle de ${place.name}`}
      >
        <input type="hidden" name="intent" value="pickup-opening-add" />
        <input type="hidden" name="calendarId" value={place.id} />
        {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
        <Field {...field("date")} type="date" label="Date" required />
        <Field {...field("startTime")} type="time" label="De" required />
        <Field {...field("endTime")} type="time" label="À" required />
        <Field
          {...field("capacity")}
          inputMode="numeric"
          label="Commandes au plus"
          hint="Vide : sans limite."
        />
        <div className="delivery-actions">
          <button type="submit" className="admin-btn">
            Ouvrir ce jour
          </button>
        </div>
      </Form>
    </section>
  );
}
