import type { ParameterKey } from "@vitrine/shared/parameters";
import { ACCOUNT_ORDERS_PATH, orderLinkPath, SALE_TERMS_PATH } from "@vitrine/shared/site-paths";
import { switchOn } from "@vitrine/shared/site-switches";
import { and, asc, eq } from "drizzle-orm";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { sendJobMailOnce } from "../../../db/job-mails";
import type { Job, JobWorker } from "../../../db/job-worker";
import { invoices, orderLines, orders } from "../../../db/schema/index";
import type { Mailer } from "../../../lib/mailer";
import type { SiteService } from "../../site/service";
import { type InvoiceDocument, sellerOf } from "./invoice-content";
import { findDocument } from "./invoices";
import { isShopMailEvent, ORDER_MAIL_EVENTS, ORDER_MAIL_JOB, type OrderMailEvent } from "./mail-jobs";
import type { OrderLinks } from "./order-links";
import { customerMail, shopMail } from "./order-mail-texts";
import type { MailCreditNote, MailOrder, MailSite, MailText } from "./order-mail-types";
import { payTo } from "./order-settings";

/**
 * The `mail.order` jobs (payload `{orderId, event}`): the French e-mails of an order's life, to
 * the customer and to the shop (COMPANY_EMAIL); the review request goes to the customer only, and
 * only if the order is still delivered or collected by then.
 */

export interface OrderMailDeps {
  db: Db;
  sites: SiteService;
  mailer: Mailer;
  config: Pick<Config, "env" | "port">;
  /** Signs the order's link of a guest's e-mails. */
  links: OrderLinks;
}

/** What a credit note's kept content says it gives back by line (decision 044); null for an amount. */
function refundedOf(content: Record<string, unknown> | null): MailCreditNote["refunded"] {
  const refunded = (content as Partial<InvoiceDocument> | null)?.refunded;
  return refunded ? { lines: refunded.lines, shipping: refunded.shipping } : null;
}

async function loadMailOrder(
  db: Db,
  siteId: number,
  orderId: number,
  creditNoteId: number | null,
): Promise<MailOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  if (!order) return null;
  const [lines, invoice, creditNotes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    findDocument(db, orderId, "invoice"),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        total: invoices.total,
        reason: invoices.reason,
        content: invoices.content,
      })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "creditNote")))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .then((rows) => rows.map(({ content, ...note }) => ({ ...note, refunded: refundedOf(content) }))),
  ]);
  // The credit note the e-mail is about: the job's, else the latest.
  const creditNote = creditNotes.find((note) => note.id === creditNoteId) ?? creditNotes.at(-1) ?? null;
  return {
    order,
    lines,
    invoiceNumber: invoice?.number ?? null,
    creditNoteNumber: creditNote?.number ?? null,
    creditNote,
    creditNotes,
  };
}

/**
 * The site as the e-mails of `order` name it: its seller's identity and terms of sale (absolute
 * links from the site's known address), and where the customer follows the order: their account
 * for a member, the order's signed link for a guest.
 */
async function mailSite(deps: OrderMailDeps, order: MailOrder["order"]) {
  const { siteId } = order;
  const [snapshot, origin] = await Promise.all([
    deps.sites.getSnapshot(siteId),
    deps.sites.linkOrigin(deps.config, siteId),
  ]);
  const parameter = (key: string) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
  const value = (key: ParameterKey) => parameter(key)?.trim() ?? "";
  const name = value("COMPANY_NAME") || snapshot?.info.name || "Vitrine";
  const seller = sellerOf(parameter, name);
  const phone = value("COMPANY_PHONE");
  const site: MailSite = {
    name,
    seller: {
      name: seller.name,
      lines: [...seller.lines, ...(phone ? [`Téléphone : ${phone}`] : [])],
      email: value("COMPANY_EMAIL"),
      headOffice: value("HEAD_OFFICE"),
    },
    termsLink: `${origin}${SALE_TERMS_PATH}`,
    vatFranchise: switchOn("VAT_FRANCHISE", parameter("VAT_FRANCHISE")),
    follow:
      order.userId !== null
        ? { member: true, link: `${origin}${ACCOUNT_ORDERS_PATH}` }
        : { member: false, link: `${origin}${orderLinkPath(order.id, deps.links.sign(siteId, order.id))}` },
    ...payTo(value),
  };
  return { site, companyEmail: value("COMPANY_EMAIL") || null };
}

const isEvent = (value: unknown): value is OrderMailEvent =>
  typeof value === "string" && (ORDER_MAIL_EVENTS as readonly string[]).includes(value);

const body = (text: MailText) => `${text.lines.join("\n")}\n`;

/** Sends the e-mails of one `mail.order` job, each recipient once whatever the job's tries. */
export async function sendOrderMails(
  deps: OrderMailDeps,
  job: Pick<Job, "id" | "siteId" | "payload">,
): Promise<void> {
  const { orderId, event, creditNoteId } = job.payload;
  if (job.siteId === null || typeof orderId !== "number" || !isEvent(event)) {
    throw new Error(`Invalid mail.order payload: ${JSON.stringify(job.payload)}`);
  }
  const noteId = typeof creditNoteId === "number" ? creditNoteId : null;
  const mail = await loadMailOrder(deps.db, job.siteId, orderId, noteId);
  // An order deleted since (its site removed) has no one left to tell.
  if (!mail) return;
  if (event === "review" && !["delivered", "collected"].includes(mail.order.status)) return;
  const { site, companyEmail } = await mailSite(deps, mail.order);
  const toCustomer = customerMail(mail, event, site);
  const once = (name: string, to: string, send: () => Promise<unknown>) =>
    sendJobMailOnce(deps.db, { jobId: job.id, mail: name, recipient: to }, send);
  await once("customer", mail.order.email, () =>
    deps.mailer.send({
      to: mail.order.email,
      subject: toCustomer.subject,
      text: body(toCustomer),
      fromName: site.name,
      replyTo: companyEmail,
    }),
  );
  if (!isShopMailEvent(event) || !companyEmail) return;
  const toShop = shopMail(mail, event, site);
  await once("shop", companyEmail, () =>
    deps.mailer.send({
      to: companyEmail,
      subject: `[${site.name}] ${toShop.subject}`,
      text: body(toShop),
      fromName: site.name,
      replyTo: mail.order.email,
    }),
  );
}

/** Registers the `mail.order` handler on the instance's jobs worker. */
export function registerOrderMails(jobs: Pick<JobWorker, "register">, deps: OrderMailDeps): void {
  jobs.register(ORDER_MAIL_JOB, (job) => sendOrderMails(deps, job));
}
