import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions as subscriptions, users } from "../../db/schema/index";
import { badRequest } from "../../lib/http";
import { hashToken, newToken } from "../../lib/tokens";
import type { AccountMail, MailContext } from "./account-mail";
import { newsletterConfirmationEmail } from "./emails";
import { confirmationLink, type NewsletterService } from "./newsletter.service";

const LINK_INVALID =
  "Ce lien de confirmation n'est plus valable. Si vous avez déjà confirmé votre inscription, vous n'avez rien à faire ; sinon, inscrivez-vous à nouveau.";

/** A visitor's request of a list, and the opening of any confirmation link (double opt-in). */
export class NewsletterSignupService {
  constructor(
    private readonly db: Db,
    private readonly newsletter: NewsletterService,
    private readonly mail: AccountMail,
  ) {}

  /**
   * A visitor asks for a list: a pending row and a confirmation e-mail. Asking again sends a new
   * link; an address already subscribed gets nothing. The caller answers the same in every case.
   */
  async subscribe(
    siteId: number,
    email: string,
    listId: number | undefined,
    { origin, log }: MailContext,
  ): Promise<void> {
    const lists = await this.newsletter.lists(siteId);
    const list = listId === undefined ? lists[0] : lists.find((l) => l.id === listId);
    if (!list) throw badRequest("Liste inconnue.", { listId: "Liste inconnue." });
    // Requests nobody confirmed in time go: nothing was ever sent to their address.
    await this.db
      .delete(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          isNull(subscriptions.confirmedAt),
          lt(subscriptions.createdAt, this.newsletter.expiry()),
        ),
      );
    const token = newToken();
    const pending = {
      userId: null,
      source: "VISITOR" as const,
      confirmTokenHash: hashToken(token),
      createdAt: new Date(),
    };
    // A pending row, a member's included, becomes this request: its link is the one just sent.
    const [row] = await this.db
      .insert(subscriptions)
      .values({ siteId, listId: list.id, email, ...pending })
      .onConflictDoUpdate({
        target: [subscriptions.listId, subscriptions.email],
        set: pending,
        setWhere: isNull(subscriptions.confirmedAt),
      })
      .returning({ id: subscriptions.id });
    if (!row) return;
    this.mail.send(
      siteId,
      (site) => newsletterConfirmationEmail(site, email, list.name, confirmationLink(origin, token)),
      log,
    );
  }

  /**
   * Opens a confirmation link. A link a member asked for also proves their address, which confirms
   * their other pending lists and gives them the address's subscriptions.
   */
  async confirm(siteId: number, token: string): Promise<void> {
    const now = new Date();
    const live = and(
      isNull(subscriptions.confirmedAt),
      gt(subscriptions.createdAt, this.newsletter.expiry()),
    );
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(
          and(eq(subscriptions.confirmTokenHash, hashToken(token)), eq(subscriptions.siteId, siteId), live),
        )
        .returning({
          userId: subscriptions.userId,
          source: subscriptions.source,
          email: subscriptions.email,
        });
      if (!row) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
      if (row.userId === null || row.source !== "MEMBER") return;
      const [member] = await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(
          and(
            eq(users.id, row.userId),
            eq(users.siteId, siteId),
            eq(users.email, row.email),
            isNull(users.deletedAt),
          ),
        )
        .returning({ id: users.id });
      if (!member) return;
      await tx
        .update(subscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(
          and(
            eq(subscriptions.siteId, siteId),
            eq(subscriptions.userId, member.id),
            eq(subscriptions.source, "MEMBER"),
            eq(subscriptions.email, row.email),
            live,
          ),
        );
    });
  }
}
