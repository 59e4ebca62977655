/** Addresses of the orders' pages (under /commande, refused to robots with the checkout). */
export const confirmationPath = (id: number) => `/commande/confirmation/${id}`;

/** The card payment of an order (Stripe's Payment Element): reached by a document load, for its CSP. */
export const cardPaymentPath = (id: number) => `/commande/paiement/${id}`;

/** An order's invoice or one of its credit notes (by its number), a PDF. */
export const orderDocumentPath = (id: number, kind: "invoice" | "creditNote", number: string) =>
  kind === "invoice" ? `/commande/facture/${id}` : `/commande/avoir/${id}/${encodeURIComponent(number)}`;

/** The member's orders in their account; an order's link in its e-mails to a guest (decision 041). */
export { ACCOUNT_ORDERS_PATH, ORDER_LINK_PARAM, orderLinkPath } from "@vitrine/shared/site-paths";
