import type { AdminCarrier } from "@vitrine/shared/schemas/admin-delivery";
import { CARRIER_KIND_LABELS } from "@vitrine/shared/schemas/admin-delivery";
import { CARRIER_KINDS } from "@vitrine/shared/shipping/fees";
import { Form } from "react-router";
import { Checkbox, Field, FormMessage, SelectField } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { formIds } from "./delivery-form";

/** A carrier's own fields, to create one (`carrier` null) or change it; active or not. */
export function CarrierForm({
  carrier,
  result,
}: {
  carrier: AdminCarrier | null;
  result: FormResult | undefined;
}) {
  const formId = formIds.carrier(carrier?.id ?? null);
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const typed = (name: string, saved: string) =>
    typeof own?.values[name] === "string" ? (own.values[name] as string) : saved;
  const field = (name: string) => ({ id: `${formId}-${name}`, name, error: errors[name] });
  return (
    <Form
      method="post"
      className="delivery-grid"
      noValidate
      aria-label={carrier ? `Transporteur ${carrier.name}` : "Nouveau transporteur"}
    >
      <input type="hidden" name="intent" value={carrier ? "carrier-update" : "carrier-create"} />
      {carrier ? <input type="hidden" name="carrierId" value={carrier.id} /> : null}
      {own?.status === "error" ? <FormMessage kind="error">{own.message}</FormMessage> : null}
      <Field
        {...field("name")}
        label="Nom"
        required
        maxLength={80}
        defaultValue={typed("name", carrier?.name ?? "")}
      />
      <SelectField {...field("kind")} label="Type" defaultValue={typed("kind", carrier?.kind ?? "DELIVERY")}>
        {CARRIER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CARRIER_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <Field
        {...field("delay")}
        label="Délai annoncé"
        maxLength={80}
        placeholder="2 à 4 jours ouvrés"
        defaultValue={typed("delay", carrier?.delay ?? "")}
      />
      <Field
        {...field("order")}
        label="Ordre d'affichage"
        inputMode="numeric"
        defaultValue={typed("order", String(carrier?.order ?? 0))}
      />
      <Field
        {...field("description")}
        label="Description"
        maxLength={500}
        defaultValue={typed("description", carrier?.description ?? "")}
      />
      <Field
        {...field("trackingUrl")}
        className="delivery-grid__wide"
        label="Page de suivi des colis (facultative)"
        type="url"
        inputMode="url"
        maxLength={500}
        placeholder="https://www.laposte.fr/outils/suivre-vos-envois?code={numero}"
        hint="{numero} est remplacé par le numéro de suivi saisi à l'expédition : le client reçoit le lien de son colis."
        defaultValue={typed("trackingUrl", carrier?.trackingUrl ?? "")}
      />
      {carrier ? (
        <>
          <input type="hidden" name="isActive" value="off" />
          <Checkbox id={`${formId}-isActive`} name="isActive" value="on" defaultChecked={carrier.isActive}>
            Proposé aux clients
          </Checkbox>
        </>
      ) : null}
      <div className="delivery-actions">
        <button type="submit" className="admin-btn admin-btn--primary">
          {carrier ? "Enregistrer le transporteur" : "Ajouter le transporteur"}
        </button>
      </div>
    </Form>
  );
}
