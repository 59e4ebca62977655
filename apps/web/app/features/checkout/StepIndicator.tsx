import { Link } from "react-router";
import { STEPS, type StepId, stepPath } from "./steps";

/** The checkout's steps: done ones are links back, the current one is announced as such. */
export function StepIndicator({ current, furthest }: { current: StepId; furthest: StepId }) {
  const at = STEPS.findIndex((s) => s.id === current);
  const open = STEPS.findIndex((s) => s.id === furthest);
  return (
    <nav aria-label="Étapes de la commande" className="checkout-steps">
      <ol>
        {STEPS.map((step, index) => {
          const state = index === at ? "current" : index < at ? "done" : "todo";
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="checkout-steps__label">{step.label}</span>
              {state === "done" ? <span className="visually-hidden"> (terminée)</span> : null}
            </>
          );
          return (
            <li key={step.id} className={`checkout-steps__step checkout-steps__step--${state}`}>
              {state !== "current" && index <= open && step.id !== "paiement" ? (
                <Link to={stepPath(step.id)}>{label}</Link>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
