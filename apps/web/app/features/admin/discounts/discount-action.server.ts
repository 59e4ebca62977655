import { adminDiscountCalls } from "@vitrine/sdk/admin-discounts";
import { type ActionFunctionArgs, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { requireNumericId } from "../../layout/numeric-id.server";
import { adminApi } from "../admin-api.server";
import { DISCOUNT_FIELDS, discountBody, SAVED_PARAM } from "./discount-form";
import { discountPath } from "./discount-list-query";

/**
 * The discount code form's post (a plain form, also without JavaScript): creates the code on
 * /admin/codes-promo/nouveau, changes it on /admin/codes-promo/{id}; a success goes to the code's
 * page with `?fait=1`, a refusal comes back with the French message next to its field.
 */
export async function discountAction({ context, request, params }: ActionFunctionArgs) {
  const calls = adminDiscountCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const values = Object.fromEntries(DISCOUNT_FIELDS.map((name) => [name, formText(form, name)]));
  values.isActive = formText(form, "isActive");
  const parsed = discountBody(form);
  if ("errors" in parsed) return formError("discount", INVALID_FIELDS, { errors: parsed.errors, values });
  const id = params.id === undefined ? null : requireNumericId(params.id);
  try {
    const saved =
      id === null ? await calls.createDiscount(parsed.body) : await calls.updateDiscount(id, parsed.body);
    return redirect(`${discountPath(saved.id)}?${SAVED_PARAM}=1`);
  } catch (error) {
    return apiFailure(error, "discount", { values });
  }
}
