/** The checkout's steps, in order, as `/commande?etape=…` names them. */
export const CHECKOUT_PATH = "/commande";

export const STEPS = [
  { id: "coordonnees", label: "Coordonnées" },
  { id: "livraison", label: "Livraison" },
  { id: "recapitulatif", label: "Récapitulatif" },
  { id: "paiement", label: "Paiement" },
] as const;
export type StepId = (typeof STEPS)[number]["id"];

export const stepPath = (step: StepId) =>
  step === "coordonnees" ? CHECKOUT_PATH : `${CHECKOUT_PATH}?etape=${step}`;

export const isStep = (value: string | null): value is StepId => STEPS.some((s) => s.id === value);

/** What the steps need before them: the contact and addresses, a delivery choice, the confirmation. */
export interface StepProgress {
  hasContact: boolean;
  hasDelivery: boolean;
  confirmed: boolean;
}

/** The furthest step the visitor may see: a step is open once every earlier one is complete. */
export function furthestStep({ hasContact, hasDelivery, confirmed }: StepProgress): StepId {
  if (!hasContact) return "coordonnees";
  if (!hasDelivery) return "livraison";
  return confirmed ? "paiement" : "recapitulatif";
}

/** The step to show: the one asked for (the first by default), unless it is not open yet (then the furthest open one). */
export function stepToShow(asked: string | null, progress: StepProgress): StepId {
  const furthest = furthestStep(progress);
  if (asked === null) return "coordonnees";
  if (!isStep(asked)) return furthest;
  const index = (id: StepId) => STEPS.findIndex((s) => s.id === id);
  return index(asked) <= index(furthest) ? asked : furthest;
}
