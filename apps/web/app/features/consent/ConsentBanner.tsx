import { faXmark } from "@fortawesome/free-solid-svg-icons";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { Icon } from "../icons/Icon";
import { type ConsentChoice, PURPOSES } from "./consent";

export const OPEN_CONSENT_EVENT = "vitrine:consent-open";

/** Choices form, shared by the banner and the /consent page; posts to /consent (works without JavaScript). */
export function ConsentChoices({
  consent,
  redirectTo,
  onDone,
}: {
  consent: ConsentChoice | null;
  redirectTo: string;
  onDone?: () => void;
}) {
  const fetcher = useFetcher();
  const FormTag = onDone ? fetcher.Form : Form;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && onDone) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <FormTag method="post" action="/consent" className="consent__choices">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {onDone ? <input type="hidden" name="js" value="1" /> : null}
      <fieldset className="consent__purposes">
        <legend className="consent__legend">Vos choix par finalité</legend>
        <div className="consent__purpose">
          <input type="checkbox" id="consent-necessary" checked disabled />
          <label htmlFor="consent-necessary">
            <strong>Cookies nécessaires</strong>
            <span>
              Indispensables au fonctionnement du site (session, panier, mémorisation de vos choix). Toujours
              actifs.
            </span>
          </label>
        </div>
        {PURPOSES.map((purpose) => (
          <div key={purpose.key} className="consent__purpose">
            <input
              type="checkbox"
              id={`consent-${purpose.key}`}
              name={purpose.key}
              value="1"
              defaultChecked={consent?.[purpose.key] ?? false}
            />
            <label htmlFor={`consent-${purpose.key}`}>
              <strong>{purpose.title}</strong>
              <span>{purpose.description}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="consent__actions">
        <button type="submit" name="intent" value="refuse" className="btn btn--primary">
          Tout refuser
        </button>
        <button type="submit" name="intent" value="save" className="btn btn--primary">
          Enregistrer mes choix
        </button>
        <button type="submit" name="intent" value="accept" className="btn btn--primary">
          Tout accepter
        </button>
      </div>
    </FormTag>
  );
}

/**
 * First-visit banner: accepting, refusing and customising are equally visible; closing refuses.
 * The footer's « Gérer les cookies » link reopens it.
 */
export function ConsentBanner({ consent }: { consent: ConsentChoice | null }) {
  const location = useLocation();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(consent === null);
  const [customising, setCustomising] = useState(false);
  const redirectTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    const reopen = () => {
      setOpen(true);
      setCustomising(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  if (!open) return null;
  const decide = (intent: "accept" | "refuse") =>
    fetcher.submit({ intent, redirectTo, js: "1" }, { method: "post", action: "/consent" });

  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <fetcher.Form method="post" action="/consent" className="consent__close-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="js" value="1" />
        <button
          type="submit"
          name="intent"
          value="refuse"
          className="consent__close"
          aria-label="Fermer et refuser les cookies facultatifs"
        >
          <Icon icon={faXmark} />
        </button>
      </fetcher.Form>
      <h2 id="consent-title" className="consent__title">
        Vos choix en matière de cookies
      </h2>
      <p className="consent__text">
        Nous utilisons des cookies pour mesurer l'audience du site et, si vous l'acceptez, pour la publicité.
        Vous pouvez accepter, refuser ou choisir finalité par finalité ; votre choix est conservé 13 mois et
        modifiable à tout moment depuis le lien « Gérer les cookies » en bas de page.{" "}
        <Link to="/cookie-policy">En savoir plus</Link>
      </p>
      {customising ? (
        <ConsentChoices consent={consent} redirectTo={redirectTo} onDone={() => setOpen(false)} />
      ) : (
        <div className="consent__actions">
          <button type="button" className="btn btn--primary" onClick={() => decide("refuse")}>
            Tout refuser
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setCustomising(true)}>
            Personnaliser
          </button>
          <button type="button" className="btn btn--primary" onClick={() => decide("accept")}>
            Tout accepter
          </button>
        </div>
      )}
      <noscript>
        <p className="consent__text">
          <a href="/consent">Choisir sans JavaScript</a>
        </p>
      </noscript>
    </section>
  );
}
