import { adminDeliveryCalls } from "@vitrine/sdk/admin-delivery";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import { CARRIER_KIND_LABELS } from "@vitrine/shared/schemas/admin-delivery";
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import { CarrierForm } from "../../features/admin/delivery/CarrierForm";
import {
  DONE_MESSAGES,
  DONE_PARAM,
  deliveryAction,
} from "../../features/admin/delivery/delivery-action.server";
import { DELETE_PARAM, PickupPlaces } from "../../features/admin/delivery/PickupPlaces";
import { RateTable } from "../../features/admin/delivery/RateTable";
import { RelayPoints } from "../../features/admin/delivery/RelayPoints";
import { ownValue } from "../../features/http/own-value";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import deliveryHref from "../../styles/admin-delivery.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deliveryHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Livraison · Administration"),
  { name: "robots", content: "noindex" },
];

/** The shop's carriers, active or not, with their rates by zone and relay points; the click-and-collect places. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const params = new URL(request.url).searchParams;
  const done = params.get(DONE_PARAM) ?? "";
  const calls = adminDeliveryCalls(api);
  const lists = await Promise.all([calls.adminCarriers(), calls.pickupCalendars()]).catch((error) => {
    // A site without a shop has no delivery to manage: the API does not know its shop.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
  if (!lists) return { noShop: true as const };
  const [carriers, places] = lists;
  const deleting = parseId(params.get(DELETE_PARAM) ?? "");
  return { noShop: false as const, carriers, places, deleting, done: ownValue(DONE_MESSAGES, done) };
}

export const action = deliveryAction;

export default function AdminDelivery() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.noShop) {
    return (
      <section className="admin-card" aria-labelledby="livraison-titre">
        <h1 id="livraison-titre">Livraison</h1>
        <p>Ce site n'a pas de boutique en ligne : il n'a pas de livraison à gérer.</p>
      </section>
    );
  }
  const { carriers, places, deleting, done } = data;
  return (
    <div className="delivery">
      <section className="admin-card" aria-labelledby="livraison-titre">
        <h1 id="livraison-titre">Livraison</h1>
        <p>
          Les transporteurs proposés au moment de commander, leurs tarifs par zone (selon le nombre de
          bouteilles et le montant de la commande, bornes incluses ; un maximum vide : sans limite) et leurs
          points relais. Le tarif le plus précis qui correspond au panier s'applique.
        </p>
        {done ? <FormMessage kind="success">{done}</FormMessage> : null}
        {result?.form === null ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      </section>
      {carriers.map((carrier) => (
        <section
          key={carrier.id}
          id={`transporteur-${carrier.id}`}
          className="admin-card carrier"
          aria-labelledby={`transporteur-${carrier.id}-titre`}
        >
          <h2 id={`transporteur-${carrier.id}-titre`}>
            {carrier.name}{" "}
            <span className="carrier__state">
              ({CARRIER_KIND_LABELS[carrier.kind]}, {carrier.isActive ? "proposé" : "désactivé"})
            </span>
          </h2>
          <CarrierForm carrier={carrier} result={result} />
          <h3 className="delivery-section-title">Tarifs</h3>
          <RateTable carrier={carrier} result={result} />
          {carrier.kind === "PICKUP" ? <RelayPoints carrier={carrier} result={result} /> : null}
        </section>
      ))}
      <section className="admin-card carrier" aria-labelledby="nouveau-transporteur">
        <h2 id="nouveau-transporteur">Nouveau transporteur</h2>
        <CarrierForm carrier={null} result={result} />
      </section>
      <PickupPlaces places={places} result={result} deleting={deleting} />
    </div>
  );
}
