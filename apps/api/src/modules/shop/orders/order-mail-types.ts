import type { orderLines, orders } from "../../../db/schema/index";
import type { MailSeller } from "./order-mail-contract";
import type { PayTo } from "./order-settings";

/** What the order e-mails are written from: the order, its documents, its site. */

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
  /** A refund by line (decision 044): the products and units given back, and the shipping fees. */
  refunded: { lines: Array<{ label: string; quantity: number }>; shipping: number } | null;
}

export interface MailSite extends PayTo {
  name: string;
  /** Who sells, as the contract's confirmation names them. */
  seller: MailSeller;
  /** The terms of sale, where the withdrawal form is: https://…/sale-terms. */
  termsLink: string;
  /** Under the VAT franchise (art. 293 B du CGI) totals are not said « TTC » (decision 042). */
  vatFranchise: boolean;
  /**
   * Where the customer follows this order: a member's orders in their account
   * (https://…/mon-compte/commandes), else the order's own signed link (decision 041).
   */
  follow: { link: string; member: boolean };
}

export interface MailText {
  subject: string;
  lines: string[];
}
