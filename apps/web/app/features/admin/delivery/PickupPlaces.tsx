import type { AdminPickupCalendar } from "@vitrine/shared/schemas/admin-delivery";
import { Form, Link } from "react-router";
import { Checkbox, Field, FormMessage } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { ConfirmDialog } from "../../modal/ConfirmDialog";
import { frenchDay } from "../discounts/discount-labels";
import { NewPickupPlace } from "./NewPickupPlace";
import { OpeningDays } from "./OpeningDays";
import { pickupFormIds, WEEKDAY_LABELS } from "./pickup-form";
import { RowFormMessages, rowFieldState } from "./RowFormMessages";

/**
 * Click-and-collect on the delivery screen: each pickup place with its settings (name, notice,
 * offered or not), its weekly schedules (one form per row, capacity in orders), its closing days
 * and exceptional openings; a place deleted (refused while orders name it), a new one created.
 */
/** `?supprimer-retrait={id}`: the question before a place is deleted (works without JavaScript). */
export const DELETE_PARAM = "supprimer-retrait";
const SCREEN = "/admin/livraison";

export function PickupPlaces({
  places,
  result,
  deleting,
}: {
  places: AdminPickupCalendar[];
  result: FormResult | undefined;
  /** The place whose deletion is asked. */
  deleting: number | null;
}) {
  return (
    <section className="admin-card carrier" aria-labelledby="retrait-titre">
      <h2 id="retrait-titre">Retrait sur place (click and collect)</h2>
      {places.length === 0 ? <p>Aucun lieu de retrait pour ce site.</p> : null}
      {places.map((place) => (
        <PickupPlace key={place.id} place={place} result={result} deleting={deleting === place.id} />
      ))}
      <NewPickupPlace result={result} count={places.length} />
    </section>
  );
}

function PickupPlace({
  place,
  result,
  deleting,
}: {
  place: AdminPickupCalendar;
  result: FormResult | undefined;
  deleting: boolean;
}) {
  const formId = pickupFormIds.place(place.id);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  return (
    <div id={`retrait-${place.id}`} className="pickup-place">
      <h3 className="delivery-section-title">
        {place.name} <span className="carrier__state">({place.place})</span>
      </h3>
      <Form method="post" className="delivery-grid" aria-label={`Réglages de ${place.name}`}>
        <input type="hidden" name="intent" value="pickup-update" />
        <input type="hidden" name="calendarId" value={place.id} />
        {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
        <Field
          id={`${formId}-name`}
          name="name"
          label="Nom"
          required
          defaultValue={place.name}
          error={errors.name}
        />
        <Field
          id={`${formId}-minNoticeHours`}
          name="minNoticeHours"
          label="Délai de préparation (heures)"
          inputMode="numeric"
          defaultValue={String(place.minNoticeHours)}
          error={errors.minNoticeHours}
        />
        <input type="hidden" name="isActive" value="off" />
        <Checkbox id={`${formId}-isActive`} name="isActive" value="on" defaultChecked={place.isActive}>
          Proposé aux clients
        </Checkbox>
        <div className="delivery-actions">
          <button type="submit" className="admin-btn">
            Enregistrer<span className="visually-hidden"> les réglages de {place.name}</span>
          </button>
          <Link
            to={`?${DELETE_PARAM}=${place.id}#retrait-${place.id}`}
            preventScrollReset
            className="admin-btn admin-btn--danger"
          >
            Supprimer<span className="visually-hidden"> le lieu de retrait {place.name}</span>
          </Link>
        </div>
      </Form>
      {deleting ? <DeleteQuestion place={place} /> : null}
      <ScheduleTable place={place} result={result} />
      <ClosingDays place={place} result={result} />
      <OpeningDays place={place} result={result} />
    </div>
  );
}

function ScheduleTable({ place, result }: { place: AdminPickupCalendar; result: FormResult | undefined }) {
  const ids = [
    ...place.schedules.map((s) => pickupFormIds.schedule(place.id, s.id)),
    pickupFormIds.schedule(place.id, null),
  ];
  return (
    <>
      <div className="orders-table__scroll">
        <table className="rate-table">
          <caption className="visually-hidden">Créneaux de retrait de {place.name}</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">De</th>
              <th scope="col">À</th>
              <th scope="col">Commandes au plus</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {place.schedules.map((schedule, index) => (
              <ScheduleRow
                key={schedule.id}
                place={place}
                schedule={schedule}
                number={index + 1}
                result={result}
              />
            ))}
            <ScheduleRow place={place} schedule={null} number={place.schedules.length + 1} result={result} />
          </tbody>
        </table>
      </div>
      <RowFormMessages formIds={ids} result={result} />
    </>
  );
}

function ScheduleRow({
  place,
  schedule,
  number,
  result,
}: {
  place: AdminPickupCalendar;
  schedule: AdminPickupCalendar["schedules"][number] | null;
  number: number;
  result: FormResult | undefined;
}) {
  const formId = pickupFormIds.schedule(place.id, schedule?.id ?? null);
  const { typed, invalid } = rowFieldState(formId, result);
  const which = schedule ? `créneau ${number}` : "nouveau créneau";
  return (
    <tr>
      <td>
        <select
          form={formId}
          name="weekday"
          aria-label={`Jour, ${which}`}
          defaultValue={typed("weekday", String(schedule?.weekday ?? 2))}
          {...invalid("weekday")}
        >
          {WEEKDAY_LABELS.map((label, index) => (
            <option key={label} value={index + 1}>
              {label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          form={formId}
          name="startTime"
          type="time"
          aria-label={`Début, ${which}`}
          defaultValue={typed("startTime", schedule?.startTime ?? "")}
          {...invalid("startTime")}
        />
      </td>
      <td>
        <input
          form={formId}
          name="endTime"
          type="time"
          aria-label={`Fin, ${which}`}
          defaultValue={typed("endTime", schedule?.endTime ?? "")}
          {...invalid("endTime")}
        />
      </td>
      <td>
        <input
          form={formId}
          name="capacity"
          inputMode="numeric"
          aria-label={`Commandes au plus (vide : sans limite), ${which}`}
          defaultValue={typed("capacity", schedule?.capacity?.toString() ?? "")}
          {...invalid("capacity")}
        />
      </td>
      <td>
        <Form method="post" id={formId} className="delivery-actions">
          <input type="hidden" name="calendarId" value={place.id} />
          {schedule ? <input type="hidden" name="scheduleId" value={schedule.id} /> : null}
          <button
            type="submit"
            name="intent"
            value={schedule ? "pickup-schedule-update" : "pickup-schedule-add"}
            className="admin-btn"
          >
            {schedule ? "Enregistrer" : "Ajouter"}
            <span className="visually-hidden"> le {which}</span>
          </button>
          {schedule ? (
            <button
              type="submit"
              name="intent"
              value="pickup-schedule-delete"
              className="admin-btn admin-btn--danger"
            >
              Supprimer<span className="visually-hidden"> le {which}</span>
            </button>
          ) : null}
        </Form>
      </td>
    </tr>
  );
}

function ClosingDays({ place, result }: { place: AdminPickupCalendar; result: FormResult | undefined }) {
  const formId = pickupFormIds.day(place.id);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  return (
    <div>
      <h4 className="delivery-section-title">Jours de fermeture</h4>
      {place.closingDays.length === 0 ? <p>Aucun jour de fermeture prévu.</p> : null}
      <ul className="relay-list">
        {place.closingDays.map((day) => (
          <li key={day.id}>
            <Form method="post" className="delivery-actions">
              <input type="hidden" name="intent" value="pickup-day-delete" />
              <input type="hidden" name="calendarId" value={place.id} />
              <input type="hidden" name="dayId" value={day.id} />
              <span>
                <time dateTime={day.date}>{frenchDay(day.date)}</time>
                {day.label ? ` — ${day.label}` : ""}
              </span>
              <button type="submit" className="admin-btn">
                Rouvrir<span className="visually-hidden"> le {frenchDay(day.date)}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="delivery-grid" aria-label={`Nouveau jour de fermeture de ${place.name}`}>
        <input type="hidden" name="intent" value="pickup-day-add" />
        <input type="hidden" name="calendarId" value={place.id} />
        {own?.status === "error" && !errors.date ? (
          <FormMessage kind="error">{own.message}</FormMessage>
        ) : null}
        <Field id={`${formId}-date`} name="date" type="date" label="Date" required error={errors.date} />
        <Field id={`${formId}-label`} name="label" label="Motif" maxLength={120} error={errors.label} />
        <div className="delivery-actions">
          <button type="submit" className="admin-btn">
            Fermer ce jour
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The question before a place is deleted: what goes, and that orders keep it. */
function DeleteQuestion({ place }: { place: AdminPickupCalendar }) {
  return (
    <ConfirmDialog
      title="Supprimer ce lieu de retrait ?"
      cancelTo={`${SCREEN}#retrait-${place.id}`}
      confirm={
        // Posted to the screen without the question: a refusal shows at the place's settings.
        <Form method="post" action={SCREEN} preventScrollReset>
          <input type="hidden" name="intent" value="pickup-delete" />
          <input type="hidden" name="calendarId" value={place.id} />
          <button type="submit" className="admin-btn admin-btn--danger">
            Supprimer
          </button>
        </Form>
      }
    >
      <p>
        « {place.name} » ne sera plus proposé, avec ses créneaux, ses jours de fermeture et ses ouvertures
        exceptionnelles.
      </p>
      <p>
        Si des commandes le nomment, la suppression sera refusée : décochez alors « Proposé aux clients ».
      </p>
    </ConfirmDialog>
  );
}
