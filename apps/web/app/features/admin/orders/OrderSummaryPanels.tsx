import type { AdminOrderDetail } from "@vitrine/shared/schemas/admin-orders";
import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { feesLabel, formatEuros, formatVatRate } from "@vitrine/shared/shop-rules";
import { AddressLines } from "../../addresses/AddressLines";
import type { FormResult } from "../../forms/form-result";
import { DeliveryDetails } from "../../orders/OrderDelivery";
import { TrackingForm } from "./TrackingFields";

/** The order's lines and totals, its customer, its delivery and its payment, as the panel shows them. */

export function OrderLinesPanel({ order }: { order: AdminOrderDetail }) {
  // An export is charged without VAT, its lines at 0 % (decision 043).
  const taxes = order.vatExempt ? "HT" : "TTC";
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-lignes">
      <h2 id="commande-lignes">Articles</h2>
      <div className="orders-table__scroll">
        <table className="order-lines-table">
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col" className="orders-table__end">
                Quantité
              </th>
              <th scope="col" className="orders-table__end">
                Prix unitaire {taxes}
              </th>
              <th scope="col" className="orders-table__end">
                TVA
              </th>
              <th scope="col" className="orders-table__end">
                Total {taxes}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; a deleted wine has no id.
              <tr key={index}>
                <th scope="row">
                  {line.productName}
                  {line.variationLabel ? (
                    <span className="order-panel__muted"> · {line.variationLabel}</span>
                  ) : null}
                </th>
                <td className="orders-table__end">{line.quantity}</td>
                <td className="orders-table__end">{formatEuros(line.unitPrice)}</td>
                <td className="orders-table__end">{formatVatRate(line.vatRate)}</td>
                <td className="orders-table__end">{formatEuros(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <div>
          <dt>Sous-total</dt>
          <dd>{formatEuros(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>{order.discountCode ? `Remise (code ${order.discountCode})` : "Remise"}</dt>
            <dd>− {formatEuros(order.discount)}</dd>
          </div>
        ) : null}
        {order.deliveryType !== "no_delivery" ? (
          <div>
            <dt>{order.deliveryType === "clickAndCollect" ? "Retrait" : "Livraison"}</dt>
            <dd>{feesLabel(order.shippingFees, order.deliveryType === "clickAndCollect")}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>Total {taxes}</dt>
          <dd>{formatEuros(order.total)}</dd>
        </div>
      </dl>
      {order.vatExempt ? (
        <p className="order-panel__muted">
          Vente à l'exportation (hors Union européenne ou outre-mer) : vendue sans TVA, facturée avec la
          mention « Exonération de TVA, article 262 I du CGI (exportation) ».
        </p>
      ) : null}
      {order.message.trim() ? (
        <div className="order-panel__message">
          <h3>Message du client</h3>
          <p>{order.message}</p>
        </div>
      ) : null}
    </section>
  );
}

const countryOf = (address: NonNullable<AdminOrderDetail["billingAddress"]>) => ({
  ...address,
  country: address.countryName,
});

export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const billing = order.billingAddress ?? order.shippingAddress;
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-client">
      <h2 id="commande-client">Client</h2>
      <p>
        {order.customerName ? <strong>{order.customerName}</strong> : null}
        {order.customerName ? <br /> : null}
        <a href={`mailto:${order.email}`}>{order.email}</a>
        {order.phone ? (
          <>
            <br />
            <a href={`tel:${order.phone.replace(/\s+/g, "")}`}>{order.phone}</a>
          </>
        ) : null}
      </p>
      <p className="order-panel__muted">
        {order.member ? "Client avec un compte sur le site." : "Commande sans compte client."}
      </p>
      {billing ? (
        <>
          <h3>Adresse de facturation</h3>
          <AddressLines address={countryOf(billing)} />
        </>
      ) : null}
    </section>
  );
}

export function DeliveryPanel({
  order,
  result,
}: {
  order: AdminOrderDetail;
  result: FormResult | undefined;
}) {
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-livraison">
      <h2 id="commande-livraison">{order.deliveryType === "clickAndCollect" ? "Retrait" : "Livraison"}</h2>
      <DeliveryDetails order={order} />
      <TrackingForm order={order} result={result} />
    </section>
  );
}

export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const { refund } = order;
  return (
    <section className="admin-card order-panel" aria-labelledby="commande-paiement">
      <h2 id="commande-paiement">Paiement</h2>
      <dl className="order-facts">
        <div>
          <dt>Moyen</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        {order.paymentIntentId ? (
          <div>
            <dt>Paiement Stripe</dt>
            <dd className="order-panel__code">{order.paymentIntentId}</dd>
          </div>
        ) : null}
        <div>
          <dt>Facturé</dt>
          <dd>{refund.invoiced > 0 ? formatEuros(refund.invoiced) : "Pas encore"}</dd>
        </div>
        {refund.refunded > 0 ? (
          <div>
            <dt>Remboursé</dt>
            <dd>{formatEuros(refund.refunded)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
