import { TIMINGS } from "@vitrine/shared/constants";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

type Phase = "hidden" | "running" | "done";

/**
 * Top loading bar: appears when a navigation lasts longer than 200 ms, creeps over about 5 s,
 * completes when the page arrives and hides 500 ms later.
 */
export function LoadingBar() {
  const { state } = useNavigation();
  const [phase, setPhase] = useState<Phase>("hidden");
  const busy = state !== "idle";

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase("running"), TIMINGS.loadingBarThrottleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : current));
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("hidden"), TIMINGS.loadingBarHideDelayMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      style={{ ["--loading-duration" as string]: `${TIMINGS.loadingBarDurationMs}ms` }}
      role="progressbar"
      aria-label="Chargement de la page"
      aria-busy={phase === "running"}
    />
  );
}
