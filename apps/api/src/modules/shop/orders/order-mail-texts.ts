import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { EXPORT_NOTICE } from "@vitrine/shared/shipping/zones";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { DateTime } from "luxon";
import type { OrderDeliverySnapshot } from "../../../db/schema/index";
import type { OrderMailEvent, ShopMailEvent } from "./mail-jobs";
import { ORDER_LINK_DAYS } from "./order-links";
import { sellerLines, withdrawalLines } from "./order-mail-contract";
import type { MailOrder, MailSite, MailText } from "./order-mail-types";
import { partialRefundLines, refundedLines, shopRefundAmount, shopRefundLines } from "./order-refund-texts";

/** The French texts of the order e-mails, to the customer and to the shop, per event. */

const ZONE = "Europe/Paris";

/** « samedi 14 mars 2026 ». */
const longDate = (date: Date | string) =>
  (typeof date === "string"
    ? DateTime.fromISO(date, { zone: ZONE })
    : DateTime.fromJSDate(date, { zone: ZONE })
  )
    .setLocale("fr")
    .toFormat("cccc d LLLL yyyy");

/** "10:00" → « 10 h », "07:30" → « 7 h 30 ». */
export const frenchTime = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)(?::\d\d)?$/, (_, hours: string, minutes: string) =>
    minutes === "00" ? `${hours} h` : `${hours} h ${minutes}`,
  );

function customerName({ order }: MailOrder): string {
  const address = order.billingAddress ?? order.shippingAddress;
  return address ? `${address.firstname} ${address.lastname}`.trim() : "";
}

/**
 * The products and amounts of the order, one line each; no « TTC » under the VAT franchise nor for
 * an export, which says why its prices are without VAT.
 */
function summary({ order, lines }: MailOrder, { vatFranchise }: Pick<MailSite, "vatFranchise">): string[] {
  const rows = lines.map((line) => {
    const label = line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName;
    return `- ${line.quantity} × ${label} : ${formatEuros(line.unitPrice * line.quantity)}`;
  });
  // In the order of the pages and the invoice: the discount on the products, then the delivery.
  if (order.discount > 0) {
    const code = order.discountCode ? ` (code ${order.discountCode})` : "";
    rows.push(`Remise${code} : -${formatEuros(order.discount)}`);
  }
  if (order.shippingFees > 0) rows.push(`Frais de livraison : ${formatEuros(order.shippingFees)}`);
  rows.push(`${vatFranchise || order.vatExempt ? "Total" : "Total TTC"} : ${formatEuros(order.total)}`);
  if (order.vatExempt) rows.push(EXPORT_NOTICE);
  return rows;
}

/** The collection slot: « samedi 14 mars 2026, de 10 h à 12 h, à Domaine — 1 rue… ». */
export function pickupText(pickup: NonNullable<OrderDeliverySnapshot["pickup"]>): string {
  return `${longDate(pickup.date)}, de ${frenchTime(pickup.start)} à ${frenchTime(pickup.end)}, à ${pickup.place}`;
}

/** How the order travels, in a few lines. */
export function deliveryLines({ order }: Pick<MailOrder, "order">): string[] {
  const { delivery } = order;
  if (order.deliveryType === "clickAndCollect") {
    return delivery.pickup
      ? [`Retrait en boutique le ${pickupText(delivery.pickup)}.`]
      : ["Retrait en boutique."];
  }
  if (order.deliveryType === "no_delivery") return [];
  const carrier = delivery.carrierName ?? delivery.serviceName;
  const rows = [carrier ? `Transporteur : ${carrier}` : "Livraison à domicile"];
  const point = delivery.accessPoint;
  if (point) rows.push(`Point relais : ${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}`);
  else if (order.shippingAddress) {
    const a = order.shippingAddress;
    const street = [a.firstPart, a.secondPart].filter(Boolean).join(", ");
    const who = [`${a.firstname} ${a.lastname}`, a.company].filter(Boolean).join(", ");
    // The country too: the shop ships abroad, and its staff reads this line to label the parcel.
    rows.push(`Adresse de livraison : ${who}, ${street}, ${a.postalCode} ${a.city}, ${a.countryName}`);
  }
  return rows;
}

/** How the parcel travels, its number and where to follow it when the shop gave them. */
function shippedLines(mail: Pick<MailOrder, "order">): string[] {
  const tracking = mail.order.delivery.tracking;
  if (!tracking) return deliveryLines(mail);
  return [
    ...deliveryLines(mail),
    `Numéro de suivi : ${tracking.number}`,
    ...(tracking.url ? [`Suivre votre colis : ${tracking.url}`] : []),
  ];
}

/** A paragraph after a blank line; nothing when empty. */
const paragraph = (lines: string[]) => (lines.length > 0 ? ["", ...lines] : []);

const NOTHING_TO_PAY = "Vous n'avez rien à payer pour cette commande.";

/** How to pay an order still awaiting its payment (the « received » e-mail). */
function paymentLines({ order }: MailOrder, site: MailSite): string[] {
  const amount = formatEuros(order.total);
  if (order.total === 0) return [NOTHING_TO_PAY];
  switch (order.paymentMethod) {
    case "TRANSFER":
      return [
        `Pour régler votre commande, faites un virement de ${amount} :`,
        `- Titulaire : ${site.bank.holder}`,
        `- IBAN : ${site.bank.iban}`,
        `- BIC : ${site.bank.bic}`,
        `- Référence à indiquer : ${order.reference}`,
        "Nous préparerons votre commande dès réception de votre virement.",
      ];
    case "CHEQUE":
      return [
        `Pour régler votre commande, envoyez un chèque de ${amount} à l'ordre de ${site.cheque.payee}`,
        ...(site.cheque.address ? [`à l'adresse : ${site.cheque.address.replace(/\s*\n\s*/g, ", ")}`] : []),
        `en indiquant au dos la référence ${order.reference}.`,
        "Nous préparerons votre commande dès réception de votre chèque.",
      ];
    case "ON_SITE":
      return [`Vous réglerez ${amount} lors du retrait de votre commande.`];
    default:
      return ["Nous vous confirmerons le paiement par carte dès qu'il sera accepté."];
  }
}

/** The « paid » e-mail's first line: the payment received, or nothing to pay. */
const paymentReceived = ({ order }: MailOrder) =>
  order.total === 0
    ? NOTHING_TO_PAY
    : `Nous avons bien reçu votre paiement de ${formatEuros(order.total)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]}).`;

/** What the customer is told, per event. */
export function customerMail(mail: MailOrder, event: OrderMailEvent, site: MailSite): MailText {
  const { order } = mail;
  const ref = order.reference;
  const name = customerName(mail);
  const hello = name ? `Bonjour ${name},` : "Bonjour,";
  const follow = [
    "",
    site.follow.member
      ? `Suivez votre commande dans votre espace client : ${site.follow.link}`
      : `Suivez votre commande et retrouvez ses factures : ${site.follow.link}`,
    ...(site.follow.member
      ? []
      : [`Ce lien vous est personnel : il ouvre votre commande pendant ${ORDER_LINK_DAYS} jours.`]),
  ];
  const bye = ["", "Merci de votre confiance,", site.name];
  const detail = ["", "Votre commande :", ...summary(mail, site)];
  const texts: Record<OrderMailEvent, () => MailText> = {
    received: () => ({
      subject: `Votre commande ${ref} est enregistrée`,
      lines: [
        hello,
        "",
        `Nous avons bien reçu votre commande n° ${ref} du ${longDate(order.createdAt)}.`,
        ...(order.status === "awaitingPayment" || order.total === 0 ? ["", ...paymentLines(mail, site)] : []),
        ...detail,
        ...paragraph(deliveryLines(mail)),
        ...paragraph(sellerLines(site.seller)),
        ...paragraph(withdrawalLines(site.seller, site.termsLink)),
      ],
    }),
    paid: () => ({
      subject:
        order.total === 0
          ? `Votre commande ${ref} est confirmée`
          : `Paiement reçu pour votre commande ${ref}`,
      lines: [
        hello,
        "",
        paymentReceived(mail),
        ...(mail.invoiceNumber ? [`Votre facture porte le numéro ${mail.invoiceNumber}.`] : []),
        "Nous préparons maintenant votre commande.",
        ...detail,
      ],
    }),
    preparing: () => ({
      subject: `Votre commande ${ref} est en préparation`,
      lines: [
        hello,
        "",
        `Nous préparons votre commande n° ${ref}.`,
        order.deliveryType === "clickAndCollect"
          ? "Nous vous écrirons dès qu'elle sera prête à retirer."
          : order.deliveryType === "delivery"
            ? "Nous vous écrirons dès qu'elle sera expédiée."
            : "Nous vous écrirons dès qu'elle vous sera remise.",
      ],
    }),
    delivered: () => ({
      subject: `Votre commande ${ref} est livrée`,
      lines: [
        hello,
        "",
        order.deliveryType === "delivery"
          ? `Votre commande n° ${ref} vous a été livrée.`
          : `Votre commande n° ${ref} vous a été remise.`,
        "Nous espérons qu'elle vous donnera satisfaction.",
      ],
    }),
    collected: () => ({
      subject: `Votre commande ${ref} est retirée`,
      lines: [
        hello,
        "",
        `Vous avez retiré votre commande n° ${ref} : merci de votre visite.`,
        ...(mail.invoiceNumber ? [`Votre facture porte le numéro ${mail.invoiceNumber}.`] : []),
      ],
    }),
    shipped: () => ({
      subject: `Votre commande ${ref} est expédiée`,
      lines: [hello, "", `Votre commande n° ${ref} vient d'être expédiée.`, "", ...shippedLines(mail)],
    }),
    readyForPickup: () => ({
      subject: `Votre commande ${ref} est prête à retirer`,
      lines: [
        hello,
        "",
        `Votre commande n° ${ref} vous attend.`,
        ...(order.delivery.pickup ? [`Retrait le ${pickupText(order.delivery.pickup)}.`] : []),
        ...(order.paymentMethod === "ON_SITE" && !order.paidAt && order.total > 0
          ? [`Vous réglerez ${formatEuros(order.total)} sur place.`]
          : []),
      ],
    }),
    cancelled: () => ({
      subject: `Votre commande ${ref} est annulée`,
      lines: [hello, "", `Votre commande n° ${ref} est annulée. Aucun paiement n'a été encaissé.`],
    }),
    refunded: () => ({
      subject: `Votre commande ${ref} est remboursée`,
      lines: [hello, "", ...refundedLines(mail)],
    }),
    partialRefund: () => ({
      subject: `Remboursement partiel de votre commande ${ref}`,
      lines: [hello, "", ...partialRefundLines(mail)],
    }),
    review: () => ({
      subject: `Votre avis sur votre commande ${ref}`,
      lines: [
        hello,
        "",
        `Vous avez reçu votre commande n° ${ref} il y a quelques jours.`,
        "Qu'en avez-vous pensé ? Votre avis aide la boutique et ses autres clients : il suffit de répondre à ce message.",
        ...detail,
      ],
    }),
  };
  const text = texts[event]();
  return { subject: text.subject, lines: [...text.lines, ...(event === "review" ? [] : follow), ...bye] };
}

const SHOP_SUBJECTS: Record<ShopMailEvent, string> = {
  received: "Nouvelle commande",
  paid: "Commande payée",
  shipped: "Commande expédiée",
  readyForPickup: "Commande prête à retirer",
  cancelled: "Commande annulée",
  refunded: "Commande remboursée",
  partialRefund: "Remboursement partiel",
};

/** What the shop is told: who ordered what, how it is paid and how it travels. */
export function shopMail(
  mail: MailOrder,
  event: ShopMailEvent,
  site: Pick<MailSite, "vatFranchise">,
): MailText {
  const { order } = mail;
  const customer = [customerName(mail), order.email, order.phone].filter(Boolean).join(" · ");
  const refund = event === "refunded" || event === "partialRefund";
  const amount = (refund && shopRefundAmount(mail)) || formatEuros(order.total);
  return {
    subject: `${SHOP_SUBJECTS[event]} ${order.reference} (${amount})`,
    lines: [
      `${SHOP_SUBJECTS[event]} : n° ${order.reference} du ${longDate(order.createdAt)}.`,
      `Client : ${customer}`,
      `Paiement : ${PAYMENT_METHOD_LABELS[order.paymentMethod]}${order.paidAt ? ` (payée le ${longDate(order.paidAt)})` : ""}`,
      ...(mail.invoiceNumber ? [`Facture : ${mail.invoiceNumber}`] : []),
      ...(refund
        ? shopRefundLines(mail, event === "refunded")
        : mail.creditNoteNumber
          ? [`Avoir : ${mail.creditNoteNumber}`]
          : []),
      ...paragraph(deliveryLines(mail)),
      "",
      ...summary(mail, site),
      ...(order.message.trim() ? ["", "Message du client :", order.message.trim()] : []),
    ],
  };
}
