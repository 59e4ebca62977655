/** The visitor's sign-up to the newsletter (ENABLE_NEWSLETTER): its page, whose action the forms post to. */
export const NEWSLETTER_SIGNUP_PATH = "/newsletter/inscription";

/** Which form of the page a reply belongs to. */
export const NEWSLETTER_FORM = "newsletter";

/** The reply of POST /newsletter/subscribe, the same whether the address is new, pending or subscribed. */
export const SIGNUP_SENT =
  "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un e-mail : ouvrez le lien qu'il contient pour confirmer votre inscription.";
