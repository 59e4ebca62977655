import { type AppLoadContext, data, redirect } from "react-router";
import { deleteAddress, saveAddress } from "../addresses/address-actions.server";
import { apiFailure, formError, formSuccess, INVALID_FIELDS } from "../forms/form-reply.server";
import { ownValue } from "../http/own-value";
import { clearedSessionCookies, formSecret, formText } from "./session.server";

/** The forms of the member's account page, by their `intent`. */
type AccountAction = (context: AppLoadContext, form: FormData) => Promise<unknown>;

const profile: AccountAction = async ({ api }, form) => {
  const values = {
    firstname: formText(form, "firstname"),
    lastname: formText(form, "lastname"),
    phone: formText(form, "phone"),
    birthdate: formText(form, "birthdate"),
    email: formText(form, "email"),
  };
  const currentPassword = formSecret(form, "currentPassword");
  try {
    await api.updateUser({
      ...values,
      birthdate: values.birthdate || null,
      ...(currentPassword ? { currentPassword } : {}),
    });
  } catch (error) {
    return apiFailure(error, "profile", { values });
  }
  return formSuccess("profile", "Vos informations sont enregistrées.");
};

const password: AccountAction = async ({ api }, form) => {
  const newPassword = formSecret(form, "newPassword");
  if (newPassword !== formSecret(form, "confirmation")) {
    return formError("password", INVALID_FIELDS, {
      errors: { confirmation: "Les deux mots de passe ne sont pas identiques." },
    });
  }
  try {
    await api.changePassword({ currentPassword: formSecret(form, "currentPassword"), newPassword });
  } catch (error) {
    return apiFailure(error, "password");
  }
  return formSuccess("password", "Votre mot de passe est modifié. Vos autres sessions ont été fermées.");
};

const newsletter: AccountAction = async ({ api }, form) => {
  const listIds = form.getAll("listIds").map(Number).filter(Number.isInteger);
  let confirmationSent: boolean;
  try {
    ({ confirmationSent } = await api.setNewsletterSubscription({ listIds }));
  } catch (error) {
    return apiFailure(error, "newsletter");
  }
  return formSuccess(
    "newsletter",
    confirmationSent
      ? "Vos choix sont enregistrés. Pour recevoir la lettre d'information, confirmez votre adresse e-mail grâce au lien que nous venons de vous envoyer."
      : "Vos abonnements sont enregistrés.",
  );
};

const deletion: AccountAction = async ({ api, cookieOptions }, form) => {
  if (form.get("confirm") !== "on") {
    return formError("delete", INVALID_FIELDS, {
      errors: { confirm: "Cochez la case pour confirmer la suppression de votre compte." },
    });
  }
  try {
    await api.deleteUser();
  } catch (error) {
    return apiFailure(error, "delete");
  }
  return redirect("/auth?etat=supprime", { headers: clearedSessionCookies(cookieOptions) });
};

const ACTIONS: Record<string, AccountAction> = {
  profile,
  password,
  newsletter,
  delete: deletion,
  address: saveAddress,
  "address-delete": deleteAddress,
};

/** Runs the account form the post names; an unknown one is a 400. */
export async function accountAction(context: AppLoadContext, form: FormData) {
  const run = ownValue(ACTIONS, formText(form, "intent"));
  if (!run) throw data(null, { status: 400 });
  return run(context, form);
}
