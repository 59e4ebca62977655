import { HONEYPOT_FIELD } from "@vitrine/shared/constants";
import { Form, useActionData, useNavigation } from "react-router";
import { Checkbox, Field, FieldError, FormMessage, RequiredLegend, RequiredMark } from "../account/fields";
import { FORM_KEY, type FormResult } from "../forms/form-result";

/** The name of the review form's posts (the `_form` field), told apart by the page's action. */
export const REVIEW_FORM = "avis";

const RATINGS = [5, 4, 3, 2, 1] as const;
const ID = "avis-client";

/**
 * A visitor leaves a review: name, rating, text and the consent to its publication. It posts to
 * the page's own action (works without JavaScript); the review waits for moderation, which the
 * confirmation says. Folded under « Laisser un avis » until opened or answered.
 */
export function ReviewForm() {
  const result = useActionData<FormResult>();
  const mine = result?.form === REVIEW_FORM ? result : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(FORM_KEY) === REVIEW_FORM;
  if (mine?.status === "success") {
    return (
      <div className="review-form">
        <FormMessage kind="success">{mine.message}</FormMessage>
      </div>
    );
  }
  const errors = mine?.errors ?? {};
  const values = mine?.values ?? {};
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  return (
    <details className="review-form" open={mine ? true : undefined}>
      <summary className="btn btn--ghost">Laisser un avis</summary>
      <Form method="post" noValidate className="review-form__form" preventScrollReset>
        <input type="hidden" name={FORM_KEY} value={REVIEW_FORM} />
        {mine ? <FormMessage kind="error">{mine.message}</FormMessage> : null}
        <RequiredLegend />
        <p className="field__hint">
          Votre avis sera publié sur le site après sa validation par notre équipe.
        </p>
        <Field
          id={`${ID}-nom`}
          name="author"
          label="Votre nom ou votre prénom"
          autoComplete="given-name"
          maxLength={80}
          required
          defaultValue={text("author")}
          error={errors.author}
        />
        <fieldset
          className={`field review-form__rating${errors.rating ? " field--invalid" : ""}`}
          aria-describedby={errors.rating ? `${ID}-note-erreur` : undefined}
        >
          <legend className="field__label">
            Votre note
            <RequiredMark />
          </legend>
          <div className="review-form__stars">
            {RATINGS.map((rating) => (
              <label key={rating} className="review-form__star">
                <input
                  type="radio"
                  name="rating"
                  value={rating}
                  defaultChecked={text("rating") === String(rating)}
                />
                {rating} <span aria-hidden="true">★</span>
                <span className="visually-hidden">{rating > 1 ? " étoiles" : " étoile"}</span>
              </label>
            ))}
          </div>
          {errors.rating ? <FieldError id={`${ID}-note-erreur`}>{errors.rating}</FieldError> : null}
        </fieldset>
        <div className={`field${errors.text ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor={`${ID}-texte`}>
            Votre avis
            <RequiredMark />
          </label>
          <textarea
            id={`${ID}-texte`}
            name="text"
            className="field__input"
            rows={5}
            maxLength={2000}
            required
            defaultValue={text("text")}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${ID}-texte-erreur` : undefined}
          />
          {errors.text ? <FieldError id={`${ID}-texte-erreur`}>{errors.text}</FieldError> : null}
        </div>
        <Checkbox id={`${ID}-accord`} name="consent" required error={errors.consent}>
          J'accepte que mon avis et mon nom soient publiés sur ce site.
        </Checkbox>
        {/* Left empty by people (they never see it), filled by robots. */}
        <div className="form-honeypot" aria-hidden="true">
          <label htmlFor={`${ID}-${HONEYPOT_FIELD}`}>Ne remplissez pas ce champ</label>
          <input id={`${ID}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Envoi…" : "Envoyer mon avis"}
        </button>
      </Form>
    </details>
  );
}
