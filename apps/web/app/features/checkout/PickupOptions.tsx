import { SelectField } from "../account/fields";
import type { CheckoutState } from "./checkout-state.server";
import type { PickupPlace } from "./click-and-collect.server";
import { frenchTime } from "./opening-summary";

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/** "mardi 24 novembre, de 10 h à 12 h 30": a pickup period as the visitor reads it. */
export const pickupLabel = (date: string, start: string, end: string) =>
  `${dayLabel(date)}, de ${frenchTime(start)} à ${frenchTime(end)}`;

/**
 * Click-and-collect: each pickup place as a delivery choice, its next periods in one list grouped
 * by day (a plain select: no JavaScript needed to pick a day and an hour).
 */
export function PickupOptions({
  places,
  chosen,
  state,
  errors,
}: {
  places: PickupPlace[];
  chosen: string;
  state: CheckoutState;
  errors: Record<string, string>;
}) {
  return (
    <>
      {places.map(({ calendar, days }) => {
        const field = `slot-${calendar.calendarId}`;
        const id = `commande-retrait-${calendar.calendarId}`;
        const picked = state.clickAndCollect;
        const current =
          picked?.calendarId === calendar.calendarId ? `${picked.date}|${picked.idSchedule}` : "";
        const { address } = calendar;
        return (
          <div key={calendar.calendarId} className="checkout-carrier">
            <label className="choice-card">
              <input
                type="radio"
                name="carrier"
                value={`cc-${calendar.calendarId}`}
                defaultChecked={chosen === `cc-${calendar.calendarId}`}
                disabled={days.length === 0}
              />
              <span className="choice-card__body">
                <strong>Retrait sur place : {calendar.name}</strong>
                <span className="choice-card__meta">
                  {address.firstPart}, {address.postalCode} {address.city} · prêt {calendar.leadHours} h après
                  la commande au plus tôt
                </span>
              </span>
              <span className="choice-card__price">Gratuit</span>
            </label>
            <div className="checkout-relays checkout-pickup">
              {days.length === 0 ? (
                <p>Aucun créneau de retrait dans les deux prochaines semaines.</p>
              ) : (
                <SelectField
                  id={id}
                  name={field}
                  label="Jour et heure du retrait"
                  defaultValue={current}
                  error={errors[field]}
                >
                  <option value="">Choisissez un créneau</option>
                  {days.map((day) => (
                    <optgroup key={day.date} label={dayLabel(day.date)}>
                      {day.slots.map((slot) => (
                        <option key={slot.value} value={slot.value}>
                          {pickupLabel(day.date, slot.start, slot.end)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectField>
              )}
            </div>
          </div>
        );
      })}
    </>
  );
}
