import type { AccessPoint, ShippingOffer } from "@vitrine/shared/schemas/delivery";
import { EXPORT_NOTICE } from "@vitrine/shared/shipping/zones";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Form, Link, useNavigation } from "react-router";
import { FieldError, FormMessage } from "../account/fields";
import type { FormResult } from "../forms/form-result";
import type { DeliveryLine } from "./CheckoutSummary";
import type { DeliveryOptions } from "./checkout-data.server";
import type { CheckoutState } from "./checkout-state.server";
import { openingSummary } from "./opening-summary";
import { PickupOptions } from "./PickupOptions";
import { RelayMap } from "./RelayMap";
import { stepPath } from "./steps";

const distance = (metres: number) =>
  metres < 1000
    ? `${metres}\u00a0m`
    : `${(metres / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0km`;

const price = (offer: ShippingOffer) => (offer.price === 0 ? "Offerte" : formatEuros(offer.price));

/** The summary's line of the way chosen in the form (`carrier`: a carrier's id or `cc-` a place's). */
function chosenLine(options: DeliveryOptions, value: FormDataEntryValue | null): DeliveryLine | null {
  if (typeof value !== "string") return null;
  if (value.startsWith("cc-")) return { label: "Retrait sur place", price: 0, pickup: true };
  const offer = options.fees?.carriers.find((carrier) => String(carrier.id) === value);
  return offer ? { label: `Livraison (${offer.name})`, price: offer.price, pickup: false } : null;
}

/**
 * Step 2: the carriers that serve the address with their price (an export's without VAT), relay
 * points under a relay carrier. `onChoose` is told each way chosen, before the form is sent: the
 * summary beside it shows its price and the total at once.
 */
export function DeliveryStep({
  options,
  state,
  result,
  onChoose,
}: {
  options: DeliveryOptions;
  state: CheckoutState;
  result: FormResult | undefined;
  onChoose?: (line: DeliveryLine | null) => void;
}) {
  const busy = useNavigation().state !== "idle";
  const { fees } = options;
  const errors = result?.errors ?? {};
  const stored = state.clickAndCollect
    ? `cc-${state.clickAndCollect.calendarId}`
    : String(state.carrierId ?? "");
  const chosen = (typeof result?.values.carrier === "string" ? result.values.carrier : null) ?? stored;
  const shipping = state.shipping!;
  return (
    <Form
      method="post"
      action={stepPath("livraison")}
      className="checkout-form"
      noValidate
      onChange={(event) => onChoose?.(chosenLine(options, new FormData(event.currentTarget).get("carrier")))}
    >
      <input type="hidden" name="intent" value="delivery" />
      <p className="checkout-recall">
        Livraison à {shipping.firstname} {shipping.lastname}, {shipping.postalCode} {shipping.city} (
        {shipping.countryName}). <Link to={stepPath("coordonnees")}>Modifier</Link>
      </p>
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <fieldset
        className="checkout-section"
        aria-describedby={errors.carrier ? "transporteur-erreur" : undefined}
      >
        <legend>Mode de livraison</legend>
        {!fees ? (
          <FormMessage kind="error">
            {options.error ?? "Aucun transporteur ne dessert cette adresse."}
          </FormMessage>
        ) : null}
        {fees?.freeShipping ? <p className="checkout-free">La livraison vous est offerte.</p> : null}
        {fees?.needsDelivery && fees.carriers.length === 0 ? (
          <p>Aucun transporteur ne dessert cette adresse pour ce panier.</p>
        ) : null}
        {fees && !fees.needsDelivery ? <p>Votre commande ne demande pas d'expédition.</p> : null}
        {options.exported ? (
          <p className="checkout-note">
            {EXPORT_NOTICE}
            {options.pickups.length > 0
              ? " Retirée sur place, en France, la commande reste vendue TVA comprise."
              : null}
          </p>
        ) : null}
        <div className="checkout-carriers">
          {(fees?.needsDelivery ? fees.carriers : []).map((offer) => (
            <div key={offer.id} className="checkout-carrier">
              <label className="choice-card">
                <input
                  type="radio"
                  name="carrier"
                  value={offer.id}
                  defaultChecked={chosen === String(offer.id)}
                />
                <span className="choice-card__body">
                  <strong>{offer.name}</strong>
                  <span className="choice-card__meta">
                    {[offer.delay, offer.description].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <span className="choice-card__price">{price(offer)}</span>
              </label>
              {offer.needsAccessPoint ? (
                <RelayPoints
                  offer={offer}
                  points={options.accessPoints[offer.id] ?? []}
                  chosen={state.accessPoint?.id}
                  error={errors[`accessPoint-${offer.id}`]}
                />
              ) : null}
            </div>
          ))}
          <PickupOptions places={options.pickups} chosen={chosen} state={state} errors={errors} />
        </div>
        {errors.carrier ? <FieldError id="transporteur-erreur">{errors.carrier}</FieldError> : null}
        {fees && fees.unavailable.length > 0 ? (
          <ul className="checkout-unavailable">
            {fees.unavailable.map((carrier) => (
              <li key={carrier.id}>
                {carrier.name} : {carrier.reason}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <div className="checkout-form__buttons">
        <Link to={stepPath("coordonnees")}>← Coordonnées</Link>
        <button type="submit" className="btn btn--primary checkout-form__submit" disabled={busy}>
          Continuer vers le récapitulatif
        </button>
      </div>
    </Form>
  );
}

function RelayPoints({
  offer,
  points,
  chosen,
  error,
}: {
  offer: ShippingOffer;
  points: AccessPoint[];
  chosen: string | undefined;
  error: string | undefined;
}) {
  const name = `accessPoint-${offer.id}`;
  if (points.length === 0)
    return <p className="checkout-relays__none">Aucun point relais trouvé près de cette adresse.</p>;
  return (
    <fieldset className="checkout-relays" aria-describedby={error ? `${name}-erreur` : undefined}>
      <legend>Point relais {offer.name}</legend>
      {error ? <FieldError id={`${name}-erreur`}>{error}</FieldError> : null}
      <ol className="checkout-relays__list">
        {points.map((point, index) => (
          <li key={point.id}>
            <label className="relay-point">
              <input type="radio" name={name} value={point.id} defaultChecked={chosen === point.id} />
              <span className="relay-point__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="relay-point__body">
                <strong>{point.name}</strong>
                <span>
                  {point.addLine1}, {point.zipCode} {point.city} · à {distance(point.distance)}
                </span>
                {point.openingHours.length > 0 ? (
                  <span className="relay-point__hours">{openingSummary(point.openingHours)}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ol>
      <RelayMap points={points} />
    </fieldset>
  );
}
