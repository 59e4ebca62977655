import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { FormMessage } from "../account/fields";
import { cardPaymentPath } from "./paths";

/** Stripe's `redirect_status` on the return from its payment page (3-D Secure and others). */
export type CardReturn = "succeeded" | "processing" | "failed" | null;

export const cardReturnOf = (value: string | null): CardReturn => {
  if (value === "succeeded" || value === "processing") return value;
  return value === null ? null : "failed";
};

/** « FR76 3000 6000 0112 3456 7890 189 »: an IBAN read aloud or copied by groups of four. */
export const spacedIban = (iban: string) =>
  iban
    .replace(/\s+/g, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();

/** What happens next for the order's payment, per method and status. */
export function PaymentNext({ order, cardReturn }: { order: OrderDetail; cardReturn: CardReturn }) {
  const amount = formatEuros(order.total);
  if (order.status === "cancelled") {
    return (
      <FormMessage kind="error">
        Cette commande a été annulée : aucun montant ne vous sera demandé.
      </FormMessage>
    );
  }
  if (order.status === "refunded")
    return <FormMessage kind="info">Cette commande a été remboursée.</FormMessage>;
  if (order.total === 0) {
    return (
      <FormMessage kind="success">
        Vous n'avez rien à payer pour cette commande. Nous vous écrivons à chaque étape de votre commande.
      </FormMessage>
    );
  }
  if (order.paymentMethod === "ON_SITE") {
    return (
      <FormMessage kind="info">
        {order.status === "collected"
          ? `Vous avez réglé ${amount} au retrait de votre commande.`
          : `Vous réglerez ${amount} sur place, au retrait de votre commande.`}
      </FormMessage>
    );
  }
  if (order.status !== "awaitingPayment") {
    return (
      <FormMessage kind="success">
        Votre paiement de {amount} a bien été reçu. Nous vous écrivons à chaque étape de votre commande.
      </FormMessage>
    );
  }
  if (order.paymentMethod === "CARD")
    return <CardNext order={order} cardReturn={cardReturn} amount={amount} />;
  if (order.paymentMethod === "TRANSFER") return <TransferNext order={order} amount={amount} />;
  return <ChequeNext order={order} amount={amount} />;
}

function CardNext({
  order,
  cardReturn,
  amount,
}: {
  order: OrderDetail;
  cardReturn: CardReturn;
  amount: string;
}) {
  if (cardReturn === "succeeded" || cardReturn === "processing") {
    return (
      <FormMessage kind="info">
        Votre paiement de {amount} est en cours de confirmation par votre banque. Cette page se met à jour
        d'elle-même, et un e-mail vous le confirmera.
      </FormMessage>
    );
  }
  return (
    <div className="order-next">
      <FormMessage kind={cardReturn === "failed" ? "error" : "info"}>
        {cardReturn === "failed"
          ? "Le paiement par carte n'a pas abouti : aucun montant n'a été débité."
          : "Votre commande attend son paiement par carte."}{" "}
        Elle est réservée 30 minutes.
      </FormMessage>
      <p>
        {/* A document load: the payment page's own CSP lets Stripe's form in. */}
        <a href={cardPaymentPath(order.id)} className="btn btn--primary">
          Payer {amount} par carte
        </a>
      </p>
    </div>
  );
}

function TransferNext({ order, amount }: { order: OrderDetail; amount: string }) {
  const transfer = order.payment?.transfer;
  return (
    <div className="order-next">
      <p>
        Effectuez un virement de <strong>{amount}</strong> avec ces coordonnées ; votre commande sera préparée
        dès sa réception.
      </p>
      {transfer ? (
        <dl className="order-bank">
          <div>
            <dt>Titulaire du compte</dt>
            <dd>{transfer.holder}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd className="order-bank__code">{spacedIban(transfer.iban)}</dd>
          </div>
          <div>
            <dt>BIC</dt>
            <dd className="order-bank__code">{transfer.bic}</dd>
          </div>
          <div>
            <dt>Référence à indiquer</dt>
            <dd className="order-bank__code">
              <strong>{transfer.reference}</strong>
            </dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}

function ChequeNext({ order, amount }: { order: OrderDetail; amount: string }) {
  const cheque = order.payment?.cheque;
  return (
    <div className="order-next">
      <p>
        Envoyez un chèque de <strong>{amount}</strong>
        {cheque?.payee ? (
          <>
            {" "}
            à l'ordre de <strong>{cheque.payee}</strong>
          </>
        ) : null}
        {cheque?.address ? ", à l'adresse :" : "."}
      </p>
      {cheque?.address ? <address className="order-bank__address">{cheque.address}</address> : null}
      <p>
        Notez la référence <strong>{order.reference}</strong> au dos du chèque : votre commande sera préparée
        dès sa réception.
      </p>
    </div>
  );
}
