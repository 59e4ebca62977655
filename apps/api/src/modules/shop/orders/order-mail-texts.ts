import { PAYMENT_METHOD_LABELS } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { DateTime } from "luxon";
import type { OrderDeliverySnapshot, orderLines, orders } from "../../../db/schema/index";
import type { OrderMailEvent, ShopMailEvent } from "./mail-jobs";
import type { PayTo } from "./order-settings";

/** The French texts of the order e-mails, to the customer and to the shop, per event. */

export interface MailOrder {
  order: typeof orders.$inferSelect;
  lines: Array<typeof orderLines.$inferSelect>;
  /** Invoice and credit note numbers, when issued. */
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** The credit note the e-mail tells of (a partial refund's), else the latest. */
  creditNote: MailCreditNote | null;
  /** Every credit note of the order, oldest first. */
  creditNotes: MailCreditNote[];
}

export interface MailCreditNote {
  number: string;
  /** Cents given back. */
  total: number;
  reason: string;
}

export interface MailSite extends PayTo {
  name: string;
  /** Where the customer follows their orders (members only), e.g. https://…/mon-compte/commandes. */
  ordersLink: string | null;
}

export interface MailText {
  subject: string;
  lines: string[];
}

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

/** The products and amounts of the order, one line each. */
function summary({ order, lines }: MailOrder): string[] {
  const rows = lines.map((line) => {
    const label = line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName;
    return `- ${line.quantity} × ${label} : ${formatEuros(line.unitPrice * line.quantity)}`;
  });
  if (order.shippingFees > 0) rows.push(`Frais de livraison : ${formatEuros(order.shippingFees)}`);
  if (order.discount > 0) {
    const code = order.discountCode ? ` (code ${order.discountCode})` : "";
    rows.push(`Remise${code} : -${formatEuros(order.discount)}`);
  }
  rows.push(`Total TTC : ${formatEuros(order.total)}`);
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
    rows.push(`Adresse de livraison : ${a.firstname} ${a.lastname}, ${street}, ${a.postalCode} ${a.city}`);
  }
  return rows;
}

/** A paragraph after a blank line; nothing when empty. */
const paragraph = (lines: string[]) => (lines.length > 0 ? ["", ...lines] : []);

/** How to pay an order still awaiting its payment (the « received » e-mail). */
function paymentLines({ order }: MailOrder, site: MailSite): string[] {
  const amount = formatEuros(order.total);
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

/** Where a card payment's money goes back. */
const cardBack = (mail: MailOrder) =>
  mail.order.paymentMethod === "CARD"
    ? ["Le montant sera recrédité sur la carte utilisée pour le paiement, sous quelques jours."]
    : [];

/** The whole order given back: how much in all, and the credit notes that say it. */
function refundedLines(mail: MailOrder): string[] {
  const { order, creditNotes, invoiceNumber } = mail;
  const total = creditNotes.reduce((sum, note) => sum + note.total, 0);
  const numbers = creditNotes.map((note) => note.number);
  return [
    `Votre commande n° ${order.reference} est remboursée : ${formatEuros(creditNotes.length ? total : order.total)} vous sont rendus.`,
    ...(numbers.length === 1 ? [`L'avoir n° ${numbers[0]} annule la facture ${invoiceNumber}.`] : []),
    ...(numbers.length > 1
      ? [`Les avoirs n° ${numbers.join(", ")} portent sur la facture ${invoiceNumber}.`]
      : []),
    ...(creditNotes.length ? cardBack(mail) : []),
  ];
}

/** Part of the order given back: the amount, why, and the credit note. */
function partialRefundLines(mail: MailOrder): string[] {
  const note = mail.creditNote;
  if (!note) return [`Une partie de votre commande n° ${mail.order.reference} vous est remboursée.`];
  return [
    `Nous vous remboursons ${formatEuros(note.total)} sur votre commande n° ${mail.order.reference}.`,
    ...(note.reason ? [`Motif : ${note.reason}`] : []),
    `L'avoir n° ${note.number} porte sur ce montant (facture ${mail.invoiceNumber}).`,
    ...cardBack(mail),
  ];
}

/** What the customer is told, per event. */
export function customerMail(mail: MailOrder, event: OrderMailEvent, site: MailSite): MailText {
  const { order } = mail;
  const ref = order.reference;
  const name = customerName(mail);
  const hello = name ? `Bonjour ${name},` : "Bonjour,";
  const follow = site.ordersLink
    ? ["", `Suivez votre commande dans votre espace client : ${site.ordersLink}`]
    : [];
  const bye = ["", "Merci de votre confiance,", site.name];
  const detail = ["", "Votre commande :", ...summary(mail)];
  const texts: Record<OrderMailEvent, () => MailText> = {
    received: () => ({
      subject: `Votre commande ${ref} est enregistrée`,
      lines: [
        hello,
        "",
        `Nous avons bien reçu votre commande n° ${ref} du ${longDate(order.createdAt)}.`,
        ...(order.status === "awaitingPayment" ? ["", ...paymentLines(mail, site)] : []),
        ...detail,
        ...paragraph(deliveryLines(mail)),
      ],
    }),
    paid: () => ({
      subject: `Paiement reçu pour votre commande ${ref}`,
      lines: [
        hello,
        "",
        `Nous avons bien reçu votre paiement de ${formatEuros(order.total)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]}).`,
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
      lines: [hello, "", `Votre commande n° ${ref} vient d'être expédiée.`, "", ...deliveryLines(mail)],
    }),
    readyForPickup: () => ({
      subject: `Votre commande ${ref} est prête à retirer`,
      lines: [
        hello,
        "",
        `Votre commande n° ${ref} vous attend.`,
        ...(order.delivery.pickup ? [`Retrait le ${pickupText(order.delivery.pickup)}.`] : []),
        ...(order.paymentMethod === "ON_SITE" && !order.paidAt
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
export function shopMail(mail: MailOrder, event: ShopMailEvent): MailText {
  const { order } = mail;
  const customer = [customerName(mail), order.email, order.phone].filter(Boolean).join(" · ");
  return {
    subject: `${SHOP_SUBJECTS[event]} ${order.reference} (${formatEuros(order.total)})`,
    lines: [
      `${SHOP_SUBJECTS[event]} : n° ${order.reference} du ${longDate(order.createdAt)}.`,
      `Client : ${customer}`,
      `Paiement : ${PAYMENT_METHOD_LABELS[order.paymentMethod]}${order.paidAt ? ` (payée le ${longDate(order.paidAt)})` : ""}`,
      ...(mail.invoiceNumber ? [`Facture : ${mail.invoiceNumber}`] : []),
      ...(mail.creditNoteNumber ? [`Avoir : ${mail.creditNoteNumber}`] : []),
      ...(event === "partialRefund" && mail.creditNote
        ? [
            `Montant remboursé : ${formatEuros(mail.creditNote.total)}${mail.creditNote.reason ? ` (${mail.creditNote.reason})` : ""}`,
          ]
        : []),
      ...paragraph(deliveryLines(mail)),
      "",
      ...summary(mail),
      ...(order.message.trim() ? ["", "Message du client :", order.message.trim()] : []),
    ],
  };
}
