import type { AdminDiscount } from "@vitrine/shared/schemas/admin-discounts";
import { DISCOUNT_KIND_LABELS } from "@vitrine/shared/schemas/admin-discounts";
import { typedEuros } from "@vitrine/shared/schemas/admin-orders";
import { DISCOUNT_KINDS } from "@vitrine/shared/shop-rules";
import { Form, useNavigation } from "react-router";
import { Checkbox, Field, FormMessage, SelectField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";

/** The typed value of a code as the form shows it: a percentage, euros, or nothing. */
const valueText = (code: AdminDiscount) =>
  code.kind === "PERCENT" ? String(code.value) : code.kind === "AMOUNT" ? typedEuros(code.value) : "";
const eurosText = (cents: number | null) => (cents === null ? "" : typedEuros(cents));

/**
 * Creates or changes a discount code (a plain form): the code, its kind and value (a percentage or
 * euros), its minimum in euros, its days (French time, both included), its limits, active or not.
 */
export function DiscountForm({
  code,
  result,
}: {
  code: AdminDiscount | null;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const typed = (name: string, saved: string) =>
    typeof result?.values[name] === "string" ? (result.values[name] as string) : saved;
  const errors = result?.status === "error" ? result.errors : {};
  const field = (name: string) => ({ id: `code-${name}`, name, error: errors[name] });
  const active =
    result?.values.isActive !== undefined ? result.values.isActive === "on" : (code?.isActive ?? true);
  return (
    <Form method="post" className="discount-form" noValidate>
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <Field
        {...field("code")}
        label="Code"
        required
        maxLength={40}
        autoComplete="off"
        hint="Lettres sans accent, chiffres, - et _ ; le client le tape sans tenir compte des majuscules."
        defaultValue={typed("code", code?.code ?? "")}
      />
      <SelectField
        {...field("kind")}
        label="Type de remise"
        required
        defaultValue={typed("kind", code?.kind ?? "PERCENT")}
      >
        {DISCOUNT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {DISCOUNT_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <Field
        {...field("value")}
        label="Valeur de la remise"
        inputMode="decimal"
        autoComplete="off"
        hint="Un pourcentage (15) ou un montant en euros (7,50) ; vide pour la livraison offerte."
        defaultValue={typed("value", code ? valueText(code) : "")}
      />
      <Field
        {...field("minimumSubtotal")}
        label="Montant minimum du panier (€)"
        inputMode="decimal"
        autoComplete="off"
        hint="Vide : aucun minimum."
        defaultValue={typed("minimumSubtotal", eurosText(code?.minimumSubtotal ?? null))}
      />
      <Field
        {...field("validFrom")}
        type="date"
        label="Valable du"
        defaultValue={typed("validFrom", code?.validFrom ?? "")}
      />
      <Field
        {...field("validTo")}
        type="date"
        label="Valable jusqu'au (inclus)"
        defaultValue={typed("validTo", code?.validTo ?? "")}
      />
      <Field
        {...field("usageLimit")}
        label="Nombre d'utilisations en tout"
        inputMode="numeric"
        autoComplete="off"
        hint="Vide : sans limite."
        defaultValue={typed("usageLimit", code?.usageLimit?.toString() ?? "")}
      />
      <Field
        {...field("usageLimitPerCustomer")}
        label="Utilisations par client"
        inputMode="numeric"
        autoComplete="off"
        hint="Vide : sans limite."
        defaultValue={typed("usageLimitPerCustomer", code?.usageLimitPerCustomer?.toString() ?? "")}
      />
      <Checkbox id="code-isActive" name="isActive" defaultChecked={active}>
        Code actif (décochez pour le désactiver)
      </Checkbox>
      <div className="discount-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          {code ? "Enregistrer le code" : "Créer le code"}
        </button>
      </div>
    </Form>
  );
}
