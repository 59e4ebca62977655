import { adminProductCalls } from "@vitrine/sdk/admin-products";
import { isApiError } from "@vitrine/sdk/client";
import { STOCK_REASONS, type StockReason } from "@vitrine/shared/schemas/admin-products";
import { type ActionFunctionArgs, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, INVALID_FIELDS } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { requireNumericId } from "../../layout/numeric-id.server";
import { adminApi } from "../admin-api.server";
import { bodyOf, readPostedForm } from "./product-form";
import { DONE_PARAM, PRODUCTS_PATH, productPath } from "./product-list-query";

/**
 * The product page's posts (plain forms, also without JavaScript): the whole product (`save`,
 * created when the page has no id yet), a stock adjustment (`stock`) and the removal (`delete`).
 * A refusal comes back with the API's French message next to its field, and the typed form.
 */
export async function productAction({ context, request, params }: ActionFunctionArgs) {
  const id = params.id === undefined ? null : requireNumericId(params.id);
  const calls = adminProductCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent === "save") {
    const state = readPostedForm(form);
    const values = { state: JSON.stringify(state) };
    const { body, errors } = bodyOf(state);
    if (!body) return formError("save", INVALID_FIELDS, { errors, values });
    try {
      const saved = id === null ? await calls.createProduct(body) : await calls.updateProduct(id, body);
      return redirect(`${productPath(saved.id)}?${DONE_PARAM}=${id === null ? "cree" : "enregistre"}`);
    } catch (error) {
      return apiFailure(error, "save", { values });
    }
  }
  if (id !== null && intent === "stock") {
    const values = {
      declinationId: formText(form, "declinationId"),
      delta: formText(form, "delta"),
      reason: formText(form, "reason"),
      note: formText(form, "note"),
    };
    const delta = Number(values.delta.replace(/\s/g, "").replace(/^\+/, ""));
    const reason = STOCK_REASONS.find((r) => r === values.reason) as StockReason | undefined;
    if (!values.delta.trim() || !Number.isInteger(delta) || delta === 0) {
      return formError(`stock-${values.declinationId}`, INVALID_FIELDS, {
        errors: { delta: "Indiquez un nombre entier d'unités, négatif pour en retirer (par exemple -2)." },
        values,
      });
    }
    try {
      await calls.adjustStock(id, Number(values.declinationId), {
        delta,
        reason: reason ?? (values.reason as StockReason),
        note: values.note,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        return formError(`stock-${values.declinationId}`, error.message, {
          errors: error.errors,
          values,
          status: 422,
        });
      }
      return apiFailure(error, `stock-${values.declinationId}`, { values });
    }
    return redirect(`${productPath(id)}?${DONE_PARAM}=stock`);
  }
  if (id !== null && intent === "delete") {
    try {
      const removal = await calls.removeProduct(id);
      return redirect(
        removal.outcome === "ARCHIVED" ? `${productPath(id)}?${DONE_PARAM}=archive` : PRODUCTS_PATH,
      );
    } catch (error) {
      return apiFailure(error, "delete");
    }
  }
  return formError(null, "Ce formulaire est inconnu : rechargez la page.");
}
