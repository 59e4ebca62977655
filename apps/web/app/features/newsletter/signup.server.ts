import type { ApiClient } from "@vitrine/sdk/client";
import { NewsletterSubscribeBodySchema } from "@vitrine/shared/schemas/account";
import { HONEYPOT_FIELD } from "@vitrine/shared/schemas/content";
import { switchOnIn } from "@vitrine/shared/site-switches";
import { data } from "react-router";
import { apiFailure, formSuccess, parseForm } from "../forms/form-reply.server";
import { NEWSLETTER_FORM, SIGNUP_SENT } from "./paths";

/** The site's 404 page unless ENABLE_NEWSLETTER is on (the API would answer 404 too). */
export async function requireNewsletter(api: ApiClient): Promise<void> {
  if (!switchOnIn(await api.parameters(), "ENABLE_NEWSLETTER")) {
    throw data(null, { status: 404 });
  }
}

/**
 * A visitor's sign-up, posted by the footer's form or a page's block (with JavaScript, a fetcher; without,
 * the browser): POST /newsletter/subscribe and its double opt-in. A filled honeypot gets the
 * same thanks, and no e-mail.
 */
export async function signUp(api: ApiClient, formData: FormData) {
  await requireNewsletter(api);
  const email = String(formData.get("email") ?? "");
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") return formSuccess(NEWSLETTER_FORM, SIGNUP_SENT);
  const parsed = parseForm(formData, NewsletterSubscribeBodySchema, NEWSLETTER_FORM, { email });
  if (parsed.reply) return parsed.reply;
  try {
    await api.subscribeNewsletter(parsed.value);
  } catch (error) {
    return apiFailure(error, NEWSLETTER_FORM, { values: { email } });
  }
  return formSuccess(NEWSLETTER_FORM, SIGNUP_SENT);
}
