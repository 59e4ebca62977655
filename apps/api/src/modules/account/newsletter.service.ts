import type { NewsletterList } from "@vitrine/shared/schemas/account";
import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterLists, newsletterSubscriptions as subscriptions, users } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import { hashToken, newToken } from "../../lib/tokens";
import type { SiteService } from "../site/service";
import type { AccountMail, MailContext } from "./account-mail";
import { memberAddressProofEmail, memberNewsletterConfirmationEmail } from "./emails";
import type { SessionUser } from "./sessions.service";

const DISABLED = "La lettre d'information n'est pas proposée sur ce site.";

/** A subscription waits this long for its confirmation link to be opened; then it is deleted. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the link of a confirmation e-mail leads (a page of the site: apps/web/app/routes.ts). */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/newsletter/confirmation/${token}`;

/**
 * Newsletter lists of a site and who subscribed to them (members and visitors). Double opt-in: a
 * subscription is pending until a link sent to its address is opened; pending ones expire, and are
 * never mailed, shown nor exported. A visitor's subscription is a member's only once the member has
 * proved the address is theirs (users.emailConfirmedAt).
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly mail: AccountMail,
  ) {}

  /** 404 unless the site's ENABLE_NEWSLETTER parameter is on. */
  async assertEnabled(siteId: number): Promise<void> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const enabled = snapshot?.parameters.find((p) => p.type === "ENABLE_NEWSLETTER")?.value === "true";
    if (!enabled) throw notFound(DISABLED);
  }

  async lists(siteId: number): Promise<NewsletterList[]> {
    return this.db
      .select({
        id: newsletterLists.id,
        name: newsletterLists.name,
        description: newsletterLists.description,
      })
      .from(newsletterLists)
      .where(and(eq(newsletterLists.siteId, siteId), eq(newsletterLists.isActive, true)))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
  }

  /** The site's active lists among `ids`; an unknown or another site's id is refused. */
  private async checkLists(siteId: number, ids: number[]): Promise<NewsletterList[]> {
    const known = new Map((await this.lists(siteId)).map((list) => [list.id, list]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest("Liste inconnue.", { listIds: "Liste inconnue." });
    return [...new Set(ids)].map((id) => known.get(id)!);
  }

  /** Pending subscriptions created before this date have expired. */
  expiry = () => new Date(Date.now() - NEWSLETTER_CONFIRM_TTL_MS);

  /** Whether the member proved that their current address is theirs (a link sent to it was opened). */
  async addressConfirmed(user: SessionUser, db: Db = this.db): Promise<boolean> {
    const [row] = await db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(and(eq(users.id, user.id), eq(users.email, user.email)));
    return Boolean(row?.confirmedAt);
  }

  /**
   * The rows a member controls: those made while signed in, and, once the member proved the address
   * is theirs, every row of the address. Before that, whoever registers an address cannot see nor
   * touch what a visitor subscribed with it.
   */
  private ofMember(user: SessionUser, addressConfirmed: boolean) {
    const own = and(eq(subscriptions.userId, user.id), eq(subscriptions.source, "MEMBER"));
    return and(
      eq(subscriptions.siteId, user.siteId),
      addressConfirmed ? or(own, eq(subscriptions.email, user.email)) : own,
    );
  }

  /** The member's confirmed subscriptions, by list order. */
  private async confirmedOf(user: SessionUser) {
    const confirmed = await this.addressConfirmed(user);
    return this.db
      .select({
        listId: newsletterLists.id,
        list: newsletterLists.name,
        isActive: newsletterLists.isActive,
        confirmedAt: subscriptions.confirmedAt,
      })
      .from(subscriptions)
      .innerJoin(newsletterLists, eq(newsletterLists.id, subscriptions.listId))
      .where(and(this.ofMember(user, confirmed), isNotNull(subscriptions.confirmedAt)))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
  }

  async subscriptionOf(user: SessionUser): Promise<{ listIds: number[] }> {
    const rows = await this.confirmedOf(user);
    return { listIds: rows.filter((row) => row.isActive).map((row) => row.listId) };
  }

  /** The subscriptions of the member's personal data, dated by their confirmation (the consent). */
  async exportOf(user: SessionUser): Promise<Array<{ listId: number; list: string; subscribedAt: Date }>> {
    const rows = await this.confirmedOf(user);
    return rows.map(({ listId, list, confirmedAt }) => ({ listId, list, subscribedAt: confirmedAt! }));
  }

  /**
   * The member is subscribed to exactly these lists afterwards. A member whose address is not
   * confirmed gets pending subscriptions and one e-mail whose link confirms them and the address;
   * `confirmationSent` says an e-mail left (the same whoever else holds the address's lists).
   */
  async setSubscription(
    user: SessionUser,
    ids: number[],
    { origin, log }: MailContext,
  ): Promise<{ listIds: number[]; confirmationSent: boolean }> {
    const lists = await this.checkLists(user.siteId, ids);
    const listIds = lists.map((list) => list.id);
    const confirmed = await this.addressConfirmed(user);
    const now = new Date();
    const rows = listIds.map((listId) => ({
      siteId: user.siteId,
      listId,
      email: user.email,
      userId: user.id,
      source: "MEMBER" as const,
      confirmedAt: confirmed ? now : null,
    }));
    const token = newToken();
    const unseen = await this.db.transaction(async (tx) => {
      await tx
        .delete(subscriptions)
        .where(
          and(
            this.ofMember(user, confirmed),
            listIds.length ? notInArray(subscriptions.listId, listIds) : undefined,
          ),
        );
      if (!listIds.length) return { pending: [], held: [] };
      if (confirmed) {
        // The address is the member's: its rows, a visitor's included, become theirs.
        await tx
          .insert(subscriptions)
          .values(rows)
          .onConflictDoUpdate({
            target: [subscriptions.listId, subscriptions.email],
            set: {
              userId: user.id,
              source: "MEMBER",
              confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, excluded.confirmed_at)`,
              confirmTokenHash: null,
            },
          });
        return { pending: [], held: [] };
      }
      // A row of the address that is not the member's (a visitor's) is left as it is: it becomes
      // theirs once they confirm the address, and nothing here tells them it exists.
      await tx.insert(subscriptions).values(rows).onConflictDoNothing();
      const found = await tx
        .select({
          id: subscriptions.id,
          listId: subscriptions.listId,
          userId: subscriptions.userId,
          source: subscriptions.source,
          confirmedAt: subscriptions.confirmedAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.siteId, user.siteId),
            eq(subscriptions.email, user.email),
            inArray(subscriptions.listId, listIds),
          ),
        );
      const own = (row: (typeof found)[number]) => row.userId === user.id && row.source === "MEMBER";
      const pending = found.filter((row) => own(row) && !row.confirmedAt);
      if (pending.length) {
        // One link confirms every pending list of the member: it sits on one of their rows.
        await tx
          .update(subscriptions)
          .set({ confirmTokenHash: null, createdAt: now })
          .where(
            inArray(
              subscriptions.id,
              pending.map((row) => row.id),
            ),
          );
        await tx
          .update(subscriptions)
          .set({ confirmTokenHash: hashToken(token) })
          .where(eq(subscriptions.id, pending[0]!.id));
      }
      return {
        pending: pending.map((row) => row.listId),
        held: found.filter((row) => !own(row)).map((row) => row.listId),
      };
    });
    const names = (ids: number[]) => lists.filter((list) => ids.includes(list.id)).map((list) => list.name);
    if (unseen.pending.length) {
      const asked = names([...unseen.pending, ...unseen.held]);
      this.mail.send(
        user.siteId,
        (site) => memberNewsletterConfirmationEmail(site, user, asked, confirmationLink(origin, token)),
        log,
      );
    } else if (unseen.held.length) {
      this.mail.send(
        user.siteId,
        (site) => memberAddressProofEmail(site, user, names(unseen.held), `${origin}/password/reset/ask`),
        log,
      );
    }
    return {
      ...(await this.subscriptionOf(user)),
      confirmationSent: unseen.pending.length + unseen.held.length > 0,
    };
  }

  /**
   * Follows a member's change of e-mail (inside its transaction): the member's rows go to the new
   * address, pending until a link sent there is opened; a row the new address already has wins.
   * Rows of the old address the member never proved theirs stay with it. Returns the link's token
   * and the lists to name, or null when nothing moved.
   */
  async moveEmail(
    tx: Db,
    user: SessionUser,
    to: string,
    addressConfirmed: boolean,
  ): Promise<{ token: string; lists: string[] } | null> {
    const mine = this.ofMember(user, addressConfirmed);
    const taken = await tx
      .select({ listId: subscriptions.listId })
      .from(subscriptions)
      .where(and(eq(subscriptions.siteId, user.siteId), eq(subscriptions.email, to)));
    if (taken.length) {
      await tx.delete(subscriptions).where(
        and(
          mine,
          inArray(
            subscriptions.listId,
            taken.map((t) => t.listId),
          ),
        ),
      );
    }
    const moved = await tx
      .update(subscriptions)
      .set({
        email: to,
        userId: user.id,
        source: "MEMBER",
        confirmedAt: null,
        confirmTokenHash: null,
        createdAt: new Date(),
      })
      .where(mine)
      .returning({ id: subscriptions.id, listId: subscriptions.listId });
    if (!moved.length) return null;
    const token = newToken();
    await tx
      .update(subscriptions)
      .set({ confirmTokenHash: hashToken(token) })
      .where(eq(subscriptions.id, moved[0]!.id));
    const names = await tx
      .select({ name: newsletterLists.name })
      .from(newsletterLists)
      .where(
        inArray(
          newsletterLists.id,
          moved.map((m) => m.listId),
        ),
      )
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
    return { token, lists: names.map((n) => n.name) };
  }

  /** Deletes the member's subscriptions (closing of the personal space), inside its transaction. */
  async forget(tx: Db, user: SessionUser): Promise<void> {
    const confirmed = await this.addressConfirmed(user, tx);
    await tx.delete(subscriptions).where(this.ofMember(user, confirmed));
  }
}
