import { HONEYPOT_FIELD } from "@vitrine/shared/constants";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { type FormResult, resultOf } from "../forms/form-result";
import { NEWSLETTER_FORM, NEWSLETTER_SIGNUP_PATH } from "./paths";

/**
 * A visitor's sign-up to the newsletter: an e-mail address, posted to /newsletter/inscription.
 * With JavaScript a fetcher posts it and the answer shows in place; without, the browser posts
 * it and the sign-up page shows the answer (`result`, its action's data). Either way a link is
 * e-mailed to confirm the address (double opt-in).
 */
export function NewsletterForm({
  listId,
  result: pageResult,
  className = "",
}: {
  /** The list to sign up to; the site's first list when absent. */
  listId?: number | undefined;
  /** The sign-up page's own action data (the form posted without JavaScript). */
  result?: FormResult | undefined;
  className?: string;
}) {
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const result = resultOf(fetcher.data ?? pageResult, NEWSLETTER_FORM);
  const busy = fetcher.state !== "idle";
  const email = useRef<HTMLInputElement>(null);
  const error = result?.status === "error" ? (result.errors.email ?? result.message) : undefined;
  const errorId = `${id}-erreur`;
  // Signed up: the field is emptied for another address.
  useEffect(() => {
    if (fetcher.data?.status === "success" && email.current) email.current.value = "";
  }, [fetcher.data]);
  return (
    <fetcher.Form
      method="post"
      action={NEWSLETTER_SIGNUP_PATH}
      className={`newsletter-form ${className}`}
      noValidate
    >
      {listId ? <input type="hidden" name="listId" value={listId} /> : null}
      <label className="newsletter-form__label" htmlFor={`${id}-email`}>
        Votre adresse e-mail
      </label>
      <div className="newsletter-form__row">
        <input
          ref={email}
          id={`${id}-email`}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.status === "error" ? String(result.values.email ?? "") : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="btn btn--accent newsletter-form__submit" disabled={busy}>
          {busy ? "Envoi…" : "Je m'inscris"}
        </button>
      </div>
      {/* Left empty by people (they never see it), filled by robots. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Ne remplissez pas ce champ</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div aria-live="polite" className="newsletter-form__messages">
        {error ? (
          <p className="newsletter-form__message newsletter-form__message--error" id={errorId}>
            {error}
          </p>
        ) : null}
        {result?.status === "success" ? (
          <p className="newsletter-form__message newsletter-form__message--success">{result.message}</p>
        ) : null}
      </div>
      <p className="newsletter-form__note">
        Un e-mail vous demandera de confirmer votre adresse. Un lien de désinscription figure dans chaque
        lettre.
      </p>
    </fetcher.Form>
  );
}
