import { type AdminDiscountBody, AdminDiscountBodySchema } from "@vitrine/shared/schemas/admin-discounts";
import { eurosToCents } from "@vitrine/shared/schemas/admin-orders";
import { DISCOUNT_KINDS } from "@vitrine/shared/shop-rules";

/**
 * The discount code form read into the API's body: the value typed as a percentage or in euros,
 * the minimum in euros, limits as whole numbers. What cannot be read is refused here in French,
 * on its field (the API's own field names), beside what the API's shared schema refuses.
 */

const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The typed fields of the discount code form, named as the API names them. */
export const DISCOUNT_FIELDS = [
  "code",
  "kind",
  "value",
  "minimumSubtotal",
  "validFrom",
  "validTo",
  "usageLimit",
  "usageLimitPerCustomer",
] as const;

/** The saved code's page says so: `?fait=1`. */
export const SAVED_PARAM = "fait";

const whole = (typed: string): number | null | undefined => {
  if (typed.trim() === "") return null;
  return /^\d{1,7}$/.test(typed.trim()) ? Number(typed.trim()) : undefined;
};

/** The API's body from the form, or the fields the page refuses first (amounts typed in euros). */
export function discountBody(
  form: FormData,
): { body: AdminDiscountBody } | { errors: Record<string, string> } {
  const text = (name: string) => formText(form, name).trim();
  const kind = text("kind") as AdminDiscountBody["kind"];
  const errors: Record<string, string> = {};
  let value = 0;
  if (kind === "AMOUNT") {
    const cents = eurosToCents(text("value"));
    if (cents === null) errors.value = "Indiquez le montant de la remise en euros (par exemple 5 ou 7,50).";
    value = cents ?? 0;
  } else if (kind === "PERCENT") {
    const percent = whole(text("value"));
    if (percent === null || percent === undefined)
      errors.value = "Indiquez le pourcentage, un nombre entier de 1 à 100.";
    value = percent ?? 0;
  } else if (!(DISCOUNT_KINDS as readonly string[]).includes(kind))
    errors.kind = "Choisissez le type de remise.";
  const minimum = text("minimumSubtotal") === "" ? null : eurosToCents(text("minimumSubtotal"));
  if (minimum === null && text("minimumSubtotal") !== "")
    errors.minimumSubtotal = "Indiquez le montant minimum en euros (par exemple 50).";
  const usageLimit = whole(text("usageLimit"));
  if (usageLimit === undefined) errors.usageLimit = "Indiquez un nombre entier, ou laissez vide.";
  const usageLimitPerCustomer = whole(text("usageLimitPerCustomer"));
  if (usageLimitPerCustomer === undefined)
    errors.usageLimitPerCustomer = "Indiquez un nombre entier, ou laissez vide.";
  const body: AdminDiscountBody = {
    code: text("code"),
    kind,
    value,
    minimumSubtotal: minimum,
    validFrom: text("validFrom") || null,
    validTo: text("validTo") || null,
    usageLimit: usageLimit ?? null,
    usageLimitPerCustomer: usageLimitPerCustomer ?? null,
    isActive: formText(form, "isActive") === "on",
  };
  // The other fields and the rules between them, checked now with the API's own schema: every
  // error of the form is said at once, the page's own reading winning on its fields.
  const checked = AdminDiscountBodySchema.safeParse(body);
  for (const issue of checked.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
