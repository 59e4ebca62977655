/** Addresses of the admin panel's orders (French, like the site's). */

export const ORDERS_PATH = "/admin/commandes";

export const orderPath = (id: number) => `${ORDERS_PATH}/${id}`;

/** The order's PDFs, served by routes/admin/order-document.ts through the API. */
export const packingSlipPath = (id: number) => `${orderPath(id)}/bon-de-livraison`;
export const invoicePath = (id: number) => `${orderPath(id)}/facture`;
export const creditNotePath = (id: number, number: string) => `${orderPath(id)}/avoir/${number}`;

/** `?fait=` after a change: what the order page confirms (a state reached, or `remboursement`). */
export const DONE_PARAM = "fait";
/** `?confirmer=` a state whose move is asked again before it is made (cancelled, refunded). */
export const CONFIRM_PARAM = "confirmer";
/** With `?fait=remboursement`: the credit note the refund issued. */
export const CREDIT_NOTE_PARAM = "avoir";
