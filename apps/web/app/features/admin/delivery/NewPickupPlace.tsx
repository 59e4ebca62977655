import { Form } from "react-router";
import { Checkbox, Field, FormMessage, SelectField } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { pickupFormIds, WEEKDAY_LABELS } from "./pickup-form";

/**
 * « Nouveau lieu de retrait »: its name, notice and address in France, and a first weekly schedule
 * (optional: more are added once the place exists). Field names are the API's, so that each
 * refusal comes back next to its field; emptied once a place is created (`count`, its key).
 */
export function NewPickupPlace({ result, count }: { result: FormResult | undefined; count: number }) {
  const formId = pickupFormIds.create;
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const typed = (name: string, fallback = "") =>
    typeof own?.values[name] === "string" ? (own.values[name] as string) : fallback;
  const field = (name: string, fallback = "") => ({
    id: `${formId}-${name.replaceAll(".", "-")}`,
    name,
    error: errors[name],
    defaultValue: typed(name, fallback),
  });
  return (
    <div className="pickup-place" id={formId}>
      <h3 className="delivery-section-title" id={`${formId}-titre`}>
        Nouveau lieu de retrait
      </h3>
      <Form key={count} method="post" className="delivery-grid" aria-labelledby={`${formId}-titre`}>
        <input type="hidden" name="intent" value="pickup-create" />
        {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
        <Field {...field("name")} label="Nom" required maxLength={120} />
        <Field
          {...field("minNoticeHours", "0")}
          label="Délai de préparation (heures)"
          inputMode="numeric"
          required
        />
        <Field {...field("address.firstPart")} label="Adresse" required maxLength={120} />
        <Field {...field("address.secondPart")} label="Complément d'adresse" maxLength={120} />
        <Field
          {...field("address.postalCode")}
          label="Code postal"
          required
          inputMode="numeric"
          maxLength={5}
        />
        <Field {...field("address.city")} label="Ville" required maxLength={80} />
        <Field {...field("address.phone")} label="Téléphone" type="tel" />
        <SelectField {...field("schedules.0.weekday", "2")} label="Premier créneau : jour">
          {WEEKDAY_LABELS.map((label, index) => (
            <option key={label} value={index + 1}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field {...field("schedules.0.startTime")} type="time" label="Premier créneau : de" />
        <Field {...field("schedules.0.endTime")} type="time" label="Premier créneau : à" />
        <Field
          {...field("schedules.0.capacity")}
          inputMode="numeric"
          label="Premier créneau : commandes au plus"
          hint="Vide : sans limite."
        />
        <input type="hidden" name="isActive" value="off" />
        <Checkbox id={`${formId}-isActive`} name="isActive" value="on" defaultChecked>
          Proposé aux clients
        </Checkbox>
        <div className="delivery-actions">
          <button type="submit" className="admin-btn admin-btn--primary">
            Créer le lieu de retrait
          </button>
        </div>
      </Form>
    </div>
  );
}
